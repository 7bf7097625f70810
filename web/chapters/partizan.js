// Chapter 10: partizan games. The Cram/Domineering comparison, an evaluator over /api/canonical
// and /api/thermograph, and a Domineering board to draw. The position lives in the URL (?expr=).
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { thermographSvg } from '../lib/thermograph.js';

header('partizan');
const errorBox = document.getElementById('error');
const exprInput = document.getElementById('expr');
const rowsInput = document.getElementById('rows');
const colsInput = document.getElementById('cols');
const grid = document.getElementById('board');
const analysis = document.getElementById('analysis');
const MAX = 5;  // rows or columns
// At most 16 squares (4 × 4, 5 × 3): a full 5 × 5 board takes 1.2 s of CPU, which on a busy
// machine runs past the server's default budget of 2 s; 4 × 4 takes a fifth of a second.
const MAX_SQUARES = 16;

const words = {
  L: 'Left wins, whoever moves first',
  R: 'Right wins, whoever moves first',
  P: 'the player to move loses (the second player wins)',
  N: 'the player to move wins (the first player wins)',
};

async function fillComparison() {
  for (const p of document.querySelectorAll('#compare [data-expr]')) {
    try {
      const r = await api('canonical', { expr: p.dataset.expr });
      p.replaceChildren('Canonical form ', el('code', { class: 'value', text: r.canonical }),
        `, outcome ${r.outcome}: `, el('strong', { class: 'nimber', text: r.is_nimber ? 'a nimber' : 'not a nimber' }), '.');
    } catch (err) {
      p.replaceChildren(el('span', { class: 'bad', text: err.message }));
    }
  }
}

function optionList(list, options, who) {
  list.replaceChildren();
  if (!options.length) list.append(el('li', { class: 'muted', text: `none: ${who} cannot move` }));
  for (const o of options) {
    const a = el('a', { href: `?expr=${encodeURIComponent(o)}`, 'aria-label': `Evaluate ${who}'s option ${o}` },
      el('code', { text: o }));
    a.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;  // a new tab or window
      event.preventDefault();
      // A history entry per option opened, so Back returns to the game it was opened from.
      history.pushState(null, '', `?expr=${encodeURIComponent(o)}`);
      exprInput.value = o;
      evaluate();
      exprInput.focus();
    });
    list.append(el('li', { 'data-to': o }, a));
  }
}

const fields = ['canonical', 'outcome', 'outcome-words', 'stops', 'mean', 'temperature', 'birthday', 'atomic', 'reduced'];
let current = 0;  // the latest request wins when several are in flight

async function evaluate() {
  const expr = exprInput.value.trim();
  const mine = ++current;
  setParams({ expr });
  const out = Object.fromEntries(fields.map((id) => [id, document.getElementById(id)]));
  Object.values(out).forEach((e) => { e.textContent = '…'; });
  const lists = [document.getElementById('left-options'), document.getElementById('right-options')];
  lists.forEach((l) => l.replaceChildren());
  const thermo = document.getElementById('thermograph');
  thermo.replaceChildren();
  const boardResult = document.getElementById('board-result');
  boardResult.textContent = '';
  try {
    // One search: the canonical form first, then the thermograph of that form (short to read
    // and cheap to evaluate), so a big board is never solved twice at once.
    const r = await api('canonical', { expr });
    if (mine !== current) return;
    const t = await api('thermograph', { expr: r.canonical });
    if (mine !== current) return;
    showError(errorBox, null);
    analysis.hidden = false;
    out.canonical.textContent = r.canonical;
    out.outcome.textContent = r.outcome;
    out['outcome-words'].textContent = `— ${words[r.outcome] || r.outcome}.`;
    out.stops.textContent = `${r.left_stop}, ${r.right_stop}`;
    out.mean.textContent = r.mean;
    out.temperature.textContent = r.temperature;
    out.birthday.textContent = String(r.birthday);
    out.atomic.textContent = r.atomic_weight ?? '— (not all-small)';
    out.reduced.textContent = r.reduced_canonical_form ?? '—';
    optionList(lists[0], r.left_options, 'Left');
    optionList(lists[1], r.right_options, 'Right');
    thermo.append(thermographSvg(t, `Thermograph of ${r.canonical}: mean ${t.mean}, temperature ${t.temperature}`));
    fromSpelling(expr);
    // The answer beside the board too: on a phone the result table is a screen above it.
    if (expr.replace(/\s+/g, '') === spelling()) {
      boardResult.replaceChildren('This board: ', el('code', { text: r.canonical }), `, outcome ${r.outcome} — ${words[r.outcome] || r.outcome}. `,
        el('a', { href: '#result', text: 'All its properties' }));
    }
  } catch (err) {
    if (mine !== current) return;
    Object.values(out).forEach((e) => { e.textContent = ''; });
    showError(errorBox, err, exprInput);
    if (expr.replace(/\s+/g, '') === spelling()) boardResult.textContent = err.message;
    analysis.hidden = true;  // nothing to show but the error
  }
}

