import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { GameTree, legend } from '../lib/game-tree.js';
import { TreeData, shownValue } from '../lib/game-tree-data.js';

header('playground');
const errorBox = document.getElementById('error');
const exprInput = document.getElementById('expr');
const misereInput = document.getElementById('misere');

const words = {
  P: 'the player to move loses (the previous player wins)',
  N: 'the player to move wins',
  D: 'a draw: neither player can force a win, so best play goes on forever',
};

// A value as grundy prints it: a number, or inf{K} for a loopy position (docs/notation.md).
const shown = shownValue;

// The option tree, drawn (lib/game-tree.js); what is open lives on this page only.
const treeBox = document.getElementById('tree');
const data = new TreeData({ onChange: () => paintTree(), onError: (err) => showError(errorBox, err) });
const picture = new GameTree(treeBox, { onToggle: (path) => { data.flip(path); paintTree(); picture.focus(path); } });
let treeShown = false;
function paintTree() {
  if (!treeShown) return;
  picture.render(data.model());
  treeBox.dataset.settled = data.settled() ? '1' : '0';
}

async function drawTree(expr) {
  treeShown = false;
  treeBox.dataset.settled = '0';
  data.open = new Set();
  picture.label = `Option tree of ${expr}`;
  try {
    const kind = await data.start(expr);
    if (!kind) return;
    document.getElementById('tree-legend').replaceChildren(legend(['P', 'N', 'D'], { onRequest: false }));
    treeShown = true;
    paintTree();
  } catch (err) {
    picture.scroll.replaceChildren(el('p', { class: 'muted', text: `The option tree cannot be drawn: ${err.message}` }));
    picture.fitHint();
  }
}

async function analyse() {
  const expr = exprInput.value.trim();
  const misere = misereInput.checked;
  setParams({ expr, misere });
  const out = ['value', 'outcome', 'outcome-words'].map((id) => document.getElementById(id));
  out.forEach((e) => { e.textContent = '…'; });
  out[1].className = '';
  document.getElementById('moves').replaceChildren();
  try {
    const [v, o, m] = await Promise.all([
      api('value', { expr }).catch((err) => ({ error: err })),
      api('outcome', { expr, misere }),
      api('moves', { expr, misere }),
    ]);
    showError(errorBox, null);
    out[0].textContent = v.error ? `(${v.error.message})` : shown(v);
    out[1].textContent = o.outcome;
    out[1].className = `pn-${o.outcome}`;  // the site's colour code (style.css --p, --n)
    out[2].textContent = `— ${words[o.outcome] || o.outcome}${misere ? ' in misère play' : ''} (${o.method}).`;
    const list = document.getElementById('moves');
    // An N-position with no winning move has no move at all: in misère play, where the player
    // who cannot move wins, that is a game the player to move has already won.
    const noMoveWins = misere && o.outcome === 'N';
    if (!m.moves.length) {
      list.append(el('li', { text: o.outcome === 'P' ? 'None: every move loses against best play.'
        : noMoveWins ? 'None needed: there is no move at all, and in misère play the player who cannot move wins, so the player to move has already won.'
          : 'None found.' }));
    }
    for (const mv of m.moves) {
      list.append(el('li', { 'data-to': mv.to }, el('code', { text: mv.to }), ` — ${mv.explanation}`));
    }
    document.getElementById('tree-note').textContent = `Each position with its Grundy value and its outcome in normal play${misere ? ' (the tree stays in normal play: the outcome above is the misère one)' : ''}; click a position (or Tab to the tree, then the arrows and Enter) to open its own options.`;
    await drawTree(expr);
  } catch (err) {
    out.forEach((e) => { e.textContent = ''; });
    showError(errorBox, err, exprInput);
  }
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); analyse(); });
misereInput.addEventListener('change', analyse);
exprInput.value = getParam('expr', 'sub{1,3,4}:5 + kayles:4 + nim:6');
misereInput.checked = getParam('misere', '') === '1';
analyse();
