// Pictures for the play page beyond heaps: a row of coins (Turning Turtles and the other
// coin-turning games), a Green Hackenbush picture standing on the ground, and a game graph drawn
// as nodes and arrows. As in board.js, a click only proposes a move: the move made is one of the
// engine's own options, found by the position it leads to, so the picture never decides what is
// legal. Each returns false for a position it does not draw.
import { el } from './chapters.js';
import { api } from './api.js';

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// An SVG element that acts as a button: focusable, Enter or Space presses it.
function pressable(node, label, press) {
  node.setAttribute('tabindex', '0');
  node.setAttribute('role', 'button');
  node.setAttribute('aria-label', label);
  node.addEventListener('click', press);
  node.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); press(); }
  });
  return node;
}

// ---- Coins: choose the coins to turn, then turn them. ----
const COINS = /^([a-z][a-z-]*|turn\{[^}]*\}):([HT]+)$/;
const trimTails = (row) => row.replace(/T+$/, '');

export function drawCoins(container, position, options, { onMove, say, enabled }) {
  const m = COINS.exec(position);
  if (!m || m[2].length > 40) return false;
  const [, ruleset, row] = m;
  const picked = new Set();
  const coins = el('div', { class: 'coins play-coins', role: 'group', 'aria-label': `a row of ${row.length} coins` });
  const turn = el('button', { type: 'button', id: 'turn-coins', disabled: true, text: 'Turn the chosen coins' });
  [...row].forEach((c, i) => {
    const b = el('button', {
      type: 'button', class: `coin ${c === 'H' ? 'heads' : 'tails'}`, 'aria-pressed': 'false', 'data-coin': i,
      'aria-label': `coin ${i}: ${c === 'H' ? 'heads' : 'tails'}`, text: c, disabled: !enabled,
      onclick: () => {
        if (picked.has(i)) picked.delete(i); else picked.add(i);
        b.setAttribute('aria-pressed', String(picked.has(i)));
        b.classList.toggle('turn', picked.has(i));
        turn.disabled = picked.size === 0;
      },
    });
    coins.append(el('div', { class: 'coin-cell' }, b, el('span', { class: 'coin-n', text: String(i) })));
  });
  turn.addEventListener('click', () => {
    const next = [...row].map((c, i) => (picked.has(i) ? (c === 'H' ? 'T' : 'H') : c)).join('');
    const index = options.findIndex((o) => {
      const t = COINS.exec(o.to);
      return t && t[1] === ruleset && trimTails(t[2]) === trimTails(next);
    });
    if (index >= 0) { onMove(index); return; }
    say('Those coins are not a move of this game: a move turns one head to tails, and with it only the coins to its left that the rules allow.');
  });
  container.append(el('p', { class: 'muted', text: 'Choose the coins to turn (the rightmost must be a head), then turn them.' }),
    coins, el('div', { class: 'row' }, turn));
  return true;
}

// ---- Green Hackenbush: the picture on the ground; cut an edge by pressing it. ----
const HACKENBUSH = /^hackenbush:(0|(?:\d+g\d+)(?:,\d+g\d+)*)$/;

function edgesOf(spelling) {
  if (spelling === '0') return [];
  return spelling.split(',').map((s) => { const [u, v] = s.split('g').map(Number); return { u, v }; });
}

// The picture after cutting edge i: what no longer reaches the ground falls (the rule of the
// game), spelled with its nodes numbered as they first appear.
function afterCut(edges, i) {
  const rest = edges.filter((_, k) => k !== i);
  const up = new Set([0]);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of rest) {
      if (up.has(e.u) !== up.has(e.v)) { up.add(e.u); up.add(e.v); grew = true; }
    }
  }
  const kept = rest.filter((e) => up.has(e.u));
  if (!kept.length) return 'hackenbush:0';
  const ids = new Map([[0, 0]]);
  const id = (n) => { if (!ids.has(n)) ids.set(n, ids.size); return ids.get(n); };
  return `hackenbush:${kept.map((e) => `${id(e.u)}g${id(e.v)}`).join(',')}`;
}

// Each node's height: its distance from the ground, along the edges.
function layout(edges, width, height) {
  const depth = new Map([[0, 0]]);
  const order = [];
  let frontier = [0];
  while (frontier.length) {
    const next = [];
    for (const n of frontier) {
      for (const e of edges) {
        for (const [a, b] of [[e.u, e.v], [e.v, e.u]]) {
          if (a === n && !depth.has(b)) { depth.set(b, depth.get(n) + 1); next.push(b); order.push(b); }
        }
      }
    }
    frontier = next;
  }
  const levels = Math.max(1, ...depth.values());
  const byLevel = new Map();
  for (const n of order) {
    const d = depth.get(n);
    if (!byLevel.has(d)) byLevel.set(d, []);
    byLevel.get(d).push(n);
  }
  const at = new Map();
  for (const [d, nodes] of byLevel) {
    nodes.forEach((n, k) => at.set(n, [((k + 0.5) * width) / nodes.length, height - 24 - (d * (height - 48)) / levels]));
  }
  return at;
}

