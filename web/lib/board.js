// Pictures of a position to play on: heaps as rows of stones (Nim, subtraction games) or of pins
// (Kayles, Dawson's Kayles), Dawson's chess as pawns on 3 × n boards, Wythoff's queen on a board,
// and (board-pictures.js) coin rows, Green Hackenbush and game graphs. A click proposes a move; the move made is
// one of the engine's own options (its `to` matches the proposal), so the picture never decides
// what is legal. Returns null for a position it cannot draw (the move list serves then).
import { el } from './chapters.js';
import { drawCoins, drawHackenbush, drawGraph } from './board-pictures.js';
import { takeAway } from './animate.js';

const HEAPS = /^(nim|kayles|dawsons-kayles|dawson|sub\{[\d,]*\}|allbut\{[\d,]*\}|0\.77|0\.07|0\.137):([\d,]*)$/;
const WYTHOFF = /^wythoff:\((\d+),(\d+)\)$/;
const PINS = new Set(['kayles', 'dawsons-kayles', '0.77', '0.07']);
const PAWNS = new Set(['dawson', '0.137']);

function heapsOf(position) {
  const m = HEAPS.exec(position);
  if (!m) return null;
  const heaps = m[2] === '' || m[2] === '0' ? [] : m[2].split(',').map(Number);
  return { ruleset: m[1], heaps };
}

const sameHeaps = (a, b) => {
  const x = a.filter((h) => h > 0).sort((p, q) => p - q);
  const y = b.filter((h) => h > 0).sort((p, q) => p - q);
  return x.length === y.length && x.every((h, i) => h === y[i]);
};

// The index of the option whose position has these heaps, or -1.
function optionWithHeaps(options, heaps) {
  return options.findIndex((o) => {
    const h = heapsOf(o.to);
    return h && sameHeaps(h.heaps, heaps);
  });
}

// The heaps of an option's position as the engine spells it ("0" when none is left).
function heapsAfter(to) {
  const t = heapsOf(to);
  if (t) return t.heaps;
  return /^0$/.test(to.trim()) ? [] : null;
}

// The pieces of the drawn picture that the move to `to` takes off, in the order they go (the
// stones of one heap, the last first; the pins knocked down; the three files a pawn's push
// clears): found by trying each move of the picture, as a click would, until one reaches `to`.
// [] when the picture is not one of heaps or pawns, or no such move is drawn.
export function takenBy(container, position, to) {
  const h = heapsOf(position);
  const t = heapsAfter(to);
  if (!h || !t) return [];
  const pins = PINS.has(h.ruleset);
  const pawns = PAWNS.has(h.ruleset);
  for (const [i, n] of h.heaps.entries()) {
    const rest = h.heaps.filter((_, k) => k !== i);
    const drawn = container.querySelector(`[data-heap="${i + 1}"]`);
    if (!drawn) continue;
    for (let j = 0; j < n; j += 1) {
      if (pawns && sameHeaps([...rest, Math.max(0, j - 1), Math.max(0, n - j - 2)], t)) {
        const cells = [...drawn.children];
        const files = [j - 1, j, j + 1].filter((f) => f >= 0 && f < n);
        return [0, 1, 2].flatMap((rank) => files.map((f) => cells[rank * n + f]));
      }
      if (pins) {
        for (const k of [1, 2]) {
          if (j + k <= n && sameHeaps([...rest, j, n - j - k], t)) return [...drawn.querySelectorAll('.token')].slice(j, j + k);
        }
      } else if (!pawns && sameHeaps([...rest, j], t)) {
        return [...drawn.querySelectorAll('.token')].slice(j).reverse();
      }
    }
  }
  return [];
}

