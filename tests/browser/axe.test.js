// axe-core on the chapters this edition touched that have no axe test of their own (the tree,
// playground, index and Test yourself have theirs in game-tree.test.js and progress.test.js):
// no serious or critical violation at 1280 x 900 or 375 x 812.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from './browser.js';
import { seriousViolations } from './axe.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const pages = ['win-or-lose', 'p-and-n', 'nim-in-binary', 'mex', 'label-a-game', 'sums-and-robo', 'coins', 'play'];
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
  for (const p of pages) {
    test(`axe: ${p} at ${name} width: no serious or critical violation`, async () => {
      const page = await open(browser, `/chapters/${p}.html`, viewport);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
