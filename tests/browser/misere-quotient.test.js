// Chapter 12's misère quotient: the multiplication table, P-portion and pretending function are
// the engine's (`grundy quotient --json`, run by the test itself); a sum's P or N is the
// learner's try first, a wrong try gets the method and not the letter, a right one the reason and
// the outcome `grundy outcome --misere` gives; keyboard only and a phone's width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const tableOf = (page) => page.$$eval('#quotient-table tr', (rs) => rs.slice(1).map((r) =>
  [...r.querySelectorAll('td')].map((c) => ({ text: c.textContent, inP: c.classList.contains('in-p') }))));

for (const [ruleset, width] of [['0.75', 1280], ['0.53', 375]]) {
  test(`misère quotient of ${ruleset} at ${width} px: the engine's table, shading and strip`, async () => {
    const q = cli('quotient', ruleset, '--max-heap', '30');
    const page = await open(browser, `/chapters/misere.html?quotient=${ruleset}`, { width, height: 900 });
    await textMatching(page, '#quotient-summary', new RegExp(`order ${q.order}`));
    const table = await tableOf(page);
    assert.equal(table.length, q.order);
    for (let x = 0; x < q.order; x += 1) {
      for (let y = 0; y < q.order; y += 1) {
        const name = q.elements[q.product[x][y]];
        assert.equal(table[x][y].text, name, `${q.elements[x]}·${q.elements[y]}`);
        assert.equal(table[x][y].inP, q.p_portion.includes(name));
      }
    }
    const strip = await page.$$eval('#pretending tr:last-child td', (c) => c.map((d) => d.textContent));
    assert.deepEqual(strip, q.pretending);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('misère quotient: predict P or N for a sum, by keyboard; wrong tries get the method, right ones the reason', async () => {
  const page = await open(browser, '/chapters/misere.html?quotient=0.75', { width: 1280, height: 900 });
  await textMatching(page, '#quotient-summary', /order/);
  for (const heaps of ['2,5,5', '1,2,2', '1', '3,4,5,6']) {
    const truth = cli('outcome', heaps.split(',').map((h) => `0.75:${h}`).join(' + '), '--misere').outcome;
    await page.fill('#qsum-heaps', heaps);
    const wrong = truth === 'P' ? 'N' : 'P';
    await page.focus(`#qsum-setup button[data-guess="${wrong}"]`);
    await page.keyboard.press('Enter');
    const hint = await textMatching(page, '#qsum-hint', /Not quite/);
    assert.match(hint, /multiply them in the table/);
    assert.doesNotMatch(hint, /\b[PN]\b(?!-portion)/, `the hint for ${heaps} gives no letter away`);
    await page.focus(`#qsum-setup button[data-guess="${truth}"]`);
    await page.keyboard.press('Enter');
    const right = await textMatching(page, '#qsum-hint', /^Right/);
    assert.match(right, new RegExp(`^Right: ${truth}\\.`));
    assert.match(right, new RegExp(`is ${truth === 'P' ? '' : 'not '}in the P-portion`));
  }
  await page.fill('#qsum-heaps', '2,x');
  await page.click('#qsum-setup button[data-guess="P"]');
  await textMatching(page, '#qsum-hint', /whole numbers/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
