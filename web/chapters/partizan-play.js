// Chapter 10: Domineering against the engine. The legal moves of each side are the engine's
// (/api/moves?all=1: every move, marked winning or not); the engine plays a winning move of its
// side when it has one, else its first move. The page keeps only the board and who placed what.
import { api, showError } from '../lib/api.js';
import { el } from '../lib/chapters.js';

const grid = document.getElementById('play-board');
const status = document.getElementById('play-status');
const log = document.getElementById('play-log');
const undo = document.getElementById('play-undo');
const errorBox = document.getElementById('error');
const other = (side) => (side === 'Left' ? 'Right' : 'Left');
// One entry per position reached: the board's rows, who placed each domino, whose turn it is.
let history = [];
let you = 'Left';
let busy = false;

const spelling = (rows) => `domineering:${rows.join('|')}`;

function draw() {
  const { rows, owner, turn } = history[history.length - 1];
  grid.style.gridTemplateColumns = `repeat(${rows[0].length}, 2.4rem)`;
  grid.replaceChildren();
  rows.forEach((row, r) => [...row].forEach((cell, c) => {
    const who = owner[r][c];
    const label = `Row ${r + 1}, column ${c + 1}: ${cell === '#' ? (who ? `${who}'s domino` : 'removed') : 'open'}`;
    const b = el('button', { type: 'button', class: `square${who ? ` by-${who.toLowerCase()}` : ''}`,
      'aria-pressed': String(cell === '#'), 'aria-label': label, 'data-row': r, 'data-col': c });
    b.disabled = busy || cell === '#' || turn !== you;
    b.addEventListener('click', () => place(r, c));
    grid.append(b);
  }));
  undo.disabled = busy || history.length < 2;
}

// The board after `side` puts a domino with its top-left square at (r, c), or null.
function placed(rows, side, r, c) {
  const [r2, c2] = side === 'Left' ? [r + 1, c] : [r, c + 1];
  if (r2 >= rows.length || c2 >= rows[0].length || rows[r][c] !== '.' || rows[r2][c2] !== '.') return null;
  const next = rows.map((row) => [...row]);
  next[r][c] = '#';
  next[r2][c2] = '#';
  return { rows: next.map((row) => row.join('')), cells: [[r, c], [r2, c2]] };
}

async function movesOf(rows, side) {
  const r = await api('moves', { expr: spelling(rows), all: true });
  return r.moves.filter((m) => m.side === side);
}

// The position after side's move to rows (covering cells), from the position before.
function push(before, rows, cells, side, words) {
  const owner = before.owner.map((row) => [...row]);
  for (const [r, c] of cells) owner[r][c] = side;
  history.push({ rows, owner, turn: other(side) });
  log.append(el('li', { text: `${side === you ? 'You' : 'The engine'} (${side}): ${words}` }));
}

// The cells a move covers: where its board differs from the one before.
function changed(before, after) {
  const cells = [];
  before.forEach((row, r) => [...row].forEach((ch, c) => { if (ch !== after[r][c]) cells.push([r, c]); }));
  return cells;
}

async function turn() {
  const state = history[history.length - 1];
  busy = true;
  status.textContent = state.turn === you ? '…' : 'The engine is thinking…';
  draw();
  try {
    const moves = await movesOf(state.rows, state.turn);
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
      const rows = m.to.slice('domineering:'.length).split('|');
      push(state, rows, changed(state.rows, rows), state.turn, m.explanation.replace(/^\w+: /, ''));
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

async function place(r, c) {
  const state = history[history.length - 1];
  const after = placed(state.rows, you, r, c);
  if (!after) {
    status.textContent = `A ${you === 'Left' ? 'upright' : 'flat'} domino does not fit there: it needs the square ${you === 'Left' ? 'below' : 'to the right'} open too.`;
    return;
  }
  busy = true;
  draw();
  try {
    const legal = await movesOf(state.rows, you);
    const m = legal.find((x) => x.to === spelling(after.rows));
    busy = false;
    if (!m) { status.textContent = 'That is not one of your moves.'; draw(); return; }
    push(state, after.rows, after.cells, you, m.explanation.replace(/^\w+: /, ''));
    turn();
  } catch (err) { busy = false; showError(errorBox, err); draw(); }
}

function start() {
  const drawn = [...document.getElementById('board').children];
  const cols = Number(document.getElementById('board').dataset.cols);
  const cells = drawn.map((b) => (b.getAttribute('aria-pressed') === 'true' ? '#' : '.'));
  const rows = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols).join(''));
  you = document.getElementById('play-side').value;
  const first = document.getElementById('play-first').value === 'you' ? you : other(you);
  history = [{ rows, owner: rows.map((row) => [...row].map(() => null)), turn: first }];
  log.replaceChildren();
  turn();
}

document.getElementById('play-setup').addEventListener('submit', (e) => { e.preventDefault(); start(); });
undo.addEventListener('click', () => {
  // Back to the last position where it was your turn.
  do { history.pop(); log.lastChild?.remove(); } while (history.length > 1 && history[history.length - 1].turn !== you);
  status.textContent = 'Undone.';
  turn();
});
