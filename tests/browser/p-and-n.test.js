// Chapter 2, P and N: each heap's letter hidden until the learner finds it, the truth as
// /api/outcome gives it (fetched by the test itself), hints that name the reason and not the
// letter, keyboard only, the URL keeps what was found, and a phone's width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, baseURL } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

async function outcomes(ruleset, n) {
  const out = [];
  for (let i = 0; i <= n; i += 1) {
    const r = await fetch(`${baseURL}/api/outcome?expr=${encodeURIComponent(`${ruleset}:${i}`)}`);
    assert.equal(r.status, 200);
    out.push((await r.json()).outcome);
  }
  return out;
}
const ready = (page) => page.waitForSelector('.pn-cell[data-heap="0"]');
const other = (l) => (l === 'P' ? 'N' : 'P');

test('P and N: every letter hidden until tried; wrong tries get the reason; right ones reveal the API\'s outcome', async () => {
  const truth = await outcomes('sub{1,3,4}', 12);
  const page = await open(browser, '/chapters/p-and-n.html', { width: 1280, height: 900 });
  await ready(page);
  // Nothing on the page gives a letter away before a try.
  assert.equal(await page.$$eval('.pn-cell .letter', (l) => l.length), 0);
  assert.equal(await page.$$eval('.pn-cell', (c) => c.length), 13);
  for (let i = 0; i <= 12; i += 1) {
    const cell = `.pn-cell[data-heap="${i}"]`;
    // The wrong letter first: a hint with the reason, and the heap still open.
    await page.click(`${cell} button[data-guess="${other(truth[i])}"]`);
    const h = await page.textContent('#hint');
    assert.match(h, /Not quite/);
    if (i === 0) assert.match(h, /no move at all/);
    else if (truth[i] === 'N') assert.match(h, /has a move to a P-position/);
    else assert.match(h, /No move from heap \d+ reaches a P-position/);
    assert.doesNotMatch(h, new RegExp(`heap ${i} is [PN]`));
    assert.equal(await page.getAttribute(cell, 'data-state'), 'open');
    assert.equal(await page.$(`${cell} .letter`), null);
    // Then the right one: revealed, as the API says.
    await page.click(`${cell} button[data-guess="${truth[i]}"]`);
    assert.equal(await page.textContent(`${cell} .letter`), truth[i]);
    assert.match(await page.textContent('#hint'), new RegExp(`Right: heap ${i} is ${truth[i]} \\(your ${truth[i] === 'P' ? 'L' : 'W'}\\)`));
  }
  const ps = truth.map((t, i) => (t === 'P' ? i : -1)).filter((i) => i >= 0);
  const status = await page.textContent('#status');
  assert.match(status, /All found/);
  assert.match(status, new RegExp(`P-positions up to 12 are ${ps.slice(0, -1).join(', ')} and ${ps.at(-1)}, with 13 wrong guesses`));
  // The letters found are in the URL; a reload keeps them.
  await page.reload();
  await page.waitForSelector('.pn-cell[data-heap="12"] .letter');
  assert.deepEqual(await page.$$eval('.pn-cell .letter', (l) => l.map((x) => x.textContent)), truth);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('P and N: a letter in the URL that is wrong is not believed', async () => {
  const truth = await outcomes('sub{2,5}', 6);
  const forged = truth.map(other).join('');
  const page = await open(browser, `/chapters/p-and-n.html?takes=2,5&n=6&solved=${forged}`, { width: 1280, height: 900 });
  await ready(page);
  assert.equal(await page.$$eval('.pn-cell .letter', (l) => l.length), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('P and N: keyboard only, at 375 px with no sideways scroll', async () => {
  const truth = await outcomes('sub{1,2}', 8);
  const page = await open(browser, '/chapters/p-and-n.html', { width: 375, height: 800 });
  await ready(page);
  // Set up sub{1,2} up to 8 by keyboard.
  await page.focus('#takes');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1,2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.pn-cell').length === 9);
  // Tab to heap 0's P button; after each right answer the focus moves on to the next heap.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  for (let i = 0; i <= 8; i += 1) {
    assert.equal(await page.evaluate(() => document.activeElement.closest('.pn-cell')?.dataset.heap), String(i));
    if (truth[i] === 'N') await page.keyboard.press('Tab');  // from P to N
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.pn-cell[data-heap="${i}"] .letter`);
  }
  assert.match(await page.textContent('#status'), /All found/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow}px too wide`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
