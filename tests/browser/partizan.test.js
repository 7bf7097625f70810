// Chapter 10: partizan games. The evaluator against the CLI (`grundy canonical`, `grundy
// thermograph`), the Domineering board, the URL state, errors in plain words, and the section on
// where the impartial theory stops.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, settled, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
const text = async (page, selector) => (await page.textContent(selector)).trim();

// Types a position into the evaluator and waits for its canonical form.
async function evaluate(page, expr) {
  await page.fill('#expr', expr);
  await page.press('#expr', 'Enter');
  await page.waitForFunction((e) => new URLSearchParams(location.search).get('expr') === e, expr);
  return settled(page, '#canonical');
}

// The properties the page shows, as the CLI would give them.
async function shown(page) {
  return {
    canonical: await text(page, '#canonical'),
    outcome: await text(page, '#outcome'),
    stops: await text(page, '#stops'),
    mean: await text(page, '#mean'),
    temperature: await text(page, '#temperature'),
    birthday: await text(page, '#birthday'),
    left: await page.$$eval('#left-options li[data-to]', (ls) => ls.map((l) => l.dataset.to)),
    right: await page.$$eval('#right-options li[data-to]', (ls) => ls.map((l) => l.dataset.to)),
  };
}
const expected = (expr) => {
  const c = cli('canonical', expr);
  return { canonical: c.canonical, outcome: c.outcome, stops: `${c.left_stop}, ${c.right_stop}`, mean: c.mean,
    temperature: c.temperature, birthday: String(c.birthday), left: c.left_options, right: c.right_options };
};

test('chapter 10: {3||2|1} typed in: canonical form, outcome L, mean 9/4, temperature 3/4, as the CLI says', async () => {
  const page = await open(browser, '/chapters/partizan.html?expr=0');
  await settled(page, '#canonical');
  await evaluate(page, '{3||2|1}');
  const c = cli('canonical', '{3||2|1}');
  const t = cli('thermograph', '{3||2|1}');
  // The CLI is the oracle; these are the values the chapter's text is about.
  assert.equal(c.canonical, '{3||2|1}');
  assert.equal(c.outcome, 'L');
  assert.equal(t.mean, '9/4');
  assert.equal(t.temperature, '3/4');
  assert.deepEqual(await shown(page), expected('{3||2|1}'));
  assert.equal(await text(page, '#mean'), t.mean);
  assert.equal(await text(page, '#temperature'), t.temperature);
  assert.match(await text(page, '#outcome-words'), /Left wins/);
  // The thermograph is drawn, and names its mean and temperature for screen readers.
  const label = await page.getAttribute('#thermograph svg', 'aria-label');
  assert.match(label, /mean 9\/4, temperature 3\/4/);
  assert.deepEqual(page.errors, []);
});

test('chapter 10: {0|1,2} is the number 1/2', async () => {
  const page = await open(browser, `/chapters/partizan.html?expr=${enc('{0|1,2}')}`);
  assert.equal(await settled(page, '#canonical'), cli('canonical', '{0|1,2}').canonical);
  assert.equal(await text(page, '#canonical'), '1/2');
  assert.deepEqual(await shown(page), expected('{0|1,2}'));
  assert.deepEqual(page.errors, []);
});

test('chapter 10: opening an option evaluates it and puts it in the URL', async () => {
  const page = await open(browser, `/chapters/partizan.html?expr=${enc('{3||2|1}')}`);
  await settled(page, '#canonical');
  await page.click('#right-options li[data-to="{2|1}"] a');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('expr') === '{2|1}');
  await textMatching(page, '#canonical', /^\{2\|1\}$/);
  assert.deepEqual(await shown(page), expected('{2|1}'));
  assert.equal(await page.inputValue('#expr'), '{2|1}');
});

