// Chapter 10: a partizan board against the engine: the Domineering board drawn above, a Clobber
// board or a Toads and Frogs strip. The legal moves of each side are the engine's
// (/api/moves?all=1: every move, marked winning or not, in one request per position); the engine
// plays a winning move of its side when it has one, else its first move. The page keeps only the
// boards reached and who moved.
import { api, showError } from '../lib/api.js';
import { el } from '../lib/chapters.js';
import { rulesets, rowsOf } from './partizan-rules.js';

const $ = (id) => document.getElementById(id);
const grid = $('play-board');
const status = $('play-status');
const log = $('play-log');
const undo = $('play-undo');
const gameSelect = $('play-game');
const positionInput = $('play-position');
const errorBox = $('error');
const other = (side) => (side === 'Left' ? 'Right' : 'Left');
// One entry per position reached: the board's rows, who placed each piece (Domineering), whose
// turn it is, and (once asked) the engine's moves from there.
let history = [];
let you = 'Left';
let rules = rulesets.domineering;
let busy = false;
let picked = null;  // the stone chosen first (Clobber)

const spelling = (rows) => `${rules.name}:${rows.join('|')}`;

function draw() {
  const { rows, owner, turn } = history[history.length - 1];
  const width = Math.max(...rows.map((row) => row.length));
  grid.style.gridTemplateColumns = `repeat(${width}, 2.4rem)`;
  grid.dataset.ruleset = rules.name;
  grid.dataset.position = spelling(rows);
  grid.replaceChildren();
  rows.forEach((row, r) => {
    [...row].forEach((cell, c) => {
      const who = owner[r][c];
      const kind = rules.kind(cell);
      const chosen = picked && picked[0] === r && picked[1] === c;
      const b = el('button', {
        type: 'button', class: `square ${kind}${who ? ` by-${who.toLowerCase()}` : ''}${chosen ? ' picked' : ''}`,
        'aria-pressed': String(rules.name === 'domineering' ? cell === '#' : Boolean(chosen)),
        'aria-label': `Row ${r + 1}, column ${c + 1}: ${rules.label(cell, who)}${chosen ? ', chosen' : ''}`,
        'data-row': r, 'data-col': c, text: rules.text(cell),
      });
      b.disabled = busy || !rules.canPress(cell) || turn !== you;
      b.addEventListener('click', () => press(r, c));
      grid.append(b);
    });
    // A strip shorter than the widest starts a new line of the grid.
    for (let c = row.length; c < width; c += 1) grid.append(el('span', { 'aria-hidden': 'true' }));
  });
  undo.disabled = busy || history.length < 2;
}

// Every move of both sides from this position, asked once.
async function movesHere(state) {
  if (!state.moves) state.moves = (await api('moves', { expr: spelling(state.rows), all: true })).moves;
  return state.moves;
}

// The position after side's move to rows, from the position before.
function push(before, rows, side, words) {
  const owner = before.owner.map((row) => [...row]);
  rows.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch !== before.rows[r][c] && ch !== '.') owner[r][c] = side;
  }));
  history.push({ rows, owner, turn: other(side) });
  log.append(el('li', { text: `${side === you ? 'You' : 'The engine'} (${side}): ${words}` }));
}

async function turn() {
  const state = history[history.length - 1];
  busy = true;
  picked = null;
  status.textContent = state.turn === you ? '…' : 'The engine is thinking…';
  draw();
  try {
    const moves = (await movesHere(state)).filter((m) => m.side === state.turn);
    showError(errorBox, null);
    if (!moves.length) {
      busy = false;
      status.textContent = state.turn === you ? 'You have no move left: the engine wins. Undo, or play again.'
        : 'The engine has no move left: you win!';
      draw();
      return;
    }
    if (state.turn !== you) {
      const m = moves.find((x) => x.wins) || moves[0];
      push(state, rowsOf(m.to, rules.name), state.turn, m.explanation.replace(/^\w+: /, ''));
      busy = false;
      return turn();
    }
    const winning = moves.filter((x) => x.wins).length;
    status.textContent = `Your turn (${you}): ${moves.length} move${moves.length === 1 ? '' : 's'}` +
      (winning ? `, and ${winning} of them win${winning === 1 ? 's' : ''}.` : ', and none of them wins against best play.');
  } catch (err) {
    showError(errorBox, err);
    status.textContent = err.message;
  }
  busy = false;
  draw();
}

async function press(r, c) {
  const state = history[history.length - 1];
  const proposal = rules.press(state.rows, you, r, c, picked);
  if (proposal.say) { status.textContent = proposal.say; return; }
  if ('pick' in proposal) {
    picked = proposal.pick;
    status.textContent = picked ? 'Now press the enemy stone it takes.' : 'Choice undone.';
    draw();
    grid.querySelector(`[data-row="${r}"][data-col="${c}"]`)?.focus();
    return;
  }
  busy = true;
  draw();
  try {
    const legal = (await movesHere(state)).filter((m) => m.side === you);
    const m = legal.find((x) => x.to === spelling(proposal.rows));
    busy = false;
    picked = null;
    if (!m) { status.textContent = 'That is not one of your moves.'; draw(); return; }
    push(state, proposal.rows, you, m.explanation.replace(/^\w+: /, ''));
    turn();
  } catch (err) { busy = false; showError(errorBox, err); draw(); }
}

// The Domineering board drawn above, as rows.
function drawnBoard() {
  const drawn = [...$('board').children];
  const cols = Number($('board').dataset.cols);
  const cells = drawn.map((b) => (b.getAttribute('aria-pressed') === 'true' ? '#' : '.'));
  const rows = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols).join(''));
  return rows;
}

function start() {
  rules = rulesets[gameSelect.value];
  let rows;
  if (rules.name === 'domineering') rows = drawnBoard();
  else {
    const text = positionInput.value.replace(/\s+/g, '');
    rows = rowsOf(text, rules.name) || rowsOf(`${rules.name}:${text}`, rules.name);
  }
  you = $('play-side').value;
  const first = $('play-first').value === 'you' ? you : other(you);
  history = [{ rows, owner: rows.map((row) => [...row].map(() => null)), turn: first }];
  log.replaceChildren();
  turn();
}

// The starting position of each board other than the drawn one: the engine checks it.
const starts = { clobber: 'clobber:xoxo|oxox|xoxo', 'toads-and-frogs': 'toads-and-frogs:tt..ff|t.f.' };
function chosen() {
  const drawnOne = gameSelect.value === 'domineering';
  $('play-position-row').hidden = drawnOne;
  if (!drawnOne && !positionInput.value.startsWith(`${gameSelect.value}:`)) positionInput.value = starts[gameSelect.value];
}
gameSelect.addEventListener('change', chosen);
chosen();
$('play-setup').addEventListener('submit', (e) => { e.preventDefault(); start(); });
undo.addEventListener('click', () => {
  // Back to the last position where it was your turn.
  do { history.pop(); log.lastChild?.remove(); } while (history.length > 1 && history[history.length - 1].turn !== you);
  status.textContent = 'Undone.';
  turn();
});
