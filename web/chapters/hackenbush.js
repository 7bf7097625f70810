// Green Hackenbush, drawn: edges between points of a lattice standing on the ground, drawn by
// mouse, finger or keyboard, cut one at a time. The picture is spelled in hackenbush notation
// (docs/partizan.md: ground 0, the other nodes numbered as they first appear); its value comes
// from /api/value, the winning cuts from /api/moves (matched by the position each cut leaves,
// as /api/value normalises it), and each edge's value-after-cut from /api/value.
import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';
import { setupSimplify } from './hackenbush-simplify.js';

header('hackenbush');
const COLS = 9;
const ROWS = 6;       // row 0 is the ground
const STEP = 56;
const W = COLS * STEP;
// The ground band, tall enough for its column numbers at 11 px or more when a phone shrinks the
// picture to about two thirds (style.css draws them larger there).
const BAND = 24;
const H = ROWS * STEP + BAND;
const SVG = 'http://www.w3.org/2000/svg';
const board = document.getElementById('board');
const errorBox = document.getElementById('error');
const edgesList = document.getElementById('edges');
const showWin = document.getElementById('show-win');

let edges = [];        // [{a: [c, r], b: [c, r]}]
let history = [];      // earlier pictures, for Undo
let cursor = [4, 0];   // the keyboard's point
let picked = null;     // the first end of an edge being drawn
let generation = 0;

const X = (c) => STEP / 2 + c * STEP;
const Y = (r) => H - BAND - r * STEP;
const key = (p) => `${p[0]},${p[1]}`;
const same = (p, q) => p[0] === q[0] && p[1] === q[1];
const ground = (p) => p[1] === 0;

// The spelling: the ground is node 0, every other point numbered in order of first appearance.
// With `root`, that point is spelled as the ground instead (for the branches standing on it).
function spell(list, root = null) {
  if (!list.length) return 'hackenbush:0';
  const ids = new Map();
  const id = (p) => {
    if (root ? same(p, root) : ground(p)) return 0;
    if (!ids.has(key(p))) ids.set(key(p), ids.size + 1);
    return ids.get(key(p));
  };
  return `hackenbush:${list.map((e) => `${id(e.a)}g${id(e.b)}`).join(',')}`;
}

// The picture after cutting edge i: the edge goes, and so does all that no longer reaches the
// ground (the rule of the game).
function cut(list, i) {
  const rest = list.filter((_, k) => k !== i);
  const grounded = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of rest) {
      const ina = ground(e.a) || grounded.has(key(e.a));
      const inb = ground(e.b) || grounded.has(key(e.b));
      if (ina && !inb) { grounded.add(key(e.b)); grew = true; }
      if (inb && !ina) { grounded.add(key(e.a)); grew = true; }
    }
  }
  return rest.filter((e) => ground(e.a) || grounded.has(key(e.a)));
}

// For a picture with no cycle: each point above the ground with the branches standing on it
// (each branch the edge up to a child and all above that child), else null.
function branchesOf(list) {
  const rep = (p) => (ground(p) ? 'G' : key(p));
  const up = new Map();
  const find = (x) => { while (up.has(x)) x = up.get(x); return x; };
  for (const e of list) {
    const [ra, rb] = [find(rep(e.a)), find(rep(e.b))];
    if (ra === rb) return null;   // a cycle: the fusion principle's work, not shown here
    up.set(ra, rb);
  }
  const adj = new Map();
  list.forEach((e, i) => {
    for (const [u, v] of [[e.a, e.b], [e.b, e.a]]) {
      if (!adj.has(rep(u))) adj.set(rep(u), []);
      adj.get(rep(u)).push({ to: v, edge: i });
    }
  });
  // Depth-first from the ground: the edges above each point.
  const above = new Map();
  const result = [];
  const visit = (p, from) => {
    const mine = [];
    const branches = [];
    for (const { to, edge } of adj.get(rep(p)) || []) {
      if (edge === from) continue;
      const sub = [edge, ...visit(to, edge)];
      branches.push(sub);
      mine.push(...sub);
    }
    if (!ground(p)) {
      above.set(key(p), mine);
      if (mine.length) result.push({ point: p, branches: branches.map((b) => b.map((k) => list[k])) });
    }
    return mine;
  };
  const roots = new Map();
  for (const e of list) for (const q of [e.a, e.b]) if (ground(q)) roots.set(key(q), q);
  for (const g of roots.values()) {
    for (const { to, edge } of adj.get('G') || []) {
      if (same(list[edge].a, g) || same(list[edge].b, g)) visit(to, edge);
    }
  }
  return result;
}

