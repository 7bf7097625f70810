// Chapter 12: misère play. Bouton's rule beside normal Nim, Kayles' normal and misère values and
// genera, the Kayles row of 5 against the Nim heap of 4 in misère sums, and the genus of any
// position. Every figure is the engine's (/api/outcome, /api/moves, /api/seq, /api/genus).
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { GameTree, legend } from '../lib/game-tree.js';
import { TreeData } from '../lib/game-tree-data.js';
import { fillLegends } from '../lib/pn-legend.js';

header('misere');
fillLegends();
const errorBox = document.getElementById('error');
const kMaxHeap = 12;
// "4^146" drawn as 4 with the exponent raised.
const genusParts = (g) => {
  const [base, exponent] = g.split('^');
  return [base, el('sup', { text: exponent })];
};
const words = { P: 'P: the player to move loses', N: 'N: the player to move wins' };

// The misère outcome is the learner's to predict (P or N) before it is shown; a wrong guess
// gets Bouton's rule applied to these heaps' shape (how many heaps of 2 or more), not the letter.
let misereAnswer = null;
async function compareNim() {
  const heaps = document.getElementById('heaps').value.trim();
  setParams({ heaps });
  document.getElementById('nim-move-text').textContent = '';
  document.getElementById('nim-guess-text').textContent = '';
  const expr = `nim:${heaps}`;
  try {
    const [normal, misere] = await Promise.all([api('outcome', { expr }), api('outcome', { expr, misere: true })]);
    showError(errorBox, null);
    document.getElementById('nim-normal').textContent = `${words[normal.outcome]} (${normal.method})`;
    misereAnswer = { ...misere, expr };
    showMisere(false);
  } catch (err) { showError(errorBox, err, document.getElementById('heaps')); }
}

function showMisere(shown) {
  document.getElementById('nim-misere').textContent = shown ? `${words[misereAnswer.outcome]} (${misereAnswer.method})` : '? — your guess first';
  document.getElementById('nim-guess').hidden = shown;
  document.getElementById('nim-move').disabled = !shown;
  if (shown) drawTree(misereAnswer.expr); else hideTree();
}

// The heaps' game tree in misère play (lib/game-tree.js), drawn only after the learner's right
// answer: its colours are the misère outcomes, so before that it would give the answer away.
// The root is open one level; the winning moves (to misère P-positions) are marked once the
// learner asks for the winning move.
const treeBox = document.getElementById('nim-tree');
const treeData = new TreeData({ onChange: () => paintTree(), onError: (err) => showError(errorBox, err) });
treeData.misere = true;
const picture = new GameTree(treeBox, {
  onToggle: (path) => { treeData.flip(path); paintTree(); picture.focus(path); },
  valueName: null,
});
let treeShown = false;

function paintTree() {
  if (!treeShown) return;
  const m = treeData.model();
  if (!m) return;
  picture.render(m);
  treeBox.dataset.settled = treeData.settled() ? '1' : '0';
}

function hideTree() {
  treeShown = false;
  treeData.generation += 1;  // an answer still on its way is dropped
  treeBox.classList.remove('marking');
  picture.scroll.replaceChildren();
  picture.fitHint();
  treeBox.dataset.settled = '0';
  document.getElementById('nim-tree-box').hidden = true;
}

async function drawTree(expr) {
  hideTree();
  treeData.open = new Set();
  picture.label = `Game tree of ${expr} in misère play`;
  try {
    if (!await treeData.start(expr)) return;
    document.getElementById('nim-tree-legend').replaceChildren(legend(['P', 'N']));
    document.getElementById('nim-tree-box').hidden = false;
    treeShown = true;
    paintTree();
  } catch (err) { showError(errorBox, err); }
}

function guessMisere(letter) {
  if (!misereAnswer) return;
  const out = document.getElementById('nim-guess-text');
  if (letter === misereAnswer.outcome) {
    out.textContent = `Right: ${letter}, as the engine's misère search says.`;
    showMisere(true);
    return;
  }
  const heaps = document.getElementById('heaps').value.split(/[\s,]+/).filter(Boolean).map(Number);
  const big = heaps.filter((h) => h >= 2).length;
  out.textContent = `Not ${letter}. ` + (big === 0
    ? 'Only 1-heaps (or none) are left: each move takes one, so count them and see who must take the last.'
    : 'While some heap has 2 or more, Bouton\'s rule says misère Nim is decided as normal Nim is (the nim-sum), except in the endgame where one move can leave only 1-heaps: there, count the 1-heaps you could leave.');
}

