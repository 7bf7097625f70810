// A move seen happening (web/lib/animate.js): the counters a move takes slide away before the
// position changes, in Nim in binary (the learner's move and the computer's) and on the play
// page's board; the animation ends in the position the engine's move makes; with
// prefers-reduced-motion nothing animates and the move is immediate.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, baseURL } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// A page that records every element given the class `leaving` and every animation started.
async function watched(path, reducedMotion) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL, reducedMotion });
  await context.addInitScript(() => {
    window.left = [];
    window.animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...a) { window.animations += 1; return animate.apply(this, a); };
    new MutationObserver((ms) => {
      for (const m of ms) {
        if (m.target.classList?.contains('leaving') && !m.target.dataset.seen) {
          m.target.dataset.seen = '1';
          window.left.push(m.target.getAttribute('aria-label'));
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

const heapsInURL = (page) => page.evaluate(() => new URLSearchParams(location.search).get('heaps'));

for (const reduced of ['no-preference', 'reduce']) {
  test(`Nim in binary, motion ${reduced}: the stones taken ${reduced === 'reduce' ? 'vanish at once' : 'slide away'}, then the heaps are the move's`, async () => {
    const page = await watched('/chapters/nim-in-binary.html?heaps=3,4,5', reduced);
    await page.waitForSelector('#heaps .stone[data-heap="2"][data-leave="1"]:not([disabled])');
    // Heap C (5) reduced to 1: four stones go, the last first.
    await page.click('#heaps .stone[data-heap="2"][data-leave="1"]');
    await page.waitForFunction(() => document.querySelectorAll('#heaps .stone.leaving').length === 0
      && new URLSearchParams(location.search).get('hist'));
    const left = await page.evaluate(() => window.left);
    assert.deepEqual(left.slice(0, 4), [4, 3, 2, 1].map((j) => `Take ${5 - j} from heap C, leaving ${j}`));
    // The computer replies (a winning move from 3, 4, 1 exists); its stones go the same way.
    await page.waitForFunction(() => /The computer took/.test(document.getElementById('turn').textContent));
    const heaps = (await heapsInURL(page)).split(',').map(Number);
    assert.equal(heaps.length, 3);
    assert.equal(heaps.reduce((a, b) => a ^ b), 0, `the computer's winning move leaves nim-sum 0: ${heaps}`);
    // (window.left read again: the copy above was taken before the computer's stones went.)
    await page.waitForFunction(() => window.left.length > 4, null, { timeout: 5000 }).catch(() => {});
    assert.ok((await page.evaluate(() => window.left.length)) > 4, 'the computer\'s stones were taken away too');
    // The drawing is the state: as many stones in each heap as the URL says.
    const drawn = await page.$$eval('#heaps .heap', (rs) => rs.map((r) => r.querySelectorAll('.stone').length));
    assert.deepEqual(drawn, heaps);
    assert.equal(await page.evaluate(() => window.animations) > 0, reduced !== 'reduce');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('play: a stone clicked on the board slides away, then the move is the engine\'s option', async () => {
  const page = await watched('/chapters/play.html?expr=nim:3,4,5&vs=friend', 'no-preference');
  await page.waitForFunction(() => document.body.dataset.busy === '0');
  await page.click('#board .heap[data-heap="1"] button.token:nth-child(2)');  // leave 1 of heap 1
  await page.waitForFunction(() => document.querySelectorAll('#log li').length === 1 && document.body.dataset.busy === '0');
  assert.deepEqual(await page.evaluate(() => window.left), ['take stone 3 and every stone after it from heap 1', 'take stone 2 and every stone after it from heap 1']);
  assert.ok(await page.evaluate(() => window.animations) >= 2);
  assert.match(await page.textContent('#log li'), /nim:1,4,5|nim:4,5,1|→ nim:1,4,5/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
