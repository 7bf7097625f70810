// The defects a teacher found trying the site as a learner would (issue "The learner's site,
// second edition"), one test each: every one of these failed before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, settled, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

test('mex: the five problems have five different answers, only one of them 0', async () => {
  for (const seed of [1, 2, 3, 17, 99, 12345]) {
    const page = await open(browser, `/chapters/mex.html?seed=${seed}`);
    const sets = await page.$$eval('.problem .set', (s) => s.map((e) => e.textContent));
    const answers = sets.map((text) => {
      const set = text.match(/\{(.*)\}/)[1].split(',').filter((x) => x.trim()).map(Number);
      let m = 0;
      while (set.includes(m)) m += 1;
      return m;
    });
    assert.equal(new Set(answers).size, 5, `seed ${seed}: ${answers}`);
    assert.equal(answers.filter((m) => m === 0).length, 1, `seed ${seed}: ${answers}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('mex: an error clears the old answer; big numbers and big mexes are drawn', async () => {
  const page = await open(browser, '/chapters/mex.html');
  const submit = async (text) => {
    await page.fill('#set', text);
    await page.press('#set', 'Enter');
  };
  await submit('0, 1, 3');
  assert.equal((await page.textContent('#mex-value')).trim(), '2');
  await submit('0, x');
  assert.match(await page.textContent('#error'), /"x" is not a natural number/);
  assert.equal(await page.$('#mex-value'), null);
  assert.equal(await page.$$eval('.numberline span', (s) => s.length), 0);

  await submit('1000000');
  assert.equal((await page.textContent('#mex-value')).trim(), '0');
  assert.equal(await page.isHidden('#error'), true);

  const many = [...Array(75).keys()].join(', ');
  await submit(many);
  assert.equal((await page.textContent('#mex-value')).trim(), '75');
  assert.equal((await page.textContent('.numberline .mex')).trim(), '75');
  await submit('99999999999999999999');
  assert.match(await page.textContent('#error'), /larger than this page can hold/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
