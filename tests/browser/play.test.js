// Chapter 13, Play any game: a whole game against perfect Robo, undo and redo, the log in the
// URL replayed on reload, coloured moves checked against the engine, misère play, a friend,
// every preset game valid, 375 px without sideways scroll, keyboard only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// The page marks <body data-busy="1"> from the moment it asks the engine until it has drawn the
// answer (and Robo has replied).
const ready = (page) => page.waitForFunction(() => document.body.dataset.busy === '0');

async function movesOf(page) {
  return page.$$eval('#moves button.move', (bs) => bs.map((b) => b.textContent));
}

test('play: a whole Nim game against perfect Robo; the player who moves last wins', async () => {
  const page = await open(browser, '/chapters/play.html?expr=nim:1,2&vs=3');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'nim:1,2');
  // nim:1,2 has value 3: you have a winning move (to nim:1,1), and perfect Robo can do nothing.
  const options = cli('options', 'nim:1,2').options;
  assert.deepEqual(await movesOf(page), options.map((o) => o.move));
  await page.check('#colour');
  const classes = await page.$$eval('#moves button.move', (bs) => bs.map((b) => b.className));
  options.forEach((o, i) => assert.equal(classes[i].includes('win'), o.value === 0 && classes[i].includes('win')));
  assert.deepEqual(classes.map((c) => /\bwin\b/.test(c)), options.map((o) => o.value === 0));
  const win = options.findIndex((o) => o.value === 0);
  await page.click(`#moves li:nth-child(${win + 1}) button`);
  await ready(page);
  // Robo replied; keep winning until the end.
  for (let k = 0; k < 6; k++) {
    const here = (await page.textContent('#position')).trim();
    const opts = cli('options', here).options;
    if (opts.length === 0) break;
    const w = opts.findIndex((o) => o.value === 0);
    await page.click(`#moves li:nth-child(${w + 1}) button`);
    await ready(page);
  }
  assert.match(await page.textContent('#status'), /you win/);
  assert.equal(await page.isHidden('#chart-figure'), false);
  assert.match(await page.textContent('#chart-caption'), /value after each move: 3, 0/);
  assert.match(page.url(), /moves=\d/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('play: undo takes back Robo\'s reply too, redo replays, a reload keeps the game', async () => {
  const page = await open(browser, '/chapters/play.html?expr=kayles:6&vs=3');
  await ready(page);
  await page.click('#moves li:nth-child(1) button');
  await ready(page);
  const afterTwo = (await page.textContent('#position')).trim();
  assert.equal(await page.$$eval('#log li', (l) => l.length), 2);
  await page.reload();
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), afterTwo);
  assert.equal(await page.$$eval('#log li', (l) => l.length), 2);
  await page.click('#undo');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'kayles:6');
  assert.equal(await page.$$eval('#log li', (l) => l.length), 0);
  await page.click('#redo');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), afterTwo);
  await page.click('#again');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'kayles:6');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('play: misère colours follow the engine\'s misère winning moves; a friend moves too', async () => {
  const page = await open(browser, '/chapters/play.html?expr=kayles:5&vs=friend&misere=1');
  await ready(page);
  await page.check('#colour');
  const wins = new Set(cli('moves', 'kayles:5', '--misere').moves.map((m) => m.to));
  const shown = await page.$$eval('#moves button.move', (bs) => bs.map((b) => [b.className, b.textContent]));
  const options = cli('options', 'kayles:5').options;
  assert.equal(shown.length, options.length);
  options.forEach((o, i) => assert.equal(/\bwin\b/.test(shown[i][0]), wins.has(o.to), o.to));
  await page.click('#moves li:nth-child(1) button');
  await ready(page);
  assert.match(await page.textContent('#status'), /Player 2's move/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('play: every preset is a game the engine reads; 375 px has no sideways scroll; keys work', async () => {
  const page = await open(browser, '/chapters/play.html', { width: 375, height: 800 });
  await ready(page);
  const presets = await page.$$eval('#game option', (os) => os.map((o) => o.value).filter(Boolean));
  assert.ok(presets.length >= 8);
  for (const p of presets) {
    await page.selectOption('#game', p);
    await page.click('#setup button[type=submit]');
    await ready(page);
    assert.equal(await page.isHidden('#error'), true, p);
    const n = cli('options', p).options.length;
    assert.equal(await page.$$eval('#moves button.move', (b) => b.length), n, p);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), p);
  }
  // A typo gets the engine's message; the keyboard alone starts a game and moves.
  await page.fill('#expr', 'nim:-1');
  await page.press('#expr', 'Enter');
  await textMatching(page, '#error', /could not be read/);
  await page.fill('#expr', 'nim:2');
  await page.press('#expr', 'Enter');
  await ready(page);
  await page.focus('#moves li:nth-child(2) button');
  await page.keyboard.press('Enter');
  await ready(page);
  assert.equal(await page.$$eval('#log li', (l) => l.length) >= 1, true);
  // The typo's 400 is the browser's only console message.
  assert.deepEqual(page.errors.filter((e) => !/status of 400/.test(e)), []);
  await page.context().close();
});

