import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { parseTakes, spell, optionsOf, listWords } from '../lib/takes.js';
import { mex } from '../lib/mex.js';
import { complete } from '../lib/progress.js';
import { takeGame } from '../lib/take-game.js';

header('label-a-game');
const errorBox = document.getElementById('error');
const cellsBox = document.getElementById('cells');
const status = document.getElementById('status');
const walk = document.getElementById('walk');
const zeros = document.getElementById('zeros');
const nextButton = document.getElementById('next');

let takes, n, vals, step = -1, answers = null;

function load() {
  try { takes = parseTakes(getParam('takes', '1,3,4')); } catch { takes = [1, 3, 4]; }
  n = Math.min(40, Math.max(1, Number(getParam('n', '15')) || 15));
  const v = getParam('vals', '').split(',');
  vals = Array.from({ length: n + 1 }, (_, i) => (/^\d+$/.test(v[i] ?? '') ? Number(v[i]) : null));
  document.getElementById('takes').value = takes.join(',');
  document.getElementById('n').value = n;
}

function save() {
  setParams({ takes: takes.join(','), n, vals: vals.map((v) => (v === null ? '' : v)).join(',').replace(/,+$/, '') });
}

const cell = (i) => cellsBox.querySelector(`.cell[data-heap="${i}"]`);

function setValue(i, v) {
  vals[i] = v;
  const input = cell(i).querySelector('input');
  input.value = v === null ? '' : v;
  input.classList.remove('bad-input');
  input.setAttribute('aria-invalid', 'false');
  cell(i).classList.remove('wrong');
  save();
}

// A check's verdict is about the values as they were: once one changes, it says so instead of
// standing as if it were still true.
function staleStatus() {
  if (status.textContent && !/since the last check/.test(status.textContent)) {
    status.textContent = 'Values changed since the last check: press Check again.';
  }
}

function render() {
  cellsBox.replaceChildren();
  vals.forEach((v, i) => {
    const input = el('input', { type: 'text', inputmode: 'numeric', value: v === null ? '' : v,
      'aria-label': `Grundy value of heap ${i}`, 'data-heap': i });
    input.addEventListener('input', () => {
      const t = input.value.trim();
      vals[i] = /^\d+$/.test(t) ? Number(t) : null;
      // Anything but a whole number is said to be so at once, never quietly counted as blank.
      const bad = t !== '' && vals[i] === null;
      input.classList.toggle('bad-input', bad);
      input.setAttribute('aria-invalid', bad ? 'true' : 'false');
      showError(errorBox, bad ? new Error(`"${t}" in heap ${i} is not a Grundy value: write a whole number 0, 1, 2, …`) : null);
      cell(i).classList.remove('wrong');
      staleStatus();
      save();
    });
    input.addEventListener('focus', () => highlight(i));
    const minus = el('button', { type: 'button', 'aria-label': `Decrease the value of heap ${i}`, text: '−',
      onclick: () => { setValue(i, Math.max(0, (vals[i] ?? 1) - 1)); staleStatus(); } });
    const plus = el('button', { type: 'button', 'aria-label': `Increase the value of heap ${i}`, text: '+',
      onclick: () => { setValue(i, (vals[i] ?? -1) + 1); staleStatus(); } });
    cellsBox.append(el('div', { class: 'cell', 'data-heap': i },
      el('span', { class: 'n', text: String(i), 'aria-hidden': 'true' }), input, el('span', { class: 'pm' }, minus, plus)));
  });
}

function highlight(i) {
  cellsBox.querySelectorAll('.cell').forEach((c) => c.classList.remove('option', 'focus'));
  cell(i).classList.add('focus');
  optionsOf(i, takes).forEach((o) => cell(o).classList.add('option'));
}

async function fetchAnswers() {
  if (answers) return answers;
  answers = (await api('seq', { ruleset: spell(takes), n })).values;
  return answers;
}

async function check() {
  try {
    const values = await fetchAnswers();
    showError(errorBox, null);
    let wrong = 0;
    vals.forEach((v, i) => {
      const bad = v !== null && v !== values[i];
      cell(i).classList.toggle('wrong', bad);
      cell(i).querySelector('input').setAttribute('aria-invalid', bad ? 'true' : 'false');
      if (bad) wrong += 1;
    });
    const unreadable = vals.map((v, i) => (v === null && cell(i).querySelector('input').value.trim() !== '' ? i : -1)).filter((i) => i >= 0);
    const blank = vals.filter((v) => v === null).length - unreadable.length;
    if (!wrong && !blank && !unreadable.length) {
      complete('label-a-game', 'labels');
      status.replaceChildren(el('span', { class: 'ok', text: 'All right!' }), ' Every value is the mex of its options\' values.');
      showZeros(values);
    } else {
      status.textContent = `${wrong} ${wrong === 1 ? 'value is' : 'values are'} wrong (marked ✗)` +
        (unreadable.length ? `; heap${unreadable.length === 1 ? '' : 's'} ${listWords(unreadable.map(String))} ` +
          `${unreadable.length === 1 ? 'has' : 'have'} something that is not a whole number` : '') +
        (blank ? `; ${blank} ${blank === 1 ? 'heap has' : 'heaps have'} no value yet.` : '.');
    }
  } catch (err) {
    showError(errorBox, err);
  }
}

