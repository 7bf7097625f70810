// Chapter 11: coin-turning games. A row of coins set up by pressing them, its value asked of the
// engine and checked against the learner's answer, each single head's value (the theorem: the
// row is the nim-sum of its heads), a winning move, and the losing rows as a linear code
// (/api/lexicode). Every number comes from the engine.
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { complete } from '../lib/progress.js';

header('coins');
const errorBox = document.getElementById('error');
const rowBox = document.getElementById('row');
const rulesetInput = document.getElementById('ruleset');
const nInput = document.getElementById('n');
const feedback = document.getElementById('feedback');
const moveText = document.getElementById('move');
// At most k coins turned, for the rulesets whose losing rows are a lexicode of distance k + 1.
const atMost = { 'turning-turtles': 2, 'mock-turtles': 3, moebius: 5, mogul: 7 };

let coins = [];         // true for heads, coin 0 first
let singles = null;     // each coin's value alone, once asked
let revealed = false;
// The coins' values and a winning move (whose explanation names the row's value) are offered
// once the learner has answered for this row, as Nim in binary offers its winning move.
let tried = false;
function offer() {
  document.getElementById('reveal').disabled = !tried;
  document.getElementById('hint').disabled = !tried;
}

const spelling = () => `${rulesetInput.value}:${coins.map((h) => (h ? 'H' : 'T')).join('')}`;

function save() {
  setParams({ ruleset: rulesetInput.value, row: coins.map((h) => (h ? 'H' : 'T')).join(''), values: revealed });
}

function render() {
  rowBox.replaceChildren(...coins.map((h, i) => el('div', { class: 'coin-cell' },
    el('button', {
      type: 'button', class: `coin ${h ? 'heads' : 'tails'}`, 'aria-pressed': String(h), 'data-coin': i,
      'aria-label': `Coin ${i}: ${h ? 'heads' : 'tails'}`, text: h ? 'H' : 'T',
      onclick: () => { coins[i] = !coins[i]; changed(); },
    }),
    el('span', { class: 'coin-n', text: String(i) }),
    el('span', { class: 'coin-value', 'data-coin': i, text: revealed && singles ? `${singles[i]}` : '' }))));
}

function changed() {
  feedback.textContent = '';
  moveText.textContent = '';
  rowBox.querySelectorAll('.turn').forEach((b) => b.classList.remove('turn'));
  save();
  render();
}

// Each coin's value alone: the row with that one head, asked of the engine.
async function singleValues() {
  if (singles) return singles;
  const n = coins.length;
  const rows = [...Array(n).keys()].map((i) => `${rulesetInput.value}:${'T'.repeat(i)}H`);
  singles = (await Promise.all(rows.map((expr) => api('value', { expr })))).map((r) => r.value);
  return singles;
}

async function check() {
  const guess = document.getElementById('guess').value.trim();
  try {
    const r = await api('value', { expr: spelling() });
    showError(errorBox, null);
    const heads = coins.map((h, i) => (h ? i : -1)).filter((i) => i >= 0);
    if (!/^\d+$/.test(guess)) {
      feedback.textContent = 'Type a natural number first: your answer, then the check.';
      return;
    }
    tried = true;
    offer();
    if (Number(guess) === r.value) {
      const values = await singleValues();
      complete('coins', 'right-answer');
      feedback.replaceChildren(el('span', { class: 'ok', text: 'Right. ' }),
        heads.length ? `The heads at coins ${heads.join(', ')} are worth ${heads.map((i) => values[i]).join(' ⊕ ')} = ${r.value}.`
          : 'No heads: no move, value 0.',
        r.value === 0 ? ' A losing row for the player to move.' : ' The player to move wins by making it 0.');
    } else {
      feedback.replaceChildren(el('span', { class: 'bad', text: 'Not quite. ' }),
        revealed ? 'XOR the values shown under the heads (in binary, column by column).'
          : 'Find each head\'s value alone (a row with only that head), then XOR them: press "Show each coin\'s value".');
    }
  } catch (err) { showError(errorBox, err); }
}

