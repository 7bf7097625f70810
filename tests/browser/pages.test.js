// Every page: loads without script errors, fits a 375-pixel-wide phone, names every control
// for screen readers, reaches every control by keyboard, and links up the ladder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const pages = ['/index.html', ...['win-or-lose', 'p-and-n', 'nim-in-binary', 'mex', 'label-a-game', 'sums-and-robo',
  'strips', 'theorem', 'why-mex', 'playground', 'partizan', 'coins', 'misere', 'hackenbush', 'tree'].map((c) => `/chapters/${c}.html`)];

// The accessible name of each control, roughly as a screen reader computes it.
const unnamedControls = () => [...document.querySelectorAll('button, input, select, a[href]')]
  .filter((e) => e.offsetParent !== null)
  .filter((e) => {
    const label = e.getAttribute('aria-label') || e.getAttribute('aria-labelledby') ||
      (e.id && document.querySelector(`label[for="${e.id}"]`)) || e.closest('label') ||
      (e.tagName !== 'INPUT' && e.tagName !== 'SELECT' && e.textContent.trim());
    return !label;
  })
  .map((e) => e.outerHTML.slice(0, 80));

for (const path of pages) {
  test(`${path}: no errors, fits 375 px, every control named and reachable by Tab`, async () => {
    const page = await open(browser, path, { width: 375, height: 800 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(page.errors, []);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the phone`);
    assert.deepEqual(await page.evaluate(unnamedControls), []);
    assert.ok((await page.textContent('h1')).trim().length > 0);
    // Tab reaches a control of the page's main part.
    let inMain = false;
    for (let i = 0; i < 12 && !inMain; i += 1) {
      await page.keyboard.press('Tab');
      inMain = await page.evaluate(() => !!document.activeElement.closest('main'));
    }
    assert.ok(inMain, 'Tab never reaches the page');
    await page.context().close();
  });
}

test('the ladder links the chapters in order, each to the next', async () => {
  const page = await open(browser, '/index.html');
  const links = await page.$$eval('#ladder a', (as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, pages.slice(1).map((p) => p.slice(1)));
  for (let i = 1; i < pages.length - 1; i += 1) {
    await page.goto(pages[i]);
    assert.equal(await page.getAttribute('a[rel=next]', 'href'), pages[i + 1].replace('/chapters/', ''));
  }
});

test('state lives in the URL: a permalink restores the page', async () => {
  const page = await open(browser, '/chapters/label-a-game.html');
  await page.fill('#takes', '2,5');
  await page.fill('#n', '12');
  await page.click('#rules button[type=submit]');
  await page.fill('.cell[data-heap="3"] input', '1');
  const url = await page.evaluate(() => location.href);
  assert.match(url, /takes=2%2C5|takes=2,5/);
  const again = await open(browser, url.replace(/^https?:\/\/[^/]+/, ''));
  assert.equal(await again.inputValue('#takes'), '2,5');
  assert.equal(await again.inputValue('.cell[data-heap="3"] input'), '1');
  assert.equal(await again.$$eval('.cell', (c) => c.length), 13);
});