function save() {
  setParams({ e: edges.map((e) => `${key(e.a)}-${key(e.b)}`).join(';'), win: showWin.checked });
}

function load() {
  const text = getParam('e', '');
  edges = [];
  for (const part of text.split(';').filter(Boolean)) {
    const m = /^(\d+),(\d+)-(\d+),(\d+)$/.exec(part);
    if (!m) continue;
    const [a, b] = [[+m[1], +m[2]], [+m[3], +m[4]]];
    if ([a, b].every((p) => p[0] < COLS && p[1] < ROWS)) addEdge(a, b, false);
  }
  showWin.checked = getParam('win', '') === '1';
}

function addEdge(a, b, remember = true) {
  if (same(a, b) || (ground(a) && ground(b))) return 'An edge needs two different points, not both on the ground.';
  if (edges.some((e) => (same(e.a, a) && same(e.b, b)) || (same(e.a, b) && same(e.b, a)))) return 'Those two points are joined already.';
  const reaches = (p) => ground(p) || edges.some((e) => same(e.a, p) || same(e.b, p));
  if (!reaches(a) && !reaches(b)) return 'Start each edge on the ground or on the picture.';
  if (remember) history.push(edges);
  // Bottom end first, so the spelling reads upwards from the ground.
  edges = [...edges, reaches(a) ? { a, b } : { a: b, b: a }];
  return null;
}

