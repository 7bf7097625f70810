import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { takeAway } from '../lib/animate.js';
import { fillLegends } from '../lib/pn-legend.js';

header('theorem');
fillLegends();
const errorBox = document.getElementById('error');
const grid = document.getElementById('grid');
const summary = document.getElementById('summary');

// Each check is "TERM + nim:j": the ruleset's position and a Nim heap. Rows are the ruleset's
// positions in the order the engine checked them (heaps 0 to 12, Wythoff pairs, graph nodes),
// columns the Nim heaps; a grid taller than kRowsShown is shown a page of rows at a time.
const kRowsShown = 13;
function splitCheck(position) {
  const k = position.lastIndexOf(' + nim:');
  return k < 0 ? [position, 0] : [position.slice(0, k), Number(position.slice(k + 7))];
}
const rowLabel = (term) => term.slice(term.lastIndexOf(':') + 1);

let result = null;
let page = 0;
let values = new Map();  // row position -> its Grundy value, from /api/value

function draw() {
  const rows = [];
  const byRow = new Map();
  const columns = new Set();
  for (const c of result.checks) {
    const [term, j] = splitCheck(c.position);
    if (!byRow.has(term)) { byRow.set(term, new Map()); rows.push(term); }
    byRow.get(term).set(j, c);
    columns.add(j);
  }
  const cols = [...columns].sort((a, b) => a - b);
  const pages = Math.max(1, Math.ceil(rows.length / kRowsShown));
  page = Math.min(page, pages - 1);
  const shown = rows.slice(page * kRowsShown, (page + 1) * kRowsShown);
  grid.replaceChildren(el('caption', { class: 'sr-only', text: `Outcomes of a position of ${result.subject} plus a Nim heap` }),
    el('tr', {}, el('th', { text: '+' }), el('th', { scope: 'col', class: 'g', title: 'the Grundy value of the row\'s position', text: 'G' }),
      ...cols.map((j) => el('th', { scope: 'col', text: `*${j}` }))));
  for (const term of shown) {
    // Each row's own Grundy value beside it: the sum is P exactly in the column of that nimber.
    const g = values.get(term);
    const row = el('tr', {}, el('th', { scope: 'row', title: term, text: rowLabel(term) }),
      el('td', { class: 'g', 'aria-label': `G(${term}) = ${g ?? 'unknown'}`, text: g === undefined ? '' : String(g) }));
    for (const j of cols) {
      const c = byRow.get(term).get(j);
      row.append(el('td', {
        class: c ? `${c.agrees ? 'agree' : 'disagree'} ${c.found}` : '',
        title: c ? `${c.position}: predicted ${c.predicted}, found ${c.found}` : '',
        'aria-label': c ? `${c.position}: predicted ${c.predicted}, found ${c.found}, ${c.agrees ? 'agrees' : 'DISAGREES'}` : 'not checked',
        text: c ? c.found : '',
      }));
    }
    grid.append(row);
  }
  const pager = document.getElementById('pager');
  pager.hidden = pages === 1;
  document.getElementById('page-text').textContent =
    `Rows ${page * kRowsShown + 1}–${page * kRowsShown + shown.length} of ${rows.length}`;
  document.getElementById('prev').disabled = page === 0;
  document.getElementById('next').disabled = page === pages - 1;
}

async function run() {
  const ruleset = document.getElementById('ruleset').value.trim();
  setParams({ ruleset });
  summary.textContent = 'Settling the sums…';
  grid.replaceChildren();
  document.getElementById('pager').hidden = true;
  try {
    const r = await api('verify', { expr: ruleset });
    showError(errorBox, null);
    if (r.kind !== 'ruleset') {
      summary.textContent = `"${ruleset}" is a position, not a ruleset: type a ruleset such as kayles or sub{1,3,4}. ` +
        `(The playground checks single positions.)`;
      return;
    }
    result = r;
    page = 0;
    const terms = [...new Set(r.checks.map((c) => splitCheck(c.position)[0]))];
    const got = await Promise.all(terms.map((t) => api('value', { expr: t }).then((v) => v.value, () => undefined)));
    values = new Map(terms.map((t, i) => [t, got[i]]));
    draw();
    const bad = r.total - r.agreements;
    summary.replaceChildren(el('strong', { id: 'agreements', text: `${r.agreements} agreements` }),
      ` out of ${r.total} sums of ${r.subject}. `,
      bad ? el('span', { class: 'bad', text: `${bad} disagreements, shown in red.` })
        : el('span', { class: 'ok', text: 'No disagreement: the nim-sum predicts every one.' }));
    document.getElementById('routes').replaceChildren(...(r.routes || []).map((t) => el('li', { text: t })));
    document.getElementById('routes-lead').hidden = !(r.routes || []).length;
  } catch (err) {
    summary.textContent = '';
    showError(errorBox, err);
  }
}

