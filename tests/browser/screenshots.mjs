// Not a test: screenshots of every page at desktop and phone width, for a person to look at.
// Usage: GRUNDY_URL=http://127.0.0.1:PORT node screenshots.mjs [outdir]
import { mkdirSync } from 'node:fs';
import { launch, open } from './browser.js';

const out = process.argv[2] || 'screenshots';
mkdirSync(out, { recursive: true });
const pages = ['index', 'chapters/win-or-lose', 'chapters/p-and-n', 'chapters/nim-in-binary', 'chapters/mex', 'chapters/label-a-game',
  'chapters/sums-and-robo', 'chapters/strips', 'chapters/theorem', 'chapters/why-mex', 'chapters/playground',
  'chapters/partizan', 'chapters/coins', 'chapters/misere', 'chapters/hackenbush', 'chapters/tree'];
const browser = await launch();
for (const p of pages) {
  for (const [name, viewport] of [['desktop', { width: 1100, height: 900 }], ['phone', { width: 375, height: 800 }]]) {
    const page = await open(browser, `/${p}.html`, viewport);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const file = `${out}/${p.replace('chapters/', '')}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(file, page.errors.length ? `ERRORS: ${page.errors.join(' | ')}` : 'ok', overflow ? 'OVERFLOWS' : '');
    await page.context().close();
  }
}
await browser.close();
