import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { nimSum, spellNim, findMove, binary } from '../lib/nim.js';
import { complete } from '../lib/progress.js';
import { takeAway } from '../lib/animate.js';

header('nim-in-binary');
const errorBox = document.getElementById('error');
const heapsBox = document.getElementById('heaps');
const table = document.getElementById('binary');
const reason = document.getElementById('reason');
const turnText = document.getElementById('turn');
const misereBox = document.getElementById('misere-box');
const misereInput = document.getElementById('misere');
const names = 'ABCDEF';

let heaps = [3, 4, 5];
let misere = false;
let busy = false;
let over = false;
let past = [];        // the heaps before each of the learner's moves, for undo (kept in the URL)
let explained = false;  // the winning move's reasoning is shown only when the learner asks

function parseHeaps(text) {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length < 1 || parts.length > 6) throw new Error('Give from 1 to 6 heaps, like 3,4,5.');
  return parts.map((p) => {
    if (!/^\d+$/.test(p) || Number(p) > 31) throw new Error(`"${p}" is not a heap size from 0 to 31.`);
    return Number(p);
  });
}

function save() {
  setParams({ heaps: heaps.join(','), misere, hist: past.length ? past.map((h) => h.join(',')).join(';') : null });
}

function renderHeaps() {
  heapsBox.replaceChildren();
  heaps.forEach((h, i) => {
    const row = el('div', { class: 'heap', role: 'group', 'aria-label': `Heap ${names[i]}: ${h}` },
      el('span', { class: 'name', text: `${names[i]} (${h})` }));
    for (let j = 0; j < h; j += 1) {
      row.append(el('button', {
        class: 'stone', type: 'button', 'data-heap': i, 'data-leave': j,
        'aria-label': `Take ${h - j} from heap ${names[i]}, leaving ${j}`,
        disabled: busy || over, onclick: () => learnerMove(i, j),
      }));
    }
    if (h === 0) row.append(el('span', { class: 'muted', text: 'empty' }));
    heapsBox.append(row);
  });
}

// The binary table: one row per heap, then the count of 1s, then the nim-sum row. The nim-sum
// row is the learner's to fill in first (press a cell to set its bit); Check compares it with
// the engine's value of the position (/api/value: a Nim position's value is its nim-sum).
function renderTable() {
  const s = nimSum(heaps);
  const width = Math.max(1, ...heaps.map((h) => h.toString(2).length));
  const top = sum.shown && s ? s.toString(2).length - 1 : -1;
  const cols = [...Array(width).keys()].map((k) => width - 1 - k);
  const head = el('tr', {}, el('th', { text: 'heap' }), ...cols.map((k) => el('th', { scope: 'col', text: String(2 ** k) })));
  table.replaceChildren(el('caption', { class: 'sr-only', text: 'Heaps in binary and their nim-sum' }), head);
  heaps.forEach((h, i) => {
    const bits = binary(h, width);
    table.append(el('tr', {}, el('th', { scope: 'row', text: `${names[i]} = ${h}` }),
      ...cols.map((k, c) => el('td', { class: `${bits[c] === '1' ? 'one' : 'zero'}${k === top && bits[c] === '1' ? ' top' : ''}`, text: bits[c] }))));
  });
  // The count of 1s in each column is the learner's to make until the nim-sum is shown: counted
  // for them, it would give the nim-sum away.
  if (sum.shown) {
    table.append(el('tr', {}, el('th', { scope: 'row', text: 'number of 1s' }),
      ...cols.map((k) => el('td', { text: String(heaps.filter((h) => (h >> k) & 1).length) }))));
  }
  if (sum.shown) {
    table.append(el('tr', { class: 'sum' }, el('th', { scope: 'row', text: `nim-sum = ${sum.value}` }),
      ...cols.map((k) => el('td', { class: k === top ? 'top' : '', text: String((sum.value >> k) & 1) }))));
  } else {
    table.append(el('tr', { class: 'sum guess' }, el('th', { scope: 'row', text: 'nim-sum = ?' }),
      ...cols.map((k) => el('td', {}, el('button', {
        type: 'button', class: 'bit', 'data-col': k, text: sum.guess[k] ?? '?',
        'aria-label': `your nim-sum bit in the ${2 ** k}s column: ${sum.guess[k] ?? 'not set'}`,
        onclick: () => {
          sum.guess[k] = sum.guess[k] === '0' ? '1' : '0';
          renderTable();
          table.querySelector(`button.bit[data-col="${k}"]`)?.focus();
        },
      })))));
  }
  document.getElementById('sum-check').hidden = sum.shown;
  document.getElementById('sum-show').hidden = sum.shown;
  document.getElementById('sum-show').disabled = !sum.tried;
  document.getElementById('explain').disabled = !sum.shown;
  // The winning move is offered once the learner has tried something: a nim-sum checked or a move.
  document.getElementById('hint').disabled = busy || over || !(sum.tried || past.length > 0);
}