async function nimMove() {
  const expr = `nim:${document.getElementById('heaps').value.trim()}`;
  try {
    const r = await api('moves', { expr, misere: true });
    showError(errorBox, null);
    document.getElementById('nim-move-text').textContent = r.moves.length
      ? `${r.moves[0].to}: ${r.moves[0].explanation}.` : 'No move wins: every move loses against best misère play.';
    treeBox.classList.add('marking');
    paintTree();  // the labels say "a winning move" now
  } catch (err) { showError(errorBox, err); }
}

async function kayles() {
  const [normal, misere, genus] = await Promise.all([api('seq', { ruleset: 'kayles', n: kMaxHeap }),
    api('seq', { ruleset: 'kayles', n: kMaxHeap, misere: true }), api('seq', { ruleset: 'kayles', n: kMaxHeap, genus: true })]);
  const table = document.getElementById('kayles');
  const row = (label, cells) => el('tr', {}, el('th', { scope: 'row', text: label }), ...cells.map((c) => el('td', { text: String(c) })));
  table.replaceChildren(el('caption', { class: 'sr-only', text: 'Kayles: normal values, misère values and genera' }),
    row('pins n', [...Array(kMaxHeap + 1).keys()]), row('G(n)', normal.values), row('G⁻(n)', misere.values),
    el('tr', {}, el('th', { scope: 'row', text: 'genus' }), ...genus.genera.map((g) => el('td', { 'data-genus': g, 'aria-label': g }, ...genusParts(g)))));
}

// kayles:5 and nim:4 beside each Nim heap k: the misère outcome of each sum.
async function pair() {
  const ks = [...Array(8).keys()];
  const ask = (g) => Promise.all(ks.map((k) => api('outcome', { expr: `${g} + nim:${k}`, misere: true })));
  const [a, b] = await Promise.all([ask('kayles:5'), ask('nim:4')]);
  const table = document.getElementById('pair');
  const differ = ks.filter((k) => a[k].outcome !== b[k].outcome);
  table.replaceChildren(el('caption', { class: 'sr-only', text: 'Misère outcomes of kayles:5 and nim:4 beside a Nim heap' }),
    el('tr', {}, el('th', { class: 'wide', text: 'beside nim:k, k =' }), ...ks.map((k) => el('th', { scope: 'col', text: String(k) }))),
    ...[['kayles:5', a], ['nim:4', b]].map(([g, outs]) => el('tr', {}, el('th', { scope: 'row', text: g }),
      ...ks.map((k) => el('td', { class: `${outs[k].outcome}${differ.includes(k) ? ' differ' : ''}`, text: outs[k].outcome,
        'aria-label': `${g} + nim:${k} in misère play: ${outs[k].outcome}${differ.includes(k) ? ', differs' : ''}` })))));
  document.getElementById('pair-summary').textContent = differ.length
    ? `They differ beside k = ${differ.join(' and ')} (marked): the same Grundy value, different misère games.`
    : 'They agree on every k shown.';
}

async function genus() {
  const expr = document.getElementById('genus-expr').value.trim();
  setParams({ genus: expr });
  try {
    const r = await api('genus', { expr });
    showError(errorBox, null);
    document.getElementById('genus').replaceChildren(el('code', { class: 'value', 'data-genus': r.genus }, ...genusParts(r.genus)),
      `: normal value ${r.normal}, misère value ${r.misere}; the misère values beside 0, 1, 2, … copies of *2 are ` +
      `${r.exponent.join(', ')}, then alternate for ever. ${r.tame ? 'Tame.' : 'Not tame.'}`);
  } catch (err) { showError(errorBox, err, document.getElementById('genus-expr')); }
}

