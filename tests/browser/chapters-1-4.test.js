// Chapters 1 to 4: labelling W/L, Nim in binary, the mex calculator, labelling Grundy values.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, settled, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const wrongCells = (page) => page.$$eval('.cell.wrong', (cs) => cs.map((c) => Number(c.dataset.heap)));

test('chapter 1: Check marks exactly the wrong labels', async () => {
  const values = cli('seq', 'sub{1,2,3}', '21').values;
  const right = values.map((v) => (v === 0 ? 'L' : 'W'));
  const flip = new Set([3, 4, 10, 17]);
  const marks = right.map((m, i) => (flip.has(i) ? (m === 'W' ? 'L' : 'W') : m)).join('');
  const page = await open(browser, `/chapters/win-or-lose.html?takes=1,2,3&n=21&marks=${marks.slice(0, 21)}`);
  await page.click('#check');
  const status = await settled(page, '#status');
  assert.deepEqual(await wrongCells(page), [...flip].sort((a, b) => a - b));
  assert.match(status, /4 labels are wrong/);
  assert.match(status, /1 heap is not labelled/);  // heap 21 was left blank
  // Check reveals nothing about the blank heap 21.
  assert.equal(await page.getAttribute('.cell[data-heap="21"]', 'data-mark'), '?');
  assert.deepEqual(page.errors, []);
});

test('chapter 1: labelling by keyboard alone, with the reason shown', async () => {
  const page = await open(browser, '/chapters/win-or-lose.html?takes=1,3,4&n=8');
  const values = cli('seq', 'sub{1,3,4}', '8').values;
  await page.focus('.cell[data-heap="0"] button');
  for (const v of values) {
    await page.keyboard.press(v === 0 ? 'l' : 'w');
    await page.keyboard.press('ArrowRight');
  }
  assert.match(await page.evaluate(() => location.href), /marks=/);
  await page.focus('.cell[data-heap="7"] button');
  const why = await page.textContent('#why');
  assert.match(why, /From heap 7 you can move to 6 \(W\), 4 \(W\) and 3 \(W\)/);
  assert.match(why, /7 is L/);
  await page.keyboard.press("Tab");  // heap 8
  await page.keyboard.press("Tab");  // the Check button
  await page.keyboard.press('Enter');
  assert.match(await settled(page, '#status'), /All right/);
  assert.deepEqual(await wrongCells(page), []);
});

test('chapter 2: the nim-sum, the winning move from its highest bit, and a game won by hints', async () => {
  const page = await open(browser, '/chapters/nim-in-binary.html?heaps=3,4,5');
  // The nim-sum is the learner's to write first: hidden, the reasoning locked, and a wrong bit
  // gets the column to look at again (the rule, not the bit).
  assert.match(await page.textContent('#binary'), /nim-sum = \?/);
  assert.doesNotMatch(await page.textContent('main'), /nim-sum is 2|nim-sum = 2/);
  assert.equal(await page.isDisabled('#explain'), true);
  assert.equal(await page.isDisabled('#sum-show'), true);
  const value = cli('value', 'nim:3,4,5').value;
  const setBit = async (k, bit) => {
    // Each press turns ? to 0, then 0 and 1 alternate; keyboard only.
    for (let i = 0; i < 3 && (await page.textContent(`button.bit[data-col="${k}"]`)) !== bit; i += 1) {
      await page.focus(`button.bit[data-col="${k}"]`);
      await page.keyboard.press('Enter');
    }
  };
  await setBit(2, '0'); await setBit(1, '0'); await setBit(0, '0');  // 000: the 2s column is wrong
  await page.click('#sum-check');
  await textMatching(page, '#sum-feedback', /Look again/);
  assert.match(await page.textContent('#sum-feedback'), /the 2s column: it holds 1 one.*odd number of 1s gives 1/);
  assert.match(await page.textContent('#binary'), /nim-sum = \?/);
  for (const k of [2, 1, 0]) await setBit(k, String((value >> k) & 1));
  await page.click('#sum-check');
  await textMatching(page, '#sum-feedback', /^Right/);
  assert.match(await page.textContent('#binary'), new RegExp(`nim-sum = ${value}`));
  // The move waits until the learner asks for it.
  assert.match(await page.textContent('#reason'), /highest 1 is in the 2s column.*Which heap/);
  assert.doesNotMatch(await page.textContent('#reason'), /take/);
  await page.click('#explain');
  assert.match(await page.textContent('#reason'), /highest 1 is in the 2s column.*take 2 from heap A, leaving 1/);
  for (let turn = 0; turn < 20; turn += 1) {
    await page.click('#hint');
    await page.waitForSelector('.stone.hint');
    await page.click('.stone.hint');
    const text = await settled(page, '#turn');
    if (/You win/.test(text)) return;
    assert.doesNotMatch(text, /computer wins/);
  }
  assert.fail('the game did not end');
});

