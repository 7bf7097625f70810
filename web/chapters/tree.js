// The game-tree explorer: any position's options as a collapsible tree, each level fetched
// when it is opened. Impartial positions come from /api/options (each option a position, with
// its Grundy value) and /api/outcome; partizan ones from /api/canonical, whose options are
// values (no route lists a partizan position's moves as positions). Which nodes are open lives
// in the URL, one history entry per change, so Back and Forward step through them.
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';

header('tree');
const errorBox = document.getElementById('error');
const exprInput = document.getElementById('expr');
const winInput = document.getElementById('win');
const treeBox = document.getElementById('tree');
const modeLine = document.getElementById('mode');

const words = {
  P: 'the player to move loses',
  N: 'the player to move wins',
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  D: 'a draw with best play',
};

// One request per (route, position), kept for the page's life; a failed one is forgotten.
const cache = new Map();
function get(command, expr) {
  const key = `${command} ${expr}`;
  if (!cache.has(key)) {
    const p = api(command, { expr });
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return cache.get(key);
}

// A value as grundy prints it: a number, or inf{K} for a loopy position (docs/notation.md).
const shown = (v) => (v.loopy === 'inf' ? `inf{${v.k.join(',')}}` : String(v.value));

let state = { expr: '', open: new Set(), at: '' };
let kind = 'impartial';
let generation = 0;

function readURL() {
  const open = getParam('open', '');
  return {
    expr: getParam('expr', 'kayles:5'),
    open: new Set(open ? open.split(',') : []),
    at: getParam('at', ''),
  };
}

function writeURL(push) {
  const q = new URLSearchParams(location.search);
  q.set('expr', state.expr);
  if (state.open.size) q.set('open', [...state.open].join(',')); else q.delete('open');
  if (state.at) q.set('at', state.at); else q.delete('at');
  if (winInput.checked) q.set('win', '1'); else q.delete('win');
  const url = `?${q}`;
  if (push) history.pushState(null, '', url); else history.replaceState(null, '', url);
}

// The children of a node: [{expr, seg, side, move, value}] (value known for impartial options).
async function children(expr) {
  if (kind === 'impartial') {
    const r = await get('options', expr);
    return {
      truncated: r.truncated,
      list: r.options.map((o, i) => ({ expr: o.to, seg: String(i), move: o.move, value: shown(o) })),
    };
  }
  const r = await get('canonical', expr);
  if (r.options_listed === false) return { truncated: true, list: [], note: r.options_note };
  return {
    truncated: false,
    list: [
      ...r.left_options.map((g, i) => ({ expr: g, seg: `L${i}`, side: 'Left' })),
      ...r.right_options.map((g, i) => ({ expr: g, seg: `R${i}`, side: 'Right' })),
    ],
  };
}

// A node's own value and outcome, from the API.
async function status(node) {
  if (kind === 'impartial') {
    const o = await get('outcome', node.expr);
    return { value: node.value, outcome: o.outcome };
  }
  const c = await get('canonical', node.expr);
  return { value: c.canonical, outcome: c.outcome };
}

function isWinning(node, outcome) {
  if (kind === 'impartial') return outcome === 'P';
  if (node.side === 'Left') return outcome === 'P' || outcome === 'L';
  return outcome === 'P' || outcome === 'R';
}

function nodeItem(node, path) {
  const li = el('li', { 'data-path': path, 'data-expr': node.expr });
  const toggle = el('button', {
    type: 'button', class: 'toggle', 'aria-expanded': 'false',
    'aria-label': `Open the options of ${node.expr}`, text: '+',
  });
  toggle.addEventListener('click', () => flip(path));
  const value = el('span', { class: 'val', title: kind === 'impartial' ? 'Grundy value' : 'canonical form', text: node.value ?? '…' });
  const outcome = el('span', { class: 'oc', title: 'outcome', text: '…' });
  const line = el('div', { class: 'node' }, toggle);
  if (node.side) line.append(el('span', { class: `side ${node.side}`, text: `${node.side}:` }));
  const code = el('code', { text: node.expr });
  line.append(code, value, outcome,
    el('span', { class: 'winmark', text: '✓ winning' }));
  if (node.move) line.append(el('span', { class: 'muted move', text: `— ${node.move}` }));
  li.append(line);
  status(node).then((s) => {
    value.textContent = s.value;
    // A partizan option is already a canonical form: written once, as its value.
    if (kind === 'partizan' && node.seg !== undefined && s.value === node.expr) code.hidden = true;
    value.classList.toggle('zero', s.outcome === 'P');
    outcome.textContent = s.outcome;
    outcome.dataset.outcome = s.outcome;
    outcome.title = `outcome ${s.outcome}: ${words[s.outcome] || ''}`;
    if (node.seg !== undefined && isWinning(node, s.outcome)) li.dataset.win = '1';
  }, (err) => { outcome.textContent = '?'; showError(errorBox, err); });
  return li;
}

// Opens or closes the node at `path`, as a new history entry.
function flip(path) {
  if (state.open.has(path)) {
    for (const p of [...state.open]) if (p === path || p.startsWith(`${path}.`)) state.open.delete(p);
  } else {
    state.open.add(path);
  }
  state.at = path;
  writeURL(true);
  sync(treeBox.querySelector('li[data-path=""]'), generation);
}

// Makes the subtree under `li` match state.open: opens what should be open (fetching it if
// need be), closes the rest.
async function sync(li, gen) {
  const path = li.dataset.path;
  const toggle = li.querySelector(':scope > .node > .toggle');
  const open = path === '' || state.open.has(path);
  let list = li.querySelector(':scope > ul');
  if (!open) {
    if (list) list.remove();
    if (toggle) {
      toggle.setAttribute('aria-expanded', 'false');
      toggle.textContent = '+';
      toggle.setAttribute('aria-label', `Open the options of ${li.dataset.expr}`);
    }
    return;
  }
  if (!list) {
    let kids;
    try {
      kids = await children(li.dataset.expr);
    } catch (err) {
      showError(errorBox, err);
      return;
    }
    if (gen !== generation || !li.isConnected) return;
    if (li.querySelector(':scope > ul')) return;  // another sync got there first
    list = el('ul', { class: 'tree' });
    if (!kids.list.length) {
      list.append(el('li', { class: 'muted leaf', text: kids.note || (kind === 'impartial' ? 'no options: the player to move loses' : 'no options for either player') }));
    }
    for (const k of kids.list) list.append(nodeItem(k, path === '' ? k.seg : `${path}.${k.seg}`));
    if (kids.truncated && kids.list.length) list.append(el('li', { class: 'muted', text: `… only the first ${kids.list.length} options are listed` }));
    li.append(list);
    if (toggle) {
      toggle.setAttribute('aria-expanded', 'true');
      toggle.textContent = '−';
      toggle.setAttribute('aria-label', `Close the options of ${li.dataset.expr}`);
    }
  }
  await Promise.all([...list.querySelectorAll(':scope > li[data-path]')].map((c) => sync(c, gen)));
  if (state.at && state.at === path && toggle && document.activeElement !== toggle && focusWanted) {
    focusWanted = false;
    toggle.focus();
  }
}
let focusWanted = false;

async function draw() {
  generation += 1;
  const gen = generation;
  exprInput.value = state.expr;
  treeBox.replaceChildren(el('p', { class: 'muted', text: 'Working…' }));
  modeLine.textContent = '';
  let root;
  try {
    // /api/moves takes both kinds and answers a partizan position with its canonical form.
    const m = await get('moves', state.expr);
    if ('canonical' in m) {
      await get('canonical', state.expr);
      kind = 'partizan';
      root = { expr: state.expr };
    } else {
      const r = await get('options', state.expr);
      kind = 'impartial';
      root = { expr: r.normalised || state.expr, value: shown(r) };
    }
  } catch (err) {
    if (gen !== generation) return;
    treeBox.replaceChildren();
    showError(errorBox, err, exprInput);
    return;
  }
  if (gen !== generation) return;
  showError(errorBox, null);
  modeLine.textContent = kind === 'impartial'
    ? 'Impartial: each option is the position a move reaches, from /api/options, with its Grundy value and outcome.'
    : 'Partizan: the API lists no partizan position\'s moves as positions, so this tree shows the canonical form\'s options instead, each a value (from /api/canonical), Left\'s first; open one to see its own options.';
  const li = nodeItem({ ...root, expr: state.expr }, '');
  li.querySelector('.toggle').remove();
  const top = el('ul', { class: 'tree root', 'aria-label': `Game tree of ${state.expr}` }, li);
  treeBox.replaceChildren(top);
  await sync(li, gen);
}

function restore() {
  const next = readURL();
  const same = next.expr === state.expr;
  state = next;
  winInput.checked = getParam('win', '') === '1';
  treeBox.classList.toggle('marking', winInput.checked);
  focusWanted = true;
  if (same && treeBox.querySelector('li[data-path=""]')) sync(treeBox.querySelector('li[data-path=""]'), generation);
  else draw();
}

document.getElementById('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  const expr = exprInput.value.trim();
  if (!expr) return;
  state = { expr, open: new Set(), at: '' };
  writeURL(true);
  draw();
});
winInput.addEventListener('change', () => {
  treeBox.classList.toggle('marking', winInput.checked);
  setParams({ win: winInput.checked });
});
document.getElementById('collapse').addEventListener('click', () => {
  if (!state.open.size) return;
  state.open.clear();
  state.at = '';
  writeURL(true);
  sync(treeBox.querySelector('li[data-path=""]'), generation);
});
window.addEventListener('popstate', restore);
restore();