// "Show me": one position at a time, the options highlighted, their values listed, the mex. It
// starts at the first heap the learner has left blank or got wrong (the values before it are
// right and stay theirs), and it says so when it changes a value the learner wrote.
async function showStep(fromStart = false) {
  let values;
  try { values = await fetchAnswers(); showError(errorBox, null); } catch (err) { showError(errorBox, err); return; }
  if (fromStart) {
    const first = vals.findIndex((v, i) => v === null || v !== values[i]);
    if (first < 0) {
      walk.hidden = false;
      walk.textContent = `Every value up to heap ${n} is already right: nothing to show.`;
      nextButton.hidden = true;
      showZeros(values);
      return;
    }
    step = first - 1;
  }
  step += 1;
  if (step > n) {
    walk.textContent = `That is every heap up to ${n}.`;
    nextButton.hidden = true;
    step = -1;
    showZeros(values);
    return;
  }
  highlight(step);
  const opts = optionsOf(step, takes);
  const optVals = opts.map((o) => values[o]);
  const m = mex(optVals);
  const had = vals[step];
  setValue(step, m);
  staleStatus();
  const yours = had === null ? '' : had === m ? ` Your ${had} was right.` : ` You had written ${had} here; it is ${m}, so the page changed it.`;
  walk.hidden = false;
  walk.replaceChildren(el('strong', { text: `Heap ${step}. ` }), opts.length === 0
    ? `No move is possible (no take of ${listWords(takes.map(String))} fits), so the options' values are {} and the mex is 0.`
    : `Taking ${listWords(takes.filter((t) => t <= step).map(String))} reaches ` +
      (opts.length === 1 ? `heap ${opts[0]} (highlighted), whose value is ${optVals[0]}. `
        : `heaps ${listWords(opts.map(String))} (highlighted), whose values are ${listWords(optVals.map(String))}. `) +
      `mex {${[...new Set(optVals)].sort((a, b) => a - b).join(', ')}} = ${m}, so heap ${step} has value ${m}.`,
    yours);
  nextButton.hidden = false;
  nextButton.textContent = step < n ? `Next: heap ${step + 1}` : 'Finish';
  nextButton.focus();
}

// The zeros, beside the L positions found by the win/lose search (which never computes a Grundy
// value): the two lists are the same.
async function showZeros(values) {
  const z = values.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
  zeros.hidden = false;
  zeros.replaceChildren('The zeros are at heaps ', el('strong', { text: listWords(z.map(String)) }),
    '. Checking the L positions of ',
    el('a', { href: `win-or-lose.html?takes=${takes.join(',')}&n=${n}`, text: 'chapter 1' }), '…');
  try {
    const found = await Promise.all(values.map(async (_, i) => {
      const v = await api('verify', { expr: `${spell(takes)}:${i}` });
      return (v.checks.findLast((c) => c.position === v.subject) || v.checks[v.checks.length - 1]).found;
    }));
    const ls = found.map((o, i) => (o === 'P' ? i : -1)).filter((i) => i >= 0);
    const same = ls.join() === z.join();
    zeros.replaceChildren('The zeros are at heaps ', el('strong', { text: listWords(z.map(String)) }), '. The L positions of ',
      el('a', { href: `win-or-lose.html?takes=${takes.join(',')}&n=${n}`, text: 'chapter 1' }),
      ', found by a win/lose search that never computes a Grundy value, are at heaps ',
      el('strong', { text: listWords(ls.map(String)) }), '. ',
      same ? el('span', { class: 'ok', text: 'The same list: the zeros are exactly the L positions.' })
        : el('span', { class: 'bad', text: 'They differ: that would be a bug in the engine.' }),
      ' The mex is 0 exactly when no option has value 0, that is when every option is W.');
  } catch (err) {
    showError(errorBox, err);
  }
}

function reset() {
  answers = null;
  step = -1;
  walk.hidden = true;
  zeros.hidden = true;
  nextButton.hidden = true;
  status.textContent = '';
}

document.getElementById('rules').addEventListener('submit', (e) => {
  e.preventDefault();
  try { takes = parseTakes(document.getElementById('takes').value); showError(errorBox, null); } catch (err) { showError(errorBox, err); return; }
  n = Math.min(40, Math.max(1, Number(document.getElementById('n').value) || 15));
  vals = Array.from({ length: n + 1 }, () => null);
  reset(); save(); render(); game.reset();
});
document.getElementById('random').addEventListener('click', () => {
  const pool = [1, 2, 3, 4, 5, 6].filter(() => Math.random() < 0.45);
  takes = pool.length ? pool : [1, 4];
  document.getElementById('takes').value = takes.join(',');
  vals = Array.from({ length: n + 1 }, () => null);
  reset(); save(); render(); game.reset();
});
document.getElementById('check').addEventListener('click', check);
document.getElementById('show').addEventListener('click', () => showStep(true));
nextButton.addEventListener('click', () => showStep());
document.getElementById('clear').addEventListener('click', () => { vals = vals.map(() => null); reset(); save(); render(); });

load();
render();

// Play it: the chapter's game on a heap of n counters (at most 21), the heap left after each
// move given its Grundy value at once from the engine, with the options' values it is the mex of.
const game = takeGame({
  box: document.getElementById('play-heap'),
  status: document.getElementById('play-status'),
  answer: document.getElementById('play-answer'),
  again: document.getElementById('play-again'),
}, {
  takes: () => takes,
  start: () => Math.min(n, 21),
  say: async (heap) => {
    const o = await api('options', { expr: `${spell(takes)}:${heap}` });
    const vs = [...new Set(o.options.map((x) => x.value))].sort((a, b) => a - b);
    return `Heap ${heap} has Grundy value ${o.value}: the mex of its options' values {${vs.join(', ')}}` +
      (o.value === 0 ? ', so the player to move loses.' : ', not 0, so the player to move can win.');
  },
  onError: (err) => showError(errorBox, err),
});
