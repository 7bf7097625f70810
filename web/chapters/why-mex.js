import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { substitutes, mexRule } from '../lib/substitutes.js';

header('why-mex');
const errorBox = document.getElementById('error');
const body = document.querySelector('#census tbody');
const summary = document.getElementById('summary');

// The heaps of a position the engine printed: "kayles:1,2" → [1, 2]; "0" → [].
function heapsOf(spelling) {
  if (spelling === '0') return [];
  return spelling.split(' + ').flatMap((t) => t.slice(t.lastIndexOf(':') + 1).split(',').map(Number));
}

// A rule's number for each heap 0..n, built up from the options exactly as mex builds Grundy
// values: an option that splits into several heaps gets the XOR of their numbers.
function numbers(rule, optionHeaps) {
  const f = [];
  optionHeaps.forEach((opts) => {
    f.push(rule(opts.map((parts) => parts.reduce((a, h) => a ^ f[h], 0))));
  });
  return f;
}

// The first sum a + b (smallest b, then a) whose outcome the rule predicts wrongly, judged by
// the true values; the win/lose search then settles it independently.
function firstCounterexample(f, g) {
  for (let b = 0; b < f.length; b += 1) {
    for (let a = 0; a <= b; a += 1) {
      if (((f[a] ^ f[b]) === 0) !== ((g[a] ^ g[b]) === 0)) return [a, b];
    }
  }
  return null;
}

async function run() {
  const ruleset = document.getElementById('ruleset').value.trim();
  const n = Math.min(20, Math.max(2, Number(document.getElementById('n').value) || 12));
  setParams({ ruleset, n });
  summary.textContent = 'Computing…';
  body.replaceChildren();
  try {
    const answers = await Promise.all([...Array(n + 1).keys()].map((h) => api('options', { expr: `${ruleset}:${h}` })));
    const g = answers.map((a) => a.value);
    const optionHeaps = answers.map((a) => a.options.map((o) => heapsOf(o.to)));
    if (optionHeaps.some((opts, h) => opts.some((parts) => parts.some((p) => !(p < h))))) {
      throw new Error('This census needs a heap ruleset whose moves make heaps smaller.');
    }
    showError(errorBox, null);
    let killed = 0;
    for (const s of [...substitutes, mexRule]) {
      const f = numbers(s.rule, optionHeaps);
      const ce = firstCounterexample(f, g);
      let verdict;
      if (!ce) {
        verdict = el('span', { class: s === mexRule ? 'ok' : 'muted', text: `no wrong prediction up to heap ${n}` });
      } else {
        const [a, b] = ce;
        const expr = a === 0 ? `${ruleset}:${b}` : `${ruleset}:${a} + ${ruleset}:${b}`;
        const v = await api('verify', { expr });
        const check = v.checks.findLast((c) => c.position === v.subject) || v.checks[v.checks.length - 1];
        const predicted = (f[a] ^ f[b]) === 0 ? 'P' : 'N';
        if (s !== mexRule) killed += 1;
        verdict = el('span', {},
          el('code', { text: expr }), `: the rule gives ${a === 0 ? f[b] : `${f[a]} XOR ${f[b]} = ${f[a] ^ f[b]}`}, so it predicts `,
          el('strong', { text: predicted === 'P' ? 'a loss (P)' : 'a win (N)' }), ' for the player to move; the win/lose search finds ',
          el('strong', { class: 'bad', text: check.found === 'P' ? 'a loss (P)' : 'a win (N)' }), '.');
      }
      body.append(el('tr', { 'data-rule': s.id }, el('th', { scope: 'row', text: s.name }),
        el('td', { class: 'mono', text: f.join(' ') }), el('td', {}, verdict)));
    }
    const mexRow = body.querySelector('tr[data-rule=mex] td:last-child').textContent;
    summary.textContent = `${killed} of ${substitutes.length} substitutes are caught out on ${ruleset} with heaps up to ${n}. mex: ${mexRow}.`;
  } catch (err) {
    summary.textContent = '';
    showError(errorBox, err);
  }
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); run(); });
document.getElementById('ruleset').value = getParam('ruleset', 'kayles');
document.getElementById('n').value = getParam('n', '12');
run();
