import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { parseTakes, spell, optionsOf, listWords } from '../lib/takes.js';
import { complete } from '../lib/progress.js';
import { takeGame } from '../lib/take-game.js';
import { fillLegends } from '../lib/pn-legend.js';

header('win-or-lose');
fillLegends();
const errorBox = document.getElementById('error');
const cellsBox = document.getElementById('cells');
const status = document.getElementById('status');
const why = document.getElementById('why');

let takes, n, marks;

function load() {
  try {
    takes = parseTakes(getParam('takes', '1,2,3'));
  } catch {
    takes = [1, 2, 3];
  }
  n = Math.min(60, Math.max(1, Number(getParam('n', '21')) || 21));
  const m = getParam('marks', '');
  marks = Array.from({ length: n + 1 }, (_, i) => (m[i] === 'W' || m[i] === 'L' ? m[i] : '?'));
  document.getElementById('takes').value = takes.join(',');
  document.getElementById('n').value = n;
}

function save() {
  const m = marks.join('').replace(/\?+$/, '');
  setParams({ takes: takes.join(','), n, marks: m });
}

function render() {
  cellsBox.replaceChildren();
  marks.forEach((mark, i) => {
    const button = el('button', {
      class: 'mark', type: 'button', 'data-heap': i,
      'aria-label': `Heap ${i}: ${mark === '?' ? 'not labelled' : mark}`,
      text: mark === '?' ? '·' : mark,
    });
    button.addEventListener('click', () => setMark(i, { '?': 'W', W: 'L', L: '?' }[marks[i]]));
    button.addEventListener('keydown', (e) => onKey(e, i));
    button.addEventListener('focus', () => explain(i));
    cellsBox.append(el('div', { class: 'cell', 'data-mark': mark, 'data-heap': i },
      el('span', { class: 'n', text: String(i), 'aria-hidden': 'true' }), button));
  });
}

function cell(i) { return cellsBox.querySelector(`.cell[data-heap="${i}"]`); }

function setMark(i, mark) {
  marks[i] = mark;
  const c = cell(i);
  c.dataset.mark = mark;
  c.classList.remove('wrong');
  const b = c.querySelector('button');
  b.textContent = mark === '?' ? '·' : mark;
  b.setAttribute('aria-label', `Heap ${i}: ${mark === '?' ? 'not labelled' : mark}`);
  save();
  explain(i);
}

function onKey(e, i) {
  const k = e.key.toUpperCase();
  if (k === 'W' || k === 'L') setMark(i, k);
  else if (k === 'BACKSPACE' || k === 'DELETE') setMark(i, '?');
  else if (e.key === 'ArrowRight' && i < n) cell(i + 1).querySelector('button').focus();
  else if (e.key === 'ArrowLeft' && i > 0) cell(i - 1).querySelector('button').focus();
  else return;
  e.preventDefault();
}

// Why a heap is W or L, from the learner's own labels of its options (never the answers). A heap
// the learner has not labelled yet gets the question, not the conclusion: the label is theirs to
// find.
function explain(i) {
  cellsBox.querySelectorAll('.cell').forEach((c) => c.classList.remove('option', 'focus'));
  cell(i).classList.add('focus');
  const opts = optionsOf(i, takes);
  opts.forEach((o) => cell(o).classList.add('option'));
  const mine = marks[i];
  if (opts.length === 0) {
    why.textContent = mine === '?'
      ? `From heap ${i} there is no move at all. What does that make it for the player to move? Label it.`
      : `From heap ${i} there is no move at all: the player to move has lost. You labelled it ${mine}` +
        (mine === 'L' ? ', which fits.' : ', but a heap with no move is L.');
    return;
  }
  const labels = opts.map((o) => `${o} (${marks[o] === '?' ? 'not labelled yet' : marks[o]})`);
  let text = `From heap ${i} you can move to ${listWords(labels)}. `;
  const unlabelled = opts.filter((o) => marks[o] === '?');
  const losing = opts.filter((o) => marks[o] === 'L');
  if (mine === '?') {
    text += unlabelled.length > 0 && losing.length === 0
      ? `Label ${listWords(unlabelled)} first: work up from 0.`
      : `Is any of them L? The rule below says what that makes heap ${i}: label it, and the reason appears here.`;
  } else if (losing.length > 0) {
    text += `By your labels, ${losing[0]} is L: moving there leaves your opponent lost, so ${i} is W` +
      (mine === 'W' ? ', as you labelled it.' : `, not ${mine}.`);
  } else if (unlabelled.length > 0) {
    text += `Label ${listWords(unlabelled)} first: work up from 0.`;
  } else {
    text += `By your labels every option is W: whatever you do your opponent wins, so ${i} is L` +
      (mine === 'L' ? ', as you labelled it.' : `, not ${mine}.`);
  }
  why.textContent = text;
}

async function check() {
  showError(errorBox, null);
  let values;
  try {
    values = (await api('seq', { ruleset: spell(takes), n })).values;
  } catch (err) {
    showError(errorBox, err);
    return;
  }
  let wrong = 0;
  marks.forEach((mark, i) => {
    const answer = values[i] === 0 ? 'L' : 'W';
    const bad = mark !== '?' && mark !== answer;
    cell(i).classList.toggle('wrong', bad);
    cell(i).querySelector('button').setAttribute('aria-label',
      `Heap ${i}: ${mark === '?' ? 'not labelled' : mark}${bad ? ', wrong' : ''}`);
    if (bad) wrong += 1;
  });
  const blank = marks.filter((m) => m === '?').length;
  if (wrong === 0 && blank === 0) {
    const ls = values.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
    status.innerHTML = '';
    complete('win-or-lose', 'labels');
    status.append(el('span', { class: 'ok', text: 'All right! ' }),
      `The L heaps are ${listWords(ls.map(String))}. Each L has only W options; each W has an L option to move to.`);
  } else {
    status.textContent = `${wrong} ${wrong === 1 ? 'label is' : 'labels are'} wrong (marked ✗)` +
      (blank ? `; ${blank} ${blank === 1 ? 'heap is' : 'heaps are'} not labelled yet.` : '.');
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
  showError(errorBox, null);
  n = Math.min(60, Math.max(1, Number(document.getElementById('n').value) || 21));
  marks = Array.from({ length: n + 1 }, () => '?');
  save();
  render();
  status.textContent = '';
  game.reset();
});
document.getElementById('check').addEventListener('click', check);
document.getElementById('clear').addEventListener('click', () => {
  marks = marks.map(() => '?');
  save();
  render();
  status.textContent = '';
});

load();
render();
why.textContent = 'Pick a heap to see its options.';

// Play it: the chapter's game on a heap of n counters (at most 21), the heap left after each
// move labelled at once by the engine's win/lose search (/api/outcome: P is L, N is W).
const game = takeGame({
  box: document.getElementById('play-heap'),
  status: document.getElementById('play-status'),
  answer: document.getElementById('play-answer'),
  again: document.getElementById('play-again'),
}, {
  takes: () => takes,
  start: () => Math.min(n, 21),
  say: async (heap) => {
    const o = await api('outcome', { expr: `${spell(takes)}:${heap}` });
    return o.outcome === 'P'
      ? `Heap ${heap} is L: whatever the player to move does, the other player can win.`
      : `Heap ${heap} is W: the player to move can win, by moving to an L heap.`;
  },
  onError: (err) => showError(errorBox, err),
});
