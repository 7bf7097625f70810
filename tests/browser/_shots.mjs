import { launch, open } from '/work/wt-site/tests/browser/browser.js';
const [,, name, path, action] = process.argv;
const browser = await launch();
for (const [size, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
  const page = await open(browser, path, viewport);
  await page.waitForLoadState('networkidle');
  if (action) await new Function('page', `return (async () => { ${action} })()`)(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}-${size}.png`, fullPage: !action || !action.includes('nofull') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(name, size, page.errors.join(' | ') || 'ok', overflow ? 'OVERFLOWS' : '');
  await page.context().close();
}
await browser.close();
