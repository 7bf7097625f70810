import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { substitutes, mexRule } from '../lib/substitutes.js';
import { drawBoard, takenBy } from '../lib/board.js';
import { takeAway } from '../lib/animate.js';
import { gameWords } from '../lib/game-words.js';
import { fillLegends } from '../lib/pn-legend.js';

header('why-mex');
fillLegends();
const errorBox = document.getElementById('error');
const body = document.querySelector('#census tbody');
const summary = document.getElementById('summary');

// The heaps of a position the engine printed: "kayles:1,2" → [1, 2]; "0" → [].
function heapsOf(spelling) {
  if (spelling === '0') return [];
  return spelling.split(' + ').flatMap((t) => t.slice(t.lastIndexOf(':') + 1).split(',').map(Number));
}

// A rule's number for each heap 0..n, built up from the options exactly as mex builds Grundy
// values: an option that splits into several heaps gets the XOR of their numbers.
function numbers(rule, optionHeaps) {
  const f = [];
  optionHeaps.forEach((opts) => {
    f.push(rule(opts.map((parts) => parts.reduce((a, h) => a ^ f[h], 0))));
  });
  return f;
}

// The first sum a + b (smallest b, then a) whose outcome the rule predicts wrongly, judged by
// the true values; the win/lose search then settles it independently.
function firstCounterexample(f, g) {
  for (let b = 0; b < f.length; b += 1) {
    for (let a = 0; a <= b; a += 1) {
      if (((f[a] ^ f[b]) === 0) !== ((g[a] ^ g[b]) === 0)) return [a, b];
    }
  }
  return null;
}

async function run() {
  censusRun = true;
  const ruleset = document.getElementById('ruleset').value.trim();
  const n = Math.min(20, Math.max(2, Number(document.getElementById('n').value) || 12));
  setParams({ ruleset, n });
  summary.textContent = 'Computing…';
  body.replaceChildren();
  try {
    const answers = await Promise.all([...Array(n + 1).keys()].map((h) => api('options', { expr: `${ruleset}:${h}` })));
    const g = answers.map((a) => a.value);
    const optionHeaps = answers.map((a) => a.options.map((o) => heapsOf(o.to)));
    if (optionHeaps.some((opts, h) => opts.some((parts) => parts.some((p) => !(p < h))))) {
      throw new Error('This census needs a heap ruleset whose moves make heaps smaller.');
    }
    showError(errorBox, null);
    let killed = 0;
    for (const s of [...substitutes, mexRule]) {
      const f = numbers(s.rule, optionHeaps);
      const ce = firstCounterexample(f, g);
      let verdict;
      if (!ce) {
        verdict = el('span', { class: s === mexRule ? 'ok' : 'muted', text: `no wrong prediction up to heap ${n}` });
      } else {
        const [a, b] = ce;
        const expr = a === 0 ? `${ruleset}:${b}` : `${ruleset}:${a} + ${ruleset}:${b}`;
        const v = await api('verify', { expr });
        const check = v.checks.findLast((c) => c.position === v.subject) || v.checks[v.checks.length - 1];
        const predicted = (f[a] ^ f[b]) === 0 ? 'P' : 'N';
        if (s !== mexRule) killed += 1;
        verdict = el('span', {},
          el('code', { text: expr }), `: the rule gives ${a === 0 ? f[b] : `${f[a]} XOR ${f[b]} = ${f[a] ^ f[b]}`}, so it predicts `,
          el('strong', { text: predicted === 'P' ? 'a loss (P)' : 'a win (N)' }), ' for the player to move; the win/lose search finds ',
          el('strong', { class: `pn-${check.found}`, text: check.found === 'P' ? 'a loss (P)' : 'a win (N)' }), '.');
      }
      body.append(el('tr', { 'data-rule': s.id }, el('th', { scope: 'row', text: s.name }),
        el('td', { class: 'mono', text: f.join(' ') }), el('td', {}, verdict)));
    }
    const mexRow = body.querySelector('tr[data-rule=mex] td:last-child').textContent;
    summary.textContent = `${killed} of ${substitutes.length} substitutes are caught out on ${ruleset} with heaps up to ${n}. mex: ${mexRow}.`;
  } catch (err) {
    summary.textContent = '';
    showError(errorBox, err);
  }
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); run(); });
document.getElementById('ruleset').value = getParam('ruleset', 'kayles');
document.getElementById('n').value = getParam('n', '12');
// The table names the sum that catches "max + 1" out, and who wins it: the game above asks the
// learner to find that out by playing, so on a first visit the census waits for the game's end
// or for "Run the census"; a link that names its ruleset (a census already run) runs it at once.
let censusRun = false;
function runOnce() {
  if (!censusRun) run();
}
if (new URLSearchParams(location.search).has('ruleset')) runOnce();
else summary.textContent = 'Play the game above first, or press "Run the census": the table names the sum that catches out each rule, and who wins it.';

