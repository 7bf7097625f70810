// Green Hackenbush drawn (chapters/hackenbush.html): edges drawn by clicks, a drag and the
// keyboard, cut by a click and by a button, the value against /api/value and the winning cuts
// against /api/moves and /api/value (both fetched by the test), Undo, the URL, 375 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, baseURL, cli } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

async function apiGet(command, expr) {
  const r = await fetch(`${baseURL}/api/${command}?expr=${encodeURIComponent(expr)}`);
  assert.equal(r.status, 200, `${command} ${expr}`);
  return r.json();
}

// The screen position of lattice point (column c, height r), from the picture's viewBox.
async function at(page, c, r) {
  return page.evaluate(([c, r]) => {
    const b = document.getElementById('board');
    const [, , w, h] = b.getAttribute('viewBox').split(' ').map(Number);
    const box = b.getBoundingClientRect();
    const step = 56;
    // Six rows of points above the ground band: height r is 6 - r steps from the top.
    return { x: box.left + ((step / 2 + c * step) / w) * box.width, y: box.top + (((6 - r) * step) / h) * box.height };
  }, [c, r]);
}
async function clickPoint(page, c, r) {
  const p = await at(page, c, r);
  await page.mouse.click(p.x, p.y);
}
const settledValue = (page) => page.waitForFunction(() => {
  const v = document.getElementById('value').textContent;
  return v && v !== '…';
});
async function notation(page) {
  await settledValue(page);
  return page.textContent('#notation');
}

// The page's value and winning cuts, each checked against the API.
async function checkAgainstApi(page) {
  const expr = await notation(page);
  const v = await apiGet('value', expr);
  // The value waits for the learner's prediction: a right one (the API's) reveals it.
  if (await page.isVisible('#guess-form')) {
    assert.equal(await page.textContent('#value'), '?');
    await page.fill('#value-guess', v.value === 0 ? '0' : `*${v.value}`);
    await page.press('#value-guess', 'Enter');
    await page.waitForFunction(() => document.getElementById('value').textContent !== '?');
    assert.match(await page.textContent('#guess-feedback'), /^Right/);
  }
  assert.equal(await page.textContent('#value'), v.value === 0 ? '0' : `*${v.value}`, expr);
  const m = await apiGet('moves', expr);
  const targets = new Set(m.moves.map((x) => x.to));
  const rows = await page.$$eval('#edges li[data-edge]', (ls) => ls.map((l) => ({ after: l.dataset.after, win: l.dataset.win === '1', shown: l.querySelector('.after').textContent })));
  for (const row of rows) {
    const a = await apiGet('value', row.after);
    assert.equal(row.shown, a.value === 0 ? '0' : `*${a.value}`);
    assert.equal(row.win, a.value === 0, `a cut to ${row.after} wins exactly when it leaves 0`);
    assert.equal(row.win, targets.has(row.after), `/api/moves lists ${row.after}`);
  }
  // A winning cut exists exactly when the value is not 0.
  assert.equal(rows.some((r) => r.win), v.value !== 0);
  return { expr, value: v.value, rows };
}

