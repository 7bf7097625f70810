// The shape of a Green Hackenbush picture's reduction to stalks, one step at a time (Winning
// Ways ch. 7; Lessons in Play §7.3). Only shapes are computed here: every value the page shows
// comes from the engine (/api/value), which checks that each step keeps the picture's value.
//  - Fusion principle: the nodes of a cycle may be fused into one, its edges becoming loops there
//    (each loop worth a stalk of one edge), without changing the value.
//  - Colon principle: branches meeting at a node may be replaced by one stalk whose length is the
//    nim-sum of theirs; done from the leaves down, where every branch is already a stalk.
// A picture is { nodes: Map id -> {c, r, ground}, edges: [{u, v}] }; every ground point is the one
// ground node of the game, but keeps its own place in the drawing.

const isGround = (pic, id) => pic.nodes.get(id).ground;
const rep = (pic, id) => (isGround(pic, id) ? 'G' : id);

export function fromEdges(list) {
  const nodes = new Map();
  const id = (p) => {
    const k = `${p[0]},${p[1]}`;
    if (!nodes.has(k)) nodes.set(k, { c: p[0], r: p[1], ground: p[1] === 0 });
    return k;
  };
  return { nodes, edges: list.map((e) => ({ u: id(e.a), v: id(e.b) })) };
}

// hackenbush notation: the ground (or `root`) is node 0, other nodes numbered as they appear.
export function spell(pic, edges = pic.edges, root = null) {
  if (!edges.length) return 'hackenbush:0';
  const ids = new Map();
  const n = (x) => {
    if (root !== null ? x === root : isGround(pic, x)) return 0;
    if (!ids.has(x)) ids.set(x, ids.size + 1);
    return ids.get(x);
  };
  return `hackenbush:${edges.map((e) => `${n(e.u)}g${n(e.v)}`).join(',')}`;
}

// All that stands on node v: the edges that no longer reach the ground once v is taken away.
export function hanging(pic, v) {
  const reached = new Set();
  for (const [id, p] of pic.nodes) if (p.ground && id !== v) reached.add(id);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of pic.edges) {
      if (e.u === v || e.v === v) continue;
      if (reached.has(e.u) !== reached.has(e.v)) { reached.add(e.u); reached.add(e.v); grew = true; }
    }
  }
  return pic.edges.filter((e) => !reached.has(e.u) && !reached.has(e.v));
}

// The nodes above the ground with something standing on them, in a stable order.
export function standingNodes(pic) {
  const used = new Set(pic.edges.flatMap((e) => [e.u, e.v]));
  return [...used].filter((id) => !isGround(pic, id) && hanging(pic, id).length > 0);
}

// A cycle among the edges that are not loops (the ground counted as one node): its edges'
// indices, or null.
function findCycle(pic) {
  const up = new Map();
  const find = (x) => { while (up.has(x)) x = up.get(x); return x; };
  const adj = new Map();
  const link = (a, b, i) => {
    for (const [x, y] of [[a, b], [b, a]]) {
      if (!adj.has(x)) adj.set(x, []);
      adj.get(x).push({ to: y, edge: i });
    }
  };
  for (const [i, e] of pic.edges.entries()) {
    if (e.u === e.v) continue;
    const [a, b] = [rep(pic, e.u), rep(pic, e.v)];
    if (a === b) return [i];   // an edge from the ground to the ground
    if (find(a) === find(b)) {
      // The path from a to b in the forest so far, and this edge, make the cycle.
      const from = new Map([[a, null]]);
      const queue = [a];
      while (queue.length) {
        const x = queue.shift();
        for (const { to, edge } of adj.get(x) || []) {
          if (!from.has(to)) { from.set(to, { x, edge }); queue.push(to); }
        }
      }
      const cycle = [i];
      for (let x = b; from.get(x); x = from.get(x).x) cycle.push(from.get(x).edge);
      return cycle;
    }
    up.set(find(a), find(b));
    link(a, b, i);
  }
  return null;
}

function clone(pic) {
  return { nodes: new Map(pic.nodes), edges: pic.edges.map((e) => ({ ...e })) };
}