async function reveal() {
  revealed = !revealed;
  document.getElementById('reveal').setAttribute('aria-pressed', String(revealed));
  document.getElementById('reveal').textContent = revealed ? 'Hide the coins\' values' : 'Show each coin\'s value';
  try {
    if (revealed) await singleValues();
    showError(errorBox, null);
  } catch (err) { showError(errorBox, err); revealed = false; }
  save();
  render();
}

async function hint() {
  try {
    const r = await api('moves', { expr: spelling() });
    showError(errorBox, null);
    rowBox.querySelectorAll('.turn').forEach((b) => b.classList.remove('turn'));
    if (!r.moves.length) {
      moveText.textContent = 'No move wins here: the row is worth 0, and every move makes it non-zero.';
      return;
    }
    const m = r.moves[0];
    const to = m.to.slice(m.to.lastIndexOf(':') + 1);
    coins.forEach((h, i) => {
      if ((to[i] === 'H') !== h) rowBox.querySelector(`.coin[data-coin="${i}"]`)?.classList.add('turn');
    });
    moveText.textContent = `Winning move: ${m.explanation} (the coins to turn are marked).`;
  } catch (err) { showError(errorBox, err); }
}

async function code(n, d) {
  const summary = document.getElementById('code-summary');
  const words = document.getElementById('words');
  summary.textContent = 'Asking the engine…';
  words.replaceChildren();
  try {
    const r = await api('lexicode', { n, d, words: n <= 12 });
    showError(errorBox, null);
    const weights = Object.entries(r.weights).sort((a, b) => Number(a[0]) - Number(b[0]));
    summary.textContent = `Length ${r.n}, distance ${r.d}: ${r.size} losing rows, a code of dimension ${r.dimension}. ` +
      `Heads per row: ${weights.map(([w, c]) => `${c} with ${w}`).join(', ')}.`;
    for (const w of r.words || []) {
      const row = [...w].reverse().map((b) => (b === '1' ? 'H' : 'T')).join('');  // coordinate N−1 first
      words.append(el('button', { type: 'button', class: 'mono', text: row, 'aria-label': `Load the losing row ${row}`,
        onclick: () => {
          rulesetInput.value = Object.keys(atMost).find((k) => atMost[k] === d - 1);
          coins = [...row].map((c) => c === 'H');
          nInput.value = coins.length;
          singles = null;
          changed();
        } }));
    }
  } catch (err) {
    summary.textContent = '';
    showError(errorBox, err);
  }
}

function newRow(fromUrl = false) {
  const n = Math.max(2, Math.min(24, Math.round(Number(nInput.value)) || 10));
  nInput.value = n;
  const kept = fromUrl ? getParam('row', '') : '';
  coins = /^[HT]{2,24}$/.test(kept) ? [...kept].map((c) => c === 'H')
    : Array.from({ length: n }, () => Math.random() < 0.4);
  nInput.value = coins.length;
  singles = null;
  tried = false;
  if (revealed) reveal();
  offer();
  changed();
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); newRow(); });
rulesetInput.addEventListener('change', () => { singles = null; revealed = false; changed(); });
document.getElementById('check').addEventListener('click', check);
document.getElementById('guess').addEventListener('keydown', (e) => { if (e.key === 'Enter') check(); });
document.getElementById('reveal').addEventListener('click', reveal);
document.getElementById('hint').addEventListener('click', hint);
document.getElementById('hamming').addEventListener('click', () => code(7, 3));
document.getElementById('golay').addEventListener('click', () => code(24, 8));

if (atMost[getParam('ruleset', '')] || ['twins', 'ruler'].includes(getParam('ruleset', ''))) rulesetInput.value = getParam('ruleset');
newRow(true);
if (getParam('values', '') === '1') { tried = true; offer(); reveal(); }
