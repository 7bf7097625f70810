import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { formMex } from '../lib/mex-line.js';
import { heapsOf } from '../lib/nim.js';

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

// The engine's plain-text theorem ("n0 <= n < 2n0 + p + t") as the page writes mathematics.
function mathematical(text) {
  return text.replace(/<=/g, '≤').replace(/>=/g, '≥').replace(/\bn0\b|(?<=\d)n0\b/g, 'n₀');
}

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// One strip: a row of cells at height y, each with a tooltip.
function strip(g, values, y, w, h, name, attrs = { 'aria-hidden': 'true' }) {
  const row = svg('g', attrs);
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
  const top = 26;  // room above the top strip for the marks of a heap played out
  const width = n * w + 20;
  const nimTop = top + h + 46;
  const root = svg('svg', { width, height: nimTop + h + 6, role: 'group',
    'aria-label': `Grundy values of ${ruleset} and of Nim for heaps 0 to ${n - 1}` });
  const step = w >= 10 ? 10 : w >= 6 ? 20 : 50;
  for (let i = 0; i < n; i += step) {
    root.append(svg('text', { x: i * w + 1, y: 12, 'font-size': 10, fill: '#5b6475' }, String(i)));
  }
  // The top strip is where a heap is chosen to play out (below): a slider over its cells.
  strip(root, values, top, w, h, ruleset, { class: 'pick', tabindex: '0', role: 'slider', 'aria-valuemin': '0',
    'aria-valuemax': String(n - 1), 'aria-label': `Heap of ${ruleset} to play out: arrow keys choose, Enter plays it out` });
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
  root.append(svg('g', { class: 'lit', 'aria-hidden': 'true' }), svg('rect', { class: 'cursor', y: top - 2, height: h + 4, fill: 'none' }));
  wrap.replaceChildren(root);
  picker = { ruleset, values, w, top, h, row: root.querySelector('g.pick'), root };
  choose(0, false);
  picker.row.addEventListener('click', (e) => {
    const x = e.clientX - root.getBoundingClientRect().left;
    const i = Math.floor(x / w);
    if (i < 0 || i >= n) return;
    choose(i);
    picker.row.focus({ preventScroll: true });
    playOut(i);
  });
  picker.row.addEventListener('keydown', (e) => {
    const steps = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    if (e.key in steps) choose(picker.at + steps[e.key]);
    else if (e.key === 'Home') choose(0);
    else if (e.key === 'End') choose(n - 1);
    else if (e.key === 'Enter' || e.key === ' ') playOut(picker.at);
    else return;
    e.preventDefault();
  });
}

// Play a heap out: the heap chosen on the top strip (a click or the keyboard), its options asked
// of the engine (/api/options), the heaps each leaves lit in the strip as its value lights on the
// line (lib/mex-line.js), and the mex formed there; the heap's value is said only then, beside
// the strip's own. Nothing about a heap is said before the learner plays it out.
let picker = null;
let playRun = 0;
const heapLine = document.getElementById('heap-line');
const heapStatus = document.getElementById('heap-status');

function choose(i, scroll = true) {
  const n = picker.values.length;
  picker.at = Math.max(0, Math.min(n - 1, i));
  picker.row.setAttribute('aria-valuenow', String(picker.at));
  picker.row.setAttribute('aria-valuetext', `heap ${picker.at}`);
  const cursor = picker.root.querySelector('rect.cursor');
  cursor.setAttribute('x', String(picker.at * picker.w - 1));
  cursor.setAttribute('width', String(Math.max(3, picker.w) + 2));
  if (!scroll) return;
  // The cell chosen stays in sight in the strip's scrolling box.
  const x = picker.at * picker.w;
  if (x < wrap.scrollLeft + 20 || x > wrap.scrollLeft + wrap.clientWidth - 20) wrap.scrollLeft = Math.max(0, x - wrap.clientWidth / 2);
}

function clearPlay() {
  playRun += 1;
  heapLine.replaceChildren();
  heapStatus.textContent = '';
  delete heapStatus.dataset.heap;
  picker?.root.querySelector('g.lit')?.replaceChildren();
}

async function playOut(i) {
  clearPlay();
  const run = playRun;
  const { ruleset, values, w, top, h, root } = picker;
  const lit = root.querySelector('g.lit');
  heapStatus.textContent = `Heap ${i}: asking the engine for its moves…`;
  try {
    const o = await api('options', { expr: `${ruleset}:${i}` });
    if (run !== playRun) return;
    const parts = o.options.map((x) => heapsOf(x.to));
    const vs = o.options.map((x) => x.value);
    heapStatus.textContent = o.options.length
      ? `Heap ${i} has ${o.options.length} move${o.options.length === 1 ? '' : 's'}: the heaps each leaves light up in the strip, their values on the line…`
      : `Heap ${i} has no move: nothing lights up, and the mex of the empty set is 0…`;
    const m = await formMex(heapLine, vs, {
      cancelled: () => run !== playRun,
      each: (v, k) => {
        const hs = parts[k].length ? parts[k] : [0];
        for (const p of hs) {
          lit.append(svg('rect', { x: p * w, y: top - 9, width: Math.max(2, w - (w > 4 ? 1 : 0)), height: 6, fill: '#b58a00' }));
        }
      },
    });
    if (m === null) return;
    const said = o.options.length <= 6
      ? o.options.map((x, k) => `${parts[k].length ? parts[k].join(' + ') : 'nothing'} (value ${x.value})`).join(', ')
      : `${o.options.length} positions with values {${[...new Set(vs)].sort((a, b) => a - b).join(', ')}}`;
    heapStatus.dataset.heap = String(i);
    heapStatus.dataset.value = String(m);
    heapStatus.textContent = (o.options.length ? `From heap ${i} the moves leave ${said}. ` : '') +
      `The mex is ${m}: G(${i}) = ${m}` + (m === values[i] && m === o.value ? ', the colour of its cell in the strip.'
        : `, but the strip says ${values[i]} and the engine ${o.value}: that would be a bug.`);
  } catch (err) {
    if (run === playRun) heapStatus.textContent = `Heap ${i} could not be played out: ${err.message}`;
  }
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
  clearPlay();
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
        (period.proved ? `, proved (${mathematical(period.theorem)}).` : `, seen in the values up to heap ${period.max} but not proved.`) + note;
    } else {
      summary.textContent = period ? `${seq.ruleset}: no period found up to heap ${period.max}.${note}` : `${seq.ruleset}:${note}`;
    }
  } catch (err) {
    // Nothing of the last strip stays under the error: it belonged to another ruleset.
    summary.textContent = '';
    clearPlay();
    picker = null;
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