test('hackenbush: draw by clicks and a drag, value and winning cuts as the API says, cut, undo, URL', async () => {
  const page = await open(browser, '/chapters/hackenbush.html', { width: 1280, height: 900 });
  assert.equal(await notation(page), 'hackenbush:0');
  assert.equal(await page.textContent('#value'), '?');
  // A stalk of two by clicks (the second edge goes on from the first's top), then a branch.
  await clickPoint(page, 2, 0);
  await clickPoint(page, 2, 1);
  await clickPoint(page, 2, 2);
  await page.keyboard.press('Escape');
  await clickPoint(page, 2, 1);
  await clickPoint(page, 3, 2);
  await page.keyboard.press('Escape');
  assert.equal(await notation(page), 'hackenbush:0g1,1g2,1g3');
  // A drag: one edge from the ground.
  const a = await at(page, 6, 0);
  const b = await at(page, 6, 1);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  assert.equal(await notation(page), 'hackenbush:0g1,1g2,1g3,0g4');
  // That picture is 1 + (1 xor 1) = 1 beside a stalk of 1: a P-position, with no winning cut.
  assert.equal((await checkAgainstApi(page)).value, 0);
  const c = await at(page, 6, 2);
  await page.mouse.move(b.x, b.y);
  await page.mouse.down();
  await page.mouse.move(c.x, c.y, { steps: 4 });
  await page.mouse.up();
  assert.equal(await notation(page), 'hackenbush:0g1,1g2,1g3,0g4,4g5');
  const before = await checkAgainstApi(page);
  assert.equal(before.rows.length, 5);
  // The winning marks only on request.
  const win = before.rows.findIndex((r) => r.win);
  assert.ok(win >= 0);
  assert.equal(await page.isVisible(`#edges li[data-edge="${win}"] .winmark`), false);
  assert.equal(await page.isVisible(`#edges li[data-edge="${win}"] .after`), false);
  await page.check('#show-win');
  assert.equal(await page.isVisible(`#edges li[data-edge="${win}"] .after`), true);
  assert.equal(await page.isVisible(`#edges li[data-edge="${win}"] .winmark`), true);
  assert.equal(await page.$$eval('#board line.hb-edge.win', (l) => l.length), before.rows.filter((r) => r.win).length);
  // Cut the stalk's bottom edge by clicking it: everything above falls.
  await page.check('#mode-cut');
  const mid = await at(page, 2, 0.5);
  await page.mouse.click(mid.x, mid.y);
  assert.equal(await notation(page), 'hackenbush:0g1,1g2');
  const left = await checkAgainstApi(page);
  // The verdict on the learner's cut, from the value the engine gives what is left.
  assert.equal(left.value !== 0, true);
  assert.match(await page.textContent('#verdict'), new RegExp(`You cut edge 1: the picture left is worth \\*${left.value}, not 0`));
  // The URL keeps the picture; a reload restores it.
  await page.reload();
  assert.equal(await notation(page), 'hackenbush:0g1,1g2');
  assert.equal(await page.isChecked('#show-win'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hackenbush: undo brings back what a cut took', async () => {
  const page = await open(browser, '/chapters/hackenbush.html?e=4,0-4,1;4,1-3,2;3,2-5,2;5,2-4,1', { width: 1280, height: 900 });
  const expr = await notation(page);
  assert.equal(expr, 'hackenbush:0g1,1g2,2g3,3g1');
  const t = await checkAgainstApi(page);
  assert.equal(t.rows.length, 4);
  await page.click('#edges li[data-edge="0"] button');
  assert.equal(await notation(page), 'hackenbush:0');
  assert.match(await page.textContent('#verdict'), /worth 0, a P-position. That was a winning cut/);
  await page.click('#undo');
  assert.equal(await notation(page), expr);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hackenbush: the two example pictures agree with the API', async () => {
  const page = await open(browser, '/chapters/hackenbush.html', { width: 1280, height: 900 });
  for (const b of ['#example-tree', '#example-cycle']) {
    await page.click(b);
    await page.waitForFunction(() => document.getElementById('notation').textContent !== 'hackenbush:0');
    const r = await checkAgainstApi(page);
    assert.ok(r.rows.length >= 4);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hackenbush: keyboard only, at 375 px with no sideways scroll', async () => {
  const page = await open(browser, '/chapters/hackenbush.html', { width: 375, height: 800 });
  await notation(page);
  // Tab to the picture (past the two radio buttons' group).
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement.id === 'board')) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  // From the ground at column 5: up one, up again, and a branch to the right.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.equal(await notation(page), 'hackenbush:0g1,1g2,1g3');
  await checkAgainstApi(page);
  // Tab on to the first Cut button and press it: the whole picture falls.
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement.closest('#edges li[data-edge="0"]') !== null)) break;
  }
  await page.keyboard.press('Enter');
  assert.equal(await notation(page), 'hackenbush:0');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow}px too wide`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hackenbush: on a picture without a cycle, the branches at each point and their sum, each from /api/value', async () => {
  const e = '2,0-2,1;2,1-1,2;2,1-3,2;3,2-3,3;6,0-6,1;6,1-6,2;3,3-2,4;3,3-4,4;4,4-4,5';
  const page = await open(browser, `/chapters/hackenbush.html?e=${e}`, { width: 1280, height: 900 });
  await notation(page);
  // Predict first: the value, and the values at the points, wait for the learner's try; a
  // wrong try gets the rule to use, not the value.
  const v = await apiGet('value', await page.textContent('#notation'));
  assert.equal(await page.textContent('#value'), '?');
  assert.equal(await page.isDisabled('#value-show'), true);
  await page.waitForFunction(() => document.querySelectorAll('#colon li').length > 0);
  assert.equal(await page.isVisible('#colon li'), false);
  assert.equal(await page.$$eval('#board .hb-label', (t) => t.length), 0);
  const wrong = `*${v.value + 1}`;
  await page.fill('#value-guess', wrong);
  await page.press('#value-guess', 'Enter');
  const hint = await page.textContent('#guess-feedback');
  assert.match(hint, /colon principle/);
  assert.doesNotMatch(hint, new RegExp(`\\*${v.value}\\b`));
  assert.equal(await page.textContent('#value'), '?');
  await page.focus('#value-show');
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#value'), v.value === 0 ? '0' : `*${v.value}`);
  await page.waitForSelector('#colon li');
  const rows = await page.$$eval('#colon li', (ls) => ls.map((l) => ({ all: l.dataset.all, branches: l.dataset.branches.split(' ; '), text: l.textContent })));
  assert.equal(rows.length, 2);
  for (const r of rows) {
    const all = await apiGet('value', r.all);
    const each = [];
    for (const b of r.branches) each.push((await apiGet('value', b)).value);
    const star = (v) => (v === 0 ? '0' : `*${v}`);
    assert.match(r.text, new RegExp(`worth ${each.map(star).join(', ').replace(/\*/g, '\\*')}; together \\*${all.value}`));
    // The colon principle, checked: the branches together are worth their nim-sum.
    assert.equal(all.value, each.reduce((x, y) => x ^ y, 0));
  }
  // The labels drawn at the points are those values.
  const labels = await page.$$eval('#board .hb-label', (t) => t.map((x) => x.textContent));
  for (const r of rows) assert.ok(labels.includes(`*${(await apiGet('value', r.all)).value}`));
  // A cycle: said plainly, no labels.
  await page.click('#example-cycle');
  await page.waitForFunction(() => /has a cycle/.test(document.getElementById('colon-note').textContent));
  assert.equal(await page.$$eval('#board .hb-label', (t) => t.length), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hackenbush: a finger draws by tapping', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('/chapters/hackenbush.html');
  await notation(page);
  for (const [c, r] of [[1, 0], [1, 1], [1, 2]]) {
    const p = await at(page, c, r);
    await page.touchscreen.tap(p.x, p.y);
  }
  assert.equal(await notation(page), 'hackenbush:0g1,1g2');
  await checkAgainstApi(page);
  assert.deepEqual(errors, []);
  await context.close();
});

// Simplify step by step: a triangle on a stalk (a cycle) beside a branching tree. Each press
// performs one reduction; at every step the picture's notation is valued by the CLI (the value
// never changes: each principle keeps it), every node's label is the CLI's value of what stands
// on it, and the last step waits for the learner's prediction. Keyboard only, at both widths.
const star = (v) => (v === 0 ? '0' : `*${v}`);
for (const width of [1280, 375]) {
  test(`hackenbush: simplify step by step, fusion then colon, every value the CLI's (${width} px, keyboard)`, async () => {
    const e = '1,0-1,1;1,1-0,2;0,2-2,2;2,2-1,1;5,0-5,1;5,1-4,2;5,1-6,2;6,2-6,3;6,2-7,3;7,3-7,4';
    const page = await open(browser, `/chapters/hackenbush.html?e=${e}`, { width, height: 900 });
    const expr = await notation(page);
    const want = cli('value', expr).value;
    assert.equal(await page.textContent('#value'), '?');
    // To the step button by Tab alone.
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement.id === 'simplify-step')) break;
    }
    assert.equal(await page.evaluate(() => document.activeElement.id), 'simplify-step');
    assert.equal(await page.isVisible('#simplify-board'), false, 'no values at the nodes before the first step');
    const kinds = [];
    for (let k = 1; k < 40; k += 1) {
      if (await page.isVisible('#simplify-guess')) {
        // Before the last step: the learner's prediction, a wrong one first.
        assert.equal(await page.textContent('#value'), '?');
        assert.equal(await page.evaluate(() => document.activeElement.id), 'simplify-value');
        await page.keyboard.type(star(want + 1));
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => /^Not/.test(document.getElementById('simplify-feedback').textContent));
        assert.doesNotMatch(await page.textContent('#simplify-feedback'), new RegExp(`\\*${want}\\b`));
        await page.fill('#simplify-value', '');
        await page.keyboard.type(star(want));
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => /^Right/.test(document.getElementById('simplify-feedback').textContent));
        assert.equal(await page.evaluate(() => document.activeElement.id), 'simplify-step');
      }
      if (await page.isDisabled('#simplify-step')) break;
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#simplify-log li').length === n, k);
      await page.waitForFunction(() => !document.getElementById('simplify-step').hasAttribute('aria-busy'));
      const row = await page.$eval('#simplify-log li:last-child', (l) => ({ kind: l.dataset.kind, expr: l.dataset.expr, text: l.textContent, value: l.dataset.value }));
      kinds.push(row.kind);
      assert.equal(await page.textContent('#simplify-notation'), row.expr);
      // The value is unchanged by every step, as the CLI says.
      assert.equal(cli('value', row.expr).value, want, `step ${k}: ${row.text}`);
      assert.match(row.text, row.kind === 'fusion' ? /^Fusion principle/ : /^Colon principle|^Each loop/);
      // The value at every node, each the CLI's value of what stands there.
      const labels = await page.$$eval('#simplify-board .hb-label', (t) => t.map((x) => ({ text: x.textContent, expr: x.dataset.expr })));
      for (const l of labels) assert.equal(l.text, star(cli('value', l.expr).value), l.expr);
      if (row.kind === 'colon') assert.ok(labels.length > 0);
      if (row.kind === 'ground') assert.equal(Number(row.value), want);
      const next = row.kind === 'ground' ? 'simplify-reset' : await page.isVisible('#simplify-guess') ? 'simplify-value' : 'simplify-step';
      assert.equal(await page.evaluate(() => document.activeElement.id), next);
    }
    assert.equal(kinds[0], 'fusion');
    assert.ok(kinds.filter((x) => x === 'colon').length >= 2, kinds.join(' '));
    assert.equal(kinds[kinds.length - 1], 'ground');
    // The last picture is one stalk of the value's length; the value is shown above now.
    assert.equal(await page.textContent('#value'), star(want));
    assert.equal(await page.textContent('#simplify-notation'), want ? `hackenbush:${Array.from({ length: want }, (_, i) => `${i}g${i + 1}`).join(',')}` : 'hackenbush:0');
    // The URL keeps the steps taken, all but the last, which waits again for a prediction;
    // Start over goes back.
    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('#simplify-log li').length === n, kinds.length - 1);
    await page.waitForSelector('#simplify-guess', { state: 'visible' });
    assert.equal(await page.textContent('#value'), '?');
    await page.focus('#simplify-reset');   // (after a reload, focus starts at the top)
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#simplify-log li').length === 0);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'simplify-step');
    assert.equal(await page.isVisible('#simplify-board'), false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow}px too wide`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