// The learner's nim-sum row for the heaps on the board, and whether it has been checked.
let sum = { guess: {}, tried: false, shown: false, value: null };
const newSum = () => { sum = { guess: {}, tried: false, shown: false, value: null }; };

async function checkSum(show = false) {
  const feedback = document.getElementById('sum-feedback');
  try {
    const { value } = await api('value', { expr: spellNim(heaps) });
    showError(errorBox, null);
    const width = Math.max(1, ...heaps.map((h) => h.toString(2).length));
    const cols = [...Array(width).keys()].map((k) => width - 1 - k);
    const wrong = cols.find((k) => sum.guess[k] !== String((value >> k) & 1));
    sum.tried = true;
    if (show || wrong === undefined) {
      sum.shown = true;
      sum.value = value;
      feedback.textContent = show ? `The nim-sum is ${value}: each bit is 1 exactly where its column has an odd number of 1s.`
        : `Right: the nim-sum is ${value}, as the engine says.`;
    } else {
      const ones = heaps.filter((h) => (h >> wrong) & 1).length;
      feedback.textContent = sum.guess[wrong] === undefined
        ? `Set every bit first: the ${2 ** wrong}s column is still "?".`
        : `Look again at the ${2 ** wrong}s column: it holds ${ones} one${ones === 1 ? '' : 's'}. Add without carrying: an odd number of 1s gives 1, an even number 0.`;
    }
    render();
  } catch (err) {
    showError(errorBox, err);
  }
}

function normalReason() {
  const s = nimSum(heaps);
  if (heaps.every((h) => h === 0)) return 'No counters are left.';
  if (s === 0) {
    return 'The nim-sum is 0: every column has an even number of 1s. Any move changes one heap, ' +
      'which makes some column odd, so the nim-sum becomes non-zero. The player to move is losing ' +
      '(against best play).';
  }
  const k = s.toString(2).length - 1;
  const i = heaps.findIndex((h) => (h >> k) & 1);
  const v = heaps[i] ^ s;
  return `The nim-sum is ${s} (binary ${s.toString(2)}). Its highest 1 is in the ${2 ** k}s column. ` +
    `Heap ${names[i]} (${heaps[i]} = ${heaps[i].toString(2)}) has a 1 in that column. Change it to ` +
    `${heaps[i]} XOR ${s} = ${v}: that flips exactly the odd columns, and it is smaller, because the ` +
    `${2 ** k}s bit goes from 1 to 0 and only smaller bits change. So take ${heaps[i] - v} from heap ` +
    `${names[i]}, leaving ${v}: every column is then even, and the nim-sum is 0.`;
}

