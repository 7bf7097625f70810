// The game-tree explorer (chapters/tree.html), drawn in SVG by lib/game-tree.js: open and close
// nodes, every value against the API fetched by the test itself, winning moves marked, colours
// as the legend says, keyboard only, Back/Forward and a reload restore what was open, partizan
// positions by their canonical forms, and no sideways scroll at 1280 or 375 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, baseURL } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
async function apiGet(command, expr) {
  const r = await fetch(`${baseURL}/api/${command}?expr=${enc(expr)}`);
  assert.equal(r.status, 200, `${command} ${expr}`);
  return r.json();
}

// Waits until every node drawn has its outcome and every open node its options.
async function settledTree(page) {
  await page.waitForFunction(() => {
    const ocs = [...document.querySelectorAll('#tree svg .gt-node .oc')];
    return document.querySelector('#tree[data-settled="1"]') && ocs.length > 0 && ocs.every((o) => o.textContent !== '…');
  });
}
const node = (path) => `#tree svg .gt-node[data-path="${path}"]`;
const nodes = (page) => page.$$eval('#tree svg .gt-node[data-path]', (ls) => ls.map((l) => ({
  path: l.dataset.path,
  expr: l.dataset.expr,
  value: l.querySelector('.val').textContent,
  outcome: l.querySelector('.oc').textContent,
  win: l.dataset.win === '1',
})));
const openPaths = (page) => page.evaluate(() => new URLSearchParams(location.search).get('open') || '');

