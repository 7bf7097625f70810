import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';

header('theorem');
const errorBox = document.getElementById('error');
const grid = document.getElementById('grid');
const summary = document.getElementById('summary');

// "kayles:5 + nim:3" → [5, 3]
const heapsOf = (position) => position.split(' + ').map((t) => Number(t.slice(t.lastIndexOf(':') + 1)));

async function run() {
  const ruleset = document.getElementById('ruleset').value.trim();
  setParams({ ruleset });
  summary.textContent = 'Settling 169 sums…';
  grid.replaceChildren();
  try {
    const r = await api('verify', { expr: ruleset });
    showError(errorBox, null);
    if (r.kind !== 'ruleset') {
      summary.textContent = `"${ruleset}" is a position, not a ruleset: type a ruleset such as kayles or sub{1,3,4}. ` +
        `(The playground checks single positions.)`;
      return;
    }
    const size = Math.round(Math.sqrt(r.checks.length));
    const cells = new Map(r.checks.map((c) => [heapsOf(c.position).join(','), c]));
    grid.append(el('caption', { class: 'sr-only', text: `Outcomes of ${r.subject} heap plus Nim heap` }),
      el('tr', {}, el('th', { text: '+' }), ...[...Array(size).keys()].map((j) => el('th', { scope: 'col', text: `*${j}` }))));
    for (let i = 0; i < size; i += 1) {
      const row = el('tr', {}, el('th', { scope: 'row', text: String(i) }));
      for (let j = 0; j < size; j += 1) {
        const c = cells.get(`${i},${j}`);
        row.append(el('td', {
          class: c ? `${c.agrees ? 'agree' : 'disagree'} ${c.found}` : '',
          title: c ? `${c.position}: predicted ${c.predicted}, found ${c.found}` : '',
          'aria-label': c ? `${c.position}: predicted ${c.predicted}, found ${c.found}, ${c.agrees ? 'agrees' : 'DISAGREES'}` : 'missing',
          text: c ? c.found : '?',
        }));
      }
      grid.append(row);
    }
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

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); run(); });
document.getElementById('ruleset').value = getParam('ruleset', 'kayles');
run();
