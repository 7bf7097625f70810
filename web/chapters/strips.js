import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';

header('strips');
const errorBox = document.getElementById('error');
const wrap = document.getElementById('wrap');
const summary = document.getElementById('summary');
const SVG = 'http://www.w3.org/2000/svg';

// Values 0 to 15 in sixteen colours chosen to be told apart (any two differ by at least 74 in
// RGB distance, after Trubetskoy's list of distinct colours); larger values cycle through hues.
const kPalette = ['#1d2330', '#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4',
  '#f032e6', '#bfef45', '#fabed4', '#469990', '#000075', '#9a6324', '#a9a9a9', '#800000'];
const colour = (v) => (v < kPalette.length ? kPalette[v] : `hsl(${(v * 137.5) % 360} 70% ${v % 2 ? 58 : 45}%)`);

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// One strip: a row of cells at height y, each with a tooltip.
function strip(g, values, y, w, h, name) {
  const row = svg('g', { 'aria-hidden': 'true' });
  values.forEach((v, i) => {
    const r = svg('rect', { x: i * w, y, width: Math.max(1, w - (w > 4 ? 1 : 0)), height: h, fill: colour(v) });
    r.append(svg('title', {}, `${name}: G(${i}) = ${v}`));
    row.append(r);
  });
  g.append(row);
}

function draw(ruleset, values, period, w) {
  const n = values.length;
  const h = 26;
  const top = 18;
  const width = n * w + 20;
  const nimTop = top + h + 46;
  const root = svg('svg', { width, height: nimTop + h + 6, role: 'img',
    'aria-label': `Grundy values of ${ruleset} and of Nim for heaps 0 to ${n - 1}` });
  const step = w >= 10 ? 10 : w >= 6 ? 20 : 50;
  for (let i = 0; i < n; i += step) {
    root.append(svg('text', { x: i * w + 1, y: 12, 'font-size': 10, fill: '#5b6475' }, String(i)));
  }
  strip(root, values, top, w, h, ruleset);
  strip(root, values.map((_, i) => i), nimTop, w, h, 'nim');
  root.append(svg('text', { x: 2, y: nimTop - 5, 'font-size': 11, fill: '#1d2330' }, 'Nim: G(n) = n'));
  if (period && period.period) {
    const pre = period.preperiod;
    const p = period.period;
    const y = top + h + 3;
    if (pre > 0) {
      root.append(svg('rect', { x: 0, y, width: Math.min(pre, n) * w, height: 4, fill: '#b58a00' }));
      root.append(svg('text', { x: 2, y: y + 15, 'font-size': 11, fill: '#7a5c00' }, `preperiod ${pre}`));
    }
    for (let s = pre; s <= n; s += p) {
      root.append(svg('line', { x1: s * w, x2: s * w, y1: top - 4, y2: top + h + 4, stroke: '#2456c9', 'stroke-width': 2 }));
    }
    if (pre < n) {
      root.append(svg('rect', { x: pre * w, y, width: Math.min(p, n - pre) * w, height: 4, fill: '#2456c9' }));
      // Below the preperiod's label when the preperiod is too short to hold it.
      const below = pre > 0 && pre * w < 80;
      root.append(svg('text', { x: pre * w + 2, y: y + (below ? 27 : 15), 'font-size': 11, fill: '#2456c9' }, `period ${p}`));
    }
  }
  wrap.replaceChildren(root);
}

function legend(values) {
  const max = Math.min(Math.max(...values), 15);
  document.getElementById('legend').replaceChildren(...[...Array(max + 1).keys()].map((v) =>
    el('span', { class: 'mono' }, el('span', { style: `display:inline-block;width:14px;height:14px;vertical-align:middle;background:${colour(v)}` }), ` ${v}`)));
}

// The second route (ONAG ch. 7 / Sprague–Grundy): each heap drawn, solved again by the partizan
// engine as a game of its own, has canonical form *G(n), the nimber of its Grundy value. The
// first kCrossChecked heaps are asked, each by its own request.
const kCrossChecked = 24;
const nimber = (g) => (g === 0 ? '0' : g === 1 ? '*' : `*${g}`);