function misereReason() {
  const big = heaps.filter((h) => h >= 2).length;
  const ones = heaps.filter((h) => h === 1).length;
  if (big >= 2) return `There are ${big} heaps of 2 or more, so play exactly as in normal Nim. ${normalReason()}`;
  if (big === 1) {
    const i = heaps.findIndex((h) => h >= 2);
    const leave = ones % 2 === 1 ? 0 : 1;
    return `Bouton's endgame: only one heap (${names[i]}) has 2 or more. Leave an odd number of ` +
      `1-heaps: there ${ones === 1 ? 'is' : 'are'} ${ones} other 1-heap${ones === 1 ? '' : 's'}, so ` +
      `reduce heap ${names[i]} to ${leave}, leaving ${ones + leave}. Your opponent must then take the last counter.`;
  }
  if (ones === 0) return 'No counters are left.';
  return `Only 1-heaps are left, taken one at a time: with ${ones} of them the player to move ` +
    (ones % 2 === 1 ? 'takes the last one and loses.' : 'wins, because the opponent takes the last one.');
}

// Before the learner asks, only what the table shows: the nim-sum and its highest column, and
// the question. The move itself is the learner's to find first.
function teaser() {
  if (heaps.every((h) => h === 0)) return 'No counters are left.';
  if (misere && heaps.filter((h) => h >= 2).length < 2) {
    return heaps.some((h) => h >= 2)
      ? 'Only one heap has 2 or more: this is Bouton\'s endgame, where misère play differs. How many 1-heaps should you leave?'
      : 'Only 1-heaps are left. Who takes the last one?';
  }
  if (!sum.shown) return 'First the nim-sum: write its bit under each column (press a cell of the bottom row), then Check.';
  const s = nimSum(heaps);
  if (s === 0) return 'The nim-sum is 0: every column has an even number of 1s. Can any move keep it 0?';
  const k = s.toString(2).length - 1;
  return `The nim-sum is ${s} (binary ${s.toString(2)}). Its highest 1 is in the ${2 ** k}s column. ` +
    'Which heap can you change so that every column is even? Try it, or ask for the reasoning.';
}

function render() {
  renderHeaps();
  renderTable();
  reason.textContent = explained ? (misere ? misereReason() : normalReason()) : teaser();
  document.getElementById('explain').textContent = explained ? 'Hide the reasoning' : 'Explain the winning move';
  document.getElementById('explain').setAttribute('aria-pressed', String(explained));
  document.getElementById('undo').disabled = busy || past.length === 0;
  misereBox.hidden = !misere;
  misereBox.textContent = 'Misère Nim (Bouton, 1901): play as in normal Nim until your move would ' +
    'leave no heap of 2 or more. At that moment, when one heap of 2 or more is left, leave an odd ' +
    'number of 1-heaps instead of an even one.';
  misereInput.checked = misere;
  document.getElementById('heaps-in').value = heaps.join(',');
}

// What the player to move is told at the start: with no counter left there is no move to make,
// and the rules already say who has won.
function startWords() {
  if (heaps.some((h) => h > 0)) return 'Your move: click a counter to take it and every counter to its right.';
  return misere ? 'No counters are left, so you cannot move: in misère play that means you have won.'
    : 'No counters are left, so you cannot move: in normal play that means you have lost. Set up new heaps above.';
}

function finished(mover) {
  if (heaps.some((h) => h > 0)) return false;
  const moverWins = !misere;
  const youWin = (mover === 'you') === moverWins;
  over = true;
  if (youWin) complete('nim-in-binary', 'beat-the-computer');
  turnText.replaceChildren(el('span', { class: youWin ? 'ok' : 'bad', text: youWin ? 'You win!' : 'The computer wins.' }),
    ` ${mover === 'you' ? 'You' : 'The computer'} took the last counter${misere ? ' (in misère play that loses)' : ''}.`);
  return true;
}

// The stones a move takes, last first: those of heap i from index `leave` on.
const taken = (i, leave) => [...heapsBox.querySelectorAll(`.stone[data-heap="${i}"]`)]
  .filter((b) => Number(b.dataset.leave) >= leave).reverse();