test('tree: kayles:5 opens level by level; each value and outcome is what /api/value and /api/outcome say', async () => {
  const page = await open(browser, '/chapters/tree.html?expr=kayles:5', { width: 1280, height: 900 });
  await settledTree(page);
  let shown = await nodes(page);
  const root = await apiGet('options', 'kayles:5');
  assert.equal(shown.length, 1 + root.options.length);
  assert.deepEqual(shown.slice(1).map((n) => n.expr), root.options.map((o) => o.to));
  // Open the option kayles:1,3 and then its first option.
  const i = root.options.findIndex((o) => o.to === 'kayles:1,3');
  assert.ok(i >= 0);
  await page.click(node(i));
  await page.waitForSelector(node(`${i}.0`));
  await page.click(node(`${i}.0`));
  await page.waitForSelector(node(`${i}.0.0`));
  await settledTree(page);
  assert.equal(await openPaths(page), `${i},${i}.0`);
  assert.equal(await page.getAttribute(node(i), 'aria-expanded'), 'true');
  shown = await nodes(page);
  assert.ok(shown.length > 1 + root.options.length);
  for (const n of shown) {
    const v = await apiGet('value', n.expr);
    const o = await apiGet('outcome', n.expr);
    assert.equal(n.value, String(v.value), `value of ${n.expr}`);
    assert.equal(n.outcome, o.outcome, `outcome of ${n.expr}`);
    // A winning option is exactly one that moves to a P-position.
    if (n.path !== '') assert.equal(n.win, o.outcome === 'P', `winning mark of ${n.expr}`);
  }
  // The green marks are shown only on request.
  const winning = shown.filter((n) => n.win && n.path !== '');
  assert.ok(winning.length > 0);
  const sel = `#tree .gt-link[data-to="${winning[0].path}"] .winmark`;
  assert.equal(await page.isVisible(sel), false);
  await page.check('#win');
  assert.equal(await page.isVisible(sel), true);
  // Closing a node removes its subtree and its descendants from the URL.
  await page.click(node(i));
  assert.equal(await page.$(node(`${i}.0`)), null);
  assert.equal(await openPaths(page), '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tree: Back and Forward step through the opened nodes; a reload restores them', async () => {
  const page = await open(browser, '/chapters/tree.html?expr=nim:2,3', { width: 1280, height: 900 });
  await settledTree(page);
  await page.click(node('0'));
  await page.waitForSelector(node('0.0'));
  await page.click(node('0.0'));
  await page.waitForSelector(node('0.0.0'));
  assert.equal(await openPaths(page), '0,0.0');
  await page.goBack();
  await page.waitForFunction((s) => !document.querySelector(s), node('0.0.0'));
  assert.ok(await page.$(node('0.0')));
  assert.equal(await openPaths(page), '0');
  await page.goBack();
  await page.waitForFunction((s) => !document.querySelector(s), node('0.0'));
  await page.goForward();
  await page.waitForSelector(node('0.0'));
  await page.goForward();
  await page.waitForSelector(node('0.0.0'));
  // A new position is a history entry too.
  await page.fill('#expr', 'kayles:4');
  await page.press('#expr', 'Enter');
  await page.waitForSelector('#tree .gt-node[data-path=""][data-expr="kayles:4"]');
  await page.goBack();
  await page.waitForSelector('#tree .gt-node[data-path=""][data-expr="nim:2,3"]');
  await page.waitForSelector(node('0.0.0'));
  assert.equal(await page.inputValue('#expr'), 'nim:2,3');
  // Reload: the same nodes open, the focus back on the last one toggled.
  await page.reload();
  await page.waitForSelector(node('0.0.0'));
  await settledTree(page);
  assert.equal(await page.getAttribute(node('0.0'), 'aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.closest('.gt-node')?.dataset.path), '0.0');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tree: keyboard only: type a position, Tab to a node, Enter opens it and again closes it', async () => {
  const page = await open(browser, '/chapters/tree.html?expr=nim:1', { width: 1280, height: 900 });
  await settledTree(page);
  await page.focus('#expr');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('graph{a->b,c;b->c;c}:a');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#tree .gt-node[data-path=""][data-expr="graph{a->b,c;b->c;c}:a"]');
  await settledTree(page);
  // Tab: the submit button, the two checkboxes, "Close everything", then the tree (one Tab
  // stop, on its root); the arrow keys move from node to node.
  for (let k = 0; k < 5; k += 1) await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => document.activeElement.closest('.gt-node')?.dataset.path);
  assert.equal(await focused(), '');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), '0');
  assert.match(await page.getAttribute(node('0'), 'aria-label'), /^graph\{a->b,c;b->c;c\}:b 1 · N; Grundy value 1; outcome N, the player to move wins/);
  await page.keyboard.press('Enter');
  await page.waitForSelector(node('0.0'));
  await settledTree(page);
  assert.equal(await focused(), '0', 'the focus stays on the node opened');
  assert.equal(await page.getAttribute(node('0'), 'aria-expanded'), 'true');
  const v = await apiGet('value', await page.getAttribute(node('0.0'), 'data-expr'));
  assert.equal(await page.textContent(`${node('0.0')} .val`), String(v.value));
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => !document.querySelector(s), node('0.0'));
  assert.equal(await focused(), '0');
  // → opens, ↓ goes to its first option, ← goes back to the parent, ← again closes it.
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(node('0.0'));
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '0.0');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), '0');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((s) => !document.querySelector(s), node('0.0'));
  // Space toggles the winning marks: Shift+Tab from the tree reaches the checkbox in three.
  for (let k = 0; k < 3; k += 1) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  assert.equal(await page.isChecked('#win'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tree: a partizan position shows its canonical form and the canonical options, as /api/canonical says', async () => {
  const expr = 'domineering:...|...';
  const page = await open(browser, `/chapters/tree.html?expr=${enc(expr)}&win=1`, { width: 1280, height: 900 });
  await settledTree(page);
  assert.match(await page.textContent('#mode'), /Partizan/);
  const c = await apiGet('canonical', expr);
  let shown = await nodes(page);
  assert.equal(shown[0].value, c.canonical);
  assert.equal(shown[0].outcome, c.outcome);
  assert.deepEqual(shown.slice(1).map((n) => n.expr), [...c.left_options, ...c.right_options]);
  await page.click(node('L0'));
  await page.waitForFunction(() => new URLSearchParams(location.search).get('open') === 'L0');
  await settledTree(page);
  assert.equal(await page.getAttribute(node('L0'), 'aria-expanded'), 'true');
  shown = await nodes(page);
  for (const n of shown) {
    const k = await apiGet('canonical', n.expr);
    assert.equal(n.value, k.canonical);
    assert.equal(n.outcome, k.outcome);
    const side = n.path.split('.').pop()[0];
    if (n.path !== '') {
      assert.equal(n.win, side === 'L' ? ['L', 'P'].includes(k.outcome) : ['R', 'P'].includes(k.outcome), n.path);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tree: a typo is reported in plain words with the column selected', async () => {
  const page = await open(browser, '/chapters/tree.html?expr=kayles:5', { width: 1280, height: 900 });
  await settledTree(page);
  await page.fill('#expr', 'kayles:x');
  await page.press('#expr', 'Enter');
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error'), /could not be read/);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'expr');
  // The only console line is the browser's note of the 400 the typo was answered with.
  assert.deepEqual(page.errors.filter((e) => !/status of 400/.test(e)), []);
  await page.context().close();
});

for (const width of [1280, 375]) {
  test(`tree: at ${width} px, three levels open, no horizontal scroll`, async () => {
    const page = await open(browser, `/chapters/tree.html?expr=${enc('kayles:7 + nim:3')}&open=0,0.0,0.0.0&win=1`, { width, height: 900 });
    await page.waitForSelector(node('0.0.0.0'));
    await settledTree(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow}px too wide at ${width}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('tree: a loopy graph: inf{K} values and the outcome D, as /api/value says; a cycle can be walked round', async () => {
  const expr = 'graph{a->b;b->a,c;c->d;d}:a';
  const page = await open(browser, `/chapters/tree.html?expr=${enc(expr)}&open=0,0.0`, { width: 1280, height: 900 });
  await page.waitForSelector(node('0.0.0'));
  await settledTree(page);
  for (const n of await nodes(page)) {
    const v = await apiGet('value', n.expr);
    const o = await apiGet('outcome', n.expr);
    assert.equal(n.value, v.loopy === 'inf' ? `inf{${v.k.join(',')}}` : String(v.value), n.expr);
    assert.equal(n.outcome, o.outcome);
  }
  // a -> b -> a: the node two levels down is a again.
  assert.equal(await page.getAttribute(node('0.0'), 'data-expr'), await page.getAttribute(node(''), 'data-expr'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('tree: misère play colours each node by its misère outcome, as /api/outcome?misere=1 says, and shows no Grundy value', async () => {
  const page = await open(browser, '/chapters/tree.html?expr=nim:1,1,2&open=0,0.0', { width: 1280, height: 900 });
  await settledTree(page);
  const normal = await nodes(page);
  await page.check('#misere');
  await page.waitForFunction(() => /misère/.test(document.getElementById('mode').textContent));
  await settledTree(page);
  assert.match(await page.evaluate(() => location.search), /misere=1/);
  const shown = await nodes(page);
  assert.deepEqual(shown.map((n) => n.path), normal.map((n) => n.path), 'the same nodes stay open');
  let differ = 0;
  for (const n of shown) {
    const o = (await (await fetch(`${baseURL}/api/outcome?expr=${enc(n.expr)}&misere=1`)).json()).outcome;
    assert.equal(n.outcome, o, `misère outcome of ${n.expr}`);
    assert.equal(n.value, 'misère');
    assert.equal(await page.getAttribute(node(n.path), 'data-outcome'), o);
    if (n.path !== '') assert.equal(n.win, o === 'P', `winning mark of ${n.expr}`);
    if (normal.find((m) => m.path === n.path).outcome !== o) differ += 1;
  }
  assert.ok(differ > 0, 'some outcomes differ from normal play');
  // A leaf: no options, and in misère play the player to move has won.
  await page.click('#tree svg .gt-node[data-expr="nim:0"]');
  await settledTree(page);
  assert.match(await page.textContent('#tree svg'), /no options: the player to move wins \(misère play\)/);
  // Back (twice: the leaf opened, then the box ticked) returns to normal play.
  await page.goBack();
  await page.goBack();
  await page.waitForFunction(() => !document.getElementById('misere').checked);
  await settledTree(page);
  assert.deepEqual((await nodes(page)).map((n) => n.outcome), normal.map((n) => n.outcome));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