// The misère quotient of a heap game (/api/quotient): its multiplication table, P-portion and
// pretending function; a sum's prediction is checked against /api/outcome in misère play.
let quotient = null;
async function showQuotient() {
  const ruleset = document.getElementById('quotient-ruleset').value.trim();
  setParams({ quotient: ruleset });
  document.getElementById('qsum-hint').textContent = '';
  try {
    const q = await api('quotient', { ruleset, max_heap: 30 });
    showError(errorBox, null);
    quotient = q;
    const inP = new Set(q.p_portion);
    const proof = q.period ? `period ${q.period.period} from heap ${q.period.preperiod}, proved at heap ${q.max_heap}`
      : `no period proved by heap ${q.max_heap}, so this is Q_${q.max_heap}`;
    document.getElementById('quotient-summary').replaceChildren(`${q.ruleset}: order ${q.order}, `,
      el('code', { text: q.presentation.text }), `, P-portion {${q.p_portion.join(', ')}}; ${proof}.`);
    const head = el('tr', {}, el('th', { text: '·' }), ...q.elements.map((e) => el('th', { scope: 'col', text: e })));
    const rows = q.product.map((row, x) => el('tr', {}, el('th', { scope: 'row', text: q.elements[x] }),
      ...row.map((k, y) => {
        const name = q.elements[k];
        return el('td', { class: inP.has(name) ? 'in-p' : 'in-n', text: name,
          'aria-label': `${q.elements[x]} times ${q.elements[y]} is ${name}, ${inP.has(name) ? 'in the P-portion' : 'outside the P-portion'}` });
      })));
    document.getElementById('quotient-table').replaceChildren(
      el('caption', { class: 'sr-only', text: `The misère quotient of ${q.ruleset}: multiplication table` }), head, ...rows);
    const heaps = q.pretending.map((_, n) => n);
    document.getElementById('pretending').replaceChildren(
      el('caption', { class: 'sr-only', text: 'The class of each heap (the pretending function)' }),
      el('tr', {}, el('th', { scope: 'row', text: 'heap n' }), ...heaps.map((n) => el('td', { text: String(n) }))),
      el('tr', {}, el('th', { scope: 'row', text: 'class' }), ...q.pretending.map((c) => el('td', { text: c }))));
  } catch (err) { quotient = null; showError(errorBox, err, document.getElementById('quotient-ruleset')); }
}

// The class of a sum of heaps, multiplied out in the engine's table (heaps past the table follow
// the proved period).
function classOf(q, heaps) {
  let product = 0;
  const steps = [];
  for (const n of heaps) {
    let h = n;
    if (h > q.max_heap && q.period) h = q.period.preperiod + ((h - q.period.preperiod) % q.period.period);
    if (h > q.max_heap) return null;
    steps.push(q.pretending[h]);
    product = q.product[product][q.elements.indexOf(q.pretending[h])];
  }
  return { name: q.elements[product], steps };
}

async function predict(guess) {
  const hint = document.getElementById('qsum-hint');
  const text = document.getElementById('qsum-heaps').value.trim();
  if (!quotient) return;
  const heaps = text.split(',').map((t) => Number(t.trim()));
  if (!text || heaps.some((h) => !Number.isInteger(h) || h < 0)) {
    hint.textContent = 'Write the heaps as whole numbers separated by commas, e.g. 2,5,5.';
    return;
  }
  try {
    const expr = heaps.map((h) => `${quotient.ruleset}:${h}`).join(' + ');
    const r = await api('outcome', { expr, misere: true });
    showError(errorBox, null);
    const c = classOf(quotient, heaps);
    const why = c ? `the classes ${c.steps.join(' · ')} multiply to ${c.name}, which is ${quotient.p_portion.includes(c.name) ? '' : 'not '}in the P-portion`
      : 'a heap lies past the table';
    if (guess === r.outcome) {
      hint.textContent = `Right: ${r.outcome}. ${why[0].toUpperCase()}${why.slice(1)}; /api/outcome says ${r.outcome} too (${r.method}).`;
    } else {
      hint.textContent = `Not quite. Look up each heap's class in the row under the table, multiply them in the table, and see whether the product is shaded.`;
    }
  } catch (err) { showError(errorBox, err, document.getElementById('qsum-heaps')); }
}

document.getElementById('quotient-setup').addEventListener('submit', (e) => { e.preventDefault(); showQuotient(); });
document.getElementById('qsum-setup').addEventListener('submit', (e) => e.preventDefault());
for (const b of document.querySelectorAll('#qsum-setup button[data-guess]')) {
  b.addEventListener('click', () => predict(b.dataset.guess));
}
document.getElementById('nim-setup').addEventListener('submit', (e) => { e.preventDefault(); compareNim(); });
document.getElementById('nim-move').addEventListener('click', nimMove);
for (const b of document.querySelectorAll('#nim-guess button')) b.addEventListener('click', () => guessMisere(b.dataset.guess));
document.getElementById('genus-setup').addEventListener('submit', (e) => { e.preventDefault(); genus(); });
document.getElementById('heaps').value = getParam('heaps', '1,1,4');
document.getElementById('genus-expr').value = getParam('genus', 'kayles:5');
compareNim();
kayles().catch((err) => showError(errorBox, err));
pair().catch((err) => showError(errorBox, err));
genus();
document.getElementById('quotient-ruleset').value = getParam('quotient', '0.75');
showQuotient();