let fresh = 0;
// A stalk of n edges standing on node v, drawn straight up (closer together if the top is near).
function addStalk(pic, v, n, dc = 0) {
  const base = pic.nodes.get(v);
  const room = 5.45 - base.r;
  const gap = n ? Math.min(1, Math.max(0.3, room / n)) : 1;
  let below = v;
  for (let k = 1; k <= n; k += 1) {
    fresh += 1;
    const id = `s${fresh}`;
    pic.nodes.set(id, { c: base.c + dc, r: base.r + k * gap, ground: false });
    pic.edges.push({ u: below, v: id });
    below = id;
  }
}

// The tree's structure once no cycle is left: for each node its children (over edges that are
// not loops, from the ground up), its loops, and its depth.
function tree(pic) {
  const children = new Map();
  const loops = new Map();
  const depth = new Map();
  const queue = [];
  for (const [id, p] of pic.nodes) if (p.ground) { depth.set(id, 0); queue.push(id); }
  for (const e of pic.edges) if (e.u === e.v) loops.set(e.u, (loops.get(e.u) || 0) + 1);
  while (queue.length) {
    const x = queue.shift();
    children.set(x, []);
    for (const e of pic.edges) {
      if (e.u === e.v) continue;
      const y = e.u === x ? e.v : e.v === x ? e.u : null;
      if (y === null || depth.has(y) || isGround(pic, y)) continue;
      depth.set(y, depth.get(x) + 1);
      children.get(x).push(y);
      queue.push(y);
    }
  }
  // The length of the stalk standing on x (x's edges above it), or null if it is not a stalk.
  const stalk = (x) => {
    if (loops.get(x)) return null;
    const ch = children.get(x) || [];
    if (ch.length === 0) return 0;
    if (ch.length > 1) return null;
    const s = stalk(ch[0]);
    return s === null ? null : s + 1;
  };
  return { children, loops, depth, stalk };
}

const where = (p) => (p.ground ? `the ground at column ${Math.round(p.c) + 1}` : `the node at column ${Math.round(p.c) + 1}, height ${Math.round(p.r)}`);

