// Chapter 10: the Domineering board laid out as its rows, and a game against the engine: your
// legal moves and the engine's replies are `grundy moves --all`'s (run by the test itself), the
// engine plays a winning move whenever it has one, undo goes back to your turn; keyboard only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const rowsOf = (page, board) => page.$$eval(`${board} button.square`, (bs) => new Set(bs.map((b) => Math.round(b.getBoundingClientRect().top))).size);
const position = (page) => page.$$eval('#play-board button.square', (bs) => {
  const cols = getComputedStyle(document.getElementById('play-board')).gridTemplateColumns.split(' ').length;
  const cells = bs.map((b) => (b.getAttribute('aria-pressed') === 'true' ? '#' : '.'));
  const rows = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols).join(''));
  return `domineering:${rows.join('|')}`;
});

for (const width of [1280, 375]) {
  test(`Domineering at ${width} px: the drawn board has its rows, and a whole game against the engine`, async () => {
    const page = await open(browser, '/chapters/partizan.html', { width, height: 900 });
    await page.fill('#rows', '3');
    await page.fill('#cols', '4');
    await page.press('#cols', 'Enter');
    // The drawing board shows 3 rows of squares, not one line (a page-wide #board rule once did).
    assert.equal(await rowsOf(page, '#board'), 3);
    await page.selectOption('#play-side', 'Left');
    await page.selectOption('#play-first', 'you');
    await page.focus('#play-start');
    await page.keyboard.press('Enter');
    for (let turn = 0; turn < 8; turn += 1) {
      const status = await textMatching(page, '#play-status', /Your turn|no move left/);
      if (/no move left/.test(status)) break;
      const here = await position(page);
      const all = cli('moves', here, '--all').moves;
      const mine = all.filter((m) => m.side === 'Left');
      assert.match(status, new RegExp(`${mine.length} moves?`));
      // Play the first legal move (not necessarily a good one) by its top square.
      const to = mine[0].to.slice('domineering:'.length).split('|');
      const from = here.slice('domineering:'.length).split('|');
      let square = null;
      from.forEach((row, r) => [...row].forEach((ch, c) => { if (!square && ch !== to[r][c]) square = [r, c]; }));
      const logBefore = await page.$$eval('#play-log li', (l) => l.length);
      await page.focus(`#play-board button[data-row="${square[0]}"][data-col="${square[1]}"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#play-log li').length > n
        && !/…/.test(document.getElementById('play-status').textContent), logBefore + 1);
      await textMatching(page, '#play-status', /Your turn|no move left|you win/);
      const log = await page.$$eval('#play-log li', (l) => l.map((x) => x.textContent));
      assert.match(log[logBefore], /^You \(Left\)/);
      if (/you win/.test(await page.textContent('#play-status'))) {
        assert.equal(cli('moves', mine[0].to, '--all').moves.filter((m) => m.side === 'Right').length, 0);
        break;
      }
      // The engine's reply: a winning Right move whenever one exists.
      const replies = cli('moves', mine[0].to, '--all').moves.filter((m) => m.side === 'Right');
      const reply = log[logBefore + 1];
      assert.match(reply, /^The engine \(Right\)/);
      if (replies.some((m) => m.wins)) assert.match(reply, /<= 0, so Left, to move next, loses/);
    }
    // Undo: back to a position where it is your turn, one of your moves fewer in the log.
    const before = await page.$$eval('#play-log li', (l) => l.length);
    await page.focus('#play-undo');
    await page.keyboard.press('Enter');
    await textMatching(page, '#play-status', /Your turn/);
    assert.ok(await page.$$eval('#play-log li', (l) => l.length) < before);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