// The board: one button per square, pressed when the square is removed.
function board(cells = null, changed = colsInput) {
  let rows = clamp(rowsInput), cols = clamp(colsInput);
  if (rows * cols > MAX_SQUARES) {
    // The other side gives way to the one just changed.
    if (changed === rowsInput) cols = Math.floor(MAX_SQUARES / rows);
    else rows = Math.floor(MAX_SQUARES / cols);
    rowsInput.value = rows;
    colsInput.value = cols;
    document.getElementById('board-note').textContent = `At most ${MAX_SQUARES} squares, so ${rows} × ${cols}: ` +
      'a bigger board takes the engine longer than the server allows one request.';
  } else {
    document.getElementById('board-note').textContent = '';
  }
  grid.style.gridTemplateColumns = `repeat(${cols}, 2.4rem)`;
  grid.replaceChildren();
  grid.dataset.cols = cols;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const removed = cells ? cells[r][c] === '#' : false;
      // The label says the square's state (a screen reader reads "removed" only when it is).
      const label = (gone) => `Row ${r + 1}, column ${c + 1}: ${gone ? 'removed' : 'open'}`;
      const b = el('button', { type: 'button', class: 'square', 'aria-pressed': String(removed),
        'aria-label': label(removed) });
      b.addEventListener('click', () => {
        const gone = b.getAttribute('aria-pressed') !== 'true';
        b.setAttribute('aria-pressed', String(gone));
        b.setAttribute('aria-label', label(gone));
      });
      grid.append(b);
    }
  }
}

function clamp(input) {
  const n = Math.max(1, Math.min(MAX, Math.round(Number(input.value)) || 1));
  input.value = n;
  return n;
}

function spelling() {
  const cols = Number(grid.dataset.cols);
  const cells = [...grid.children].map((b) => (b.getAttribute('aria-pressed') === 'true' ? '#' : '.'));
  const rows = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols).join(''));
  return `domineering:${rows.join('|')}`;
}

// When the position is a Domineering board that fits, draw it.
function fromSpelling(expr) {
  const m = /^domineering:([.#|]+)$/.exec(expr.replace(/\s+/g, ''));
  if (!m) return;
  const rows = m[1].split('|');
  if (rows.length > MAX || rows[0].length > MAX || rows[0].length === 0 || rows.length * rows[0].length > MAX_SQUARES ||
    rows.some((r) => r.length !== rows[0].length)) return;
  if (expr.replace(/\s+/g, '') === spelling()) return;
  rowsInput.value = rows.length;
  colsInput.value = rows[0].length;
  board(rows);
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); evaluate(); });
document.getElementById('board-size').addEventListener('submit', (e) => { e.preventDefault(); board(); });
rowsInput.addEventListener('change', () => board(null, rowsInput));
colsInput.addEventListener('change', () => board());
document.getElementById('board-go').addEventListener('click', () => {
  exprInput.value = spelling();
  evaluate();
});
window.addEventListener('popstate', () => {
  exprInput.value = getParam('expr', '{3||2|1}');
  evaluate();
});
board();
exprInput.value = getParam('expr', '{3||2|1}');
fillComparison();
evaluate();
