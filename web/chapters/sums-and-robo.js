import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { termsOf } from '../lib/sum.js';
import { complete } from '../lib/progress.js';
import { takeAway } from '../lib/animate.js';

header('sums-and-robo');
const errorBox = document.getElementById('error');
const exprInput = document.getElementById('expr');
const levelInput = document.getElementById('level');
const status = document.getElementById('status');
const game = document.getElementById('game');
const log = document.getElementById('log');
const hintText = document.getElementById('hint-text');
const secretText = document.getElementById('secret-text');
const secretButton = document.getElementById('secret');

// How often Robo plays a random move instead of a winning one, by level.
const errRate = { perfect: 0, good: 0.3, beginner: 0.7 };

let position = '';
let options = null;  // the /api/options answer for the current position
let busy = false;
let over = false;
// The game as played: the position it started from, who moved first, and each move as its
// index in the options list (the engine lists options in a fixed order), kept in the URL so a
// reload or a link replays the same game.
let initial = '';
let roboStarted = false;
let played = [];  // {who, index, move}

function saveGame() {
  setParams({ expr: initial, level: levelInput.value, first: roboStarted ? 'robo' : null,
    log: played.length ? played.map((m) => m.index).join('.') : null });
  document.getElementById('undo').disabled = busy || !played.some((m) => m.who === 'You');
  document.getElementById('again').disabled = busy || played.length === 0;
}

const fail = (err) => { busy = false; showError(errorBox, err, exprInput); renderMoves(); };

function say(text, cls) {
  status.replaceChildren(cls ? el('span', { class: cls, text }) : text);
}

async function load(expr) {
  options = await api('options', { expr });
  position = options.normalised;
  if (!secretText.hidden) await showSecret();
}

function renderMoves() {
  game.replaceChildren();
  if (!options) return;
  const terms = termsOf(options.normalised);
  terms.forEach((term, t) => {
    const moves = options.options.filter((o) => o.term === t);
    const prefix = terms.length > 1 ? `in ${term.slice(0, term.lastIndexOf(':'))}, ` : '';
    const box = el('div', { class: 'moves', role: 'group', 'aria-label': `Moves in ${term}` },
      ...moves.map((o) => el('button', {
        type: 'button', 'data-to': o.to, disabled: busy || over,
        text: o.move.startsWith(prefix) ? o.move.slice(prefix.length) : o.move,
        onclick: () => learnerMove(o),
      })));
    if (!moves.length) box.append(el('span', { class: 'muted', text: 'no moves left here' }));
    game.append(el('section', { class: 'term', 'aria-label': term, 'data-term': t },
      el('h3', { class: 'mono', text: term }), piles(term), box));
  });
}

// The heaps of a term drawn as stones (heap rulesets only; other positions are shown as text).
function piles(term) {
  const heaps = heapsOfTerm(term);
  const box = el('div', { class: 'piles', 'aria-hidden': 'true' });
  heaps.forEach((h, c) => {
    const pile = el('div', { class: 'pile', 'data-component': c });
    for (let k = 0; k < Math.min(h, 60); k += 1) pile.append(el('span', { class: 'pebble' }));
    if (h > 60) pile.append(el('span', { class: 'muted', text: ` … ${h}` }));
    box.append(pile);
  });
  return box;
}

function heapsOfTerm(term) {
  const pos = term.slice(term.lastIndexOf(':') + 1);
  return /^\d+(,\d+)*$/.test(pos) ? pos.split(',').map(Number) : [];
}

// Marks the stones a hinted move takes: from the end of one heap, or from its middle when the
// move splits the rest into two heaps (Kayles: "take 1 from the heap of 5 and split the rest
// into heaps of 1 and 3" takes the second stone).
function stonesOf(o) {
  const pile = game.querySelector(`[data-term="${o.term}"] .pile[data-component="${o.component}"]`);
  if (!pile) return [];
  const stones = [...pile.querySelectorAll('.pebble')];
  const split = o.move.match(/take (\d+) from the heap of \d+ and split the rest into heaps of (\d+) and \d+/);
  if (split) {
    const from = Number(split[2]);
    return stones.slice(from, from + Number(split[1]));
  }
  const end = o.move.match(/take (?:all )?(\d+) from the heap of (\d+)(?:, leaving \d+)?$/);
  return end ? stones.slice(Math.max(0, stones.length - Number(end[1]))) : [];
}

