// Chapter 12: misère play. Bouton's rule beside normal Nim, Kayles' normal and misère values and
// genera, the Kayles row of 5 against the Nim heap of 4 in misère sums, and the genus of any
// position. Every figure is the engine's (/api/outcome, /api/moves, /api/seq, /api/genus).
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';

header('misere');
const errorBox = document.getElementById('error');
const kMaxHeap = 12;
// "4^146" drawn as 4 with the exponent raised.
const genusParts = (g) => {
  const [base, exponent] = g.split('^');
  return [base, el('sup', { text: exponent })];
};
const words = { P: 'P: the player to move loses', N: 'N: the player to move wins' };

async function compareNim() {
  const heaps = document.getElementById('heaps').value.trim();
  setParams({ heaps });
  document.getElementById('nim-move-text').textContent = '';
  const expr = `nim:${heaps}`;
  try {
    const [normal, misere] = await Promise.all([api('outcome', { expr }), api('outcome', { expr, misere: true })]);
    showError(errorBox, null);
    document.getElementById('nim-normal').textContent = `${words[normal.outcome]} (${normal.method})`;
    document.getElementById('nim-misere').textContent = `${words[misere.outcome]} (${misere.method})`;
  } catch (err) { showError(errorBox, err, document.getElementById('heaps')); }
}

async function nimMove() {
  const expr = `nim:${document.getElementById('heaps').value.trim()}`;
  try {
    const r = await api('moves', { expr, misere: true });
    showError(errorBox, null);
    document.getElementById('nim-move-text').textContent = r.moves.length
      ? `${r.moves[0].to}: ${r.moves[0].explanation}.` : 'No move wins: every move loses against best misère play.';
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
    el('tr', {}, el('th', { text: 'beside nim:k, k =' }), ...ks.map((k) => el('th', { scope: 'col', text: String(k) }))),
    ...[['kayles:5', a], ['nim:4', b]].map(([g, outs]) => el('tr', {}, el('th', { scope: 'row', text: g }),
      ...ks.map((k) => el('td', { class: differ.includes(k) ? 'differ' : '', text: outs[k].outcome,
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

document.getElementById('nim-setup').addEventListener('submit', (e) => { e.preventDefault(); compareNim(); });
document.getElementById('nim-move').addEventListener('click', nimMove);
document.getElementById('genus-setup').addEventListener('submit', (e) => { e.preventDefault(); genus(); });
document.getElementById('heaps').value = getParam('heaps', '1,1,4');
document.getElementById('genus-expr').value = getParam('genus', 'kayles:5');
compareNim();
kayles().catch((err) => showError(errorBox, err));
pair().catch((err) => showError(errorBox, err));
genus();