async function learnerMove(i, leave) {
  if (busy || over) return;
  busy = true;
  heapsBox.querySelectorAll('.stone').forEach((b) => { b.disabled = true; });
  turnText.textContent = `You take ${heaps[i] - leave} from heap ${names[i]}…`;
  await takeAway(taken(i, leave));
  busy = false;
  const took = heaps[i] - leave;
  past.push([...heaps]);
  explained = false;
  heaps[i] = leave;
  newSum();
  save();
  if (finished('you')) { render(); return; }
  busy = true;
  turnText.textContent = `You took ${took} from heap ${names[i]}. The computer is thinking…`;
  render();
  try {
    const r = await api('moves', { expr: spellNim(heaps), misere });
    const pick = r.moves[Math.floor(Math.random() * r.moves.length)];  // any winning move
    let move = pick ? findMove(heaps, pick.to) : null;
    if (!move) {  // no winning move: take one counter from the largest heap and hope
      const big = heaps.indexOf(Math.max(...heaps));
      move = { heap: big, leave: heaps[big] - 1 };
    }
    const t = heaps[move.heap] - move.leave;
    await takeAway(taken(move.heap, move.leave));
    heaps[move.heap] = move.leave;
    newSum();
    document.getElementById('sum-feedback').textContent = '';
    save();
    busy = false;
    if (!finished('computer')) {
      turnText.textContent = `The computer took ${t} from heap ${names[move.heap]}. Your move: click a counter to take it and every counter to its right.`;
    }
    showError(errorBox, null);
  } catch (err) {
    busy = false;
    showError(errorBox, err);
  }
  render();
  heapsBox.querySelector('.stone')?.focus();
}

async function hint() {
  if (busy || over) return;
  heapsBox.querySelectorAll('.hint').forEach((b) => b.classList.remove('hint'));
  try {
    const r = await api('moves', { expr: spellNim(heaps), misere });
    showError(errorBox, null);
    if (!r.moves.length) {
      turnText.textContent = 'There is no winning move here: every move loses against best play. Take one counter and hope.';
      return;
    }
    const m = findMove(heaps, r.moves[0].to);
    const b = heapsBox.querySelector(`.stone[data-heap="${m.heap}"][data-leave="${m.leave}"]`);
    b?.classList.add('hint');
    b?.focus();
    turnText.textContent = `Winning move: take ${heaps[m.heap] - m.leave} from heap ${names[m.heap]}, leaving ${m.leave} (highlighted).`;
  } catch (err) {
    showError(errorBox, err);
  }
}

document.getElementById('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  try {
    heaps = parseHeaps(document.getElementById('heaps-in').value);
    showError(errorBox, null);
  } catch (err) {
    showError(errorBox, err);
    return;
  }
  over = false;
  past = [];
  explained = false;
  newSum();
  document.getElementById('sum-feedback').textContent = '';
  over = heaps.every((h) => h === 0);
  turnText.textContent = startWords();
  save();
  render();
});
document.getElementById('explain').addEventListener('click', () => { explained = !explained; render(); });
// Undo: the heaps as they were before your last move (the computer's reply undone with it).
document.getElementById('undo').addEventListener('click', () => {
  if (busy || !past.length) return;
  heaps = past.pop();
  over = false;
  explained = false;
  newSum();
  document.getElementById('sum-feedback').textContent = '';
  turnText.textContent = 'Your last move is undone. Your move: click a counter to take it and every counter to its right.';
  save();
  render();
  heapsBox.querySelector('.stone')?.focus();
});
misereInput.addEventListener('change', () => {
  misere = misereInput.checked;
  if (over && past.length === 0) turnText.textContent = startWords();
  save();
  render();
});
document.getElementById('hint').addEventListener('click', hint);
document.getElementById('sum-check').addEventListener('click', () => checkSum(false));
document.getElementById('sum-show').addEventListener('click', () => checkSum(true));

try { heaps = parseHeaps(getParam('heaps', '3,4,5')); } catch { heaps = [3, 4, 5]; }
try {
  past = getParam('hist', '') ? getParam('hist', '').split(';').map(parseHeaps) : [];
} catch { past = []; }
misere = getParam('misere', '') === '1';
over = heaps.every((h) => h === 0);
turnText.textContent = startWords();
render();
