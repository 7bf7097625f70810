// Chapters 5 to 9: Robo, strips, the theorem grid, the census of substitutes, the playground.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, open, cli, settled, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;

// Waits for the learner's turn or the end of the game; returns the status text.
const turnOrEnd = (page) => textMatching(page, '#status', /Your turn|you win|Robo wins/i);

test('chapter 5: the puzzle, worked out live', async () => {
  const page = await open(browser, '/chapters/sums-and-robo.html');
  // The answer waits for the learner's guess.
  assert.equal(await page.isDisabled('#puzzle'), true);
  await page.click('#puzzle-guess button[data-guess="W"]');
  await page.click('#puzzle');
  const text = await textMatching(page, '#puzzle-answer', /With 4/);
  assert.match(text, /^Not W: it is L.*With 4: a loss for the player to move\. With 5: a win for the player to move\./);
  assert.match(text, /2 XOR 2 = 0.*2 XOR 3 = 1/);
});

for (const expr of ['sub{1,2,3}:6 + sub{1,3,4}:5', 'sub{1,3,4}:10 + kayles:5 + nim:3', 'sub{2,5}:9 + 0.137:8']) {
  test(`chapter 5: from the N position ${expr}, following the hints alone beats perfect Robo`, async () => {
    assert.equal(cli('outcome', expr).outcome, 'N');
    const page = await open(browser, `/chapters/sums-and-robo.html?expr=${enc(expr)}&level=perfect`);
    await turnOrEnd(page);
    for (let turn = 0; turn < 60; turn += 1) {
      await page.click('#hint');
      await page.waitForSelector('#game button.hint');
      assert.match(await page.textContent('#hint-text'), /^Fix .*: its value is \d+; aim for \d+/);
      await page.click('#game button.hint');
      const status = await turnOrEnd(page);
      if (/you win/i.test(status)) return;
      assert.doesNotMatch(status, /Robo wins/);
    }
    assert.fail('the game did not end');
  });
}

for (const expr of ['sub{1,2,3}:6 + sub{1,3,4}:4', 'nim:1,2,3', 'kayles:4 + kayles:1', 'sub{1,3,4}:7 + nim:2,2']) {
  test(`chapter 5: perfect Robo never loses when handed the P position ${expr}`, async () => {
    assert.equal(cli('outcome', expr).outcome, 'P');
    for (let game = 0; game < 2; game += 1) {
      const page = await open(browser, `/chapters/sums-and-robo.html?expr=${enc(expr)}&level=perfect`);
      let status = await turnOrEnd(page);
      for (let turn = 0; turn < 60 && !/you win|Robo wins/i.test(status); turn += 1) {
        const moves = await page.$$('#game button:not([disabled])');
        await moves[Math.floor(Math.random() * moves.length)].click();  // the learner plays at random
        status = await turnOrEnd(page);
      }
      assert.match(status, /Robo wins/);
      await page.context().close();
    }
  });
}

test('chapter 5: Show the secret gives each game\'s value and the XOR', async () => {
  const expr = 'sub{1,2,3}:6 + sub{1,3,4}:5';
  const page = await open(browser, `/chapters/sums-and-robo.html?expr=${enc(expr)}`);
  await turnOrEnd(page);
  await page.click('#secret');
  const text = await textMatching(page, '#secret-text', /Together/);
  const v = cli('value', expr);
  assert.match(text, new RegExp(`has value ${v.component_values[0]}.*has value ${v.component_values[1]}.*= ${v.value}`));
  assert.equal(await page.getAttribute('#secret', 'aria-pressed'), 'true');
});

test('chapter 6: the strip of 0.77 with its preperiod and period', async () => {
  const page = await open(browser, '/chapters/strips.html?ruleset=0.77&n=300');
  const summary = await settled(page, '#summary');
  const p = cli('period', '0.77');
  assert.match(summary, new RegExp(`preperiod ${p.preperiod}, period ${p.period}, proved`));
  // Two strips (0.77 and Nim) of 301 cells each.
  assert.equal(await page.$$eval('#wrap svg rect title', (t) => t.length), 2 * 301);
  const values = cli('seq', '0.77', '300').values;
  assert.equal((await page.textContent('#text')).trim(), values.join(' '));
  const titles = await page.$$eval('#wrap svg rect title', (t) => t.slice(0, 301).map((e) => e.textContent));
  assert.equal(titles[100], `0.77: G(100) = ${values[100]}`);
});

test('chapter 6: thousands of heaps, and an error in plain words', async () => {
  const page = await open(browser, '/chapters/strips.html?ruleset=sub{1,3,4}&n=5000&zoom=3');
  assert.match(await settled(page, '#summary'), /preperiod \d+, period 7/);
  assert.equal(await page.$$eval('#wrap svg rect title', (t) => t.length), 2 * 5001);
  await page.fill('#ruleset', 'sub{1,,3}');
  await page.click('button[type=submit]');
  assert.match(await textMatching(page, '#error', /./), /^That could not be read: .*\.$/);
});