function markStones(o) {
  stonesOf(o).forEach((s) => s.classList.add('take'));
}

// A move seen happening (lib/animate.js): the stones it takes slide away, the last first, before
// the position changes (at once with reduced motion).
const showTaken = (o) => takeAway(stonesOf(o).reverse());

function record(who, o) {
  played.push({ who, index: options.options.indexOf(o), move: o.move });
  log.append(el('li', { text: `${who}: ${o.move}` }));
}

async function learnerMove(o) {
  if (busy || over) return;
  busy = true;
  hintText.textContent = '';
  say('Robo is thinking…');
  game.querySelectorAll('button').forEach((b) => { b.disabled = true; });
  await showTaken(o);
  record('You', o);
  saveGame();
  renderMoves();
  try {
    await load(o.to);
    showError(errorBox, null);
    if (!options.options.length) {
      over = true;
      busy = false;
      complete('sums-and-robo', 'beat-robo');
      say('Robo cannot move: you win! Play again, or undo your moves to try another line.', 'ok');
      saveGame();
      renderMoves();
      return;
    }
    renderMoves();
    await roboMove();
  } catch (err) { fail(err); }
}

async function roboMove() {
  busy = true;
  const level = levelInput.value;
  const winning = await api('moves', { expr: position });
  let choice;
  if (winning.moves.length && Math.random() >= errRate[level]) {
    const pick = winning.moves[Math.floor(Math.random() * winning.moves.length)];  // any winning move
    choice = options.options.find((o) => o.to === pick.to);
  }
  if (!choice) choice = options.options[Math.floor(Math.random() * options.options.length)];
  say(`Robo moves: ${choice.move}.`);
  await showTaken(choice);
  record('Robo', choice);
  await load(choice.to);
  busy = false;
  saveGame();
  if (!options.options.length) {
    over = true;
    say('You cannot move: Robo wins. Undo your last move to try another, or play again.', 'bad');
  } else {
    say(`Robo moved: ${choice.move}. Your turn.`);
  }
  renderMoves();
  game.querySelector('button:not([disabled])')?.focus();
}

// Each term's value is asked of the engine on its own, so a value is always paired with its own
// term (a sum's component_values leave out empty heaps, which a split by position cannot know).
async function showSecret() {
  const v = await api('value', { expr: position });
  const terms = termsOf(v.normalised);
  const each = await Promise.all(terms.map((t) => api('value', { expr: t })));
  const parts = terms.map((t, i) => {
    const vals = each[i].component_values;
    return vals.length > 1 ? `${t} has value ${vals.join(' XOR ')} = ${each[i].value}`
      : `${t} has value ${each[i].value}`;
  });
  secretText.textContent = `${parts.join('; ')}. Together: ${each.map((e) => e.value).join(' XOR ') || '0'} = ${v.value}, ` +
    (v.value === 0 ? 'so the player to move loses.' : 'so the player to move can win by making it 0.');
}

async function hint() {
  if (busy || over) return;
  try {
    const r = await api('moves', { expr: position });
    showError(errorBox, null);
    game.querySelectorAll('.hint, .take').forEach((b) => b.classList.remove('hint', 'take'));
    if (!r.moves.length) {
      hintText.textContent = 'No move wins here: the values already XOR to 0, and any move makes them non-zero. Move and hope Robo slips.';
      return;
    }
    const m = r.moves[0];
    const o = options.options.find((x) => x.to === m.to);
    if (!o) { hintText.textContent = `Winning move: ${m.explanation}.`; return; }
    const term = termsOf(position)[o.term];
    const heaps = heapsOfTerm(term);
    const part = heaps.length > 1 && o.component !== undefined
      ? `the heap of ${heaps[o.component]} in ${term}` : term;
    hintText.textContent = `Fix ${part}: its value is ${m.component_value_before}; aim for ` +
      `${m.component_value_after}, which makes the XOR 0. ${o.move[0].toUpperCase()}${o.move.slice(1)} (highlighted).`;
    markStones(o);
    const b = [...game.querySelectorAll('button')].find((x) => x.dataset.to === m.to);
    b?.classList.add('hint');
    b?.focus();
  } catch (err) { showError(errorBox, err); }
}