document.getElementById('prev').addEventListener('click', () => { page -= 1; draw(); });
document.getElementById('next').addEventListener('click', () => { page += 1; draw(); });
document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); run(); });
document.getElementById('ruleset').value = getParam('ruleset', 'kayles');
run();

// Balance a sum: a fixed sum beside a Nim heap the learner changes by taking counters (a click
// takes a counter and every one after it) or adding one. Each change is settled by /api/outcome
// (which says how it decided only once the sum is balanced); only a P answer brings in the Grundy values (/api/value), which is the
// theorem: the heap that balances the sum is the nim-sum of its parts' values. Nothing is said
// before the learner's first change.
const kBalanceSum = 'kayles:5 + sub{1,3,4}:6';
const kBalanceMax = 15;
let balanceHeap = 11;
let balanceRun = 0;
const balanceBox = document.getElementById('balance-heap');
const balanceAdd = document.getElementById('balance-add');
const balanceVerdict = document.getElementById('balance-verdict');
document.getElementById('balance-sum').textContent = kBalanceSum;

function drawBalance(focusAt = null) {
  balanceBox.setAttribute('aria-label', `The Nim heap: ${balanceHeap} counter${balanceHeap === 1 ? '' : 's'}`);
  balanceBox.dataset.heap = String(balanceHeap);
  balanceBox.replaceChildren(...Array.from({ length: balanceHeap }, (_, j) => el('button', {
    type: 'button', class: 'token', 'data-leave': String(j),
    'aria-label': `take counter ${j + 1}${j + 1 < balanceHeap ? ' and every counter after it' : ''}, leaving ${j}`,
    onclick: () => changeBalance(j, [...balanceBox.children].slice(j).reverse()),
  })));
  if (!balanceHeap) balanceBox.append(el('span', { class: 'muted', text: 'no counters left' }));
  balanceAdd.disabled = balanceHeap >= kBalanceMax;
  // The focus stays where the learner acted: on the counter now last, or on Add a counter.
  if (focusAt === 'add' || (focusAt !== null && !balanceHeap)) balanceAdd.focus();
  else if (focusAt !== null) balanceBox.children[Math.min(focusAt, balanceHeap - 1)].focus();
}

async function changeBalance(to, leaving = []) {
  const run = ++balanceRun;
  const focusAt = to > balanceHeap ? 'add' : to;
  balanceVerdict.textContent = 'Settling…';
  await takeAway(leaving);
  balanceHeap = to;
  drawBalance(focusAt);
  const expr = `${kBalanceSum} + nim:${to}`;
  try {
    const o = await api('outcome', { expr });
    if (run !== balanceRun) return;
    balanceVerdict.dataset.outcome = o.outcome;
    if (o.outcome !== 'P') {
      balanceVerdict.textContent = `With a heap of ${to}: N, a win for the player to move. Not balanced yet.`;
      return;
    }
    const v = await api('value', { expr: kBalanceSum });
    if (run !== balanceRun) return;
    balanceVerdict.textContent = `With a heap of ${to}: P, a loss for the player to move (${o.method}). Balanced! ` +
      `The theorem says why: the parts' Grundy values are ${v.component_values.join(' and ')}, and ` +
      `${v.component_values.join(' XOR ')} = ${v.value}, the heap you found.`;
  } catch (err) { showError(errorBox, err); }
}

balanceAdd.addEventListener('click', () => { if (balanceHeap < kBalanceMax) changeBalance(balanceHeap + 1); });
drawBalance();
