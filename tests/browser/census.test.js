// The census page (web/census.html): the table of /api/census, the same rows as
// `grundy census FAMILY --json`, sortable by any column, filtered by status, its state in the URL,
// fitting a phone with every control named.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, settled } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const games = (page) => page.$$eval('#rows tr', (trs) => trs.map((tr) => tr.cells[0].querySelector('a').textContent));

test('census.html: no errors, fits 375 px, every control named', async () => {
  const page = await open(browser, '/census.html', { width: 375, height: 800 });
  await page.waitForLoadState('networkidle');
  assert.deepEqual(page.errors, []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `census.html is ${overflow}px wider than the phone`);
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, input, select, a[href]')]
    .filter((e) => e.offsetParent !== null)
    .filter((e) => !(e.getAttribute('aria-label') || (e.id && document.querySelector(`label[for="${e.id}"]`)) ||
      (e.tagName !== 'INPUT' && e.tagName !== 'SELECT' && e.textContent.trim())))
    .map((e) => e.outerHTML.slice(0, 80)));
  assert.deepEqual(unnamed, []);
  await page.context().close();
});

test('the table holds the rows of grundy census --json, sorts and filters', async () => {
  const page = await open(browser, '/census.html?family=octal:1&max=4096');
  const summary = await settled(page, '#summary');
  assert.match(summary, /15 games/);
  const want = cli('census', 'octal:1', '--max', '4096', '--no-db');
  assert.deepEqual(await games(page), want.rows.map((r) => r.ruleset));
  // Sorting by period: ascending, then descending on a second click; the URL keeps it.
  await page.click('th:nth-child(4) button');
  const periods = await page.$$eval('#rows tr', (trs) => trs.map((tr) => tr.cells[3].textContent));
  const numbers = periods.filter((p) => p !== '').map(Number);
  assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b));
  assert.match(await page.evaluate(() => location.search), /sort=period/);
  await page.click('th:nth-child(4) button');
  assert.match(await page.evaluate(() => location.search), /desc=1/);
  // Only the open games: 0.6 alone below 2^12.
  await page.selectOption('#show', 'open');
  assert.deepEqual(await games(page), want.rows.filter((r) => r.status === 'open').map((r) => r.ruleset));
  // Each game links to its strip and to its period proof.
  const links = await page.$$eval('#rows tr:first-child a', (as) => as.map((a) => a.getAttribute('href')));
  assert.match(links[0], /^chapters\/strips\.html\?ruleset=0\.6/);
  assert.match(links[1], /^\/api\/period\?ruleset=0\.6&max=4096/);
  await page.context().close();
});

test('a family too big for the server is refused in plain words', async () => {
  const page = await open(browser, '/census.html?family=octal:3&max=100');
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error'), /256/);
  await page.context().close();
});
