// Issue 32, the explorable explanation's rest: Robo's reply seen happening on the boards, the
// misère chapter's drawn tree shown only once the learner has answered, deep trees on a phone,
// and direct manipulation in the chapters that opened with a form alone. One page load a test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, baseURL, cli } from './browser.js';
import { seriousViolations } from './axe.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
const phone = { width: 375, height: 812 };

// A page that records, in order, every element given the class `leaving` (its aria-label, or
// the heap it lies in) and counts the animations started.
async function watched(path, { reducedMotion = 'no-preference', viewport = { width: 1280, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, baseURL, reducedMotion });
  await context.addInitScript(() => {
    window.left = [];
    window.animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...a) { window.animations += 1; return animate.apply(this, a); };
    new MutationObserver((ms) => {
      for (const m of ms) {
        const e = m.target;
        if (e.classList?.contains('leaving') && !e.dataset.seen) {
          e.dataset.seen = '1';
          const where = e.closest('[data-heap]')?.dataset.heap ?? e.closest('[data-component]')?.dataset.component;
          window.left.push({ label: e.getAttribute('aria-label'), where });
        }
      }
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  await page.goto(path);
  return page;
}

const heapsIn = (spelled) => spelled.replace(/^[^:]*:/, '').split(',').filter(Boolean).map(Number);
const total = (hs) => hs.reduce((a, b) => a + b, 0);

for (const reduced of ['no-preference', 'reduce']) {
  test(`1. Play, motion ${reduced}: Robo's reply takes its stones off the board ${reduced === 'reduce' ? 'at once' : 'sliding'}, one heap, as many as its move takes`, async () => {
    const page = await watched('/chapters/play.html?expr=nim:3,4,5&vs=3', { reducedMotion: reduced });
    await page.waitForFunction(() => document.body.dataset.busy === '0');
    await page.click('#board .heap[data-heap="1"] button.token:nth-child(2)');  // leave 1 of heap 1
    await page.waitForFunction(() => document.querySelectorAll('#log li').length === 2 && document.body.dataset.busy === '0');
    const log = await page.$$eval('#log li', (l) => l.map((e) => e.textContent));
    assert.match(log[1], /^Robo:/);
    const before = heapsIn(log[0].split(' → ').pop());
    const after = heapsIn(log[1].split(' → ').pop());
    const left = await page.evaluate(() => window.left);
    assert.equal(left.length - 2, total(before) - total(after), `Robo's stones taken away: ${JSON.stringify(left)}`);
    const robo = left.slice(2);
    assert.equal(new Set(robo.map((x) => x.where)).size, 1, 'from one heap');
    for (const x of robo) assert.match(x.label, /^take stone \d+ and every stone after it from heap \d+$/);
    assert.match(await page.textContent('#board-note'), /^Robo: (in nim, )?take/);
    assert.equal(await page.evaluate(() => window.animations) > 0, reduced !== 'reduce');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('1. Sums and Robo: the learner\'s move and Robo\'s reply take their pebbles off the piles before the position changes', async () => {
  const expr = 'sub{1,2,3}:6 + sub{1,3,4}:5';
  const page = await watched(`/chapters/sums-and-robo.html?expr=${enc(expr)}`);
  await page.waitForSelector('#game button[data-to]:not([disabled])');
  // Take 1 from the heap of 6 (the first move listed); Robo replies.
  await page.click('#game [data-term="0"] button[data-to]');
  await page.waitForFunction(() => document.querySelectorAll('#log li').length === 2 && /Your turn|Robo wins/.test(document.getElementById('status').textContent));
  const log = await page.$$eval('#log li', (l) => l.map((e) => e.textContent));
  const took = (line) => Number(/take (?:all )?(\d+)/.exec(line)[1]);
  const left = await page.evaluate(() => window.left);
  assert.equal(left.length, took(log[0]) + took(log[1]), `pebbles taken away: ${JSON.stringify(left)}, log ${log}`);
  assert.ok(await page.evaluate(() => window.animations) >= left.length);
  // The piles drawn are the position's: each term's pebbles as many as its heap.
  const drawn = await page.$$eval('#game .term', (ts) => ts.map((t) => [t.querySelector('h3').textContent,
    [...t.querySelectorAll('.pile')].map((p) => p.querySelectorAll('.pebble').length)]));
  for (const [term, piles] of drawn) assert.deepEqual(piles, heapsIn(term).filter((h) => h > 0), term);
  assert.equal(total(drawn.flatMap(([, p]) => p)), 11 - took(log[0]) - took(log[1]));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('2. Misère: the heaps\' tree in misère play appears only after the right answer, coloured by the engine\'s misère outcomes; the winning moves marked on request', async () => {
  const heaps = '1,1,4';
  const expr = `nim:${heaps}`;
  const truth = cli('outcome', expr, '--misere').outcome;
  const page = await watched(`/chapters/misere.html?heaps=${heaps}`);
  await page.waitForFunction(() => /your guess first/.test(document.getElementById('nim-misere').textContent));
  const noTree = async () => {
    assert.equal(await page.isHidden('#nim-tree-box'), true);
    assert.equal(await page.$('#nim-tree .gt-node'), null, 'no node (no colour) before the answer');
  };
  await noTree();
  await page.click(`#nim-guess button[data-guess="${truth === 'P' ? 'N' : 'P'}"]`);  // wrong first
  await page.waitForFunction(() => /^Not /.test(document.getElementById('nim-guess-text').textContent));
  await noTree();
  await page.click(`#nim-guess button[data-guess="${truth}"]`);
  await page.waitForSelector('#nim-tree[data-settled="1"] .gt-node');
  const nodes = await page.$$eval('#nim-tree .gt-node', (gs) => gs.map((g) => [g.dataset.path, g.dataset.expr, g.dataset.outcome]));
  const options = cli('options', expr).options;
  assert.equal(nodes.length, 1 + options.length, 'the root open one level');
  assert.deepEqual(nodes[0].slice(2), [truth]);
  for (const [path, to, outcome] of nodes.slice(1)) {
    assert.equal(to, options[Number(path)].to);
    assert.equal(outcome, cli('outcome', to, '--misere').outcome, to);
  }
  assert.equal(await page.$('#nim-tree.marking'), null, 'no winning move marked before it is asked for');
  await page.click('#nim-move');
  await page.waitForSelector('#nim-tree.marking');
  const marked = await page.$$eval('#nim-tree .gt-node[data-win]', (gs) => gs.map((g) => g.dataset.expr));
  assert.deepEqual(marked, nodes.slice(1).filter(([, , o]) => o === 'P').map(([, to]) => to));
  // A node opens by keyboard and keeps the focus.
  await page.focus('#nim-tree .gt-node[data-path="0"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#nim-tree[data-settled="1"] .gt-node[data-path="0.0"]');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.path), '0');
  assert.deepEqual(await seriousViolations(page), []);
  // New heaps: the tree goes until they are answered in turn.
  await page.fill('#heaps', '2,2');
  await page.click('#nim-setup button[type="submit"]');
  await page.waitForFunction(() => /your guess first/.test(document.getElementById('nim-misere').textContent));
  await noTree();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('3. A deep tree on a phone (375 x 812) scrolls inside its box, never the page, says so, and keeps the focused node in sight', async () => {
  const page = await watched('/chapters/tree.html?expr=kayles:4&open=0,0.0,0.0.0,0.0.0.0,1,1.0', { viewport: phone });
  await page.waitForSelector('#tree[data-settled="1"] .gt-node[data-path="0.0.0.0"]');
  const wide = () => page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(await wide() <= 375, `the page is ${await wide()} px wide`);
  const box = await page.$eval('#tree .gt-scroll', (b) => [b.scrollWidth, b.clientWidth]);
  assert.ok(box[0] > box[1] + 100, `the tree (${box[0]} px) is wider than its box (${box[1]} px)`);
  assert.equal(await page.isVisible('#tree .gt-hint'), true);
  assert.match(await page.textContent('#tree .gt-hint'), /wider than the page \(5 levels\): swipe it sideways/);
  assert.ok(await page.$('#tree .gt-scroll.more-right:not(.more-left)'), 'the right edge fades: more to see there');
  // Down the first branch by keyboard: the box scrolls to keep the focused node in sight.
  await page.focus('#tree .gt-node[data-path=""]');
  for (let k = 0; k < 4; k += 1) await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.path), '0.0.0.0');
  const r = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
  assert.ok(r.left >= 0 && r.right <= 375, `the focused node is in sight: ${JSON.stringify(r)}`);
  assert.ok(await page.$('#tree .gt-scroll.more-left'), 'the left edge fades once scrolled');
  assert.ok(await wide() <= 375);
  assert.deepEqual(await seriousViolations(page), []);
  // Closed up, the tree fits, and the hint goes.
  await page.click('#collapse');
  await page.waitForFunction(() => !document.querySelector('#tree .gt-node[data-path="0.0"]'));
  assert.equal(await page.isVisible('#tree .gt-hint'), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('4. The theorem: the learner balances a sum with a Nim heap by taking and adding counters, by keyboard; each verdict is the CLI\'s, none before the first change', async () => {
  const sum = 'kayles:5 + sub{1,3,4}:6';
  const page = await watched('/chapters/theorem.html', { viewport: phone });
  await page.waitForSelector('#balance-heap .token');
  assert.equal(await page.textContent('#balance-sum'), sum);
  assert.equal(await page.$$eval('#balance-heap .token', (t) => t.length), 11);
  assert.doesNotMatch(await page.textContent('#balance-verdict'), /\b[PN]\b|balanced/i, 'no verdict before the learner acts');
  const verdict = async (k) => {
    await page.waitForFunction((n) => new RegExp(`^With a heap of ${n}: `).test(document.getElementById('balance-verdict').textContent), k);
    const text = await page.textContent('#balance-verdict');
    assert.equal(text.slice(`With a heap of ${k}: `.length, `With a heap of ${k}: `.length + 1), cli('outcome', `${sum} + nim:${k}`).outcome, text);
    assert.equal(await page.$$eval('#balance-heap .token', (t) => t.length), k);
    return text;
  };
  // By keyboard: the counter that leaves 9, then the focus is on the last counter left.
  await page.focus('#balance-heap .token[data-leave="9"]');
  await page.keyboard.press('Enter');
  assert.match(await verdict(9), /Not balanced yet/);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.leave), '8');
  // Down to the heap the CLI says balances it (the nim-sum of the parts' values).
  const v = cli('value', sum);
  await page.focus(`#balance-heap .token[data-leave="${v.value - 1}"]`);
  await page.keyboard.press('Enter');
  await verdict(v.value - 1);
  await page.focus('#balance-add');
  await page.keyboard.press('Enter');
  const text = await verdict(v.value);
  assert.match(text, new RegExp(`Balanced!.*${v.component_values.join(' XOR ')} = ${v.value}`));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'balance-add');
  assert.deepEqual(await seriousViolations(page), []);
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= 375);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('4. Why mex: the learner plays the sum "max + 1" calls a win, knocking pins down by keyboard, and loses to Robo as the CLI\'s outcome P says', async () => {
  assert.equal(cli('outcome', 'kayles:1,4').outcome, 'P');
  const page = await watched('/chapters/why-mex.html', { reducedMotion: 'reduce' });
  await page.waitForSelector('#try-board .token:not([disabled])');
  assert.deepEqual(await page.$$eval('#try-board .heap', (hs) => hs.map((h) => h.querySelectorAll('.token').length)), [1, 4]);
  assert.doesNotMatch(await page.textContent('#try-status'), /win|P\)|loss/i, 'who wins is not said before the learner plays');
  assert.deepEqual(await seriousViolations(page), []);
  await page.focus('#try-board .token:not([disabled])');
  for (let turn = 0; turn < 6; turn += 1) {
    // The focused pin, by keyboard; after Robo's reply the focus is on a pin again.
    assert.equal(await page.evaluate(() => document.activeElement.matches('#try-board button.token')), true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^(Your move|You cannot move|Robo cannot move)/.test(document.getElementById('try-status').textContent));
    if (!/^Your move/.test(await page.textContent('#try-status'))) break;
  }
  assert.match(await page.textContent('#try-status'), /^You cannot move: Robo wins\..*a loss for the player to move \(P\)/);
  assert.match(await page.textContent('#try-note'), /^Robo: (in kayles, )?knock down/, 'Robo\'s move said in pins');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'try-again');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('5. Win or lose: the learner plays sub{1,3,4} on a heap of 10 by keyboard, the counters sliding away; each heap left is labelled W/L at once as the CLI\'s value says, none before the first move', async () => {
  const takes = '1,3,4';
  const page = await watched(`/chapters/win-or-lose.html?takes=${takes}&n=10`, { viewport: phone });
  await page.waitForSelector('#play-heap .token');
  assert.equal(await page.$$eval('#play-heap .token', (t) => t.length), 10);
  assert.doesNotMatch(await page.textContent('#play-answer'), /\b[WL]\b|\bwin\b/, 'no label before the learner moves');
  assert.deepEqual(await seriousViolations(page), []);
  const labelled = async (heap) => {
    await page.waitForFunction((h) => document.getElementById('play-answer').dataset.heap === String(h), heap);
    const text = await page.textContent('#play-answer');
    const v = cli('value', `sub{${takes}}:${heap}`).value;
    assert.match(text, new RegExp(`^Heap ${heap} is ${v === 0 ? 'L' : 'W'}: `), `${text} (the CLI's value is ${v})`);
    assert.equal(await page.$$eval('#play-heap .token', (t) => t.length), heap);
  };
  // Each move by Enter on the focused counter; the focus is then on the counter now last.
  let taken = 0;
  for (const [from, to] of [[10, 7], [7, 3], [3, 2], [2, 1]]) {
    await page.focus(`#play-heap .token[data-leave="${to}"]`);
    await page.keyboard.press('Enter');
    await labelled(to);
    taken += from - to;
    assert.equal(await page.evaluate(() => document.activeElement.dataset.leave), String(to - 1));
    if (to === 7) {
      // Taking 2 is no move of sub{1,3,4}: said so, the heap unchanged, no label changed.
      await page.focus('#play-heap .token[data-leave="5"]');
      await page.keyboard.press('Enter');
      assert.match(await page.textContent('#play-status'), /^Taking 2 counters is not a move here: Player 2 may take 1, 3 or 4\./);
      assert.equal(await page.$$eval('#play-heap .token', (t) => t.length), 7);
      assert.match(await page.textContent('#play-answer'), /^Heap 7 is/);
    }
  }
  await page.keyboard.press('Enter');  // the last counter: Player 1 takes it and wins
  await labelled(0);
  taken += 1;
  assert.match(await page.textContent('#play-status'), /leaving 0\. Player 2 cannot move: Player 1 wins\./);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'play-again');
  const left = await page.evaluate(() => window.left);
  assert.equal(left.length, taken, 'every counter taken was seen going');
  assert.ok(await page.evaluate(() => window.animations) >= taken);
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= 375);
  assert.deepEqual(await seriousViolations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('5. Label a game: the learner plays sub{1,3,4} on a heap of 15 by keyboard; each heap left gets its Grundy value at once, the CLI\'s, with the options\' values it is the mex of; none before the first move', async () => {
  const ruleset = 'sub{1,3,4}';
  const page = await watched('/chapters/label-a-game.html?takes=1,3,4&n=15', { viewport: phone, reducedMotion: 'reduce' });
  await page.waitForSelector('#play-heap .token');
  assert.equal(await page.$$eval('#play-heap .token', (t) => t.length), 15);
  assert.doesNotMatch(await page.textContent('#play-answer'), /Grundy value|\bmex\b|\d/, 'no value before the learner moves');
  assert.equal(await page.$$eval('#cells input', (is) => is.filter((i) => i.value !== '').length), 0, 'no label filled in for the learner');
  await page.focus('#play-heap .token[data-leave="14"]');
  for (const to of [14, 11, 7, 3, 0]) {
    if (to !== 14) await page.focus(`#play-heap .token[data-leave="${to}"]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => document.getElementById('play-answer').dataset.heap === String(h), to);
    const text = await page.textContent('#play-answer');
    const v = cli('value', `${ruleset}:${to}`).value;
    const opts = [...new Set(cli('options', `${ruleset}:${to}`).options.map((o) => o.value))].sort((a, b) => a - b);
    assert.equal(text, `Heap ${to} has Grundy value ${v}: the mex of its options' values {${opts.join(', ')}}` +
      (v === 0 ? ', so the player to move loses.' : ', not 0, so the player to move can win.'));
    assert.equal(await page.$$eval('#play-heap .token', (t) => t.length), to);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.leave ?? document.activeElement.id),
      to ? String(to - 1) : 'play-again', 'the focus stays on the heap');
  }
  assert.match(await page.textContent('#play-status'), /^Player 1 took 3 counters, leaving 0\. Player 2 cannot move: Player 1 wins\./);
  assert.equal(await page.evaluate(() => window.animations), 0, 'reduced motion: nothing slides');
  assert.deepEqual(await seriousViolations(page), []);
  // New game: a full heap again, and no value said until the next move.
  await page.keyboard.press('Enter');
  assert.equal(await page.$$eval('#play-heap .token', (t) => t.length), 15);
  assert.doesNotMatch(await page.textContent('#play-answer'), /Grundy value/);
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= 375);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
