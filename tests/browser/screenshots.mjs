// Not a test: screenshots of every page at desktop and phone width, for a person to look at.
// Usage: GRUNDY_URL=http://127.0.0.1:PORT node screenshots.mjs [outdir] [path …]
// (given paths such as /chapters/play.html?expr=0.137:9, only those, at 1280 and 375 px).
import { mkdirSync } from 'node:fs';
import { launch, open } from './browser.js';
import { chapters } from '../../web/lib/chapters.js';

const out = process.argv[2] || 'screenshots';
mkdirSync(out, { recursive: true });
const given = process.argv.slice(3);
const pages = given.length ? given : ['index', ...chapters.map((c) => `chapters/${c.file}`)].map((p) => `/${p}.html`);
const sizes = given.length ? [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]
  : [['desktop', { width: 1100, height: 900 }], ['phone', { width: 375, height: 800 }]];
const browser = await launch();
for (const [k, p] of pages.entries()) {
  for (const [name, viewport] of sizes) {
    const page = await open(browser, p, viewport);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const stem = given.length ? `${k}-${p.replace(/^\/(chapters\/)?/, '').replace(/\.html.*/, '')}` : p.replace(/^\/(chapters\/)?/, '').replace('.html', '');
    const file = `${out}/${stem}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(file, page.errors.length ? `ERRORS: ${page.errors.join(' | ')}` : 'ok', overflow ? 'OVERFLOWS' : '');
    await page.context().close();
  }
}
await browser.close();
