import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { mex, parseSet, problemWithMex } from '../lib/mex.js';
import { complete } from '../lib/progress.js';
import { drawLine, mexLine } from '../lib/mex-line.js';
import { drawBoard, takenBy } from '../lib/board.js';
import { gameWords } from '../lib/game-words.js';
import { takeAway } from '../lib/animate.js';

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
  drawLine(line, present, m);
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
  const sets = problems(seed);
  // The answer boxes in one column: every label as wide as the longest (the labels are monospace).
  box.style.setProperty('--set-ch', Math.max(...sets.map((set, i) => `${i + 1}. mex {${set.join(', ')}} =`.length)));
  sets.forEach((set, i) => {
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

// The mex of a position's moves: the learner tries the moves of a drawn position (lib/board.js:
// each click is one of the engine's options), each taken counter slides away, the option's value
// (the engine's) lights on the line, and the counters come back. The smallest number not lit is
// marked as it moves up; once every option is tried it is the mex, said beside the engine's own
// value for the position. Nothing is lit or said before the learner's first move.
const posBoard = document.getElementById('pos-board');
const posStatus = document.getElementById('pos-status');
const posTried = document.getElementById('pos-tried');
const posRest = document.getElementById('pos-rest');
const posInput = document.getElementById('pos');
const posError = document.getElementById('pos-error');  // its own: the calculator's error stays
const posLine = mexLine(document.getElementById('pos-line'));
let pos = null;  // the engine's /api/options answer for the position drawn
let tried = new Map();  // the position an option reaches -> its value (two moves may reach one)
let clicked = null;  // the aria-label of the counter last clicked, to give it the focus back
let posRun = 0;
const triedLabels = new Set();  // the counters whose move was tried, marked as such

const moves = () => new Set(pos.options.map((o) => o.to)).size;
const setWords = (vs) => `{${[...new Set(vs)].sort((a, b) => a - b).join(', ')}}`;

function drawPos(focus = null) {
  const drawn = drawBoard(posBoard, pos.normalised, pos.options, {
    onMove: async (i, shown) => { await shown; tryMove(i); },
    say: (text) => { posStatus.textContent = text; },
    enabled: tried.size < moves(),
  });
  if (!drawn) throw new Error(`This page draws heaps (nim, sub{…}, kayles, 0.77, …); ${pos.normalised} is not one.`);
  posBoard.querySelectorAll('button.token').forEach((b) => b.classList.toggle('tried', triedLabels.has(b.getAttribute('aria-label'))));
  // The focus stays on the counter clicked, or on the button pressed; Start again once all is done.
  const done = tried.size === moves();
  if (focus === 'rest') (done ? document.getElementById('pos-again') : posRest).focus();
  else if (focus) (posBoard.querySelector(`button[aria-label="${focus}"]:not([disabled])`) || document.getElementById('pos-again')).focus();
}
posBoard.addEventListener('click', (e) => { clicked = e.target.closest('button.token')?.getAttribute('aria-label') ?? null; }, true);

function say() {
  const n = moves();
  const values = [...tried.values()];
  posStatus.dataset.tried = String(tried.size);
  if (tried.size < n) {
    posStatus.textContent = `${tried.size} of ${n} moves tried; values lit: ${setWords(values)}. ` +
      `The smallest number not lit yet is ${posLine.soFar()}: the mex so far, unless a move not tried yet lights it.`;
    return;
  }
  const m = posLine.found();
  posStatus.dataset.mex = String(m);
  posStatus.textContent = `Every move tried: the values are ${setWords(values)}, and the mex is ${m}, the missing number. ` +
    `So ${pos.normalised} has Grundy value ${m}` + (m === pos.value ? ' (the engine\'s value for it too).' : `, but the engine says ${pos.value}: a bug.`);
  posRest.disabled = true;
}

function record(i) {
  const o = pos.options[i];
  const fresh = !tried.has(o.to);
  tried.set(o.to, o.value);
  posLine.light(o.value);
  if (fresh) {
    posTried.append(el('li', { 'data-value': String(o.value) }, `${gameWords(o.move, pos.normalised)}: `,
      el('code', { text: o.to }), `, value ${o.value}`));
  }
  return fresh;
}

async function tryMove(i) {
  const fresh = record(i);
  if (clicked) triedLabels.add(clicked);
  drawPos(clicked);  // the counters come back; the focus stays on the counter clicked
  say();
  if (!fresh) posStatus.textContent = `You tried that move already (value ${pos.options[i].value}). ${posStatus.textContent}`;
}

async function tryRest() {
  const run = posRun;
  for (const [i, o] of pos.options.entries()) {
    if (tried.has(o.to)) continue;
    posBoard.querySelectorAll('button').forEach((b) => { b.disabled = true; });
    await takeAway(takenBy(posBoard, pos.normalised, o.to));
    if (run !== posRun) return;
    record(i);
    drawPos();
    say();
  }
  drawPos('rest');
}

async function posStart(expr) {
  posRun += 1;
  tried = new Map();
  triedLabels.clear();
  posTried.replaceChildren();
  posRest.disabled = false;
  delete posStatus.dataset.mex;
  posStatus.dataset.tried = '0';
  try {
    pos = await api('options', { expr });
    showError(posError, null);
    // The line is as long as the moves are many (the mex is at most that), so it says nothing.
    posLine.reset(Math.max(moves(), ...pos.options.map((o) => o.value)));
    drawPos();
    setParams({ pos: expr });
    posStatus.textContent = `${moves()} moves to try: make one.`;
  } catch (err) {
    posBoard.replaceChildren();
    posStatus.textContent = '';
    showError(posError, err);
  }
}

document.getElementById('pos-form').addEventListener('submit', (e) => { e.preventDefault(); posStart(posInput.value.trim()); });
document.getElementById('pos-again').addEventListener('click', () => posStart(posInput.value.trim()));
posRest.addEventListener('click', () => tryRest());
posInput.value = getParam('pos', 'nim:2,3');
posStart(posInput.value);
