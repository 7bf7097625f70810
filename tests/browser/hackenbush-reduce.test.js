// The shapes of the step-by-step reduction (web/lib/hackenbush-reduce.js), on random drawn
// pictures: the CLI values every intermediate picture the same as the drawn one (the fusion and
// colon principles keep the value), every colon step's stalk has the length the CLI gives the
// branches it replaced, the reduction ends in one stalk of the value's length, and no cycle and
// no loop is left before the last step. No browser: the module is plain JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from './browser.js';
import { allSteps, fromEdges, spell, hanging } from '../../web/lib/hackenbush-reduce.js';

// A small deterministic generator (mulberry32), so a failure can be replayed.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Edges between neighbouring points of a 9 x 6 lattice, each starting on the ground or on the
// picture (as the page draws them), never both ends on the ground, never twice.
function picture(rnd, size) {
  const edges = [];
  const on = (p) => p[1] === 0 || edges.some((e) => (e.a[0] === p[0] && e.a[1] === p[1]) || (e.b[0] === p[0] && e.b[1] === p[1]));
  for (let tries = 0; edges.length < size && tries < 500; tries += 1) {
    const a = [Math.floor(rnd() * 9), Math.floor(rnd() * 5)];
    const b = [a[0] + Math.floor(rnd() * 3) - 1, a[1] + Math.floor(rnd() * 2)];
    if (b[0] < 0 || b[0] > 8 || (a[0] === b[0] && a[1] === b[1]) || (a[1] === 0 && b[1] === 0) || !on(a)) continue;
    if (edges.some((e) => (String(e.a) === String(a) && String(e.b) === String(b)) || (String(e.a) === String(b) && String(e.b) === String(a)))) continue;
    edges.push({ a, b });
  }
  return edges;
}

test('hackenbush reduction: every step keeps the value (CLI), on 40 random pictures', () => {
  const rnd = random(13);
  let kinds = { fusion: 0, colon: 0, loops: 0, ground: 0 };
  for (let n = 0; n < 40; n += 1) {
    const edges = picture(rnd, 4 + (n % 9));
    const start = fromEdges(edges);
    const want = cli('value', spell(start)).value;
    const steps = allSteps(edges);
    let prev = start;
    for (const [i, s] of steps.entries()) {
      kinds[s.kind] += 1;
      const expr = spell(s.pic);
      assert.equal(cli('value', expr).value, want, `${spell(start)}, step ${i + 1} (${s.kind}): ${expr}`);
      if (s.kind === 'colon') {
        assert.equal(cli('value', spell(prev, hanging(prev, s.at), s.at)).value, s.made, `${s.text} in ${spell(prev)}`);
      }
      if (s.kind === 'ground') {
        assert.equal(i, steps.length - 1);
        assert.equal(s.made, want);
        assert.equal(s.pic.edges.length, want, 'one stalk of the value\'s length');
      }
      prev = s.pic;
    }
    // Before the last step: only stalks on the ground (each node above it has one edge up).
    const before = steps.length > 1 ? steps[steps.length - 2].pic : start;
    assert.ok(before.edges.every((e) => e.u !== e.v), 'no loop left');
  }
  // The random pictures exercised every kind of step.
  for (const k of Object.keys(kinds)) assert.ok(kinds[k] > 0, `${k}: ${JSON.stringify(kinds)}`);
});