function svg(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

let winning = new Set();   // indices of the winning cuts, once known
// The picture's value is the learner's to predict: it is shown (with the values at the points)
// after a right guess, after "Show it" (offered once a guess was tried), after a cut (whose
// verdict names the value left), or when the winning cuts are asked for.
let answer = null;          // /api/value's answer for the picture
let revealed = false;
let tried = false;
let nodeValues = new Map(); // point -> the value of all that stands on it, from /api/value

function draw() {
  board.setAttribute('viewBox', `0 0 ${W} ${H}`);
  board.setAttribute('aria-label', `Hackenbush picture with ${edges.length} ${edges.length === 1 ? 'edge' : 'edges'}; keyboard point at column ${cursor[0] + 1}, height ${cursor[1]}${picked ? `; an edge started at column ${picked[0] + 1}, height ${picked[1]}` : ''}`);
  board.replaceChildren();
  board.append(svg('rect', { x: 0, y: Y(0), width: W, height: BAND, class: 'hb-ground' }));
  for (let c = 0; c < COLS; c += 1) {
    for (let r = 0; r < ROWS; r += 1) board.append(svg('circle', { cx: X(c), cy: Y(r), r: 3, class: 'hb-dot' }));
  }
  // The coordinates the edge list names: columns along the ground, heights up the left side.
  for (let c = 0; c < COLS; c += 1) {
    const t = svg('text', { x: X(c), y: Y(0) + BAND / 2, class: 'hb-axis ground', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    t.textContent = String(c + 1);
    board.append(t);
  }
  for (let r = 1; r < ROWS; r += 1) {
    const t = svg('text', { x: 3, y: Y(r), class: 'hb-axis', 'dominant-baseline': 'central' });
    t.textContent = String(r);
    board.append(t);
  }
  const marking = showWin.checked;
  edges.forEach((e, i) => {
    const cls = `hb-edge${marking && winning.has(i) ? ' win' : ''}`;
    const line = svg('line', { x1: X(e.a[0]), y1: Y(e.a[1]), x2: X(e.b[0]), y2: Y(e.b[1]), class: cls, 'data-edge': i });
    const hit = svg('line', { x1: X(e.a[0]), y1: Y(e.a[1]), x2: X(e.b[0]), y2: Y(e.b[1]), class: 'hb-hit', 'data-edge': i });
    board.append(line, hit);
  });
  for (const p of new Set(edges.flatMap((e) => [e.a, e.b]).filter((p) => !ground(p)).map(key))) {
    const [c, r] = p.split(',').map(Number);
    board.append(svg('circle', { cx: X(c), cy: Y(r), r: 6, class: 'hb-node' }));
  }
  // Each edge's number, as the list below names it, in a badge at its middle.
  edges.forEach((e, i) => {
    const mx = (X(e.a[0]) + X(e.b[0])) / 2, my = (Y(e.a[1]) + Y(e.b[1])) / 2;
    const g = svg('g', { class: 'hb-number', 'aria-hidden': 'true' });
    g.append(svg('circle', { cx: mx, cy: my, r: 9 }));
    const t = svg('text', { x: mx, y: my, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    t.textContent = String(i + 1);
    g.append(t);
    board.append(g);
  });
  for (const [k, v] of revealed ? nodeValues : []) {
    const [c, r] = k.split(',').map(Number);
    const t = svg('text', { x: X(c) + 9, y: Y(r) - 7, class: 'hb-label' });
    t.textContent = v;
    board.append(t);
  }
  if (picked) board.append(svg('circle', { cx: X(picked[0]), cy: Y(picked[1]), r: 11, class: 'hb-picked' }));
  board.append(svg('circle', { cx: X(cursor[0]), cy: Y(cursor[1]), r: 14, class: 'hb-cursor' }));
}

function pointAt(evt) {
  const box = board.getBoundingClientRect();
  const x = ((evt.clientX - box.left) / box.width) * W;
  const y = ((evt.clientY - box.top) / box.height) * H;
  const c = Math.round((x - STEP / 2) / STEP);
  const r = Math.round((H - BAND - y) / STEP);
  return [Math.min(COLS - 1, Math.max(0, c)), Math.min(ROWS - 1, Math.max(0, r))];
}

const mode = () => document.querySelector('input[name=mode]:checked').value;

// A click or Enter at point p while drawing: pick the first end, or finish an edge there.
function pointChosen(p) {
  if (!picked) {
    picked = p;
    draw();
    return;
  }
  if (same(picked, p)) {
    picked = null;
    draw();
    return;
  }
  const why = addEdge(picked, p);
  if (why) {
    showError(errorBox, new Error(why));
    picked = null;
    draw();
    return;
  }
  picked = p;   // go on drawing from here
  changed();
}

let lastCut = null;   // the edge the learner just cut, to say whether it won
function cutEdge(i) {
  lastCut = i + 1;
  history.push(edges);
  edges = cut(edges, i);
  picked = null;
  changed();
}

let downAt = null;
board.addEventListener('pointerdown', (e) => {
  if (mode() !== 'draw') return;
  downAt = pointAt(e);
});
board.addEventListener('pointerup', (e) => {
  if (mode() === 'cut') {
    const t = e.target.closest('[data-edge]');
    if (t) cutEdge(Number(t.dataset.edge));
    return;
  }
  if (!downAt) return;
  const up = pointAt(e);
  cursor = up;
  if (!same(downAt, up)) {   // a drag: one edge from where it began
    picked = downAt;
    pointChosen(up);
    picked = null;
    draw();
  } else {
    pointChosen(up);
  }
  downAt = null;
});
board.addEventListener('keydown', (e) => {
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (moves[e.key]) {
    cursor = [Math.min(COLS - 1, Math.max(0, cursor[0] + moves[e.key][0])), Math.min(ROWS - 1, Math.max(0, cursor[1] + moves[e.key][1]))];
    draw();
  } else if (e.key === 'Enter' || e.key === ' ') {
    pointChosen(cursor);
  } else if (e.key === 'Escape') {
    picked = null;
    draw();
  } else {
    return;
  }
  e.preventDefault();
});

// The step-by-step reduction below the picture; its first showing may replay the URL's steps.
const simplify = setupSimplify({
  cols: COLS, rows: ROWS, getEdges: () => edges, isRevealed: () => revealed && answer !== null,
  reveal: () => { revealed = true; showValue(); },
});
let replay = Number(getParam('s', '0')) || 0;

async function changed() {
  showError(errorBox, null);
  save();
  winning = new Set();
  nodeValues = new Map();
  colonList.replaceChildren();
  document.getElementById('simplify-section').hidden = true;   // until the new picture's value is in
  draw();
  const gen = ++generation;
  const cutNow = lastCut;
  lastCut = null;
  revealed = cutNow !== null || showWin.checked;
  tried = false;
  answer = null;
  document.getElementById('guess-feedback').textContent = '';
  const expr = spell(edges);
  // A line may break after the colon or a comma only, never inside a token such as 12g13.
  document.getElementById('notation').replaceChildren(...expr.split(/(?<=[:,])/).flatMap((part) => [part, el('wbr')]));
  document.getElementById('tree-link').href = `tree.html?expr=${encodeURIComponent(expr)}`;
  const valueOut = document.getElementById('value');
  const outcomeOut = document.getElementById('outcome');
  valueOut.textContent = '…';
  outcomeOut.textContent = '';
  edgesList.replaceChildren();
  const afters = edges.map((_, i) => spell(cut(edges, i)));
  try {
    const [v, m, ...after] = await Promise.all([
      api('value', { expr }), api('moves', { expr }), ...afters.map((a) => api('value', { expr: a })),
    ]);
    if (gen !== generation) return;
    answer = v;
    showValue();
    const verdict = document.getElementById('verdict');
    if (cutNow !== null) {
      verdict.textContent = v.value === 0
        ? `You cut edge ${cutNow}: the picture left is worth 0, a P-position. That was a winning cut.`
        : `You cut edge ${cutNow}: the picture left is worth *${v.value}, not 0, so your opponent now has a winning cut. (Undo and try another.)`;
    } else {
      verdict.textContent = '';
    }
    const targets = new Set(m.moves.map((x) => x.to));
    winning = new Set(after.map((a, i) => (targets.has(a.normalised) ? i : -1)).filter((i) => i >= 0));
    draw();
    edges.forEach((e, i) => {
      const win = winning.has(i);
      const li = el('li', { 'data-edge': i, 'data-after': after[i].normalised, 'data-win': win ? '1' : null },
        el('button', { type: 'button', 'aria-label': `Cut edge ${i + 1}`, text: 'Cut', onclick: () => cutEdge(i) }),
        ` edge ${i + 1} (from column ${e.a[0] + 1}, height ${e.a[1]} to column ${e.b[0] + 1}, height ${e.b[1]})`,
        el('span', { class: 'after-wrap' }, ': after the cut ',
          el('span', { class: 'mono after', text: after[i].value === 0 ? '0' : `*${after[i].value}` })),
        el('span', { class: 'winmark', text: ' ✓ winning cut' }));
      edgesList.append(li);
    });
    if (!edges.length) edgesList.append(el('li', { class: 'muted', text: 'No edges: the player to move cannot move, and loses.' }));
    simplify.reset(replay);
    replay = 0;
    await colon(gen);
  } catch (err) {
    if (gen !== generation) return;
    valueOut.textContent = '';
    showError(errorBox, err);
  }
}

// The colon principle at work: at each point, the value of each branch standing on it and of
// all of them together, every one from /api/value.
function showValue() {
  const valueOut = document.getElementById('value');
  const outcomeOut = document.getElementById('outcome');
  document.getElementById('guess-form').hidden = revealed || !answer;
  document.getElementById('value-show').disabled = !tried;
  document.getElementById('colon-section').hidden = !revealed;
  if (!answer) return;
  valueOut.textContent = revealed ? star(answer.value) : '?';
  outcomeOut.textContent = !revealed ? '— predict it first, below.' : answer.outcome === 'P'
    ? '— P: the player to move loses.' : '— N: the player to move wins, by a winning cut.';
  draw();
}

// The learner's guess: 0, *n or n. A wrong one gets the rule to use, not the value.
function guess(text) {
  const m = /^\s*(?:0|\*\s*(\d*)|(\d+))\s*$/.exec(text);
  const out = document.getElementById('guess-feedback');
  if (!m) { out.textContent = 'Write a nimber: 0, *1 (or just *), *2, …'; return; }
  const n = m[2] !== undefined ? Number(m[2]) : m[1] !== undefined ? (m[1] === '' ? 1 : Number(m[1])) : 0;
  tried = true;
  if (n === answer.value) {
    revealed = true;
    out.textContent = `Right: the picture is worth ${star(answer.value)}, as the engine says.`;
  } else {
    const cycle = branchesOf(edges) === null;
    out.textContent = `Not ${star(n)}. ` + (cycle
      ? 'Fuse each cycle first: its nodes become one, and each of its edges a loop worth *1 (the fusion principle); then work down from the top as with a tree.'
      : 'Work down from the top: a stalk of n edges is *n, and the branches meeting at a point add by nim-sum, so replace them with one stalk of that length (the colon principle).');
  }
  showValue();
}

const colonList = document.getElementById('colon');
const colonNote = document.getElementById('colon-note');
const star = (v) => (v === 0 ? '0' : `*${v}`);
async function colon(gen) {
  const points = branchesOf(edges);
  colonNote.textContent = points === null
    ? 'This picture has a cycle: the engine fuses its nodes first (the fusion principle), so no values are written at the nodes here; "Simplify step by step" below draws the fusion and writes the value at every node.'
    : points.length ? 'Each point of the picture is labelled with the value of all that stands on it.' : '';
  if (!points || !points.length) return;
  const asks = points.map((q) => Promise.all([
    api('value', { expr: spell(q.branches.flat(), q.point) }),
    ...q.branches.map((b) => api('value', { expr: spell(b, q.point) })),
  ]));
  const answers = await Promise.all(asks);
  if (gen !== generation) return;
  points.forEach((q, i) => {
    const [all, ...each] = answers[i];
    nodeValues.set(key(q.point), star(all.value));
    if (each.length >= 2) {
      colonList.append(el('li', { 'data-point': key(q.point), 'data-all': all.expression, 'data-branches': each.map((v) => v.expression).join(' ; ') },
        `At column ${q.point[0] + 1}, height ${q.point[1]}: ${each.length} branches, worth ${each.map((v) => star(v.value)).join(', ')}; together `,
        el('strong', { class: 'mono', text: star(all.value) }),
        `, the value of a single stalk of ${all.value} ${all.value === 1 ? 'edge' : 'edges'} standing there.`));
    }
  });
  draw();
}

document.getElementById('guess-form').addEventListener('submit', (e) => {
  e.preventDefault();
  if (answer) guess(document.getElementById('value-guess').value);
});
document.getElementById('value-show').addEventListener('click', () => {
  revealed = true;
  document.getElementById('guess-feedback').textContent = 'The values at the points show how the engine got there.';
  showValue();
});
showWin.addEventListener('change', () => {
  if (showWin.checked && answer) { revealed = true; showValue(); }
  edgesList.classList.toggle('marking', showWin.checked);
  save();
  draw();
});
document.getElementById('undo').addEventListener('click', () => {
  if (!history.length) return;
  edges = history.pop();
  picked = null;
  changed();
});
document.getElementById('clear').addEventListener('click', () => {
  history.push(edges);
  edges = [];
  picked = null;
  changed();
});
function example(list) {
  history.push(edges);
  edges = [];
  for (const [a1, b1] of list) addEdge(a1, b1, false);
  picked = null;
  changed();
}
// Pictures to start from (shapes only; their values come from the engine).
document.getElementById('example-tree').addEventListener('click', () => example([
  [[2, 0], [2, 1]], [[2, 1], [1, 2]], [[2, 1], [3, 2]], [[3, 2], [3, 3]], [[6, 0], [6, 1]], [[6, 1], [6, 2]]]));
document.getElementById('example-cycle').addEventListener('click', () => example([
  [[4, 0], [4, 1]], [[4, 1], [3, 2]], [[3, 2], [5, 2]], [[5, 2], [4, 1]]]));

load();
edgesList.classList.toggle('marking', showWin.checked);
changed();
