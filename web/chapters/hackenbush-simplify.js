// "Simplify step by step" in the Green Hackenbush chapter: each press performs one reduction of
// the drawn picture (the fusion principle on a cycle, then the colon principle from the leaves
// down, lib/hackenbush-reduce.js) and redraws it. The page computes only shapes: the value at
// every node (all that stands on it) and the whole picture's value at every step are the
// engine's (/api/value), and a step whose picture the engine values differently from the drawn
// one is reported as an error. The last step (the nim-sum of the stalks on the ground) waits for
// the learner's prediction unless the value is already shown.
import { api, showError } from '../lib/api.js';
import { el } from '../lib/chapters.js';
import { setParams } from '../lib/state.js';
import { allSteps, fromEdges, spell, hanging, standingNodes } from '../lib/hackenbush-reduce.js';

const SVG = 'http://www.w3.org/2000/svg';
const STEP = 56;
const star = (v) => (v === 0 ? '0' : `*${v}`);

function svg(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// { cols, rows, getEdges, isRevealed, reveal }
export function setupSimplify(opts) {
  const W = opts.cols * STEP;
  const H = opts.rows * STEP + 14;
  const X = (c) => STEP / 2 + c * STEP;
  const Y = (r) => H - 14 - r * STEP;
  const board = document.getElementById('simplify-board');
  const button = document.getElementById('simplify-step');
  const restart = document.getElementById('simplify-reset');
  const log = document.getElementById('simplify-log');
  const figure = document.getElementById('simplify-figure');
  const notation = document.getElementById('simplify-notation');
  const form = document.getElementById('simplify-guess');
  const feedback = document.getElementById('simplify-feedback');
  const errorBox = document.getElementById('simplify-error');
  const cache = new Map();   // expression -> /api/value's answer
  const value = (expr) => {
    if (!cache.has(expr)) cache.set(expr, api('value', { expr }));
    return cache.get(expr);
  };

  let steps = [];
  let start = null;     // the drawn picture, as a reduction picture
  let done = 0;         // steps performed
  let tried = false;
  let gen = 0;
  let busy = false;
  let round = 0;        // bumped by each reset, so an older replay stops

  function draw(pic, labels) {
    board.setAttribute('viewBox', `0 0 ${W} ${H}`);
    board.replaceChildren(svg('rect', { x: 0, y: Y(0), width: W, height: 14, class: 'hb-ground' }));
    const pairs = new Map();
    const loopsAt = new Map();
    const loopCount = new Map();
    for (const e of pic.edges) if (e.u === e.v) loopCount.set(e.u, (loopCount.get(e.u) || 0) + 1);
    for (const e of pic.edges) {
      const p = pic.nodes.get(e.u);
      if (e.u === e.v) {
        // A loop: a petal leaving its node and coming back; several are fanned out over the
        // upper half (a lone one leans left, clear of a stalk going straight up).
        const k = loopsAt.get(e.u) || 0;
        loopsAt.set(e.u, k + 1);
        const n = loopCount.get(e.u);
        const angle = n === 1 ? -Math.PI * 0.75 : -Math.PI * (0.92 - (0.84 * k) / (n - 1));
        const len = 52;
        const w = Math.min(0.42, 1.1 / n + 0.12);
        const [x, y] = [X(p.c), Y(p.r)];
        const c1 = [x + Math.cos(angle - w) * len, y + Math.sin(angle - w) * len];
        const c2 = [x + Math.cos(angle + w) * len, y + Math.sin(angle + w) * len];
        board.append(svg('path', { d: `M${x},${y} C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${x},${y}`, class: 'hb-loop' }));
        continue;
      }
      const q = pic.nodes.get(e.v);
      const pair = [e.u, e.v].sort().join('|');
      const k = pairs.get(pair) || 0;
      pairs.set(pair, k + 1);
      // Parallel edges (left by a fusion) are bowed apart.
      const [x1, y1, x2, y2] = [X(p.c), Y(p.r), X(q.c), Y(q.r)];
      const bow = k === 0 ? 0 : (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 18;
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const mx = (x1 + x2) / 2 - ((y2 - y1) / len) * bow;
      const my = (y1 + y2) / 2 + ((x2 - x1) / len) * bow;
      board.append(svg('path', { d: `M${x1},${y1} Q${mx},${my} ${x2},${y2}`, class: 'hb-edge' }));
    }
    for (const [id, p] of pic.nodes) {
      if (p.ground || !pic.edges.some((e) => e.u === id || e.v === id)) continue;
      board.append(svg('circle', { cx: X(p.c), cy: Y(p.r), r: 6, class: 'hb-node' }));
    }
    // The node the last step acted at, ringed.
    const acted = done ? pic.nodes.get(steps[done - 1].at) : null;
    if (acted) board.append(svg('circle', { cx: X(acted.c), cy: Y(acted.r), r: 12, class: 'hb-acted' }));
    for (const { id, text, expr } of labels) {
      const p = pic.nodes.get(id);
      const t = svg('text', { x: X(p.c) + 9, y: Y(p.r) + 18, class: 'hb-label', 'data-expr': expr });
      t.textContent = text;
      board.append(t);
    }
    board.setAttribute('aria-label', `The picture after ${done} ${done === 1 ? 'step' : 'steps'}: ${pic.edges.length} ${pic.edges.length === 1 ? 'edge' : 'edges'}${labels.length ? `; values at the nodes ${labels.map((l) => l.text).join(', ')}` : ''}`);
  }

  const current = () => (done ? steps[done - 1].pic : start);
  const last = () => done === steps.length - 1;   // only the nim-sum of the stalks is left

  async function show() {
    const g = ++gen;
    showError(errorBox, null);
    const pic = current();
    const expr = spell(pic);
    notation.textContent = expr;
    figure.hidden = done === 0;
    busy = true;   // presses wait (the button keeps its focus: a disabled one would lose it)
    button.setAttribute('aria-busy', 'true');
    draw(pic, []);
    const nodes = standingNodes(pic);
    try {
      const [whole, before, ...atNodes] = await Promise.all([
        value(expr), value(spell(start)), ...nodes.map((id) => value(spell(pic, hanging(pic, id), id)))]);
      if (g !== gen) return;
      draw(pic, nodes.map((id, i) => ({ id, text: star(atNodes[i].value), expr: atNodes[i].expression })));
      if (whole.value !== before.value) {
        throw new Error(`The engine values this picture at ${star(whole.value)} but the drawn one at ${star(before.value)}: this step is wrong.`);
      }
      if (done) {
        const s = steps[done - 1];
        const prev = done > 1 ? steps[done - 2].pic : start;
        // The value the step produced: what now stands on the node it acted at (the engine's).
        let made;
        if (s.kind === 'ground') {
          made = `worth ${star(whole.value)}, the picture's value`;
          if (s.made !== whole.value) throw new Error(`The stalk drawn has ${s.made} edges but the engine values the picture at ${star(whole.value)}.`);
        } else if (s.kind === 'colon' || (s.kind === 'fusion' && !pic.nodes.get(s.at).ground)) {
          const v = await value(spell(pic, hanging(pic, s.at), s.at));
          if (s.kind === 'colon') {
            const was = await value(spell(prev, hanging(prev, s.at), s.at));
            if (v.value !== was.value || v.value !== s.made) throw new Error(`The engine values the branches at ${star(was.value)} and the stalk made at ${star(v.value)}: this step is wrong.`);
          }
          made = `all that stands there is worth ${star(v.value)}`;
        } else if (s.kind === 'fusion') {
          const loops = pic.edges.filter((e) => e.u === s.at && e.v === s.at);
          const v = await value(spell(pic, loops));
          made = `the ${loops.length} loops there are worth ${star(v.value)} together`;
        } else {
          const v = await value(spell(pic, pic.edges.filter((e) => !prev.nodes.has(e.v))));
          made = `those stalks are worth ${star(v.value)} together`;
        }
        if (g !== gen) return;
        const unchanged = opts.isRevealed() ? `still ${star(whole.value)}` : 'unchanged';
        if (log.children.length < done) {
          log.append(el('li', { 'data-kind': s.kind, 'data-expr': expr, 'data-value': s.kind === 'ground' ? String(whole.value) : null },
            `${s.text}: ${made}. The picture's value (the engine's): ${unchanged}.`));
        }
      }
      if (done === steps.length) opts.reveal();
      const asking = last() && !opts.isRevealed() && !tried;
      form.hidden = !last() || opts.isRevealed();
      if (last() && !opts.isRevealed()) {
        feedback.textContent = tried ? feedback.textContent : 'Only stalks stand on the ground now. What is the picture worth? (Their nim-sum.) Try, then take the last step.';
      }
      const had = document.activeElement === button;
      restart.disabled = done === 0;
      button.disabled = done === steps.length || asking;
      button.textContent = last() ? 'Last step: the nim-sum' : 'Simplify one step';
      // Keyboard focus goes on to what can be done next: the prediction, or Start over.
      if (had && asking) document.getElementById('simplify-value').focus();
      if (had && done === steps.length) restart.focus();
      busy = false;
      button.removeAttribute('aria-busy');
      setParams({ s: done || null });
    } catch (err) {
      if (g !== gen) return;
      busy = false;
      button.removeAttribute('aria-busy');
      showError(errorBox, err);
    }
  }

  function reset(first = 0) {
    start = fromEdges(opts.getEdges());
    steps = allSteps(opts.getEdges());
    tried = false;
    feedback.textContent = '';
    form.hidden = true;
    log.replaceChildren();
    done = 0;
    const target = Math.min(first, steps.length - (opts.isRevealed() ? 0 : 1));
    const mine = ++round;
    document.getElementById('simplify-section').hidden = !start.edges.length;
    if (!start.edges.length) { setParams({ s: null }); return; }
    // Replaying a URL's steps: each one's sentence is logged as it is shown.
    (async () => {
      await show();
      while (done < target && mine === round) { done += 1; await show(); }
    })();
  }

  button.addEventListener('click', () => {
    if (busy || done >= steps.length) return;
    done += 1;
    show();
  });
  restart.addEventListener('click', () => {
    reset(0);
    button.disabled = false;
    button.textContent = 'Simplify one step';
    button.focus();   // Start over is disabled at step 0, so the focus moves on to the step button
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const m = /^\s*(?:0|\*\s*(\d*)|(\d+))\s*$/.exec(document.getElementById('simplify-value').value);
    if (!m) { feedback.textContent = 'Write a nimber: 0, *1 (or just *), *2, …'; return; }
    const n = m[1] !== undefined ? (m[1] === '' ? 1 : Number(m[1])) : m[2] !== undefined ? Number(m[2]) : 0;
    const v = await value(spell(start));
    tried = true;
    if (n === v.value) {
      feedback.textContent = `Right: the picture is worth ${star(v.value)}, as the engine says.`;
      opts.reveal();
      form.hidden = true;
    } else {
      feedback.textContent = `Not ${star(n)}. Write each stalk's length in binary and add the columns without carrying (the nim-sum). Take the last step to see it.`;
    }
    button.disabled = false;
    button.focus();
  });
  return { reset };
}