test('chapter 7: the theorem grid shows 169 agreements', async () => {
  for (const ruleset of ['kayles', 'sub{1,3,4}']) {
    const page = await open(browser, `/chapters/theorem.html?ruleset=${enc(ruleset)}`);
    assert.match(await textMatching(page, '#summary', /agreements/), /169 agreements out of 169/);
    assert.equal(await page.$$eval('#grid td.agree', (c) => c.length), 169);
    assert.equal(await page.$$eval('#grid td.disagree', (c) => c.length), 0);
    // Each cell is the outcome of heap i + Nim heap j; check a few against the CLI.
    for (const [i, j] of [[0, 0], [4, 1], [7, 3], [12, 12]]) {
      const cell = await page.textContent(`#grid tr:nth-child(${i + 3}) td:nth-child(${j + 3})`);  // after the row's G
      assert.equal(cell, cli('outcome', `${ruleset}:${i} + nim:${j}`).outcome, `${i},${j}`);
    }
  }
});

test('chapter 8: each substitute for mex is caught out by a sum, settled live', async () => {
  const page = await open(browser, '/chapters/why-mex.html?ruleset=kayles&n=12');
  await textMatching(page, '#summary', /caught out/);
  const rows = await page.$$eval('#census tbody tr', (rs) => rs.map((r) => ({
    rule: r.dataset.rule, sum: r.querySelector('td:last-child code')?.textContent,
    text: r.querySelector('td:last-child').textContent })));
  assert.equal(rows.length, 6);
  for (const r of rows.filter((x) => x.rule !== 'mex')) {
    assert.ok(r.sum, `${r.rule} was not caught out`);
    const predicted = /predicts a loss \(P\)/.test(r.text) ? 'P' : 'N';
    assert.notEqual(cli('outcome', r.sum).outcome, predicted, `${r.rule}: ${r.sum}`);
  }
  assert.match(rows.find((x) => x.rule === 'mex').text, /no wrong prediction/);
});

test('chapter 9: the playground reproduces tests/vectors/positions.tsv', async () => {
  const rows = readFileSync(`${process.env.GRUNDY_VECTORS || '../vectors'}/positions.tsv`, 'utf8')
    .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  assert.ok(rows.length >= 10);
  const page = await open(browser, '/chapters/playground.html');
  for (const [expr, value, outcome, moves] of rows) {
    const misere = /misere/.test(outcome);
    await page.goto(`/chapters/playground.html?expr=${enc(expr)}${misere ? '&misere=1' : ''}`);
    await settled(page, '#outcome-words');
    assert.equal(await page.isChecked('#misere'), misere, expr);
    assert.equal((await page.textContent('#outcome')).trim(), outcome.split(' ')[0], expr);
    if (value !== '-') assert.equal((await page.textContent('#value')).trim(), value, expr);
    await page.waitForSelector('#moves li');
    const shown = await page.$$eval('#moves li[data-to]', (ls) => ls.map((l) => l.dataset.to));
    if (moves === '-') assert.deepEqual(shown, [], expr);
    else for (const m of moves.split(/\s*;\s*|\s*,\s+/)) assert.ok(shown.includes(m), `${expr}: ${m} not in ${shown}`);
  }
});

test('chapter 9: the misère toggle, the option tree opened level by level, errors in plain words', async () => {
  const page = await open(browser, `/chapters/playground.html?expr=${enc('nim:1,1,1')}`);
  assert.equal(await settled(page, '#outcome'), 'N');
  await page.check('#misere');
  await textMatching(page, '#outcome-words', /misère/);
  assert.equal((await page.textContent('#outcome')).trim(), 'P');
  assert.match(await page.evaluate(() => location.href), /misere=1/);

  await page.goto(`/chapters/playground.html?expr=${enc('kayles:4')}`);
  await page.waitForSelector('#tree[data-settled="1"]');
  const level = (prefix) => page.$$eval('#tree svg .gt-node', (gs, pre) => gs
    .filter((g) => g.dataset.path.startsWith(pre) && !g.dataset.path.slice(pre.length).includes('.') && g.dataset.path !== '')
    .map((g) => g.dataset.expr), prefix);
  const first = cli('options', 'kayles:4').options.map((o) => o.to);
  assert.deepEqual(await level(''), first);
  await page.click('#tree svg .gt-node[data-path="0"]');
  await page.waitForSelector('#tree svg .gt-node[data-path="0"][aria-expanded="true"]');
  await page.waitForSelector('#tree[data-settled="1"]');
  const second = cli('options', first[0]).options.map((o) => o.to);
  assert.deepEqual(await level('0.'), second);

  await page.fill('#expr', 'nim:3,,4');
  await page.press('#expr', 'Enter');
  assert.match(await textMatching(page, '#error', /./), /^That could not be read: expected a heap size at column 7\.$/);
  // The character at fault is selected in the input.
  assert.deepEqual(await page.$eval('#expr', (e) => [e.selectionStart, e.selectionEnd, document.activeElement === e]), [6, 7, true]);
});