test('play: the pictures move by the engine\'s options: Nim stones, Kayles pins, Wythoff\'s queen', async () => {
  const page = await open(browser, '/chapters/play.html?expr=nim:3,4&vs=friend');
  await ready(page);
  // Stone 2 of heap 2 (of 4): leave 1 there, so nim:3,1.
  await page.click('.heap[data-heap="2"] .token:nth-child(2)');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'nim:3,1');
  await page.goto('/chapters/play.html?expr=kayles:5&vs=friend');
  await ready(page);
  await page.click('.heap .token:nth-child(3)');  // the middle pin: two rows of 2
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'kayles:2,2');
  await page.check('#pairs');
  await page.click('.heap[data-heap="1"] .token:nth-child(2)');  // the last pin has no neighbour after it
  assert.match(await page.textContent('#board-note'), /not a move/);
  await page.click('.heap[data-heap="1"] .token:nth-child(1)');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'kayles:2');
  await page.goto('/chapters/play.html?expr=wythoff:(2,3)&vs=friend');
  await ready(page);
  const reach = await page.$$eval('.wythoff .square.reach', (s) => s.length);
  assert.equal(reach, cli('options', 'wythoff:(2,3)').options.length);
  await page.click('.wythoff .square[aria-label="move the queen to (1, 2)"]');
  await ready(page);
  assert.equal((await page.textContent('#position')).trim(), 'wythoff:(1,2)');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('play at 375 px: Dawson\'s chess pawns, a coin row, Green Hackenbush and a game graph move by the engine\'s options, by keyboard', async () => {
  const page = await open(browser, '/chapters/play.html?expr=0.137:5&vs=friend', { width: 375, height: 800 });
  const press = async (selector) => { await page.focus(selector); await page.keyboard.press('Enter'); };
  const position = async () => (await page.textContent('#position')).trim();
  const heapsTo = (expr, want) => cli('options', expr).options.find((o) => o.to.split(':')[1].split(',').map(Number)
    .filter((h) => h > 0).sort().join(',') === want).to;
  const noScroll = async () => assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
  await ready(page);
  // Dawson's chess: a 3 × 5 board; the pawn on file 3 takes files 2 to 4 with it, leaving two
  // boards of one file each; a pawn on file 1 of a 3-file board leaves one file.
  assert.equal(await page.$$eval('.pawns button.pawn', (b) => b.length), 5);
  assert.equal(await page.$$eval('.pawns .cell', (c) => c.length), 15);
  await noScroll();
  await press('.pawns button[data-file="3"]');
  await ready(page);
  assert.equal(await position(), heapsTo('0.137:5', '1,1'));
  await page.goto('/chapters/play.html?expr=0.137:3&vs=friend');
  await ready(page);
  await press('.pawns button[data-file="1"]');
  await ready(page);
  assert.equal(await position(), heapsTo('0.137:3', '1'));
  // Coins: choose coins 3 and 0 of THTH, turn them: HHTT, one of the engine's options.
  await page.goto('/chapters/play.html?expr=turning-turtles:THTH&vs=friend');
  await ready(page);
  assert.equal(await page.$$eval('.play-coins .coin', (c) => c.length), 4);
  // The move list does not give the winning move away: no values or nim-sums until asked.
  assert.doesNotMatch(await page.textContent('#moves'), /nim-sum|worth/);
  await press('.play-coins .coin[data-coin="3"]');
  await press('.play-coins .coin[data-coin="0"]');
  await press('#turn-coins');
  await ready(page);
  const coinsTo = cli('options', 'turning-turtles:THTH').options.find((o) => /^turning-turtles:HHT*$/.test(o.to)).to;
  assert.equal(await position(), coinsTo);
  // A tail alone is no move.
  await press('.play-coins .coin[data-coin="2"]');
  await press('#turn-coins');
  assert.match(await page.textContent('#board-note'), /not a move/);
  // Green Hackenbush: the picture's edges; cutting 1g2 is the engine's option that says so.
  await page.goto('/chapters/play.html?expr=hackenbush:0g1,1g2,1g3,0g4&vs=friend');
  await ready(page);
  assert.equal(await page.$$eval('svg.hackenbush g.cut', (g) => g.length), 4);
  await noScroll();
  const cut = cli('options', 'hackenbush:0g1,1g2,1g3,0g4').options.find((o) => /cut the edge 1g2\b/.test(o.move));
  // A cut asks the engine how it spells the picture left, then moves: wait for the new position.
  const moved = (from) => page.waitForFunction((f) => document.getElementById('position').textContent.trim() !== f
    && document.body.dataset.busy === '0', from);
  await press('svg.hackenbush g.cut[data-edge="1"]');
  await moved('hackenbush:0g1,1g2,1g3,0g4');
  assert.equal(await position(), cut.to);
  await press('svg.hackenbush g.cut[data-edge="0"]');  // the ground edge of the stalk: its top falls too
  await moved(cut.to);
  assert.equal(await page.$$eval('svg.hackenbush g.cut', (g) => g.length), 1);
  // A game graph: nodes and arrows, the token on b; d is one arrow away, a is not.
  const graph = 'graph{a->b,c;b->c,d;c->d;d}';
  await page.goto(`/chapters/play.html?expr=${encodeURIComponent(`${graph}:b`)}&vs=friend`);
  await ready(page);
  assert.equal(await page.$$eval('svg.graph g.gnode', (g) => g.length), 4);
  assert.equal(await page.$$eval('svg.graph path.arrow', (p) => p.length), 5);
  assert.deepEqual(await page.$$eval('svg.graph g.gnode.reach', (g) => g.map((x) => x.dataset.node).sort()),
    cli('options', `${graph}:b`).options.map((o) => o.to.split(':').pop()).sort());
  await page.click('svg.graph g.gnode[data-node="a"]');
  assert.match(await page.textContent('#board-note'), /No arrow leads from b to a/);
  await press('svg.graph g.gnode[data-node="d"]');
  await ready(page);
  assert.match(await position(), /:d$/);
  await noScroll();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