// One reduction of the picture, or null when only stalks stand on the ground. Each step is
// { kind, pic (after), at (the node it acted at), text (what it did; the value it produced is
// the engine's, added by the page), lengths (for colon: the stalks it combined; -1 a loop),
// made (the stalk length the page drew) }.
export function nextStep(pic) {
  const cycle = findCycle(pic);
  if (cycle) {
    const cyc = new Set(cycle);
    const verts = [...new Set(cycle.flatMap((i) => [pic.edges[i].u, pic.edges[i].v]))];
    const grounds = verts.filter((x) => isGround(pic, x));
    const target = grounds.length ? grounds[0]
      : [...verts].sort((x, y) => pic.nodes.get(x).r - pic.nodes.get(y).r || pic.nodes.get(x).c - pic.nodes.get(y).c)[0];
    const merge = new Set(verts.filter((x) => !isGround(pic, x)));
    const to = (x) => (merge.has(x) ? target : x);
    const next = clone(pic);
    next.edges = pic.edges.map((e, i) => (cyc.has(i) ? { u: target, v: target } : { u: to(e.u), v: to(e.v) }));
    for (const x of merge) if (x !== target) next.nodes.delete(x);
    const others = verts.filter((x) => x !== target && !isGround(pic, x)).length;
    return {
      kind: 'fusion', pic: next, at: target, loops: cycle.length,
      text: `Fusion principle: the cycle of ${cycle.length} edges is fused into ${where(pic.nodes.get(target))} (${others} ${others === 1 ? 'node joins' : 'nodes join'} it); its edges become ${cycle.length} loops there, each worth a stalk of one edge`,
    };
  }
  const t = tree(pic);
  // Colon: the deepest node with branches that are all stalks (a loop is a stalk of one edge),
  // unless they are already one stalk.
  let best = null;
  for (const [x, d] of t.depth) {
    if (isGround(pic, x)) continue;
    const ch = t.children.get(x) || [];
    const loops = t.loops.get(x) || 0;
    if (ch.length + loops < 2 && loops === 0) continue;
    const lengths = ch.map((y) => t.stalk(y));
    if (lengths.some((s) => s === null)) continue;
    if (!best || d > best.d) best = { x, d, lengths: [...lengths.map((s) => s + 1), ...Array(loops).fill(-1)] };
  }
  if (best) {
    const n = best.lengths.reduce((a, s) => a ^ (s < 0 ? 1 : s), 0);
    const gone = new Set(hanging(pic, best.x));
    const next = clone(pic);
    next.edges = pic.edges.filter((e) => !gone.has(e));
    const keep = new Set(next.edges.flatMap((e) => [e.u, e.v]));
    for (const id of pic.nodes.keys()) if (!keep.has(id) && id !== best.x && !isGround(pic, id)) next.nodes.delete(id);
    addStalk(next, best.x, n);
    return { kind: 'colon', pic: next, at: best.x, lengths: best.lengths, made: n, text: `Colon principle at ${where(pic.nodes.get(best.x))}: its branches (${describe(best.lengths)}) ${n ? `are replaced by one stalk of ${n} ${n === 1 ? 'edge' : 'edges'}, the nim-sum of their lengths` : 'are taken away: the nim-sum of their lengths is 0'}` };
  }
  // Loops on the ground: each a stalk of one edge, set beside its ground point.
  const groundLoops = pic.edges.filter((e) => e.u === e.v);
  if (groundLoops.length) {
    const next = clone(pic);
    next.edges = pic.edges.filter((e) => e.u !== e.v);
    const perPoint = new Map();
    for (const e of groundLoops) {
      const k = (perPoint.get(e.u) || 0) + 1;
      perPoint.set(e.u, k);
      addStalk(next, e.u, 1, (k % 2 ? 1 : -1) * 0.3 * Math.ceil(k / 2));
    }
    return { kind: 'loops', pic: next, at: groundLoops[0].u, text: `Each loop on the ground is worth a stalk of one edge: the ${groundLoops.length} ${groundLoops.length === 1 ? 'loop becomes a stalk' : 'loops become stalks'} of one edge` };
  }
  return null;
}

const and = (xs) => (xs.length < 2 ? `${xs[0]}` : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

function describe(lengths) {
  const stalks = lengths.filter((s) => s >= 0);
  const loops = lengths.length - stalks.length;
  const parts = [];
  if (stalks.length) parts.push(`${stalks.length === 1 ? 'a stalk' : 'stalks'} of ${and(stalks)} ${stalks.length === 1 && stalks[0] === 1 ? 'edge' : 'edges'}`);
  if (loops) parts.push(`${loops} ${loops === 1 ? 'loop' : 'loops'}`);
  return parts.join(' and ');
}

// The last step: the stalks on the ground, which the colon principle at the ground makes one
// stalk of their nim-sum (the picture's value).
export function finalStep(pic) {
  const t = tree(pic);
  const lengths = [];
  let first = null;
  for (const [id, p] of pic.nodes) {
    if (!p.ground) continue;
    for (const y of t.children.get(id) || []) { lengths.push(t.stalk(y) + 1); first = first || id; }
  }
  const n = lengths.reduce((a, s) => a ^ s, 0);
  const next = { nodes: new Map([...pic.nodes].filter(([, p]) => p.ground)), edges: [] };
  if (first && n) addStalk(next, first, n);
  return {
    kind: 'ground', pic: next, at: first, lengths, made: n,
    text: lengths.length ? `Colon principle at the ground: the stalks standing there, of ${and(lengths)} ${lengths.length === 1 && lengths[0] === 1 ? 'edge' : 'edges'}, count as one stalk of their nim-sum, ${n} ${n === 1 ? 'edge' : 'edges'}` : 'Nothing stands on the ground',
  };
}

// Every step from the drawn picture to one stalk on the ground (the last, `ground`).
export function allSteps(list) {
  let pic = fromEdges(list);
  const steps = [];
  for (let s = nextStep(pic); s && steps.length < 500; s = nextStep(pic)) { steps.push(s); pic = s.pic; }
  steps.push(finalStep(pic));
  return steps;
}