test('chapter 2: misère Nim explains Bouton\'s endgame and is won by hints', async () => {
  const page = await open(browser, '/chapters/nim-in-binary.html?heaps=4,1,1&misere=1');
  // The reasoning opens once the nim-sum is out: a try (every bit still "?"), then Show it.
  await page.click('#sum-check');
  await textMatching(page, '#sum-feedback', /Set every bit first/);
  await page.click('#sum-show');
  await textMatching(page, '#sum-feedback', new RegExp(`The nim-sum is ${cli('value', 'nim:4,1,1').value}`));
  await page.click('#explain');
  assert.match(await page.textContent('#reason'), /only one heap \(A\) has 2 or more.*odd number of 1-heaps/);
  assert.match(await page.textContent('#misere-box'), /odd number of 1-heaps/);
  await page.click('#hint');
  await page.waitForSelector('.stone.hint');
  // Bouton: from 4,1,1 leave 1,1,1 (reduce A to 1).
  assert.equal(await page.getAttribute('.stone.hint', 'data-leave'), '1');
  for (let turn = 0; turn < 20; turn += 1) {
    if (turn > 0) { await page.click('#hint'); await page.waitForSelector('.stone.hint'); }
    await page.click('.stone.hint');
    const text = await settled(page, '#turn');
    if (/You win/.test(text)) return;
    assert.doesNotMatch(text, /computer wins/);
  }
  assert.fail('the game did not end');
});

test('chapter 3: the mex calculator, and the problems checked', async () => {
  const page = await open(browser, '/chapters/mex.html');
  const mexOf = async (text) => {
    await page.fill('#set', text);
    await page.press('#set', 'Enter');
    return (await page.textContent('#mex-value')).trim();
  };
  assert.equal(await mexOf('0, 1, 3, 4'), '2');
  assert.equal(await page.textContent('#line .mex'), '2');
  assert.equal(await mexOf(''), '0');
  // The empty set survives a permalink.
  const again = await open(browser, (await page.evaluate(() => location.href)).replace(/^https?:\/\/[^/]+/, ''));
  assert.equal((await again.textContent('#mex-value')).trim(), '0');
  await again.context().close();
  assert.equal(await mexOf('{4, 3, 1, 0, 0, 1}'), '2');
  assert.equal(await mexOf('1 2 3'), '0');
  await page.fill('#set', '0, x');
  await page.press('#set', 'Enter');
  assert.match(await page.textContent('#error'), /"x" is not a natural number/);

  const sets = await page.$$eval('.problem .set', (s) => s.map((e) => e.textContent));
  assert.equal(sets.length, 5);
  for (let i = 0; i < 5; i += 1) {
    const set = sets[i].match(/\{(.*)\}/)[1].split(',').filter((x) => x.trim()).map(Number);
    let m = 0;
    while (set.includes(m)) m += 1;
    await page.fill(`#p${i}`, String(m + 1));
    await page.press(`#p${i}`, 'Enter');
    assert.match(await page.textContent(`.problem:nth-child(${i + 1}) .feedback`), /Not quite/);
    await page.fill(`#p${i}`, String(m));
    await page.press(`#p${i}`, 'Enter');
    assert.match(await page.textContent(`.problem:nth-child(${i + 1}) .feedback`), /Right/);
  }
  assert.match(await page.textContent('#score'), /5 of 5/);
});

test('chapter 4: Check marks exactly the wrong values', async () => {
  const values = cli('seq', 'sub{1,3,4}', '15').values;
  const given = values.map((v, i) => (i === 5 ? v + 1 : i === 9 ? v + 2 : i === 14 ? '' : v));
  const page = await open(browser, `/chapters/label-a-game.html?takes=1,3,4&n=15&vals=${given.join(',')}`);
  await page.click('#check');
  assert.match(await settled(page, '#status'), /2 values are wrong.*1 heap has no value/);
  assert.deepEqual(await wrongCells(page), [5, 9]);
  // The − and + buttons mend a value.
  await page.click('[aria-label="Decrease the value of heap 5"]');
  await page.click('#check');
  await page.waitForFunction(() => !document.querySelector('.cell[data-heap="5"]').classList.contains('wrong'));
  assert.deepEqual(await wrongCells(page), [9]);
});

test('chapter 4: Show me steps through the mex reasoning, then the zeros', async () => {
  const values = cli('seq', 'sub{1,3,4}', '10').values;
  const page = await open(browser, '/chapters/label-a-game.html?takes=1,3,4&n=10');
  await page.click('#show');
  await textMatching(page, '#walk', /Heap 0\..*mex is 0/);
  for (let h = 1; h <= 10; h += 1) {
    await page.click('#next');
    const walk = await textMatching(page, '#walk', new RegExp(`Heap ${h}\\.`));
    assert.match(walk, new RegExp(`so heap ${h} has value ${values[h]}\\.`));
    const highlighted = await page.$$eval('.cell.option', (cs) => cs.map((c) => Number(c.dataset.heap)));
    assert.deepEqual(highlighted.sort((a, b) => a - b), [1, 3, 4].filter((t) => t <= h).map((t) => h - t).sort((a, b) => a - b));
  }
  await page.click('#next');
  const zeros = values.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
  const text = await textMatching(page, '#zeros', /The same list: the zeros are exactly the L positions/);
  for (const z of zeros) assert.match(text, new RegExp(`\\b${z}\\b`));
  await page.click('#check');
  assert.match(await settled(page, '#status'), /All right/);
});
