// Play any impartial game to the end: against Robo at three levels or a friend, with undo, redo,
// play again, the moves kept in the URL, the moves coloured on request and the value history
// drawn when the game ends. Every option, value and winning move comes from the API
// (/api/options for the moves and their Grundy values, /api/moves for misère play's winning
// moves); the page only keeps the log.
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { drawBoard, takenBy } from '../lib/board.js';
import { takeAway } from '../lib/animate.js';
import { gameWords } from '../lib/game-words.js';
import { complete } from '../lib/progress.js';
import { pnLegend } from '../lib/pn-legend.js';

header('play');

const $ = (id) => document.getElementById(id);
const game = $('game'), exprInput = $('expr'), opponent = $('opponent'), misereBox = $('misere');
const colourBox = $('colour');

// The game: where it started, the moves made (indices into each position's option list, which
// the engine lists in a fixed order), and the moves undone (for redo).
let start = '';
let played = [];  // [{index, to, move, by, value}]
let undone = [];
let current = null;  // the current position's /api/options answer
let winning = null;  // the set of positions (`to`) that win, for the current position
let busy = false;
// Where the keyboard's focus goes once the position after a move is drawn: back to the board or
// to the move list, whichever the learner moved from (null: leave it where it is).
let focusAfter = null;
// Whether the page is waiting for the engine, also as <body data-busy> for tests and styles.
function setBusy(v) {
  busy = v;
  document.body.dataset.busy = v ? '1' : '0';
}

const robo = () => opponent.value !== 'friend';
const level = () => Number(opponent.value);
const misere = () => misereBox.checked;
const mover = (ply) => (robo() ? (ply % 2 === 0 ? 'You' : 'Robo') : (ply % 2 === 0 ? 'Player 1' : 'Player 2'));
const position = () => (played.length ? played[played.length - 1].to : start);

function saveUrl() {
  const q = new URLSearchParams({ expr: start, vs: opponent.value });
  if (misere()) q.set('misere', '1');
  if (played.length) q.set('moves', played.map((m) => m.index).join('.'));
  history.replaceState(null, '', `?${q}`);
}

// The winning options of the current position: in normal play those of value 0 (to a
// P-position); in misère play the engine's winning moves.
async function loadPosition() {
  current = await api('options', { expr: position() });
  if (misere()) {
    const m = await api('moves', { expr: position(), misere: true });
    winning = new Set(m.moves.map((x) => x.to));
    if (m.outcome) misereOutcomes.set(position(), m.outcome);
  } else {
    winning = new Set(current.options.filter((o) => o.value === 0).map((o) => o.to));
  }
}

function outcomeWords() {
  const n = current.options.length;
  const ply = played.length;
  if (n === 0) {
    // Normal play: who cannot move loses. Misère: who cannot move wins.
    const stuck = mover(ply);
    const other = mover(ply + 1);
    const winner = misere() ? stuck : other;
    const verb = winner === 'You' ? 'you win' : `${winner} wins`;
    if (winner === 'You') complete('play', 'win');
    return `No move is left for ${stuck === 'You' ? 'you' : stuck}: ${verb}` +
      ` (${misere() ? 'misère play: whoever cannot move wins' : 'normal play: whoever cannot move loses'}).`;
  }
  const who = mover(ply);
  const hint = winning.size ? 'a winning move exists' : 'every move loses against perfect play';
  return `${who === 'You' ? 'Your' : `${who}'s`} move. ${colourBox.checked ? `Here ${hint}.` : ''}`;
}

// A coin move's text ends with the values it turns and the nim-sum they leave, which gives the
// winning move away; shown only with the colours (the learner's request).
const hideWorth = (text) => text.replace(/ \(worth [^)]*\), so the heads' values nim-sum to \d+$/, '');

