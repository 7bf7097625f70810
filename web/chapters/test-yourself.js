// Test yourself: six questions from the chapters, on positions drawn from a seed kept in the
// URL. Nothing is computed before the learner checks an answer; then the engine's answer
// (/api/value, /api/outcome, or /api/options for a move made on the board) decides, never a
// value written here. Each kind
// answered right is remembered (lib/progress.js), and the ladder shows it.
import { api, showError } from '../lib/api.js';
import { header, el, chapters } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { complete, load, kExercises } from '../lib/progress.js';
import { drawBoard } from '../lib/board.js';
import { heapsOf, spellNim } from '../lib/nim.js';
import { plural } from '../lib/game-words.js';

header('test-yourself');
const errorBox = document.getElementById('error');
const list = document.getElementById('questions');
const score = document.getElementById('score');
const remembered = document.getElementById('remembered');

// mulberry32: a small seeded generator, so a set of questions has a permalink.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subtractionSets = [[1, 2], [1, 3], [1, 2, 3], [1, 3, 4], [2, 3], [1, 4], [2, 5]];
const title = (file) => {
  const i = chapters.findIndex((c) => c.file === file);
  return `${i + 1}. ${chapters[i].title}`;
};

// The six kinds: each makes a question from the generator. `answer` is 'PN' (a P or N
// choice), 'number', or 'move' (a move made on the drawn heaps, or "no winning move"); `ask` is
// what the engine is asked when the learner checks. A new kind goes last, so a seed's questions
// of the older kinds stay the same.
const kinds = [
  {
    id: 'p-or-n', chapter: 'p-and-n',
    make(r) {
      const s = subtractionSets[Math.floor(r() * subtractionSets.length)];
      const n = 6 + Math.floor(r() * 12);
      return {
        text: `In the subtraction game where a move takes ${s.join(' or ')} counters, is a heap of ${n} a P-position or an N-position?`,
        expr: `sub{${s.join(',')}}:${n}`, answer: 'PN', ask: ['outcome', {}],
      };
    },
  },
  {
    id: 'nim-sum', chapter: 'nim-in-binary',
    make(r) {
      const h = [0, 0, 0].map(() => 1 + Math.floor(r() * 15));
      return {
        text: `Nim with heaps ${h.join(', ')}: what is the nim-sum ${h.join(' ⊕ ')}, the position's Grundy value?`,
        expr: `nim:${h.join(',')}`, answer: 'number', ask: ['value', {}],
      };
    },
  },
  {
    id: 'subtraction-value', chapter: 'label-a-game',
    make(r) {
      const s = subtractionSets[Math.floor(r() * subtractionSets.length)];
      const n = 5 + Math.floor(r() * 10);
      return {
        text: `In the subtraction game where a move takes ${s.join(' or ')} counters, what is the Grundy value of a heap of ${n}?`,
        expr: `sub{${s.join(',')}}:${n}`, answer: 'number', ask: ['value', {}],
      };
    },
  },
  {
    id: 'sum-value', chapter: 'sums-and-robo',
    make(r) {
      const k = 1 + Math.floor(r() * 6);
      const m = 1 + Math.floor(r() * 7);
      return {
        text: `A row of ${plural(k, 'Kayles pin')} beside a Nim heap of ${m}: what is the Grundy value of the sum?`,
        expr: `kayles:${k} + nim:${m}`, answer: 'number', ask: ['value', {}],
      };
    },
  },
  {
    id: 'misere', chapter: 'misere',
    make(r) {
      const ones = Math.floor(r() * 4);
      const big = r() < 0.5 ? [] : [2 + Math.floor(r() * 5)];
      const h = [...Array(ones).fill(1), ...big, 1 + Math.floor(r() * 3)].sort((a, b) => a - b);
      return {
        text: `Misère Nim (whoever takes the last counter loses) with heaps ${h.join(', ')}: is it a P-position (the player to move loses) or an N-position?`,
        expr: `nim:${h.join(',')}`, answer: 'PN', ask: ['outcome', { misere: true }],
      };
    },
  },
  {
    id: 'winning-move', chapter: 'nim-in-binary',
    make(r) {
      const h = [0, 0, 0].map(() => 1 + Math.floor(r() * 7));
      // Now and then a position with no winning move: the third heap the nim-sum of the others.
      if (r() < 0.2 && (h[0] ^ h[1]) > 0) h[2] = h[0] ^ h[1];
      return {
        text: `Nim with heaps ${h.join(', ')}: make a winning move on the heaps below (click a counter, or press Enter on it, to take it and every counter after it), or press “No winning move” if there is none.`,
        expr: spellNim(h), heaps: h, answer: 'move', ask: ['options', {}],
      };
    },
  },
];