async function crossCheck(ruleset, values) {
  const box = document.getElementById('cross');
  const heaps = values.slice(0, kCrossChecked + 1);
  box.replaceChildren(el('p', { class: 'muted', text: 'Asking the partizan engine for the canonical form of each heap…' }));
  try {
    const forms = await Promise.all(heaps.map((_, n) => api('canonical', { expr: `${ruleset}:${n}` })));
    const agree = forms.filter((f, n) => f.canonical === nimber(heaps[n])).length;
    const cells = forms.map((f, n) => el('span', {
      class: `cc ${f.canonical === nimber(heaps[n]) ? 'agree' : 'disagree'}`,
      title: `${ruleset}:${n}: canonical form ${f.canonical}, Grundy value ${heaps[n]}`,
    }, el('span', { class: 'muted', text: `${n}: ` }), el('code', { text: f.canonical })));
    box.replaceChildren(el('p', {},
      el('strong', { text: `${agree} of ${heaps.length} agree. ` }),
      `The canonical forms of heaps 0 to ${heaps.length - 1}, computed as partizan games with no Grundy value in sight, are `,
      agree === heaps.length ? el('span', { class: 'ok', text: 'exactly the nimbers *G(n) of the strip: two independent routes, the same answer.' })
        : el('span', { class: 'bad', text: 'not all *G(n): that would be a bug in the engine.' })),
    el('div', { class: 'cc-row' }, ...cells));
  } catch (err) {
    box.replaceChildren(el('p', { class: 'muted', text: `The canonical forms could not be computed: ${err.message}.` }));
  }
}

async function run() {
  const ruleset = document.getElementById('ruleset').value.trim();
  const n = Math.min(10000, Math.max(10, Number(document.getElementById('n').value) || 1000));
  const w = Number(document.getElementById('zoom').value);
  setParams({ ruleset, n, zoom: w });
  summary.textContent = 'Computing…';
  try {
    const seq = await api('seq', { ruleset, n });
    showError(errorBox, null);
    let period = null;
    let note = '';
    // The period is looked for up to a bound that fits the strip (four times its length, at
    // least 1000), which answers well within the server's time budget; only when that finds none
    // is a longer search (to heap 20000) tried, and if that one runs out of time the first
    // answer stands. A game like allbut{1,2}, whose values grow, needs no long search at all.
    const first = Math.min(20000, Math.max(1000, 4 * n));
    try {
      period = await api('period', { ruleset, max: first });
      if (!period.period && first < 20000) {
        try {
          period = await api('period', { ruleset, max: 20000 });
        } catch {
          note = ` A search further, to heap 20000, ran out of the server's time.`;
        }
      }
    } catch (err) {
      note = /too big|time/.test(err.message) ? ' The period search ran out of the server\'s time before it found a period.'
        : ` The period search failed: ${err.message.replace(/\.+$/, '')}.`;
    }
    draw(seq.ruleset, seq.values, period, w);
    legend(seq.values);
    crossCheck(seq.ruleset, seq.values);
    document.getElementById('text').textContent = seq.values.join(' ');
    if (period && period.period) {
      const saltus = period.saltus ? `, saltus ${period.saltus} (arithmetic periodicity: each period the values go up by ${period.saltus})` : '';
      summary.textContent = `${seq.ruleset}: preperiod ${period.preperiod}, period ${period.period}${saltus}` +
        (period.proved ? `, proved (${period.theorem}).` : `, seen in the values up to heap ${period.max} but not proved.`) + note;
    } else {
      summary.textContent = period ? `${seq.ruleset}: no period found up to heap ${period.max}.${note}` : `${seq.ruleset}:${note}`;
    }
  } catch (err) {
    // Nothing of the last strip stays under the error: it belonged to another ruleset.
    summary.textContent = '';
    wrap.replaceChildren();
    document.getElementById('legend').replaceChildren();
    document.getElementById('cross').replaceChildren();
    document.getElementById('text').textContent = '';
    showError(errorBox, err);
  }
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); run(); });
document.getElementById('ruleset').value = getParam('ruleset', '0.77');
document.getElementById('n').value = getParam('n', '400');
document.getElementById('zoom').value = ['3', '6', '10', '16'].includes(getParam('zoom', '')) ? getParam('zoom') : '6';
run();
