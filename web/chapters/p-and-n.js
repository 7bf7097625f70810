// P and N: chapter 1's W and L under their usual names. The learner calls each heap of a
// subtraction game P or N; the truth comes from /api/outcome and each heap's moves from
// /api/options, and a heap's letter is shown only once the learner has found it. A wrong guess
// gets a hint about the reason (a move to a P-position, or none), never the letter itself.
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { parseTakes, spell, listWords } from '../lib/takes.js';
import { complete } from '../lib/progress.js';
import { fillLegends } from '../lib/pn-legend.js';

header('p-and-n');
fillLegends();
const errorBox = document.getElementById('error');
const heapsBox = document.getElementById('heaps');
const hint = document.getElementById('hint');
const status = document.getElementById('status');

let takes = [1, 3, 4];
let n = 12;
let truth = [];    // truth[i]: 'P' or 'N', from /api/outcome; never put in the page until found
let moves = [];    // moves[i]: [{heap, move}], from /api/options
let solved = [];   // solved[i]: the letter once the learner has found it, else ''
let wrong = 0;     // wrong guesses so far
let generation = 0;

const heapOf = (to) => Number(/:(\d+)$/.exec(to)[1]);
const old = { P: 'L', N: 'W' };

function save() {
  setParams({ takes: takes.join(','), n, solved: solved.map((s) => s || '.').join('').replace(/\.+$/, ''), wrong: wrong || null });
}

async function setup(previous = '') {
  const gen = ++generation;
  heapsBox.replaceChildren(el('p', { class: 'muted', text: 'Asking the engine…' }));
  status.textContent = '';
  const exprs = Array.from({ length: n + 1 }, (_, i) => `${spell(takes)}:${i}`);
  let outs, opts;
  try {
    [outs, opts] = await Promise.all([
      Promise.all(exprs.map((expr) => api('outcome', { expr }))),
      Promise.all(exprs.map((expr) => api('options', { expr }))),
    ]);
  } catch (err) {
    if (gen !== generation) return;
    heapsBox.replaceChildren();
    showError(errorBox, err);
    return;
  }
  if (gen !== generation) return;
  showError(errorBox, null);
  truth = outs.map((o) => o.outcome);
  moves = opts.map((r) => r.options.map((o) => ({ heap: heapOf(o.to), move: o.move })));
  // A letter carried in the URL counts only if it is right.
  solved = truth.map((t, i) => (previous[i] === t ? t : ''));
  const first = solved.findIndex((s) => !s);
  hint.textContent = first >= 0 ? `Pick P or N for heap ${first}.` : 'Every heap is found.';
  render();
  save();
  report();
}

function render() {
  heapsBox.replaceChildren();
  truth.forEach((_, i) => {
    const cell = el('div', { class: 'cell pn-cell', 'data-heap': i },
      el('span', { class: 'n', text: `heap ${i}` }));
    heapsBox.append(cell);
    paint(i);
  });
}

// Draws heap i: two buttons while it is open, its letter once found.
function paint(i) {
  const cell = heapsBox.querySelector(`.cell[data-heap="${i}"]`);
  cell.querySelector('.pm, .letter')?.remove();
  cell.dataset.state = solved[i] ? 'solved' : 'open';
  if (solved[i]) {
    cell.dataset.mark = solved[i];
    cell.append(el('span', { class: `letter ${solved[i]}`, 'aria-label': `Heap ${i} is ${solved[i]}`, text: solved[i] }));
    return;
  }
  delete cell.dataset.mark;
  const pm = el('div', { class: 'pm' });
  for (const g of ['P', 'N']) {
    pm.append(el('button', { type: 'button', 'data-guess': g, 'aria-label': `Heap ${i}: say ${g}`, text: g, onclick: () => guess(i, g) }));
  }
  cell.append(pm);
}

const heaps = (list) => listWords(list.map((m) => String(m.heap)));

function guess(i, g) {
  const cell = heapsBox.querySelector(`.cell[data-heap="${i}"]`);
  const opts = moves[i];
  const unsolved = opts.filter((m) => !solved[m.heap]);
  if (g !== truth[i]) {
    wrong += 1;
    cell.classList.add('wrong');
    let text;
    if (!opts.length) {
      text = `Not quite. From heap ${i} there is no move at all: the player to move is stuck and has lost. Who won, the next player or the previous one?`;
    } else if (truth[i] === 'N') {
      text = `Not quite. Heap ${i} has a move to a P-position: one of heaps ${heaps(opts)} is P, and moving there leaves your opponent lost.`;
    } else {
      text = `Not quite. No move from heap ${i} reaches a P-position: each of heaps ${heaps(opts)} is N, so whatever you do, your opponent then has a winning move.`;
    }
    if (unsolved.length) text += ` (Find heaps ${heaps(unsolved)} first: work up from 0.)`;
    hint.textContent = text;
    save();
    report();
    return;
  }
  cell.classList.remove('wrong');
  solved[i] = truth[i];
  paint(i);
  const ps = opts.filter((m) => truth[m.heap] === 'P');
  if (!opts.length) {
    hint.textContent = `Right: heap ${i} is P (your ${old.P}). There is no move, so the previous player, who just moved, has won.`;
  } else if (truth[i] === 'N') {
    hint.textContent = `Right: heap ${i} is N (your ${old.N}): ${ps[0].move}, a P-position, and your opponent is lost.`;
  } else {
    hint.textContent = `Right: heap ${i} is P (your ${old.P}): every move, to ${heaps(opts)}, leaves an N-position.`;
  }
  save();
  report();
  const next = solved.findIndex((s, k) => k > i && !s);
  const first = next >= 0 ? next : solved.findIndex((s) => !s);
  if (first >= 0) heapsBox.querySelector(`.cell[data-heap="${first}"] button`).focus();
  else document.getElementById('clear').focus();
}

function report() {
  const found = solved.filter(Boolean).length;
  const ps = solved.map((s, i) => (s === 'P' ? i : -1)).filter((i) => i >= 0);
  const tries = wrong ? `, with ${wrong} wrong ${wrong === 1 ? 'guess' : 'guesses'}` : '';
  if (found === solved.length) {
    complete('p-and-n', 'all-found');
    status.replaceChildren(el('span', { class: 'ok', text: 'All found! ' }),
      `In ${spell(takes)} the P-positions up to ${n} are ${listWords(ps.map(String))}${tries}: chapter 1's L heaps. Every other heap is N, chapter 1's W.`);
  } else {
    status.textContent = `Found ${found} of ${solved.length}${tries}.` + (ps.length ? ` P-positions so far: ${listWords(ps.map(String))}.` : '');
  }
}

document.getElementById('rules').addEventListener('submit', (e) => {
  e.preventDefault();
  try {
    takes = parseTakes(document.getElementById('takes').value);
  } catch (err) {
    showError(errorBox, err);
    return;
  }
  n = Math.min(40, Math.max(1, Number(document.getElementById('n').value) || 12));
  document.getElementById('n').value = n;
  wrong = 0;
  setup();
});
document.getElementById('clear').addEventListener('click', () => {
  wrong = 0;
  setup();
});

try {
  takes = parseTakes(getParam('takes', '1,3,4'));
} catch {
  takes = [1, 3, 4];
}
n = Math.min(40, Math.max(1, Number(getParam('n', '12')) || 12));
wrong = Math.max(0, Number(getParam('wrong', '0')) || 0);
document.getElementById('takes').value = takes.join(',');
document.getElementById('n').value = n;
setup(getParam('solved', ''));
