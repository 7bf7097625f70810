import { launch, open } from '/work/wt-site/tests/browser/browser.js';
const [path, sel, file, w] = process.argv.slice(2);
const browser = await launch();
const page = await open(browser, path, { width: Number(w || 1100), height: 900 });
await page.waitForLoadState('networkidle');
await page.waitForTimeout(300);
await (await page.$(sel)).screenshot({ path: file });
console.log(page.errors.length ? 'ERRORS ' + page.errors.join(' | ') : 'ok');
await browser.close();