function render() {
  $('position').textContent = position();
  $('status').textContent = outcomeWords();
  const list = $('moves');
  list.replaceChildren();
  const yourTurn = !robo() || played.length % 2 === 0;
  // Robo's last move is said under the board (its pieces were seen going), until the next move.
  const last = played[played.length - 1];
  $('board-note').textContent = last?.by === 'Robo' ? `Robo: ${gameWords(last.move, played.length > 1 ? played[played.length - 2].to : start)}.` : '';
  drawBoard($('board'), position(), current.options, {
    onMove: async (i, shown) => {
      focusAfter = 'board';
      setBusy(true);
      await shown;
      move(i);
    },
    say: (text) => { $('board-note').textContent = text; },
    enabled: !busy && yourTurn,
  });
  current.options.forEach((o, i) => {
    const wins = winning.has(o.to);
    const b = el('button', {
      type: 'button',
      class: colourBox.checked ? (wins ? 'move win' : 'move lose') : 'move',
      disabled: busy || !yourTurn,
      onclick: () => { focusAfter = 'list'; move(i); },
    }, gameWords(colourBox.checked ? o.move : hideWorth(o.move), position()));
    if (colourBox.checked) {
      b.setAttribute('aria-label', `${gameWords(o.move, position())} (${wins ? 'wins' : 'loses'})`);
      b.append(el('span', { class: 'muted', text: ` → ${o.to}${misere() ? '' : `, value ${o.value}`}` }),
        el('strong', { text: wins ? ' ✓ wins' : ' ✗ loses' }));
    }
    list.append(el('li', {}, b));
  });
  if (current.options.length === 0) list.append(el('li', { class: 'muted', text: 'No move is left.' }));
  if (current.truncated) list.append(el('li', { class: 'muted', text: 'More moves exist than are listed.' }));
  $('log').replaceChildren(...played.map((m, k) => el('li', { text: `${mover(k)}: ${gameWords(m.move, k ? played[k - 1].to : start)} → ${m.to}` })));
  $('undo').disabled = busy || played.length === 0;
  $('redo').disabled = busy || undone.length === 0;
  drawChart();
  restoreFocus(yourTurn);
}

// Redrawing replaces the buttons, and the focused one with them: without this the focus would
// fall back to <body>. While Robo thinks it waits on the moves' heading; then it goes to the first
// move of the board or the list (whichever was used), or to Play again when the game is over.
function restoreFocus(yourTurn) {
  if (!focusAfter) return;
  if (document.activeElement && document.activeElement !== document.body &&
      document.activeElement.isConnected && !document.activeElement.disabled &&
      !$('moves-heading').contains(document.activeElement)) return;
  if (current.options.length === 0) {
    focusAfter = null;
    $('again').focus();
    return;
  }
  if (busy || !yourTurn) {
    $('moves-heading').focus();
    return;
  }
  const onBoard = focusAfter === 'board' && $('board').querySelector('button:not([disabled]), [tabindex="0"]');
  (onBoard || $('moves').querySelector('button.move:not([disabled])') || $('moves-heading')).focus();
  focusAfter = null;
}

// The history of the game when it ends. Normal play: the Grundy value of the position after each
// move (from the API); a winning player keeps handing over 0. Misère play: Grundy values do not
// say who wins, so the chart shows each position's misère outcome (the API's misère search):
// P where the player who just moved is winning, N where the player to move is; the last
// position, with no move left, is N, because in misère play the player who cannot move wins.
const misereOutcomes = new Map();  // position -> misère outcome, from /api/moves or /api/outcome
let chartRun = 0;

async function drawChart() {
  const fig = $('chart-figure');
  const done = current.options.length === 0;
  const run = ++chartRun;
  if (!done || played.length === 0) {
    fig.hidden = true;
    return;
  }
  const positions = [start, ...played.map((m) => m.to)];
  let values, labels, good, what;
  if (misere()) {
    try {
      for (const p of positions) {
        if (!misereOutcomes.has(p)) misereOutcomes.set(p, (await api('outcome', { expr: p, misere: true })).outcome);
      }
    } catch (err) {
      if (run === chartRun) showError($('error'), err);
      return;
    }
    if (run !== chartRun) return;
    labels = positions.map((p) => misereOutcomes.get(p));
    values = labels.map((o) => (o === 'P' ? 0 : 1));
    good = labels.map((o) => o === 'P');
    what = 'Misère outcome';
  } else {
    values = [startValue, ...played.map((m) => m.value)];
    labels = values.map(String);
    good = values.map((v) => v === 0);
    what = 'Grundy value';
  }
  const w = 360, h = 160, pad = 28;
  const max = Math.max(1, ...values);
  const x = (i) => pad + (i * (w - 2 * pad)) / Math.max(1, values.length - 1);
  const y = (v) => h - pad - (v * (h - 2 * pad)) / max;
  const pts = values.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  const dots = values.map((v, i) =>
    `<circle cx="${x(i)}" cy="${y(v)}" r="4" class="${good[i] ? 'zero' : 'nonzero'}"><title>after move ${i}: ${misere() ? 'outcome' : 'value'} ${labels[i]}</title></circle>`).join('');
  const ticks = (misere() ? [[0, 'P'], [1, 'N']] : [[0, '0'], [max, String(max)]])
    .map(([v, t]) => `<text x="${pad - 6}" y="${y(v) + 4}" text-anchor="end">${t}</text>`).join('');
  $('chart').innerHTML = `<svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${what} after each move: ${labels.join(', ')}" class="value-chart">
    <line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" class="axis"/>
    <line x1="${pad}" y1="${pad}" x2="${pad}" y2="${h - pad}" class="axis"/>
    ${ticks}<text x="${w / 2}" y="${h - 6}" text-anchor="middle">move</text>
    <polyline points="${pts}" class="line"/>${dots}</svg>`;
  $('chart-caption').textContent = misere()
    ? `The misère outcome after each move: ${labels.join(', ')}. In misère play the player who cannot ` +
      'move wins, so the final position, with no move left, is an N-position: the player to move ' +
      'there has won. A P-position (blue) is one the player who just moved is winning; the ' +
      'Grundy values of normal play do not tell them apart.'
    : `The Grundy value after each move: ${labels.join(', ')}. ` +
      'A position of value 0 is a P-position (blue): the player who left it is winning.';
  $('chart-legend').replaceChildren(pnLegend({ values: !misere() }));
  fig.hidden = false;
}