// Draws position into container; onMove(index, shown) makes the engine's option index once the
// promise `shown` (the taken counters sliding away; undefined for pictures that do not
// animate) has resolved; say(text) reports a click that is no move.
export function drawBoard(container, position, options, { onMove, say, enabled }) {
  container.replaceChildren();
  const h = heapsOf(position);
  if (h && PAWNS.has(h.ruleset)) {
    if (h.heaps.length > 8 || h.heaps.some((n) => n > 30)) return false;
    drawPawns(container, h.heaps, options, { onMove, say, enabled });
    return true;
  }
  if (h && h.heaps.length <= 8 && h.heaps.every((n) => n <= 30)) {
    const pins = PINS.has(h.ruleset);
    let pairs = false;
    if (pins) {
      const box = el('input', { type: 'checkbox', id: 'pairs' });
      box.addEventListener('change', () => { pairs = box.checked; });
      container.append(el('div', { class: 'row' }, el('label', { class: 'check' }, box,
        el('span', { text: ' Knock down two neighbouring pins (the clicked one and the next)' }))));
    }
    h.heaps.forEach((n, i) => {
      const row = el('div', { class: `heap ${pins ? 'pins' : 'stones'}`, role: 'group', 'aria-label': `heap ${i + 1} of ${n}`, 'data-heap': i + 1 });
      for (let j = 0; j < n; j++) {
        const label = pins ? `knock down pin ${j + 1} of heap ${i + 1}` : `take stone ${j + 1} and every stone after it from heap ${i + 1}`;
        row.append(el('button', {
          type: 'button', class: 'token', 'aria-label': label, disabled: !enabled,
          onclick: () => {
            const rest = h.heaps.filter((_, k) => k !== i);
            // Stones: leave j of them. Pins: knock down pin j (and j + 1), splitting the row.
            const next = pins ? [...rest, j, n - j - (pairs ? 2 : 1)] : [...rest, j];
            const index = pins && pairs && j === n - 1 ? -1 : optionWithHeaps(options, next);
            if (index < 0) { say('That is not a move of this game.'); return; }
            // The counters taken slide away first (none with reduced motion), then the move.
            const tokens = [...row.querySelectorAll('.token')];
            const gone = pins ? tokens.slice(j, j + (pairs ? 2 : 1)) : tokens.slice(j);
            container.querySelectorAll('button').forEach((b) => { b.disabled = true; });
            onMove(index, takeAway(pins ? gone : gone.reverse()));
          },
        }));
      }
      container.append(row);
    });
    return true;
  }
  const w = WYTHOFF.exec(position);
  if (w) {
    const x = Number(w[1]), y = Number(w[2]);
    if (x > 15 || y > 15) return false;
    const grid = el('div', { class: 'wythoff', role: 'grid', 'aria-label': `Wythoff's board, the queen at (${x}, ${y})` });
    grid.style.gridTemplateColumns = `repeat(${x + 1}, 1.9rem)`;
    for (let b = y; b >= 0; b--) {
      for (let a = 0; a <= x; a++) {
        const queen = a === x && b === y;
        const i = options.findIndex((o) => o.to === `wythoff:(${a},${b})`);
        grid.append(el('button', {
          type: 'button', class: queen ? 'square queen' : i >= 0 ? 'square reach' : 'square',
          'aria-label': queen ? `the queen at (${a}, ${b})` : `move the queen to (${a}, ${b})`,
          disabled: !enabled || queen,
          onclick: () => (i >= 0 ? onMove(i) : say('The queen moves left, down or diagonally down-left only.')),
        }, queen ? '♛' : ''));
      }
    }
    container.append(grid);
    return true;
  }
  const draw = { onMove, say, enabled };
  return drawCoins(container, position, options, draw) || drawHackenbush(container, position, options, draw)
    || drawGraph(container, position, options, draw);
}

// Dawson's chess: each heap of 0.137 is a 3 × n board of live files, White's pawns on the first
// rank and Black's on the third. Pushing a pawn in file j forces the captures that kill files
// j − 1 to j + 1 (Berlekamp, Conway and Guy, Winning Ways ch. 4: the game is 0.137), so the board
// splits into the files left of j − 1 and right of j + 1.
function drawPawns(container, heaps, options, { onMove, say, enabled }) {
  container.append(el('p', { class: 'muted', text: 'Push a pawn: the captures that must follow take its file and the files beside it off the board.' }));
  heaps.forEach((n, i) => {
    const grid = el('div', { class: 'pawns', role: 'group', 'aria-label': `board ${i + 1}: 3 rows of ${n} files`, 'data-heap': i + 1 });
    grid.style.gridTemplateColumns = `repeat(${n}, 1.9rem)`;
    for (const rank of ['black', 'empty', 'white']) {
      for (let j = 0; j < n; j++) {
        if (rank === 'black') grid.append(el('span', { class: 'cell', text: '♟', 'aria-hidden': 'true' }));
        else if (rank === 'empty') grid.append(el('span', { class: 'cell', 'aria-hidden': 'true' }));
        else {
          grid.append(el('button', {
            type: 'button', class: 'cell pawn', text: '♙', disabled: !enabled,
            'aria-label': `push the pawn on file ${j + 1} of board ${i + 1}`, 'data-file': j + 1,
            onclick: () => {
              const rest = heaps.filter((_, k) => k !== i);
              const index = optionWithHeaps(options, [...rest, Math.max(0, j - 1), Math.max(0, n - j - 2)]);
              if (index < 0) say('That is not a move of this game.');
              else onMove(index);
            },
          }));
        }
      }
    }
    container.append(grid);
  });
}
