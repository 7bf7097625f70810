// The defects of the third audit (issue 32, "Defects found this time" 1–9), one test each: every
// one of these failed on the site before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, settled, textMatching } from './browser.js';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

const enc = encodeURIComponent;
const phone = { width: 375, height: 812 };

// Plays the play page to its end, always the first move offered, and returns the positions.
async function playOut(page) {
  for (let k = 0; k < 40; k += 1) {
    await page.waitForFunction(() => document.body.dataset.busy === '0');
    if (await page.isVisible('#chart-figure')) break;
    const b = await page.$('#moves button.move:not([disabled])');
    if (b) await b.click();
    else await page.waitForTimeout(50);
  }
  await page.waitForSelector('#chart-figure:not([hidden])');
  const start = (await page.evaluate(() => new URLSearchParams(location.search).get('expr')));
  const log = await page.$$eval('#log li', (l) => l.map((e) => e.textContent.split(' → ').pop()));
  return [start, ...log];
}

test('1. Play, misère: the chart shows misère outcomes, the final position N, never "value 0 … winning"', async () => {
  const page = await open(browser, `/chapters/play.html?expr=${enc('nim:1,1,4')}&vs=3&misere=1`);
  const positions = await playOut(page);
  const caption = await textMatching(page, '#chart-caption', /misère outcome/);
  assert.doesNotMatch(caption, /Grundy value after each move|value 0 is a P-position/i);
  assert.match(caption, /player who cannot move wins/);
  const label = await page.getAttribute('#chart svg', 'aria-label');
  const outcomes = positions.map((p) => cli('outcome', p, '--misere').outcome);
  assert.equal(label, `Misère outcome after each move: ${outcomes.join(', ')}`);
  assert.equal(outcomes[outcomes.length - 1], 'N');  // no move left: the player to move has won
  // The last dot (the position Robo or you left with no move) is N, not P.
  assert.equal(await page.$eval('#chart circle:last-of-type', (c) => c.getAttribute('class')), 'nonzero');
  assert.match(await page.textContent('#status'), /whoever cannot move wins/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('2. Play, keyboard: a move within three Tabs, and the focus kept after each move', async () => {
  const page = await open(browser, `/chapters/play.html?expr=${enc('nim:3,4,5')}&vs=3`);
  await page.waitForSelector('#moves button.move:not([disabled])');
  let found = false;
  for (let k = 0; k < 3 && !found; k += 1) {
    await page.keyboard.press('Tab');
    found = await page.evaluate(() => document.activeElement.id === 'skip');
  }
  assert.ok(found, 'the skip link is among the first three Tabs');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.matches('#moves button.move')), true);
  // A move from the list: after Robo's reply the focus is on a move again, not on <body>.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#log li').length >= 2 && document.body.dataset.busy === '0');
  await page.waitForFunction(() => document.activeElement !== document.body);
  assert.equal(await page.evaluate(() => document.activeElement.matches('#moves button.move, #again')), true);
  // A move on the board: the focus comes back to the board.
  await page.focus('#board button.token');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#log li').length >= 4 && document.body.dataset.busy === '0');
  await page.waitForFunction(() => document.activeElement !== document.body);
  assert.equal(await page.evaluate(() => document.activeElement.matches('#board button.token, #again')), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('3. Chapter 1: focusing an unlabelled heap asks, it does not give the label', async () => {
  // Takes 1, 2, 3: heaps 0…3 labelled L W W W, heap 4 (which is L) left blank.
  const page = await open(browser, '/chapters/win-or-lose.html?takes=1,2,3&n=8&marks=LWWW');
  await page.focus('.cell[data-heap="4"] button');
  const why = await page.textContent('#why');
  assert.match(why, /From heap 4 you can move to 3 \(W\), 2 \(W\) and 1 \(W\)/);
  assert.doesNotMatch(why, /4 is [WL]|so 4/);
  await page.focus('.cell[data-heap="0"] button');
  await page.keyboard.press('Backspace');
  assert.doesNotMatch(await page.textContent('#why'), /0 is L/);
  // Labelled, the heap's reasoning is given against the learner's own label.
  await page.focus('.cell[data-heap="4"] button');
  await page.keyboard.press('w');
  assert.match(await page.textContent('#why'), /so 4 is L, not W/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('4. Nim in binary: no winning move nor counts before a try; heaps 0,0 say the game is over', async () => {
  const page = await open(browser, '/chapters/nim-in-binary.html?heaps=3,4,5');
  assert.equal(await page.isDisabled('#hint'), true);
  assert.doesNotMatch(await page.textContent('#binary'), /number of 1s/);
  await page.click('#sum-check');
  await textMatching(page, '#sum-feedback', /Set every bit first/);
  assert.equal(await page.isDisabled('#hint'), false);
  await page.click('#sum-show');
  await textMatching(page, '#binary', /number of 1s/);
  await page.context().close();

  for (const misere of [false, true]) {
    const empty = await open(browser, `/chapters/nim-in-binary.html?heaps=0,0${misere ? '&misere=1' : ''}`);
    const turn = await empty.textContent('#turn');
    assert.doesNotMatch(turn, /Your move|click a counter/);
    assert.match(turn, misere ? /No counters are left.*you have won/ : /No counters are left.*you have lost/);
    assert.equal(await empty.isDisabled('#hint'), true);
    assert.deepEqual(empty.errors, []);
    await empty.context().close();
  }
});

test('5. Strips: an error clears the old strip; allbut{1,2} gets its period, no "Try a smaller position.."', async () => {
  const page = await open(browser, '/chapters/strips.html?ruleset=0.77&n=400');
  await textMatching(page, '#cross', /agree/);
  await page.fill('#ruleset', 'foo');
  await page.click('#setup button[type=submit]');
  await textMatching(page, '#error', /./);
  assert.equal(await page.$('#wrap svg'), null);
  assert.equal((await page.textContent('#cross')).trim(), '');
  assert.equal((await page.textContent('#text')).trim(), '');

  await page.fill('#ruleset', 'allbut{1,2}');
  await page.click('#setup button[type=submit]');
  const summary = await textMatching(page, '#summary', /allbut/);
  const p = cli('period', 'allbut{1,2}', '--max', '1000');
  assert.match(summary, new RegExp(`preperiod ${p.preperiod}, period ${p.period}, saltus ${p.saltus}`));
  assert.doesNotMatch(summary, /\.\.|smaller position|stopped/);
  assert.equal(await page.isHidden('#error'), true);
  assert.deepEqual(page.errors.filter((e) => !/status of 400/.test(e)), []);  // foo's answer
  await page.context().close();
});

test('6. Partizan: the Domineering board drawn is at most 16 squares, answered within the default budget', async () => {
  const page = await open(browser, '/chapters/partizan.html');
  await page.fill('#cols', '5');
  await page.press('#cols', 'Enter');
  await page.fill('#rows', '5');
  await page.press('#rows', 'Enter');
  const squares = await page.$$eval('#board button.square', (b) => b.length);
  assert.ok(squares <= 16, `${squares} squares`);
  const [rows, cols] = [Number(await page.inputValue('#rows')), Number(await page.inputValue('#cols'))];
  assert.equal(rows * cols, squares);
  // The biggest board offered is solved by the command line within the server's default budget.
  const board = `domineering:${Array(rows).fill('.'.repeat(cols)).join('|')}`;
  assert.ok(cli('canonical', board, '--timeout', '2').canonical);
  await page.context().close();
});

test('7. Green Hackenbush: the picture numbers its edges and coordinates; the notation breaks between tokens', async () => {
  const page = await open(browser, '/chapters/hackenbush.html', phone);
  await page.click('#example-tree');
  await textMatching(page, '#edges', /edge 1/);
  const edges = await page.$$eval('#edges li[data-edge]', (l) => l.length);
  const numbers = await page.$$eval('#board .hb-number text', (t) => t.map((e) => e.textContent));
  assert.deepEqual(numbers, [...Array(edges).keys()].map((i) => String(i + 1)));
  const axis = await page.$$eval('#board .hb-axis', (t) => t.map((e) => e.textContent));
  assert.ok(axis.includes('1') && axis.includes('5'), axis.join());
  // Every line of the notation ends at a comma or the colon, never inside a token (made narrow
  // enough here to break whatever the picture).
  await page.addStyleTag({ content: 'code#notation { display: inline-block; width: 7em; }' });
  const lines = await page.$eval('#notation', (code) => {
    const range = document.createRange();
    // Walk the text nodes, recording the top of each character's box.
    let out = '';
    let lastTop = null;
    for (const n of code.childNodes) {
      if (n.nodeType !== 3) continue;
      for (let i = 0; i < n.data.length; i += 1) {
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (lastTop !== null && top > lastTop + 2) out += '\n';
        lastTop = top;
        out += n.data[i];
      }
    }
    return out.split('\n');
  });
  for (const line of lines.slice(0, -1)) assert.match(line, /[:,]$/, lines.join(' / '));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('8. The index counts the chapters of the ladder and names "Play any game"', async () => {
  const page = await open(browser, '/index.html');
  const count = await page.$$eval('#ladder li', (l) => l.length);
  const words = ['', '', '', '', '', '', '', '', '', '', '', '', '', '', '', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen'];
  assert.equal((await page.textContent('#count')).trim(), words[count]);
  const intro = await page.textContent('main p');
  assert.match(intro, /play any game/i);
  assert.doesNotMatch(intro, /fifteenth any position's game tree/);
  await page.context().close();
});

test('9. The smaller defects: English, game words, genus, 44 px, bad values, G(n), substitutes, misère 0', async () => {
  // "An upright domino", not "A upright".
  const pz = await open(browser, '/chapters/partizan.html');
  await pz.selectOption('#play-side', 'Left');
  await pz.click('#play-start');
  await textMatching(pz, '#play-status', /Your turn/);
  await pz.click('#play-board button[data-row="2"][data-col="0"]');
  assert.match(await textMatching(pz, '#play-status', /domino/), /An upright domino does not fit/);
  await pz.context().close();

  // Kayles is a row of pins and Dawson's chess a board of files, also in the move list.
  for (const [expr, word] of [['kayles:5', /pin/], ['0.137:5', /pawn/], ['kayles:2 + dawson:3', /pin|pawn/]]) {
    const page = await open(browser, `/chapters/play.html?expr=${enc(expr)}&vs=friend`);
    await page.waitForSelector('#moves button.move');
    const moves = await page.$$eval('#moves button.move', (b) => b.map((e) => e.textContent));
    for (const m of moves) {
      assert.match(m, word, m);
      assert.doesNotMatch(m, /heap/, m);
    }
    await page.context().close();
  }

  // The misère page writes every genus with a raised exponent, never with ^.
  const mis = await open(browser, '/chapters/misere.html');
  await mis.waitForSelector('#kayles td[data-genus]');
  assert.doesNotMatch(await mis.textContent('main'), /\^/);
  await mis.context().close();

  // Label a game on a phone: ± buttons of 44 px; an x is said to be no value; one option, singular.
  const label = await open(browser, '/chapters/label-a-game.html?takes=1,3,4&n=6', phone);
  for (const b of await label.$$('.cell .pm button')) {
    const box = await b.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${box.width} × ${box.height}`);
  }
  assert.equal(await label.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false);
  await label.fill('.cell[data-heap="2"] input', 'x');
  assert.match(await label.textContent('#error'), /"x" in heap 2 is not a Grundy value/);
  assert.equal(await label.getAttribute('.cell[data-heap="2"] input', 'aria-invalid'), 'true');
  await label.click('#check');
  assert.match(await textMatching(label, '#status', /wrong/), /heap 2 has something that is not a whole number/);
  await label.fill('.cell[data-heap="2"] input', '');
  await label.click('#show');
  await label.click('#next');
  assert.match(await textMatching(label, '#walk', /Heap 1/), /reaches heap 0 \(highlighted\), whose value is 0\./);
  await label.context().close();

  // The theorem grid gives each row its Grundy value, the engine's.
  const th = await open(browser, '/chapters/theorem.html?ruleset=kayles');
  await textMatching(th, '#summary', /agreements/);
  const gs = await th.$$eval('#grid td.g', (c) => c.map((e) => Number(e.textContent)));
  assert.deepEqual(gs, cli('seq', 'kayles', String(gs.length - 1)).values);
  await th.context().close();

  // No substitute for mex gives 0 to every heap.
  const why = await open(browser, '/chapters/why-mex.html?ruleset=kayles&n=12');
  await textMatching(why, '#summary', /caught out/);
  for (const row of await why.$$eval('#census tbody tr td.mono', (c) => c.map((e) => e.textContent))) {
    assert.ok(row.split(' ').some((x) => x !== '0'), row);
  }
  await why.context().close();

  // The empty game in misère play: the player to move has already won.
  const pg = await open(browser, '/chapters/playground.html?expr=0&misere=1');
  assert.match(await textMatching(pg, '#moves', /None/), /player who cannot move wins, so the player to move has already won/);
  assert.deepEqual(pg.errors, []);
  await pg.context().close();
});
