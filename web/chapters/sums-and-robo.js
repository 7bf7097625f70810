import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { termsOf, componentCount } from '../lib/sum.js';

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

const fail = (err) => { busy = false; showError(errorBox, err, exprInput); renderMoves(); };

function say(text, cls) {
  status.replaceChildren(cls ? el('span', { class: cls, text }) : text);
}

async function load(expr) {
  options = await api('options', { expr });
  position = options.normalised;
  exprInput.value = position;
  setParams({ expr: position, level: levelInput.value });
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

// Marks the stones a hinted move takes, when it takes them from the end of one heap.
function markStones(o) {
  const m = o.move.match(/take (?:all )?(\d+) from the heap of (\d+)(?:, leaving \d+)?$/);
  const pile = game.querySelector(`[data-term="${o.term}"] .pile[data-component="${o.component}"]`);
  if (!m || !pile) return;
  const stones = [...pile.querySelectorAll('.pebble')];
  stones.slice(Math.max(0, stones.length - Number(m[1]))).forEach((s) => s.classList.add('take'));
}

function record(who, text) { log.append(el('li', { text: `${who}: ${text}` })); }

async function learnerMove(o) {
  if (busy || over) return;
  busy = true;
  hintText.textContent = '';
  record('You', o.move);
  say('Robo is thinking…');
  renderMoves();
  try {
    await load(o.to);
    showError(errorBox, null);
    if (!options.options.length) {
      over = true;
      busy = false;
      say('Robo cannot move: you win!', 'ok');
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
  record('Robo', choice.move);
  await load(choice.to);
  busy = false;
  if (!options.options.length) {
    over = true;
    say('You cannot move: Robo wins.', 'bad');
  } else {
    say(`Robo moved: ${choice.move}. Your turn.`);
  }
  renderMoves();
  game.querySelector('button:not([disabled])')?.focus();
}

async function showSecret() {
  const v = await api('value', { expr: position });
  const terms = termsOf(v.normalised);
  let k = 0;
  const parts = terms.map((t) => {
    const vals = v.component_values.slice(k, k + componentCount(t));
    k += vals.length;
    return `${t} has value ${vals.join(' XOR ')}`;
  });
  secretText.textContent = `${parts.join('; ')}. Together: ${v.component_values.join(' XOR ') || '0'} = ${v.value}, ` +
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
    hintText.textContent = `Fix ${term}: its value is ${m.component_value_before}; aim for ` +
      `${m.component_value_after}, which makes the XOR 0. ${o.move[0].toUpperCase()}${o.move.slice(1)} (highlighted).`;
    markStones(o);
    const b = [...game.querySelectorAll('button')].find((x) => x.dataset.to === m.to);
    b?.classList.add('hint');
    b?.focus();
  } catch (err) { showError(errorBox, err); }
}

async function puzzle() {
  const a = 'sub{1,2,3}:6 + sub{1,3,4}:4';
  const b = 'sub{1,2,3}:6 + sub{1,3,4}:5';
  try {
    const [ra, rb, va, vb] = await Promise.all([api('outcome', { expr: a }), api('outcome', { expr: b }),
      api('value', { expr: a }), api('value', { expr: b })]);
    const words = (o) => (o === 'P' ? 'a loss for the player to move' : 'a win for the player to move');
    document.getElementById('puzzle-answer').textContent =
      `With 4: ${words(ra.outcome)}. With 5: ${words(rb.outcome)}. Both piles are W either way, so W and W ` +
      `do not tell you the answer. The Grundy values do: ${va.component_values.join(' XOR ')} = ${va.value}, ` +
      `and ${vb.component_values.join(' XOR ')} = ${vb.value}. Play it below.`;
  } catch (err) { showError(errorBox, err); }
}

async function start(roboFirst) {
  over = false;
  busy = false;
  log.replaceChildren();
  hintText.textContent = '';
  try {
    await load(exprInput.value.trim());
    showError(errorBox, null);
    if (!options.options.length) {
      over = true;
      say(roboFirst ? 'Robo cannot move: you win!' : 'You cannot move: Robo wins.', roboFirst ? 'ok' : 'bad');
    } else if (roboFirst) {
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

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); start(false); });
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
start(false);
