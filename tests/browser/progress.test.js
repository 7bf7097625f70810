// Progress (web/lib/progress.js): an exercise done in a chapter is remembered in the browser
// and shown on the index after a reload; corrupt data under the key is read as no progress;
// the Test yourself page checks answers against the engine (the test asks the API itself) and
// shows no answer before the learner acts; axe-core on the index and Test yourself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, baseURL, settled } from './browser.js';
import { seriousViolations } from './axe.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
const key = 'grundy.progress.v1';
const state = (page, file) => page.getAttribute(`#ladder li[data-file="${file}"]`, 'data-state');

test('progress: chapter 1 labelled right is ticked on the index, and still after a reload', async () => {
  const page = await open(browser, '/index.html', { width: 1280, height: 900 });
  assert.equal(await state(page, 'win-or-lose'), 'new');
  assert.match(await page.textContent('#progress-summary'), /will be kept in this browser/);
  // Every heap labelled as the CLI says, then Check.
  const marks = cli('seq', 'sub{1,3,4}', '8').values.map((v) => (v === 0 ? 'L' : 'W')).join('');
  await page.goto(`/chapters/win-or-lose.html?takes=1,3,4&n=8&marks=${marks}`);
  await page.click('#check');
  assert.match(await settled(page, '#status'), /All right/);
  // A chapter with no exercise is done once read; one with exercises is only started.
  await page.goto('/chapters/tree.html?expr=nim:1');
  await page.goto('/chapters/mex.html');
  await page.goto('/index.html');
  await page.reload();
  assert.equal(await state(page, 'win-or-lose'), 'done');
  assert.match(await page.textContent('#ladder li[data-file="win-or-lose"] .state'), /✓ done/);
  assert.equal(await state(page, 'tree'), 'done');
  assert.match(await page.textContent('#ladder li[data-file="tree"] .state'), /✓ read/);
  assert.equal(await state(page, 'mex'), 'started');
  assert.match(await page.textContent('#ladder li[data-file="mex"] .state'), /0 of 5 done/);
  assert.equal(await state(page, 'p-and-n'), 'new');
  assert.match(await page.textContent('#progress-summary'), /2 of \d+ chapters done/);
  // One key, namespaced.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.deepEqual(keys, [key]);
  // Forget clears it.
  await page.click('#forget');
  assert.equal(await state(page, 'win-or-lose'), 'new');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('progress: corrupt data under the key is read as none and mended on the next record', async () => {
  for (const junk of ['{not json', '"a string"', '{"chapters":{"mex":{"done":"problem-1"}}}',
    '{"chapters":{"mex":{"visited":true,"done":["problem-1",7,null]},"../x":{"visited":true}}}', '{"chapters":null}']) {
    const page = await open(browser, '/index.html', { width: 375, height: 812 });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, junk]);
    await page.reload();
    assert.ok(await page.$$eval('#ladder li', (l) => l.length) > 10, junk);
    // Only a well-formed record counts: mex started with 1 of its 5 problems, the rest dropped.
    const good = junk.includes('"visited":true,"done":[');
    assert.equal(await state(page, 'mex'), good ? 'started' : 'new', junk);
    if (good) assert.match(await page.textContent('#ladder li[data-file="mex"] .state'), /1 of 5 done/);
    await page.goto('/chapters/strips.html');
    await page.goto('/index.html');
    assert.equal(await state(page, 'strips'), 'done', junk);
    const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), key));
    assert.equal(typeof stored.chapters, 'object');
    assert.equal(stored.chapters['../x'], undefined);
    assert.deepEqual(page.errors, [], junk);
    await page.context().close();
  }
});

