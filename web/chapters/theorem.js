import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';

header('theorem');
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
