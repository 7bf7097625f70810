// Issue 32, direct manipulation in the last three chapters that had none: the mex chapter (try a
// position's moves, their values light up and the mex forms), the strips (a cell played out: its
// options lit in the strip, the mex formed on a line) and Test yourself (a winning move made on
// the board). Each widget played by mouse and by keyboard, nothing said before the learner acts,
// the end state the CLI's, axe at 1280 x 900 and 375 x 812. One page load a test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, baseURL, cli } from './browser.js';
import { seriousViolations } from './axe.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

// A page that counts the animations started and records each element given the class `leaving`.
async function watched(path, { reducedMotion = 'no-preference', viewport = desktop } = {}) {
  const context = await browser.newContext({ viewport, baseURL, reducedMotion });
  await context.addInitScript(() => {
    window.left = [];
    window.animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...a) { window.animations += 1; return animate.apply(this, a); };
    new MutationObserver((ms) => {
      for (const m of ms) {
        const e = m.target;
        if (e.classList?.contains('leaving') && !e.dataset.seen) {
          e.dataset.seen = '1';
          window.left.push(e.getAttribute('aria-label'));
        }
      }
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  await page.goto(path);
  return page;
}

const distinct = (vs) => [...new Set(vs)].sort((a, b) => a - b);
const heapsOf = (spelled) => (spelled === '0' ? [] : spelled.replace(/^[^:]*:/, '').split(',').map(Number).filter((h) => h > 0));
const sameHeaps = (a, b) => a.slice().sort((x, y) => x - y).join() === b.filter((h) => h > 0).sort((x, y) => x - y).join();
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id);
const narrow = async (page) => assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= 375, 'the page fits 375 px');

// Nothing of the answer shows before the learner acts: no number lit, no mex, no value said.
async function mexUnsaid(page) {
  assert.equal(await page.$('#pos-line span.in, #pos-line span.mex'), null, 'no value lit before a move');
  assert.doesNotMatch(await page.textContent('#pos-status'), /mex|value|lit/i);
  assert.equal(await page.$$eval('#pos-tried li', (l) => l.length), 0);
}

test('mex, by mouse: each move\'s counters slide away, its value (the CLI\'s) lights up and the counters come back; the rest tried, the mex is the CLI\'s value', async () => {
  const expr = 'nim:2,3';
  const options = cli('options', expr).options;
  const page = await watched(`/chapters/mex.html?pos=${enc(expr)}`);
  await page.waitForSelector('#pos-board button.token:not([disabled])');
  await mexUnsaid(page);
  assert.deepEqual(await seriousViolations(page), []);
  // Take both counters of heap 1: the position nim:3.
  const first = '#pos-board .heap[data-heap="1"] button.token:nth-child(1)';
  const label = await page.getAttribute(first, 'aria-label');
  await page.click(first);
  await page.waitForFunction(() => document.getElementById('pos-status').dataset.tried === '1');
  const o = options.find((x) => sameHeaps([3], heapsOf(x.to)));
  assert.equal(await page.getAttribute('#pos-line', 'data-lit'), String(o.value));
  assert.equal(await page.textContent('#pos-line span.in'), String(o.value));
  assert.equal(await page.$('#pos-line span.mex'), null, 'no mex before every move is tried');
  assert.match(await page.textContent('#pos-status'), new RegExp(`^1 of ${options.length} moves tried`));
  assert.deepEqual(await page.evaluate(() => window.left), [2, 1].map((k) => `take stone ${k} and every stone after it from heap 1`));
  assert.deepEqual(await page.$$eval('#pos-board .heap', (hs) => hs.map((h) => h.querySelectorAll('.token').length)), [2, 3], 'the counters are back');
  assert.equal(await focused(page), label, 'the focus stays on the counter clicked');
  // The rest at one press: each lights in turn, then the mex.
  await page.click('#pos-rest');
  await page.waitForFunction(() => document.getElementById('pos-status').dataset.mex !== undefined);
  const v = cli('value', expr).value;
  assert.equal(await page.getAttribute('#pos-status', 'data-mex'), String(v));
  assert.equal(await page.getAttribute('#pos-line', 'data-lit'), distinct(options.map((x) => x.value)).join(','));
  assert.equal(await page.textContent('#pos-line span.mex'), String(v));
  assert.match(await page.textContent('#pos-status'), new RegExp(`the mex is ${v}, the missing number\\. So nim:2,3 has Grundy value ${v} \\(the engine's value for it too\\)`));
  const reached = new Map(options.map((x) => [x.to, x.value]));  // one line a position reached
  assert.deepEqual((await page.$$eval('#pos-tried li', (l) => l.map((e) => Number(e.dataset.value)))).sort(), [...reached.values()].sort());
  assert.ok(await page.evaluate(() => window.animations) >= options.length + 5, 'counters slid and values popped');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pos-again');
  assert.deepEqual(await seriousViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('mex, by keyboard on a phone with reduced motion: Enter on each counter of kayles:3, the focus kept; the mex formed is the CLI\'s value, nothing moving', async () => {
  const expr = 'kayles:3';
  const options = cli('options', expr).options;
  const page = await watched(`/chapters/mex.html?pos=${enc(expr)}`, { reducedMotion: 'reduce', viewport: phone });
  await page.waitForSelector('#pos-board button.token:not([disabled])');
  await mexUnsaid(page);
  assert.deepEqual(await seriousViolations(page), []);
  // One pin at a time (pins 1, 2, 3), then pairs (the box ticked by keyboard too).
  const pins = await page.$$eval('#pos-board button.token', (b) => b.map((e) => e.getAttribute('aria-label')));
  for (const pair of [false, true]) {
    if (pair) {
      await page.focus('#pairs');
      await page.keyboard.press('Space');
    }
    for (const pin of pins.slice(0, pair ? 2 : 3)) {
      if (await page.getAttribute('#pos-status', 'data-mex') !== null) break;
      await page.focus(`#pos-board button[aria-label="${pin}"]`);
      const before = Number(await page.getAttribute('#pos-status', 'data-tried') ?? 0);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => Number(document.getElementById('pos-status').dataset.tried ?? 0) >= n || /already/.test(document.getElementById('pos-status').textContent), before + 1);
      const done = await page.getAttribute('#pos-status', 'data-mex');
      assert.equal(await focused(page), done === null ? pin : 'pos-again', 'the focus stays on the pin, or on Start again at the end');
    }
  }
  const v = cli('value', expr).value;
  await page.waitForFunction(() => document.getElementById('pos-status').dataset.mex !== undefined);
  assert.equal(await page.getAttribute('#pos-status', 'data-mex'), String(v));
  assert.equal(await page.getAttribute('#pos-line', 'data-lit'), distinct(options.map((x) => x.value)).join(','));
  assert.equal(await page.textContent('#pos-line span.mex'), String(v));
  assert.equal(await page.evaluate(() => window.animations), 0, 'reduced motion: nothing slides or pops');
  await narrow(page);
  assert.deepEqual(await seriousViolations(page), []);
  // Start again: nothing lit, nothing said.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('pos-status').dataset.tried === '0' && /to try/.test(document.getElementById('pos-status').textContent));
  await mexUnsaid(page);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The strip's geometry, read off the page: where the cell of heap i is on the screen.
async function cellPoint(page, i) {
  return page.evaluate((k) => {
    const g = document.querySelector('#wrap g.pick');
    const r = g.children[k].getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, i);
}

// The end state of a heap played out: its value (the CLI's), the options' values lit, the mex
// marked, and one mark in the strip for each heap each option leaves.
async function playedOut(page, ruleset, i, w) {
  await page.waitForFunction((k) => document.getElementById('heap-status').dataset.heap === String(k), i);
  const options = cli('options', `${ruleset}:${i}`).options;
  const v = cli('seq', ruleset, String(i)).values[i];
  assert.equal(await page.getAttribute('#heap-status', 'data-value'), String(v));
  assert.match(await page.textContent('#heap-status'), new RegExp(`The mex is ${v}: G\\(${i}\\) = ${v}, the colour of its cell in the strip\\.$`));
  assert.equal(await page.getAttribute('#heap-line', 'data-lit'), distinct(options.map((x) => x.value)).join(','));
  assert.equal(await page.textContent('#heap-line span.mex'), String(v));
  const marks = await page.$$eval('#wrap g.lit rect', (rs) => rs.map((r) => Number(r.getAttribute('x'))).sort((a, b) => a - b));
  const parts = options.flatMap((x) => (heapsOf(x.to).length ? heapsOf(x.to) : [0])).sort((a, b) => a - b);
  assert.deepEqual(marks, parts.map((p) => p * w));
}

test('strips, by mouse: a click on a cell of sub{1,3,4} plays that heap out; its options marked in the strip, their values lit, the mex formed is the CLI\'s', async () => {
  const ruleset = 'sub{1,3,4}';
  const page = await watched(`/chapters/strips.html?ruleset=${enc(ruleset)}&n=60&zoom=16`);
  await page.waitForSelector('#wrap g.pick');
  await page.waitForFunction(() => /period/.test(document.getElementById('summary').textContent));
  assert.equal((await page.textContent('#heap-status')).trim(), '', 'nothing said before a cell is played');
  assert.equal(await page.$('#heap-line span'), null);
  assert.deepEqual(await seriousViolations(page), []);
  for (const i of [9, 14]) {
    const p = await cellPoint(page, i);
    await page.mouse.click(p.x, p.y);
    await playedOut(page, ruleset, i, 16);
    assert.equal(await page.getAttribute('#wrap g.pick', 'aria-valuenow'), String(i));
    assert.equal(await page.evaluate(() => document.activeElement.matches('#wrap g.pick')), true, 'the focus on the strip');
  }
  assert.ok(await page.evaluate(() => window.animations) > 0, 'the values pop as they light');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('strips, by keyboard on a phone with reduced motion: arrow keys choose a heap of 0.77 (no value said), Enter plays it out; an error clears it', async () => {
  const ruleset = '0.77';
  const page = await watched(`/chapters/strips.html?ruleset=${ruleset}&n=100&zoom=6`, { reducedMotion: 'reduce', viewport: phone });
  await page.waitForSelector('#wrap g.pick');
  await page.waitForFunction(() => /period/.test(document.getElementById('summary').textContent));
  assert.deepEqual(await seriousViolations(page), []);
  await page.focus('#wrap g.pick');
  for (let k = 0; k < 7; k += 1) await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('#wrap g.pick', 'aria-valuenow'), '7');
  assert.equal(await page.getAttribute('#wrap g.pick', 'aria-valuetext'), 'heap 7');
  assert.equal((await page.textContent('#heap-status')).trim(), '', 'choosing a heap says nothing of its value');
  await page.keyboard.press('Enter');
  await playedOut(page, ruleset, 7, 6);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('#wrap g.pick', 'aria-valuenow'), '26');
  await page.keyboard.press('Enter');
  await playedOut(page, ruleset, 26, 6);
  assert.equal(await page.evaluate(() => document.activeElement.matches('#wrap g.pick')), true, 'the focus stays on the strip');
  // The heap chosen is in sight in the strip's box.
  const r = await page.evaluate(() => document.querySelector('#wrap rect.cursor').getBoundingClientRect().toJSON());
  assert.ok(r.left >= 0 && r.right <= 375, JSON.stringify(r));
  assert.equal(await page.evaluate(() => window.animations), 0, 'reduced motion: nothing pops');
  await narrow(page);
  assert.deepEqual(await seriousViolations(page), []);
  // An error: the strip and the heap played out go.
  await page.fill('#ruleset', 'foo');
  await page.click('#setup button[type=submit]');
  await page.waitForFunction(() => !document.getElementById('error').hidden);
  assert.equal(await page.$('#wrap svg'), null);
  assert.equal((await page.textContent('#heap-status')).trim(), '');
  assert.equal(await page.$('#heap-line span'), null);
  assert.deepEqual(page.errors.filter((e) => !/status of 400/.test(e)), []);
  await page.context().close();
});

// A seed whose winning-move question is (or is not) a P-position, found by loading the page.
async function seedWhere(page, wantP) {
  for (let seed = 1; seed < 200; seed += 1) {
    await page.goto(`/chapters/test-yourself.html?seed=${seed}`);
    await page.waitForSelector('#questions li[data-kind="winning-move"] button.token');
    const expr = await page.getAttribute('#questions li[data-kind="winning-move"]', 'data-expr');
    if ((cli('value', expr).value === 0) === wantP) return expr;
  }
  throw new Error('no such seed below 200');
}

// Which counter to click to reach the option: [heap number from 1, counter number from 1].
function counterFor(heaps, to) {
  for (const [i, n] of heaps.entries()) {
    for (let j = 0; j < n; j += 1) {
      if (sameHeaps(heapsOf(to), heaps.map((x, k) => (k === i ? j : x)))) return [i + 1, j + 1];
    }
  }
  throw new Error(`no counter reaches ${to}`);
}

const q = '#questions li[data-kind="winning-move"]';

test('test yourself, by mouse: a losing move is called wrong, the counters put back, then the winning move right, each as the CLI\'s options say; nothing said before', async () => {
  const page = await watched('/chapters/test-yourself.html');
  const expr = await seedWhere(page, false);
  await page.evaluate(() => { window.left = []; window.animations = 0; });
  const heaps = heapsOf(expr);
  const options = cli('options', expr).options;
  assert.equal((await page.textContent(`${q} .feedback`)).trim(), '', 'nothing said before the learner acts');
  assert.equal(await page.getAttribute(q, 'data-result'), null);
  assert.deepEqual(await seriousViolations(page), []);
  const wrong = options.find((x) => x.value !== 0);
  let [h, c] = counterFor(heaps, wrong.to);
  await page.click(`${q} .heap[data-heap="${h}"] button.token:nth-child(${c})`);
  await page.waitForSelector(`${q}[data-result="wrong"]`);
  assert.match(await page.textContent(`${q} .feedback`), new RegExp(`^Not quite: your move leaves .*, of value ${wrong.value}, not 0`));
  assert.equal(await page.getAttribute(`${q} .board`, 'data-value'), String(wrong.value));
  assert.equal(await page.evaluate(() => window.left.length), heaps[h - 1] - (c - 1), 'the counters taken slid away');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Put the counters back');
  await page.click(`${q} button.back`);
  assert.deepEqual(await page.$$eval(`${q} .heap`, (hs) => hs.map((e) => e.querySelectorAll('.token').length)), heaps);
  const win = options.find((x) => x.value === 0);
  [h, c] = counterFor(heaps, win.to);
  await page.click(`${q} .heap[data-heap="${h}"] button.token:nth-child(${c})`);
  await page.waitForSelector(`${q}[data-result="right"]`);
  assert.match(await page.textContent(`${q} .feedback`), /^Right: the engine agrees, your move leaves .*, of value 0/);
  assert.match(await page.textContent('#score'), /^1 of 6 right/);
  assert.ok(await page.evaluate(() => window.animations) > 0);
  assert.deepEqual(await seriousViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('test yourself, by keyboard on a phone: a move by Enter keeps the focus in the question; "No winning move" on a P-position is right, as the CLI\'s value 0 says', async () => {
  const page = await watched('/chapters/test-yourself.html', { reducedMotion: 'reduce', viewport: phone });
  let expr = await seedWhere(page, false);
  let heaps = heapsOf(expr);
  const win = cli('options', expr).options.find((x) => x.value === 0);
  const [h, c] = counterFor(heaps, win.to);
  // Wrong first: "No winning move" on an N-position.
  await page.focus(`${q} button.no-move`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${q}[data-result="wrong"]`);
  assert.match(await page.textContent(`${q} .feedback`), new RegExp(`^Not quite: ${expr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has value ${cli('value', expr).value}, not 0`));
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'No winning move');
  const token = `${q} .heap[data-heap="${h}"] button.token:nth-child(${c})`;
  const label = await page.getAttribute(token, 'aria-label');
  await page.focus(token);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${q}[data-result="right"]`);
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Put the counters back');
  await page.keyboard.press('Enter');  // back: the heaps as drawn, the focus on the counter used
  assert.deepEqual(await page.$$eval(`${q} .heap`, (hs) => hs.map((e) => e.querySelectorAll('.token').length)), heaps);
  assert.equal(await focused(page), label);
  assert.equal(await page.evaluate(() => window.animations), 0);
  await narrow(page);
  assert.deepEqual(await seriousViolations(page), []);
  // A P-position: no winning move, said so by keyboard.
  expr = await seedWhere(page, true);
  heaps = heapsOf(expr);
  assert.equal((await page.textContent(`${q} .feedback`)).trim(), '');
  await page.focus(`${q} button.no-move`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${q}[data-result="right"]`);
  assert.match(await page.textContent(`${q} .feedback`), /has value 0 \(a P-position\)/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