let guess = null;
function guessPuzzle(g) {
  guess = g;
  document.querySelectorAll('#puzzle-guess button').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.guess === g)));
  document.getElementById('puzzle').disabled = false;
  document.getElementById('puzzle-answer').textContent = `You say: the pair is ${g === 'W' ? 'a win' : 'a loss'} for the player to move. Now work it out.`;
}

async function puzzle() {
  if (!guess) return;
  const a = 'sub{1,2,3}:6 + sub{1,3,4}:4';
  const b = 'sub{1,2,3}:6 + sub{1,3,4}:5';
  try {
    const [ra, rb, va, vb] = await Promise.all([api('outcome', { expr: a }), api('outcome', { expr: b }),
      api('value', { expr: a }), api('value', { expr: b })]);
    const words = (o) => (o === 'P' ? 'a loss for the player to move' : 'a win for the player to move');
    const truth = ra.outcome === 'P' ? 'L' : 'W';
    const verdict = guess === truth ? `You were right: ${guess}.`
      : `Not ${guess}: it is ${truth}, and the letters alone could not have told you.`;
    document.getElementById('puzzle-answer').textContent = `${verdict} ` +
      `With 4: ${words(ra.outcome)}. With 5: ${words(rb.outcome)}. Both piles are W either way, so W and W ` +
      `do not tell you the answer. The Grundy values do: ${va.component_values.join(' XOR ')} = ${va.value}, ` +
      `and ${vb.component_values.join(' XOR ')} = ${vb.value}. Play it below.`;
  } catch (err) { showError(errorBox, err); }
}

async function start(roboFirst, replay = []) {
  over = false;
  busy = false;
  log.replaceChildren();
  hintText.textContent = '';
  played = [];
  try {
    await load(exprInput.value.trim());
    initial = position;
    exprInput.value = initial;
    roboStarted = roboFirst;
    showError(errorBox, null);
    // A kept game: its moves replayed in order, each an index into the options then listed.
    for (const index of replay) {
      const o = options.options[index];
      if (!o) break;
      record(played.length % 2 === (roboFirst ? 0 : 1) ? 'Robo' : 'You', o);
      await load(o.to);
    }
    saveGame();
    // Whose move it is: after the kept moves, the one who did not make the last; else who starts.
    const roboToMove = played.length ? played[played.length - 1].who === 'You' : roboFirst;
    if (!options.options.length) {
      over = true;
      say(roboToMove ? 'Robo cannot move: you win!' : 'You cannot move: Robo wins.', roboToMove ? 'ok' : 'bad');
    } else if (roboToMove) {
      say('Robo is thinking…');
      renderMoves();
      await roboMove();
      return;
    } else {
      say('Your turn: pick a move in any one game.');
    }
    renderMoves();
  } catch (err) { fail(err); }
}

// Undo: back to the position before your last move (Robo's reply to it undone too).
async function undo() {
  if (busy) return;
  const last = played.map((m) => m.who).lastIndexOf('You');
  if (last < 0) return;
  const keep = played.slice(0, last).map((m) => m.index);
  exprInput.value = initial;
  await start(roboStarted, keep);
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); start(false); });
document.getElementById('undo').addEventListener('click', undo);
document.getElementById('again').addEventListener('click', () => { exprInput.value = initial; start(roboStarted); });
document.querySelectorAll('#puzzle-guess button').forEach((b) => b.addEventListener('click', () => guessPuzzle(b.dataset.guess)));
document.getElementById('robo-first').addEventListener('click', () => start(true));
levelInput.addEventListener('change', () => setParams({ level: levelInput.value }));
document.getElementById('hint').addEventListener('click', hint);
document.getElementById('puzzle').addEventListener('click', puzzle);
secretButton.addEventListener('click', async () => {
  const show = secretText.hidden;
  secretButton.setAttribute('aria-pressed', String(show));
  secretButton.textContent = show ? 'Hide the secret' : 'Show the secret';
  secretText.hidden = !show;
  if (show) { try { await showSecret(); } catch (err) { showError(errorBox, err); } }
});

exprInput.value = getParam('expr', 'sub{1,2,3}:6 + sub{1,3,4}:5');
levelInput.value = errRate[getParam('level', 'perfect')] !== undefined ? getParam('level', 'perfect') : 'perfect';
const keptLog = getParam('log', '');
start(getParam('first', '') === 'robo', /^\d+(\.\d+)*$/.test(keptLog) ? keptLog.split('.').map(Number) : []);