let seed = Number(getParam('seed', '')) >>> 0;
if (!seed) seed = 1 + Math.floor(Math.random() * 1e9);
const right = new Set();

function showRemembered() {
  const done = load().chapters['test-yourself']?.done || [];
  const n = kExercises['test-yourself'].filter((k) => done.includes(k)).length;
  remembered.textContent = n
    ? `Remembered in this browser: ${n} of ${kinds.length} kinds of question answered right at least once.`
    : '';
}

// Says the verdict on an answer: right or wrong, in the feedback element, and counts it.
function verdict(kind, li, feedback, ok, rightText, wrongText) {
  li.dataset.result = ok ? 'right' : 'wrong';
  if (ok) {
    right.add(kind.id);
    complete('test-yourself', kind.id);
    feedback.className = 'feedback ok';
    feedback.textContent = rightText;
  } else {
    right.delete(kind.id);
    feedback.className = 'feedback bad';
    feedback.replaceChildren(wrongText, ' ', el('a', { href: `${kind.chapter}.html`, text: `Chapter ${title(kind.chapter)}` }), ' shows how.');
  }
  score.textContent = `${right.size} of ${kinds.length} right in this set.`;
  showRemembered();
}

const sameHeaps = (a, b) => heapsOf(a).sort((x, y) => x - y).join() === heapsOf(b).sort((x, y) => x - y).join();

// A question answered on the board: the heaps drawn by lib/board.js, a click proposes "leave j
// counters in heap i" (the counters slide away), and only then is the engine asked for the
// position's options (/api/options): the proposal is the option reaching the same heaps, and it
// wins exactly when that option's value is 0 (a P-position for the opponent).
function moveQuestion(kind, q, li, id) {
  const board = el('div', { class: 'board', id: `${id}-board`, 'data-at': q.expr });
  const feedback = el('p', { class: 'feedback', 'aria-live': 'polite' });
  const none = el('button', { type: 'button', class: 'no-move', text: 'No winning move' });
  const back = el('button', { type: 'button', class: 'back', text: 'Put the counters back', hidden: true });
  const proposals = q.heaps.flatMap((n, i) => Array.from({ length: n }, (_, j) => ({ to: spellNim(q.heaps.map((x, k) => (k === i ? j : x))) })));
  let clicked = null;
  board.addEventListener('click', (e) => { clicked = e.target.closest('button.token')?.getAttribute('aria-label') ?? clicked; }, true);
  const say = (text) => { feedback.className = 'feedback'; feedback.textContent = text; };
  const ask = async () => {
    try {
      const r = await api(q.ask[0], { expr: q.expr });
      showError(errorBox, null);
      return r;
    } catch (err) {
      feedback.textContent = '';
      showError(errorBox, err);
      return null;
    }
  };
  function draw(at, enabled, focus = null) {
    board.dataset.at = at;
    drawBoard(board, at, enabled ? proposals : [], { onMove: async (k, shown) => { await shown; moved(proposals[k].to); }, say, enabled });
    if (focus) (board.querySelector(`button[aria-label="${focus}"]`) || board.querySelector('button.token'))?.focus();
  }
  async function moved(to) {
    draw(to, false);
    back.hidden = false;
    back.focus();  // the focus stays in the question: on the way back to the heaps
    say('Asking the engine…');
    const r = await ask();
    if (!r) return;
    const o = r.options.find((x) => sameHeaps(x.to, to));
    if (!o) { say(`The engine lists no move to ${to}: put the counters back and try another.`); return; }
    board.dataset.value = String(o.value);
    verdict(kind, li, feedback, o.value === 0,
      `Right: the engine agrees, your move leaves ${o.to}, of value 0: a P-position, so your opponent loses.`,
      r.value === 0
        ? `Not quite: every move from ${q.expr} leaves a position of value other than 0 (yours leaves ${o.to}, of value ${o.value}); ${q.expr} itself has value 0, so there is no winning move.`
        : `Not quite: your move leaves ${o.to}, of value ${o.value}, not 0: your opponent can win from there.`);
  }
  back.addEventListener('click', () => {
    back.hidden = true;
    delete board.dataset.value;
    draw(q.expr, true, clicked);
  });
  none.addEventListener('click', async () => {
    say('Asking the engine…');
    const r = await ask();
    if (!r) return;
    verdict(kind, li, feedback, r.value === 0,
      `Right: the engine agrees, ${q.expr} has value 0 (a P-position): every move leaves a position your opponent wins.`,
      `Not quite: ${q.expr} has value ${r.value}, not 0, so a winning move exists: find the move that leaves value 0.`);
  });
  draw(q.expr, true);
  li.append(board, el('div', { class: 'row' }, none, back), feedback);
}