// Catch a rule out by playing: the sum "max + 1" calls a win for the player to move, played
// against Robo on the pins (lib/board.js: each click is one of the engine's options). Robo plays
// a winning move (/api/moves) when there is one, and its pins are seen going; who wins is said
// only when the game is over, so the learner finds out by playing.
const kTryStart = 'kayles:1,4';
const tryBoard = document.getElementById('try-board');
const tryNote = document.getElementById('try-note');
const tryStatus = document.getElementById('try-status');
let tryAt = kTryStart;
let tryOptions = [];
let tryRun = 0;

function drawTry(enabled) {
  drawBoard(tryBoard, tryAt, tryOptions, {
    onMove: async (i, shown) => { await shown; tryMove(i); },
    say: (text) => { tryNote.textContent = text; },
    enabled,
  });
}

async function tryLoad(at) {
  tryAt = at;
  tryOptions = (await api('options', { expr: at })).options;
}

async function tryMove(i) {
  const run = tryRun;
  const mine = tryOptions[i];
  tryStatus.textContent = 'Robo is thinking…';
  tryNote.textContent = '';
  try {
    await tryLoad(mine.to);
    if (run !== tryRun) return;
    drawTry(false);
    if (!tryOptions.length) {
      tryStatus.textContent = `Robo cannot move: you win! (${kTryStart} with best play from Robo is still a loss for the player to move; Start again and let it show you.)`;
      runOnce();
      document.getElementById('try-again').focus();
      return;
    }
    const best = (await api('moves', { expr: tryAt })).moves[0];
    const k = best ? Math.max(0, tryOptions.findIndex((o) => o.to === best.to)) : 0;
    const reply = tryOptions[k];
    tryNote.textContent = `Robo: ${gameWords(reply.move, tryAt)}.`;
    await takeAway(takenBy(tryBoard, tryAt, reply.to));
    await tryLoad(reply.to);
    if (run !== tryRun) return;
    drawTry(true);
    if (!tryOptions.length) {
      tryStatus.textContent = `You cannot move: Robo wins. However you play, Robo wins ${kTryStart}: it is a loss for the player to move (P), ` +
        'yet “max + 1” called it a win (5 is not 0). The rule is caught out; the mex of the options\' values would have said 1 XOR 1 = 0.';
      runOnce();
      document.getElementById('try-again').focus();
      return;
    }
    tryStatus.textContent = 'Your move.';
    tryBoard.querySelector('button.token:not([disabled])')?.focus();  // the focus stays on the board
  } catch (err) { showError(errorBox, err); }
}

async function tryStart() {
  tryRun += 1;
  tryNote.textContent = '';
  tryStatus.textContent = 'Your move.';
  try {
    await tryLoad(kTryStart);
    drawTry(true);
  } catch (err) { showError(errorBox, err); }
}
document.getElementById('try-again').addEventListener('click', tryStart);
tryStart();
