// Not a test: screenshots of pages mid-use (after Check, during Show me, with a hint), to look at.
// Usage: GRUNDY_URL=http://127.0.0.1:PORT node states.mjs [outdir]
import { mkdirSync } from 'node:fs';
import { launch, open } from './browser.js';

const out = process.argv[2] || 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await launch();
const phone = { width: 375, height: 800 };
const shots = [
  ['checked-win-or-lose', '/chapters/win-or-lose.html?takes=1,2,3&n=21&marks=LWWWWWWLWWWW', async (p) => {
    await p.click('#check'); await p.focus('.cell[data-heap="8"] button'); }],
  ['showme-label-a-game', '/chapters/label-a-game.html?takes=1,3,4&n=15', async (p) => {
    await p.click('#show'); for (let i = 0; i < 5; i += 1) { await p.waitForTimeout(150); await p.click('#next'); } }],
  ['hint-sums-and-robo', '/chapters/sums-and-robo.html', async (p) => {
    await p.waitForTimeout(500); await p.click('#secret'); await p.click('#hint'); }],
  ['error-playground', '/chapters/playground.html?expr=nim:3,,4', async () => {}],
  ['error-partizan', '/chapters/partizan.html?expr=%7B3%7C%7C2', async () => {}],
  ['board-partizan', '/chapters/partizan.html?expr=domineering%3A..%23%7C...%7C.%23.', async () => {}],
  ['misere-nim', '/chapters/nim-in-binary.html?heaps=4,1,1&misere=1', async (p) => { await p.click('#hint'); }],
];
for (const [name, path, act] of shots) {
  const page = await open(browser, path, phone);
  await page.waitForLoadState('networkidle');
  await act(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}-phone.png`, fullPage: true });
  console.log(name, page.errors.length ? page.errors : 'ok');
  await page.context().close();
}
await browser.close();