function question(kind, q, i) {
  const li = el('li', { class: 'card question', 'data-kind': kind.id, 'data-expr': q.expr });
  const id = `q${i}`;
  const from = el('p', { class: 'muted from' }, 'From chapter ', el('a', { href: `${kind.chapter}.html`, text: title(kind.chapter) }));
  const text = el('p', { id: `${id}-text`, text: q.text });
  if (q.answer === 'move') {
    li.append(from, text);
    moveQuestion(kind, q, li, id);
    return li;
  }
  const form = el('form', { class: 'row', 'aria-labelledby': `${id}-text` });
  let read;
  if (q.answer === 'PN') {
    const group = el('fieldset', { class: 'pn-choice' }, el('legend', { class: 'sr-only', text: 'Your answer' }));
    for (const o of ['P', 'N']) {
      const input = el('input', { type: 'radio', name: `${id}-pn`, value: o, id: `${id}-${o}` });
      group.append(el('label', { class: 'check', for: `${id}-${o}` }, input, ` ${o}-position`));
    }
    form.append(group);
    read = () => form.querySelector('input:checked')?.value ?? '';
  } else {
    const input = el('input', { type: 'text', inputmode: 'numeric', id: `${id}-answer`, class: 'answer', autocomplete: 'off' });
    form.append(el('label', { for: `${id}-answer`, text: 'Your answer' }), input);
    read = () => input.value.trim();
  }
  const feedback = el('p', { class: 'feedback', 'aria-live': 'polite' });
  form.append(el('button', { type: 'submit', text: 'Check' }));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const a = read();
    if (q.answer === 'PN' ? !a : !/^\d+$/.test(a)) {
      feedback.className = 'feedback bad';
      feedback.textContent = q.answer === 'PN' ? 'Choose P or N first, then check.' : 'Type a natural number first, then check.';
      return;
    }
    feedback.className = 'feedback';
    feedback.textContent = 'Asking the engine…';
    let r;
    try {
      r = await api(q.ask[0], { expr: q.expr, ...q.ask[1] });
      showError(errorBox, null);
    } catch (err) {
      feedback.textContent = '';
      showError(errorBox, err);
      return;
    }
    const truth = q.ask[0] === 'outcome' ? r.outcome : String(r.value);
    const ok = (q.answer === 'PN' ? a : String(Number(a))) === truth;
    verdict(kind, li, feedback, ok,
      `Right: the engine agrees, ${q.ask[0] === 'outcome' ? `an ${truth}-position` : `the value is ${truth}`} (${q.expr}${q.ask[1].misere ? ', misère' : ''}).`,
      `Not quite: the engine says ${q.ask[0] === 'outcome' ? `${truth}-position` : truth} for ${q.expr}${q.ask[1].misere ? ' in misère play' : ''}.`);
  });
  li.append(from, text, form, feedback);
  return li;
}

function draw() {
  setParams({ seed });
  const r = generator(seed);
  right.clear();
  score.textContent = '';
  list.replaceChildren(...kinds.map((k, i) => question(k, k.make(r), i)));
  showRemembered();
}

document.getElementById('new').addEventListener('click', () => {
  seed = 1 + Math.floor(Math.random() * 1e9);
  draw();
  list.querySelector('input')?.focus();
});
draw();