let startValue = 0;

async function refresh() {
  setBusy(true);
  try {
    await loadPosition();
    setBusy(false);
    render();
    saveUrl();
    if (robo() && played.length % 2 === 1 && current.options.length > 0) await roboMove();
  } catch (err) {
    setBusy(false);
    showError($('error'), err, exprInput);
  }
}

// Robo's choice: perfect (a winning move whenever there is one), careless (the winning move
// half the time), random.
function roboChoice() {
  const options = current.options;
  const wins = options.map((o, i) => [o, i]).filter(([o]) => winning.has(o.to)).map(([, i]) => i);
  const any = () => Math.floor(Math.random() * options.length);
  if (level() === 3 && wins.length) return wins[0];
  if (level() === 2 && wins.length && Math.random() < 0.5) return wins[0];
  return level() === 3 ? 0 : any();
}

// Robo's reply is seen on the board as the learner's own moves are: the pieces it takes slide
// away (at once with reduced motion), and the board's note says the move, before the position
// changes.
async function roboMove() {
  const i = roboChoice();
  const o = current.options[i];
  const gone = o ? takenBy($('board'), position(), o.to) : [];
  setBusy(true);  // Robo is moving: the page is not ready for the learner until it has
  if (gone.length) {
    $('board-note').textContent = `Robo: ${gameWords(o.move, position())}.`;
    await takeAway(gone);
  }
  await move(i, true);
}

async function move(i, byRobo = false) {
  const o = current.options[i];
  if (!o) return;
  played.push({ index: i, to: o.to, move: o.move, value: o.value, by: byRobo ? 'Robo' : 'you' });
  undone = [];
  await refresh();
}

async function begin(moves = []) {
  showError($('error'), null);
  start = exprInput.value.trim();
  played = [];
  undone = [];
  setBusy(true);
  try {
    // Replays a log from the URL: each index into its position's options, as listed then.
    current = await api('options', { expr: start });
    startValue = current.value;
    start = current.normalised || start;
    for (const i of moves) {
      const o = current.options[i];
      if (!o) break;
      played.push({ index: i, to: o.to, move: o.move, value: o.value });
      current = await api('options', { expr: o.to });
    }
  } catch (err) {
    setBusy(false);
    showError($('error'), err, exprInput);
    return;
  }
  await refresh();
}

game.addEventListener('change', () => {
  if (game.value) exprInput.value = game.value;
  else exprInput.focus();
});
$('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  begin();
});
$('undo').addEventListener('click', async () => {
  // Against Robo, undo takes back Robo's reply too, so it is your move again.
  const back = robo() && played.length % 2 === 0 && played.length >= 2 ? 2 : 1;
  for (let k = 0; k < back && played.length; k++) undone.push(played.pop());
  setBusy(true);
  await loadPosition().catch((err) => showError($('error'), err));
  setBusy(false);
  focusAfter = 'list';  // kept on the button pressed, or moved to the moves when it is disabled now
  render();
  saveUrl();
});
$('redo').addEventListener('click', async () => {
  const back = robo() && undone.length >= 2 ? 2 : 1;
  for (let k = 0; k < back && undone.length; k++) played.push(undone.pop());
  setBusy(true);
  await loadPosition().catch((err) => showError($('error'), err));
  setBusy(false);
  focusAfter = 'list';  // kept on the button pressed, or moved to the moves when it is disabled now
  render();
  saveUrl();
});
$('again').addEventListener('click', () => begin());
$('skip').addEventListener('click', (e) => {
  e.preventDefault();
  ($('moves').querySelector('button.move:not([disabled])') || $('moves-heading')).focus();
});
colourBox.addEventListener('change', () => current && render());

const q = new URLSearchParams(location.search);
exprInput.value = q.get('expr') || game.value;
if (q.get('vs')) opponent.value = q.get('vs');
misereBox.checked = q.get('misere') === '1';
const matching = [...game.options].find((o) => o.value === exprInput.value);
game.value = matching ? matching.value : '';
begin((q.get('moves') || '').split('.').filter((s) => s !== '').map(Number));