export function drawHackenbush(container, position, options, { onMove, say, enabled }) {
  const m = HACKENBUSH.exec(position);
  if (!m) return false;
  const edges = edgesOf(m[1]);
  if (edges.length > 30) return false;
  const W = 360, H = 220, ground = H - 24;
  const at = layout(edges, W, H);
  const picture = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'picture hackenbush', role: 'group',
    'aria-label': `Green Hackenbush: ${edges.length} edge${edges.length === 1 ? '' : 's'} standing on the ground` });
  picture.append(svg('rect', { x: 0, y: ground, width: W, height: H - ground, class: 'ground' }));
  // An end on the ground stands below the node it holds up; parallel edges bow apart.
  const point = (n, other) => (n === 0 ? [at.get(other)?.[0] ?? W / 2, ground] : at.get(n));
  const seen = new Map();
  edges.forEach((e, i) => {
    const a = point(e.u, e.v), b = point(e.v, e.u);
    const key = [Math.min(e.u, e.v), Math.max(e.u, e.v)].join('-');
    const k = seen.get(key) || 0;
    seen.set(key, k + 1);
    let d;
    if (e.u === e.v) {  // a loop
      d = `M ${a[0]} ${a[1]} c -28 -40, 28 -40, 0 0`;
    } else {
      const bow = (k % 2 ? -1 : 1) * Math.ceil(k / 2) * 26;
      const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
      d = `M ${a[0]} ${a[1]} Q ${mx + nx * bow} ${my + ny * bow} ${b[0]} ${b[1]}`;
    }
    const g = svg('g', { class: 'cut', 'data-edge': i },
      svg('path', { d, class: 'edge' }), svg('path', { d, class: 'hit' }));
    if (enabled) {
      pressable(g, `cut the edge ${e.u}g${e.v}`, async () => {
        try {
          // The engine spells the picture left by the cut as it spells its own options.
          const r = await api('options', { expr: afterCut(edges, i) });
          const index = options.findIndex((o) => o.to === (r.normalised || afterCut(edges, i)));
          if (index >= 0) onMove(index);
          else say('That cut is not among the engine\'s moves.');
        } catch (err) {
          say(err.message);
        }
      });
    }
    picture.append(g);
  });
  for (const [n, [x, y]] of at) if (n !== 0) picture.append(svg('circle', { cx: x, cy: y, r: 5, class: 'node' }));
  container.append(el('p', { class: 'muted', text: 'Press an edge to cut it: whatever no longer reaches the ground falls with it.' }), picture);
  return true;
}

// ---- A game graph: nodes on a circle, an arrow for each move, the token on its node. ----
const GRAPH = /^(graph\{([^}]*)\}):(\w+)$/;

export function drawGraph(container, position, options, { onMove, say, enabled }) {
  const m = GRAPH.exec(position);
  if (!m) return false;
  const [, , body, here] = m;
  const names = [];
  const arrows = [];
  const name = (n) => { if (!names.includes(n)) names.push(n); };
  for (const part of body.split(';').map((s) => s.trim()).filter(Boolean)) {
    const [from, to] = part.split('->').map((s) => s.trim());
    name(from);
    for (const t of (to || '').split(',').map((s) => s.trim()).filter(Boolean)) { name(t); arrows.push([from, t]); }
  }
  if (names.length > 16 || !names.includes(here)) return false;
  const W = 360, H = 300, R = Math.min(W, H) / 2 - 34;
  const at = new Map(names.map((n, k) => [n, [W / 2 + R * Math.sin((2 * Math.PI * k) / names.length),
    H / 2 - R * Math.cos((2 * Math.PI * k) / names.length)]]));
  const picture = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'picture graph', role: 'group',
    'aria-label': `the game graph, ${names.length} positions, the token on ${here}` });
  picture.append(svg('defs', {}, svg('marker', { id: 'arrowhead', viewBox: '0 0 10 10', refX: 10, refY: 5,
    markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'head' }))));
  const r = 17;
  for (const [from, to] of arrows) {
    const [a, b] = [at.get(from), at.get(to)];
    if (from === to) {
      picture.append(svg('path', { d: `M ${a[0] - 8} ${a[1] - r + 2} c -20 -36, 36 -36, 16 0`, class: 'arrow', 'marker-end': 'url(#arrowhead)' }));
      continue;
    }
    const back = arrows.some(([f, t]) => f === to && t === from);  // both ways: bow the two apart
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [ux, uy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    const [sx, sy, ex, ey] = [a[0] + ux * r, a[1] + uy * r, b[0] - ux * (r + 2), b[1] - uy * (r + 2)];
    const bow = back ? 18 : 0;
    const [cx, cy] = [(sx + ex) / 2 - uy * bow, (sy + ey) / 2 + ux * bow];
    picture.append(svg('path', { d: `M ${sx} ${sy} Q ${cx} ${cy} ${ex} ${ey}`, class: `arrow${from === here ? ' from-here' : ''}`, 'marker-end': 'url(#arrowhead)' }));
  }
  for (const n of names) {
    const [x, y] = at.get(n);
    const index = options.findIndex((o) => o.to.slice(o.to.lastIndexOf(':') + 1) === n);
    const cls = n === here ? 'token' : index >= 0 ? 'reach' : '';
    const g = svg('g', { class: `gnode ${cls}`, 'data-node': n },
      svg('circle', { cx: x, cy: y, r }), svg('text', { x, y: y + 5, 'text-anchor': 'middle' }, n));
    if (enabled && n !== here) {
      if (index >= 0) pressable(g, `move the token from ${here} to ${n}`, () => onMove(index));
      else g.addEventListener('click', () => say(`No arrow leads from ${here} to ${n}: the token moves along one arrow.`));
    }
    picture.append(g);
  }
  container.append(el('p', { class: 'muted', text: `The token is on ${here}. Press a node an arrow from ${here} leads to; whoever cannot move loses.` }), picture);
  return true;
}
