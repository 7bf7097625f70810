// The game-tree explorer: any position's options drawn as a tree (lib/game-tree.js), each level
// fetched when it is opened (lib/game-tree-data.js). Which nodes are open lives in the URL, one
// history entry per change, so Back and Forward step through them and a reload restores them.
import { showError } from '../lib/api.js';
import { header } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { GameTree, legend } from '../lib/game-tree.js';
import { TreeData } from '../lib/game-tree-data.js';

header('tree');
const errorBox = document.getElementById('error');
const exprInput = document.getElementById('expr');
const winInput = document.getElementById('win');
const treeBox = document.getElementById('tree');
const modeLine = document.getElementById('mode');
const legendBox = document.getElementById('legend');
const misereInput = document.getElementById('misere');

let expr = '';
let at = '';
let focusWanted = false;
let drawn = false;

const data = new TreeData({
  onChange: () => paint(),
  onError: (err) => showError(errorBox, err),
});
const picture = new GameTree(treeBox, {
  onToggle: (path) => flip(path),
  label: 'Game tree',
});

function paint() {
  if (!drawn) return;
  const m = data.model();
  if (!m) return;
  picture.label = `Game tree of ${expr}`;
  picture.valueName = data.kind === 'impartial' ? (data.misere ? null : 'Grundy value') : 'canonical form';
  picture.render(m);
  treeBox.dataset.settled = data.settled() ? '1' : '0';
  if (focusWanted && at && picture.node(at)) {
    focusWanted = false;
    picture.focus(at);
  }
}

function readURL() {
  const open = getParam('open', '');
  return { expr: getParam('expr', 'kayles:5'), open: new Set(open ? open.split(',') : []), at: getParam('at', '') };
}

function writeURL(push) {
  const q = new URLSearchParams(location.search);
  q.set('expr', expr);
  if (data.open.size) q.set('open', [...data.open].join(',')); else q.delete('open');
  if (at) q.set('at', at); else q.delete('at');
  if (winInput.checked) q.set('win', '1'); else q.delete('win');
  if (misereInput.checked) q.set('misere', '1'); else q.delete('misere');
  const url = `?${q}`;
  if (push) history.pushState(null, '', url); else history.replaceState(null, '', url);
}

// Opens or closes the node at `path`, as a new history entry; the focus stays on it.
function flip(path) {
  data.flip(path);
  at = path;
  writeURL(true);
  paint();
  picture.focus(path);
}

async function draw() {
  drawn = false;
  exprInput.value = expr;
  treeBox.dataset.settled = '0';
  picture.scroll.replaceChildren(Object.assign(document.createElement('p'), { className: 'muted', textContent: 'Working…' }));
  picture.fitHint();
  modeLine.textContent = '';
  let kind;
  data.misere = misereInput.checked;
  try {
    kind = await data.start(expr);
  } catch (err) {
    picture.scroll.replaceChildren();
    picture.fitHint();
    showError(errorBox, err, exprInput);
    return;
  }
  if (!kind) return;  // a newer position was asked for meanwhile
  showError(errorBox, null);
  modeLine.textContent = kind === 'impartial'
    ? (data.misere
      ? 'Impartial, misère play: each option is the position a move reaches, from /api/options, with its misère outcome (/api/outcome?misere=1). Grundy values are normal play\'s, so none is shown.'
      : 'Impartial: each option is the position a move reaches, from /api/options, with its Grundy value and outcome.')
    : 'Partizan: the API lists no partizan position\'s moves as positions, so this tree shows the canonical form\'s options instead, each a value (from /api/canonical), Left\'s first; open one to see its own options.'
      + (data.misere ? ' (Misère play is for impartial games: this tree is as the canonical forms say.)' : '');
  legendBox.replaceChildren(legend(kind === 'impartial' ? ['P', 'N', 'D'] : ['L', 'R', 'P', 'N']));
  drawn = true;
  paint();
}

function restore() {
  const next = readURL();
  const misere = getParam('misere', '') === '1';
  const same = next.expr === expr && drawn && misere === data.misere;
  misereInput.checked = misere;
  expr = next.expr;
  data.open = next.open;
  at = next.at;
  winInput.checked = getParam('win', '') === '1';
  treeBox.classList.toggle('marking', winInput.checked);
  focusWanted = true;
  if (same) { data.walk(); paint(); } else draw();
}

document.getElementById('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  const typed = exprInput.value.trim();
  if (!typed) return;
  expr = typed;
  data.open = new Set();
  at = '';
  writeURL(true);
  draw();
});
winInput.addEventListener('change', () => {
  treeBox.classList.toggle('marking', winInput.checked);
  setParams({ win: winInput.checked });
  paint();
});
document.getElementById('collapse').addEventListener('click', () => {
  if (!data.open.size) return;
  data.open.clear();
  at = '';
  writeURL(true);
  paint();
});
misereInput.addEventListener('change', () => {
  writeURL(true);
  draw();
});
window.addEventListener('popstate', restore);
restore();