test('progress: the five mex problems, each solved, make the mex chapter done on the index', async () => {
  const page = await open(browser, '/chapters/mex.html?seed=3', { width: 1280, height: 900 });
  // The test's own mex: the least natural number not in the set.
  const mexOf = (set) => { let m = 0; while (set.includes(m)) m += 1; return m; };
  for (let i = 0; i < 5; i += 1) {
    const label = await page.getAttribute(`#p${i}`, 'aria-label');
    const set = (label.match(/\{(.*)\}/)[1] || '').split(',').filter((x) => x.trim() !== '').map(Number);
    await page.fill(`#p${i}`, String(mexOf(set)));
    await page.press(`#p${i}`, 'Enter');
    if (i === 2) {
      await page.goto('/index.html');
      assert.match(await page.textContent('#ladder li[data-file="mex"] .state'), /3 of 5 done/);
      await page.goBack();
      await page.waitForSelector('#p3');
    }
  }
  await page.goto('/index.html');
  assert.equal(await state(page, 'mex'), 'done');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

async function api(command, expr, extra = '') {
  const r = await fetch(`${baseURL}/api/${command}?expr=${enc(expr)}${extra}`);
  assert.equal(r.status, 200);
  return r.json();
}

test('test yourself: no answer before acting; a right and a wrong answer, checked by the engine; remembered after a reload', async () => {
  const page = await open(browser, '/chapters/test-yourself.html?seed=7', { width: 1280, height: 900 });
  await page.waitForSelector('#questions li.question');
  const kinds = await page.$$eval('#questions li.question', (l) => l.map((q) => q.dataset.kind));
  assert.deepEqual(kinds, ['p-or-n', 'nim-sum', 'subtraction-value', 'sum-value', 'misere', 'winning-move']);
  // Before the learner acts: no feedback, and no request for a value or outcome was made.
  assert.deepEqual(await page.$$eval('#questions .feedback', (f) => f.map((e) => e.textContent)), ['', '', '', '', '', '']);
  // The nim-sum, answered right (the value from the API, asked by the test).
  const nim = '#questions li[data-kind="nim-sum"]';
  const expr = await page.getAttribute(nim, 'data-expr');
  const value = (await api('value', expr)).value;
  // A word is not an answer.
  await page.fill(`${nim} input.answer`, 'x');
  await page.click(`${nim} button`);
  assert.match(await page.textContent(`${nim} .feedback`), /Type a natural number/);
  await page.fill(`${nim} input.answer`, String(value));
  await page.click(`${nim} button`);
  await page.waitForSelector(`${nim}[data-result="right"]`);
  assert.match(await page.textContent(`${nim} .feedback`), new RegExp(`^Right: .*the value is ${value}`));
  // The misère question, answered wrong: the opposite of the engine's outcome.
  const mis = '#questions li[data-kind="misere"]';
  const mexpr = await page.getAttribute(mis, 'data-expr');
  const outcome = (await api('outcome', mexpr, '&misere=1')).outcome;
  await page.check(`${mis} input[value="${outcome === 'P' ? 'N' : 'P'}"]`);
  await page.click(`${mis} button`);
  await page.waitForSelector(`${mis}[data-result="wrong"]`);
  assert.match(await page.textContent(`${mis} .feedback`), new RegExp(`Not quite: the engine says ${outcome}-position`));
  assert.match(await page.textContent('#score'), /1 of 6 right/);
  // Reload: the same questions (the seed is in the URL), the right kind remembered.
  await page.reload();
  await page.waitForSelector('#questions li.question');
  assert.equal(await page.getAttribute(nim, 'data-expr'), expr);
  assert.match(await page.textContent('#remembered'), /1 of 6 kinds/);
  await page.goto('/index.html');
  assert.equal(await state(page, 'test-yourself'), 'started');
  assert.match(await page.textContent('#ladder li[data-file="test-yourself"] .state'), /1 of 6 done/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('test yourself: by keyboard, a P/N question answered and checked', async () => {
  const page = await open(browser, '/chapters/test-yourself.html?seed=11', { width: 375, height: 812 });
  const q = '#questions li[data-kind="p-or-n"]';
  await page.waitForSelector(q);
  const outcome = (await api('outcome', await page.getAttribute(q, 'data-expr'))).outcome;
  await page.focus(`${q} input[value="P"]`);
  if (outcome === 'N') await page.keyboard.press('ArrowRight');
  assert.equal(await page.isChecked(`${q} input[value="${outcome}"]`), true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${q}[data-result="right"]`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
  for (const path of ['/index.html', '/chapters/test-yourself.html?seed=7']) {
    test(`axe: ${path} at ${name} width: no serious or critical violation`, async () => {
      const page = await open(browser, path, viewport);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
