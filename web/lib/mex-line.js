// The mex seen forming on a number line (a .numberline element): values light up one at a time
// (class `in`), the smallest number not lit yet is marked as the mex so far (class `next`), and
// once every value is in, that number is the mex (class `mex`). Each light and the mex found
// pop (lib/animate.js: nothing moves with reduced motion, and the steps come at once).
import { el } from './chapters.js';
import { reducedMotion } from './animate.js';
import { mex } from './mex.js';

// The numbers drawn for a line up to `top` whose mex is m: all of them up to 40; past that, the
// first few, a gap (null), and the stretch just below the mex, so a mex of any size is drawn.
export function ticks(m, top) {
  if (top <= 40) return [...Array(top + 1).keys()];
  if (m <= 30) return [...Array(41).keys(), null];
  return [0, 1, 2, 3, 4, null, ...Array.from({ length: 12 }, (_, i) => m - 10 + i)];
}

// The calculator's line: the numbers up to m + 1, those present lit, the mex marked.
export function drawLine(line, present, m) {
  line.replaceChildren(...ticks(m, m + 1).map((k) => (k === null
    ? el('span', { class: 'gap', text: '…' })
    : el('span', { class: k === m ? 'mex' : present.has(k) ? 'in' : '', text: String(k), 'data-n': String(k) }))));
}

const pause = (ms) => new Promise((done) => { setTimeout(done, ms); });

function pop(e, strong = false) {
  if (!e || reducedMotion() || typeof e.animate !== 'function') return;
  e.animate([{ transform: `scale(${strong ? 1.6 : 1.4})` }, { transform: 'scale(1)' }],
    { duration: strong ? 420 : 260, easing: 'ease-out' });
}

// A line that fills as values are lit. reset(top) draws 0..top unlit (a line never says its mex by
// its length: callers size it by what they may show, such as the number of options); light(v)
// lights v (the line grows to hold it, up to 40) and moves the mark of the mex so far; found()
// marks the mex and returns it.
export function mexLine(line) {
  const lit = new Set();
  let top = 0;
  const cell = (k) => line.querySelector(`span[data-n="${k}"]`);
  function mark() {
    line.querySelectorAll('span.next').forEach((s) => s.classList.remove('next'));
    cell(mex([...lit]))?.classList.add('next');
  }
  function grow(to) {
    const want = Math.min(40, to);
    if (want <= top) return;
    for (let k = top + 1; k <= want; k += 1) line.append(el('span', { text: String(k), 'data-n': String(k) }));
    top = Math.max(top, want);
  }
  return {
    // size past 40 needs the mex m, to draw the stretch below it (ticks above).
    reset(size, m = 0) {
      lit.clear();
      const shown = ticks(m, Math.max(1, size));
      top = shown.includes(null) ? Infinity : shown.length - 1;
      line.replaceChildren(...shown.map((k) => (k === null ? el('span', { class: 'gap', text: '…' })
        : el('span', { text: String(k), 'data-n': String(k) }))));
      line.dataset.lit = '';
      delete line.dataset.mex;
    },
    light(v) {
      grow(v + 1);
      const fresh = !lit.has(v);
      lit.add(v);
      line.dataset.lit = [...lit].sort((a, b) => a - b).join(',');
      const c = cell(v);
      c?.classList.add('in');
      pop(c);
      mark();
      return fresh;
    },
    soFar: () => mex([...lit]),
    found() {
      const m = mex([...lit]);
      grow(m + 1);
      line.querySelectorAll('span.next').forEach((s) => s.classList.remove('next'));
      const c = cell(m);
      c?.classList.add('mex');
      pop(c, true);
      line.dataset.mex = String(m);
      return m;
    },
  };
}

// Lights the values one after another (about `total` ms in all, at once with reduced motion),
// calling each(v, k) as value k lights, then marks the mex; resolves with it. `cancelled()` stops
// a run that a newer one has replaced.
export async function formMex(line, values, { each = () => {}, total = 1400, cancelled = () => false } = {}) {
  const l = mexLine(line);
  const m = mex(values);
  l.reset(Math.max(m + 1, Math.min(Math.max(0, ...values), m + 6)), m);
  const still = reducedMotion();
  const step = values.length ? Math.min(260, total / values.length) : 0;
  for (const [k, v] of values.entries()) {
    if (!still) await pause(step);
    if (cancelled()) return null;
    l.light(v);
    each(v, k);
  }
  if (!still) await pause(240);
  if (cancelled()) return null;
  return l.found();
}