test('chapter 10: a Domineering board drawn by pressing squares evaluates as the CLI says', async () => {
  const page = await open(browser, '/chapters/partizan.html');
  await settled(page, '#canonical');
  await page.fill('#rows', '2');
  await page.press('#rows', 'Enter');
  await page.fill('#cols', '3');
  await page.press('#cols', 'Enter');
  assert.equal(await page.$$eval('#board button.square', (b) => b.length), 6);
  // Remove the top-right square, by keyboard.
  await page.focus('#board button.square:nth-child(3)');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#board button.square:nth-child(3)', 'aria-pressed'), 'true');
  await page.click('#board-go');
  const spelling = 'domineering:..#|...';
  await page.waitForFunction((e) => new URLSearchParams(location.search).get('expr') === e, spelling);
  await textMatching(page, '#canonical', new RegExp(`^${cli('canonical', spelling).canonical.replace(/[+|{}]/g, '\\$&')}$`));
  assert.deepEqual(await shown(page), expected(spelling));
  assert.equal(await page.inputValue('#expr'), spelling);
  assert.deepEqual(page.errors, []);
});

test('chapter 10: the URL holds the position; reloading restores it, board and all', async () => {
  const page = await open(browser, '/chapters/partizan.html');
  await settled(page, '#canonical');
  const board = 'domineering:...|.#.';
  await evaluate(page, board);
  assert.deepEqual(await shown(page), expected(board));
  const url = await page.evaluate(() => location.href);
  await page.reload();
  assert.equal(await page.inputValue('#expr'), board);
  await settled(page, '#canonical');
  assert.deepEqual(await shown(page), expected(board));
  // The board is drawn from the URL too.
  assert.equal(await page.inputValue('#rows'), '2');
  assert.equal(await page.inputValue('#cols'), '3');
  assert.deepEqual(await page.$$eval('#board button.square', (bs) => bs.map((b) => b.getAttribute('aria-pressed'))),
    ['false', 'false', 'false', 'false', 'true', 'false']);
  const again = await open(browser, url.replace(/^https?:\/\/[^/]+/, ''));
  assert.equal(await settled(again, '#canonical'), cli('canonical', board).canonical);
});

test('chapter 10: a bad input shows an error in plain words', async () => {
  const page = await open(browser, '/chapters/partizan.html');
  await settled(page, '#canonical');
  await page.fill('#expr', '{3||2');
  await page.press('#expr', 'Enter');
  const message = await textMatching(page, '#error', /./);
  assert.match(message, /^That could not be read: .*\.$/);
  assert.match(message, /unbalanced/);
  assert.equal(await page.isVisible('#error'), true);
  assert.equal(await page.isVisible('#result'), false);  // no stale or empty answers beside it
  // A good input clears it again.
  await evaluate(page, '^*');
  assert.equal(await page.isVisible('#error'), false);
  assert.equal(await page.isVisible('#result'), true);
  assert.equal(await text(page, '#canonical'), cli('canonical', '^*').canonical);
  // The browser logs the two 400 answers themselves; nothing else may go wrong.
  assert.deepEqual(page.errors.filter((e) => !/status of 400/.test(e)), []);
});

test('chapter 10: where the impartial theory stops: a partizan value that is no nimber beside an impartial one that is', async () => {
  const page = await open(browser, '/chapters/partizan.html');
  const cram = await textMatching(page, '#compare-cram [data-expr]', /nimber/);
  const dom = await textMatching(page, '#compare-domineering [data-expr]', /nimber/);
  const cramExpr = await page.getAttribute('#compare-cram [data-expr]', 'data-expr');
  const domExpr = await page.getAttribute('#compare-domineering [data-expr]', 'data-expr');
  const c = cli('canonical', cramExpr);
  const d = cli('canonical', domExpr);
  assert.equal(c.is_nimber, true);
  assert.equal(d.is_nimber, false);
  assert.equal(await text(page, '#compare-cram code.value'), c.canonical);
  assert.equal(await text(page, '#compare-domineering code.value'), d.canonical);
  assert.match(cram, /: a nimber/);
  assert.match(dom, /not a nimber/);
  assert.deepEqual(page.errors, []);
});

test('chapter 10: no script errors and no horizontal overflow at 375 px, even with a long canonical form', async () => {
  for (const expr of ['{3||2|1}', 'domineering:....|....|....|....']) {
    const page = await open(browser, `/chapters/partizan.html?expr=${enc(expr)}`, { width: 375, height: 800 });
    await settled(page, '#canonical');
    await page.waitForLoadState('networkidle');
    assert.equal(await text(page, '#canonical'), cli('canonical', expr).canonical);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${expr}: ${overflow}px wider than the phone`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
