// The drawn game tree (web/lib/game-tree.js) on the tree chapter and in the playground: an SVG
// laid out as a tree with one node per position shown (counted against the options the test
// fetches itself), collapsing, one colour per outcome exactly as the legend paints it (P
// and N in the site's code, style.css --p and --n), and axe-core finds no serious or critical violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, baseURL } from './browser.js';
import { seriousViolations } from './axe.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
async function apiGet(command, expr) {
  const r = await fetch(`${baseURL}/api/${command}?expr=${enc(expr)}`);
  assert.equal(r.status, 200, `${command} ${expr}`);
  return r.json();
}
const settled = (page, box = '#tree') => page.waitForSelector(`${box}[data-settled="1"]`);
const node = (path, box = '#tree') => `${box} svg .gt-node[data-path="${path}"]`;

// Every path of the game tree of expr down to `depth` levels, by /api/options alone.
async function paths(expr, depth, prefix = '') {
  const out = [prefix];
  if (depth === 0) return out;
  const r = await apiGet('options', expr);
  for (const [i, o] of r.options.entries()) {
    out.push(...await paths(o.to, depth - 1, prefix === '' ? String(i) : `${prefix}.${i}`));
  }
  return out;
}

test('game tree: on a phone a long position is cut short in its box, whole in the line under the tree', async () => {
  const expr = 'sub{1,3,4}:5 + kayles:4 + nim:6';
  const page = await open(browser, `/chapters/playground.html?expr=${enc(expr)}`, { width: 375, height: 812 });
  await settled(page);
  const shown = await page.textContent(`${node('')} .gt-expr`);
  assert.match(shown, /…\s*$/);
  assert.ok(expr.startsWith(shown.replace(/…\s*$/, '')));
  await page.hover(node('1'));
  assert.match(await page.textContent('#tree .gt-detail'), new RegExp(`^${(await page.getAttribute(node('1'), 'data-expr')).replace(/[{}+]/g, '\\$&')}:`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow}px too wide`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('game tree: nim:1,2 opened everywhere is an SVG with one node per position of its tree, laid out as a tree; closing hides a subtree', async () => {
  // nim:1,2 has 3 options; opening every node down to the end draws the whole tree.
  const all = await paths('nim:1,2', 10);
  const inner = all.filter((p) => p !== '');
  const page = await open(browser, `/chapters/tree.html?expr=nim:1,2&open=${inner.join(',')}`, { width: 1280, height: 900 });
  await settled(page);
  assert.ok(await page.$('#tree svg[role="tree"]'), 'the tree is drawn in SVG');
  assert.equal(await page.$('#tree li'), null, 'no list items left from the indented list');
  const drawn = await page.$$eval('#tree svg .gt-node', (gs) => gs.map((g) => g.dataset.path));
  assert.deepEqual([...drawn].sort(), [...all].sort());
  // One edge a node but the root.
  assert.equal(await page.$$eval('#tree svg .gt-link', (l) => l.length), all.length - 1);
  // A tidy layered layout: each level one column to the right, a parent centred beside its
  // children, and no two boxes overlapping.
  const boxes = await page.$$eval('#tree svg .gt-node', (gs) => gs.map((g) => {
    const r = g.querySelector('.gt-box').getBoundingClientRect();
    return { path: g.dataset.path, x: r.left, y: r.top, w: r.width, h: r.height, level: Number(g.getAttribute('aria-level')) };
  }));
  const at = new Map(boxes.map((b) => [b.path, b]));
  for (const b of boxes) {
    assert.equal(b.level, b.path === '' ? 1 : b.path.split('.').length + 1);
    const kids = boxes.filter((k) => k.path.startsWith(b.path === '' ? '' : `${b.path}.`) && k.level === b.level + 1);
    if (kids.length) {
      for (const k of kids) assert.ok(k.x > b.x + b.w, `${k.path} right of ${b.path}`);
      const mid = (Math.min(...kids.map((k) => k.y)) + Math.max(...kids.map((k) => k.y))) / 2;
      assert.ok(Math.abs(mid - b.y) < 1, `${b.path} centred beside its options`);
    }
    for (const o of boxes) {
      if (o === b) continue;
      const apart = o.x >= b.x + b.w || b.x >= o.x + o.w || o.y >= b.y + b.h || b.y >= o.y + o.h;
      assert.ok(apart, `${b.path} and ${o.path} overlap`);
    }
  }
  assert.ok(at.has('0'));
  // Clicking the first option closes it: its subtree goes, the rest stays.
  const under0 = all.filter((p) => p.startsWith('0.')).length;
  assert.ok(under0 > 0);
  await page.click(node('0'));
  await settled(page);
  assert.equal(await page.getAttribute(node('0'), 'aria-expanded'), 'false');
  assert.equal(await page.$$eval('#tree svg .gt-node', (gs) => gs.length), all.length - under0);
  assert.equal(await page.$('#tree svg .gt-node[data-path^="0."]'), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The colour code: each node's box is painted exactly as the legend's swatch of its outcome,
// the outcome is /api/outcome's, and P and N are the site's code (style.css --p blue, --n
// orange, as on every page that colours a class).
async function checkColours(page, box) {
  const legend = await page.$$eval(`${box === '#tree' ? '#legend' : box} .gt-legend li[data-outcome]`, (ls) => Object.fromEntries(ls.map((l) => {
    const s = getComputedStyle(l.querySelector('rect'));
    return [l.dataset.outcome, `${s.fill} ${s.stroke}`];
  })));
  assert.ok(legend.P && legend.N, 'the legend shows P and N');
  assert.notEqual(legend.P, legend.N);
  const shown = await page.$$eval(`${box} svg .gt-node`, (gs) => gs.map((g) => {
    const s = getComputedStyle(g.querySelector('.gt-box'));
    return { expr: g.dataset.expr, outcome: g.querySelector('.oc').textContent, paint: `${s.fill} ${s.stroke}`, fill: s.fill };
  }));
  assert.ok(shown.length > 3);
  const seen = new Set();
  for (const n of shown) {
    assert.equal(n.outcome, (await apiGet('outcome', n.expr)).outcome, n.expr);
    assert.equal(n.paint, legend[n.outcome], `${n.expr} (${n.outcome}) painted as the legend's ${n.outcome}`);
    seen.add(n.outcome);
  }
  const code = await page.evaluate(() => Object.fromEntries(['--p', '--p-bg', '--n', '--n-bg'].map((v) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${v})`;
    document.body.append(probe);
    const c = getComputedStyle(probe).color;
    probe.remove();
    return [v, c];
  })));
  assert.equal(legend.P, `${code['--p-bg']} ${code['--p']}`, 'P: the site\'s blue');
  assert.equal(legend.N, `${code['--n-bg']} ${code['--n']}`, 'N: the site\'s orange');
  assert.ok(seen.has('P') && seen.has('N'), 'both colours appear');
}

test('game tree: every node is coloured as the legend says for its outcome; the winning mark is the thick edge, not a colour', async () => {
  const page = await open(browser, '/chapters/tree.html?expr=kayles:5&open=2,2.0&win=1', { width: 1280, height: 900 });
  await settled(page);
  await checkColours(page, '#tree');
  // A winning option (to a P-position) keeps its P colour; the mark is on its edge.
  const win = await page.$$eval('#tree svg .gt-node[data-win="1"]', (gs) => gs.map((g) => g.dataset.path));
  assert.ok(win.length > 0);
  for (const p of win) {
    assert.equal(await page.getAttribute(node(p), 'data-outcome'), 'P');
    assert.equal(await page.isVisible(`#tree .gt-link[data-to="${p}"] .winmark`), true);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('playground: the option tree is the drawn tree, coloured as its legend, and opens by keyboard', async () => {
  const expr = 'nim:1,2 + kayles:2';
  const page = await open(browser, `/chapters/playground.html?expr=${enc(expr)}`, { width: 1280, height: 900 });
  await settled(page, '#tree');
  const r = await apiGet('options', expr);
  assert.equal(await page.$$eval('#tree svg .gt-node', (gs) => gs.length), 1 + r.options.length);
  await page.focus(node('', '#tree'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForSelector(node('0.0', '#tree'));
  await settled(page, '#tree');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.path), '0');
  // The line under the tree says the focused node whole, with the move that reaches it.
  const first = r.options[0];
  assert.match(await page.textContent('#tree .gt-detail'), new RegExp(`^${first.to.replace(/[{}+]/g, '\\$&')}: Grundy value ${first.value}, outcome ${first.value === 0 ? 'P' : 'N'}.*reached by: `));
  await checkColours(page, '#tree-box');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
  for (const path of ['/chapters/tree.html?expr=kayles:5&open=2&win=1', '/chapters/playground.html?expr=nim:1,2']) {
    test(`axe: ${path} at ${name} width: no serious or critical violation`, async () => {
      const page = await open(browser, path, viewport);
      await settled(page);
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
