import { showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { mex, parseSet, problemWithMex } from '../lib/mex.js';
import { complete } from '../lib/progress.js';

header('mex');
const errorBox = document.getElementById('error');
const setInput = document.getElementById('set');
const line = document.getElementById('line');
const result = document.getElementById('result');

function calculate(text) {
  let values;
  try {
    values = parseSet(text);
    showError(errorBox, null);
  } catch (err) {
    // An old answer must not stand under a new error.
    line.replaceChildren();
    result.replaceChildren();
    showError(errorBox, err);
    return;
  }
  const m = mex(values);
  const present = new Set(values);
  const shown = [...present].sort((a, b) => a - b);
  // The number line: every number up to the mex and one past it; past 40 numbers, the first
  // few, a gap, and the stretch just below the mex, so a mex of any size is drawn.
  const top = m + 1;
  const ticks = top <= 40 ? [...Array(top + 1).keys()]
    : [0, 1, 2, 3, 4, null, ...Array.from({ length: 12 }, (_, i) => m - 10 + i)];
  line.replaceChildren(...ticks.map((k) => (k === null
    ? el('span', { class: 'gap', text: '…' })
    : el('span', { class: k === m ? 'mex' : present.has(k) ? 'in' : '', text: String(k) }))));
  result.replaceChildren(`mex {${shown.join(', ')}} = `, el('strong', { id: 'mex-value', text: String(m) }),
    m === 0 ? ' (0 is not in the set)' : `: ${m === 1 ? '0 is' : `0 to ${m - 1} are all`} there and ${m} is missing (highlighted).`);
  setParams({ set: shown.length ? shown.join(',') : '{}' });  // '{}' keeps the empty set in a link
}

document.getElementById('calc').addEventListener('submit', (e) => {
  e.preventDefault();
  calculate(setInput.value);
});

// Problems from a seed kept in the URL, so a link gives the same five.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Five problems with five different answers: one of 0 (a set without 0) and four others, so a
// learner who guesses 0 gets one right, not half.
function problems(seed) {
  const r = random(seed);
  const answers = [0];
  while (answers.length < 5) {
    const m = 1 + Math.floor(r() * 7);
    if (!answers.includes(m)) answers.push(m);
  }
  for (let i = answers.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [answers[i], answers[j]] = [answers[j], answers[i]];
  }
  return answers.map((m) => problemWithMex(m, r));
}

let seed = Number(getParam('seed', '')) || 1 + Math.floor(Math.random() * 1e6);
const box = document.getElementById('problems');
const score = document.getElementById('score');
const solved = new Set();

function renderProblems() {
  setParams({ seed });
  solved.clear();
  score.textContent = '';
  box.replaceChildren();
  problems(seed).forEach((set, i) => {
    const input = el('input', { type: 'number', min: '0', id: `p${i}`, 'aria-label': `Problem ${i + 1}: the mex of {${set.join(', ')}}` });
    const feedback = el('span', { 'aria-live': 'polite', class: 'feedback' });
    const check = () => {
      const a = input.value.trim();
      const m = mex(set);
      if (!/^\d+$/.test(a)) {
        feedback.className = 'feedback bad';
        feedback.textContent = 'Type a natural number.';
        return;
      }
      const n = Number(a);
      if (n === m) {
        feedback.className = 'feedback ok';
        feedback.textContent = `Right: ${m === 0 ? '0 is not in the set' : `every number below ${m} is there`}, and ${m} is missing.`;
        solved.add(i);
        complete('mex', `problem-${i + 1}`);
      } else if (set.includes(n)) {
        feedback.className = 'feedback bad';
        feedback.textContent = `Not quite: ${n} is in the set, so it is not excluded.`;
        solved.delete(i);
      } else {
        feedback.className = 'feedback bad';
        feedback.textContent = `Not quite: ${n} is missing, but a smaller number is missing too.`;
        solved.delete(i);
      }
      score.textContent = `${solved.size} of 5 solved.`;
    };
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') check(); });
    box.append(el('div', { class: 'problem' },
      el('span', { class: 'set mono', text: `${i + 1}. mex {${set.join(', ')}} =` }), input,
      el('button', { type: 'button', onclick: check, 'aria-label': `Check problem ${i + 1}`, text: 'Check' }), feedback));
  });
}

document.getElementById('new').addEventListener('click', () => {
  seed = 1 + Math.floor(Math.random() * 1e6);
  renderProblems();
});

setInput.value = getParam('set', '0, 1, 3, 4');
calculate(setInput.value);
renderProblems();
