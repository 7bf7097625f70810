// axe-core on every page of the site as a learner first opens it (the census and every chapter
// of the ladder; the index and Test yourself have theirs in progress.test.js, the tree and the
// playground with an opened tree in game-tree.test.js): no serious or critical violation at
// 1280 x 900 or 375 x 812. The list is the ladder's, so a chapter added to it is checked too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from './browser.js';
import { seriousViolations } from './axe.js';
import { chapters } from '../../web/lib/chapters.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const pages = ['/census.html', ...chapters.filter((c) => c.file !== 'test-yourself').map((c) => `/chapters/${c.file}.html`)];
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
  for (const p of pages) {
    test(`axe: ${p} at ${name} width: no serious or critical violation`, async () => {
      const page = await open(browser, p, viewport);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}

// The pages in the states that show positions coloured by class (style.css --p, --n: text on
// their backgrounds must keep its contrast): labels and letters found, a game played out to its
// chart, a partizan tree (L and R beside P and N), Why mex's census verdicts.
const coloured = [
  '/chapters/win-or-lose.html?takes=1,2,3&n=12&marks=LWWWLWWWLWW',
  '/chapters/p-and-n.html?takes=1,3,4&n=12&solved=PNPNNNNPNP',
  '/chapters/play.html?expr=nim%3A1&vs=3&moves=0',
  '/chapters/tree.html?expr=domineering%3A..%7C..%7C..&open=0,1',
  '/chapters/why-mex.html?ruleset=kayles&n=12',
];
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
  for (const p of coloured) {
    test(`axe: ${p} (classes coloured) at ${name} width: no serious or critical violation`, async () => {
      const page = await open(browser, p, viewport);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
