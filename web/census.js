// The census page: GET /api/census (docs/http-api.md), a table sortable by any column and
// filtered by status; the state (family, max, filter, sort) lives in the URL.
import { api, showError } from './lib/api.js';
import { getParam, setParams } from './lib/state.js';

const columns = [
  { key: 'ruleset', title: 'game', text: true },
  { key: 'status', title: 'status', text: true },
  { key: 'preperiod', title: 'preperiod' },
  { key: 'period', title: 'period' },
  { key: 'last_exceptional', title: 'last exceptional heap' },
  { key: 'largest', title: 'largest value' },
  { key: 'engine', title: 'engine', text: true },
  { key: 'aliases', title: 'aliases', text: true },
];

let census = null;

function cell(row, key) {
  if (key === 'aliases') return row.aliases.join(' ');
  const v = row[key];
  if (v === null || v === undefined) return '';
  if ((key === 'preperiod' || key === 'period') && !row.proved) return `${v}?`;
  if (key === 'period' && row.saltus) return `${v}${row.saltus > 0 ? '+' : ''}${row.saltus}`;
  return String(v);
}

function compare(key, text) {
  return (a, b) => {
    const x = a[key], y = b[key];
    if (key === 'aliases') return a.aliases.join(' ').localeCompare(b.aliases.join(' '));
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return text ? String(x).localeCompare(String(y)) : x - y;
  };
}

function shown(row, filter) {
  if (filter === 'solved') return row.status === 'solved';
  if (filter === 'open') return row.status === 'open';
  if (filter === 'other') return row.status === 'budget' || row.status === 'error';
  return true;
}

function render() {
  const table = document.getElementById('table');
  if (!census) {
    table.hidden = true;
    return;
  }
  const sort = getParam('sort', '');
  const desc = getParam('desc', '') === '1';
  const filter = document.getElementById('show').value;
  const head = document.getElementById('head');
  head.replaceChildren();
  for (const c of columns) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.setAttribute('aria-sort', sort === c.key ? (desc ? 'descending' : 'ascending') : 'none');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = c.title + (sort === c.key ? (desc ? ' ▼' : ' ▲') : '');
    b.addEventListener('click', () => {
      setParams({ sort: c.key, desc: sort === c.key && !desc ? '1' : null });
      render();
    });
    th.append(b);
    head.append(th);
  }
  let rows = census.rows.filter((r) => shown(r, filter));
  const column = columns.find((c) => c.key === sort);
  if (column) {
    rows = [...rows].sort(compare(column.key, column.text));
    if (desc) rows.reverse();
  }
  const body = document.getElementById('rows');
  body.replaceChildren();
  for (const r of rows) {
    const tr = document.createElement('tr');
    tr.className = r.status;
    for (const c of columns) {
      const td = document.createElement('td');
      if (c.key === 'ruleset') {
        const strip = document.createElement('a');
        strip.href = `chapters/strips.html?${new URLSearchParams({ ruleset: r.ruleset, n: '400' })}`;
        strip.textContent = r.ruleset;
        strip.className = 'mono';
        const proof = document.createElement('a');
        proof.href = `/api/period?${new URLSearchParams({ ruleset: r.ruleset, max: String(census.max) })}`;
        proof.textContent = 'proof';
        proof.className = 'muted';
        proof.setAttribute('aria-label', `the period proof of ${r.ruleset}`);
        td.append(strip, ' ', proof);
      } else {
        td.textContent = c.key === 'status' && r.status === 'open' ? `open at ${census.max}` : cell(r, c.key);
        if (r.message && c.key === 'status') td.title = r.message;
      }
      tr.append(td);
    }
    body.append(tr);
  }
  table.hidden = false;
  document.getElementById('summary').textContent =
    `${census.family}: ${census.members} games (${census.spellings} spellings), ${census.solved} solved, ` +
    `${census.open} open at ${census.max}, ${census.budget} over budget, ${census.errors} failed; ` +
    `${rows.length} shown.`;
}

async function run() {
  const family = document.getElementById('family').value.trim();
  const max = document.getElementById('max').value;
  setParams({ family, max, show: document.getElementById('show').value });
  const error = document.getElementById('error');
  showError(error, null);
  document.getElementById('summary').textContent = 'Working…';
  try {
    census = await api('census', { family, max });
  } catch (err) {
    census = null;
    showError(error, err, document.getElementById('family'));
    document.getElementById('summary').textContent = '';
  }
  render();
}

document.getElementById('family').value = getParam('family', 'octal:1');
document.getElementById('max').value = getParam('max', '4096');
document.getElementById('show').value =
  ['all', 'solved', 'open', 'other'].includes(getParam('show', '')) ? getParam('show') : 'all';
document.getElementById('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  run();
});
document.getElementById('show').addEventListener('change', () => {
  setParams({ show: document.getElementById('show').value });
  render();
});
run();
