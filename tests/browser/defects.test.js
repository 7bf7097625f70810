// The defects a teacher found trying the site as a learner would (issue "The learner's site,
// second edition"), one test each: every one of these failed before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, cli, settled, textMatching } from './browser.js';

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
  assert.equal(await page.$$eval('#line span', (s) => s.length), 0);

  await submit('1000000');
  assert.equal((await page.textContent('#mex-value')).trim(), '0');
  assert.equal(await page.isHidden('#error'), true);

  const many = [...Array(75).keys()].join(', ');
  await submit(many);
  assert.equal((await page.textContent('#mex-value')).trim(), '75');
  assert.equal((await page.textContent('#line .mex')).trim(), '75');
  await submit('99999999999999999999');
  assert.match(await page.textContent('#error'), /larger than this page can hold/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const enc = encodeURIComponent;
const turnOrEnd = (page) => textMatching(page, '#status', /Your turn|you win|Robo wins/i);

test('Robo: the secret pairs each value with its own game when a game is empty', async () => {
  const page = await open(browser, `/chapters/sums-and-robo.html?expr=${enc('sub{1,2,3}:0 + sub{1,3,4}:1')}`);
  await turnOrEnd(page);
  await page.click('#secret');
  const text = await textMatching(page, '#secret-text', /Together/);
  assert.match(text, /^sub\{1,2,3\}:0 has value 0; sub\{1,3,4\}:1 has value 1\. Together: 0 XOR 1 = 1/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Robo: the hint names the heap it fixes, with that heap\'s value, and marks Kayles stones', async () => {
  const page = await open(browser, `/chapters/sums-and-robo.html?expr=${enc('nim:3,4,5')}`);
  await turnOrEnd(page);
  await page.click('#hint');
  const hint = await textMatching(page, '#hint-text', /Fix/);
  // nim:3,4,5 is worth 2; the winning move is in the heap of 3 (3 XOR 2 = 1).
  assert.match(hint, /^Fix the heap of 3 in nim:3,4,5: its value is 3; aim for 1/);
  await page.context().close();

  const kayles = await open(browser, `/chapters/sums-and-robo.html?expr=${enc('kayles:5 + nim:2')}`);
  await turnOrEnd(kayles);
  await kayles.click('#hint');
  await textMatching(kayles, '#hint-text', /split the rest into heaps of 1 and 3/);
  const marked = await kayles.$$eval('[data-term="0"] .pile .pebble', (s) => s.map((e) => e.classList.contains('take')));
  assert.deepEqual(marked, [false, true, false, false, false]);
  await kayles.context().close();
});

test('Robo: after a win, Start plays again; moves survive a reload; undo takes a move back', async () => {
  const page = await open(browser, `/chapters/sums-and-robo.html?expr=${enc('nim:1')}`);
  await turnOrEnd(page);
  await page.click('#game button:not([disabled])');
  assert.match(await turnOrEnd(page), /you win/i);
  await page.click('#setup button[type=submit]');
  await textMatching(page, '#status', /Your turn/);
  assert.equal(await page.inputValue('#expr'), 'nim:1');
  await page.context().close();

  const game = await open(browser, `/chapters/sums-and-robo.html?expr=${enc('nim:3,5 + kayles:4')}&level=beginner`);
  await turnOrEnd(game);
  await game.click('#game button:not([disabled])');
  await turnOrEnd(game);
  const log = await game.$$eval('#log li', (l) => l.map((e) => e.textContent));
  assert.equal(log.length, 2);
  const url = (await game.evaluate(() => location.href)).replace(/^https?:\/\/[^/]+/, '');
  assert.match(url, /log=\d+\.\d+/);
  const again = await open(browser, url);
  await turnOrEnd(again);
  assert.deepEqual(await again.$$eval('#log li', (l) => l.map((e) => e.textContent)), log);
  await again.click('#undo');
  await again.waitForFunction(() => document.querySelector('#game h3')?.textContent === 'nim:3,5');
  await textMatching(again, '#status', /Your turn/);
  assert.equal(await again.$$eval('#log li', (l) => l.length), 0);
  assert.deepEqual(again.errors, []);
  await again.context().close();
  await game.context().close();
});

test('Nim in binary: no winning move before the learner asks; undo takes a move back, across a reload', async () => {
  const page = await open(browser, '/chapters/nim-in-binary.html?heaps=3,4,5');
  const before = await page.textContent('main');
  assert.doesNotMatch(before, /take 2 from heap A/);
  await page.click('.stone[data-heap="2"][data-leave="0"]');  // take all of heap C
  await textMatching(page, '#turn', /The computer took|You win|computer wins/);
  const url = (await page.evaluate(() => location.href)).replace(/^https?:\/\/[^/]+/, '');
  assert.match(url, /hist=3%2C4%2C5|hist=3,4,5/);
  const again = await open(browser, url);
  await again.click('#undo');
  assert.match(await again.textContent('#heaps'), /A \(3\).*B \(4\).*C \(5\)/);
  assert.equal(await again.isDisabled('#undo'), true);
  assert.deepEqual(again.errors, []);
  await again.context().close();
  await page.context().close();
});

test('Label a game: Show me starts at the first blank or wrong heap and says what it changes; Check goes stale', async () => {
  // sub{1,3,4}: 0 1 0 1 2 3 2 0 1 0 1 ...; heaps 0-3 right, heap 4 wrong.
  const page = await open(browser, '/chapters/label-a-game.html?takes=1,3,4&n=10&vals=0,1,0,1,5');
  await page.click('#check');
  await textMatching(page, '#status', /1 value is wrong/);
  await page.click('#show');
  const walk = await textMatching(page, '#walk', /Heap 4\./);
  assert.match(walk, /You had written 5 here; it is 2/);
  assert.match(await page.textContent('#status'), /changed since the last check/);
  // The right values before heap 4 are the learner's, untouched.
  assert.equal(await page.inputValue('.cell[data-heap="3"] input'), '1');
  await page.fill('.cell[data-heap="7"] input', '3');
  assert.match(await page.textContent('#status'), /changed since the last check/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Theorem: Wythoff and graph rulesets get a grid of their own positions, no question marks', async () => {
  for (const [ruleset, rows] of [['wythoff', cli('verify', 'wythoff').positions.length], ['graph{a->b,c;b->c;c}', 3]]) {
    const page = await open(browser, `/chapters/theorem.html?ruleset=${enc(ruleset)}`);
    const summary = await textMatching(page, '#summary', /agreements/);
    const total = Number(summary.match(/out of (\d+)/)[1]);
    assert.equal(total, rows * 13);
    assert.doesNotMatch(await page.textContent('#grid'), /\?/);
    assert.equal(await page.$$eval('#grid td.agree', (c) => c.length), Math.min(rows, 13) * 13);
    if (rows > 13) {
      assert.match(await page.textContent('#page-text'), new RegExp(`Rows 1–13 of ${rows}`));
      await page.click('#next');
      assert.match(await page.textContent('#page-text'), new RegExp(`Rows 14–26 of ${rows}`));
      assert.match(await page.textContent('#grid tr:nth-child(3) th'), /^\(\d+,\d+\)$/);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('Partizan: the thermograph has axes and labels; Back returns from an opened option; squares say their state', async () => {
  const page = await open(browser, `/chapters/partizan.html?expr=${enc('{3||2|1}')}`);
  await textMatching(page, '#thermograph', /mean 9\/4/);
  assert.match(await page.textContent('#thermograph .label-temperature'), /temperature 3\/4/);
  const values = await page.$$eval('#thermograph .tick-value', (t) => t.map((e) => e.textContent));
  assert.ok(values.includes('2') && values.includes('3'), values.join(' '));
  assert.ok(await page.$$eval('#thermograph .tick-temperature', (t) => t.length) >= 2);
  // Open an option, then come back.
  await page.click('#right-options li[data-to="{2|1}"] a');
  await textMatching(page, '#canonical', /^\{2\|1\}$/);
  await page.goBack();
  await textMatching(page, '#canonical', /^\{3\|\|2\|1\}$/);
  assert.match(page.url(), /chapters\/partizan\.html/);
  // Each square's label says whether it is removed.
  const labels = await page.$$eval('#board button.square', (b) => b.map((e) => e.getAttribute('aria-label')));
  assert.ok(labels.every((l) => /: open$/.test(l)), labels.join(' | '));
  await page.click('#board button.square:nth-child(1)');
  assert.match(await page.getAttribute('#board button.square:nth-child(1)', 'aria-label'), /: removed$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Partizan: on a phone the board\'s answer appears beside the board; one search per board', async () => {
  const page = await open(browser, '/chapters/partizan.html', { width: 375, height: 800 });
  await settled(page, '#canonical');
  const requests = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) requests.push(decodeURIComponent(r.url())); });
  await page.click('#board-go');
  const near = await textMatching(page, '#board-result', /This board/);
  assert.match(near, /outcome [LRPN]/);
  const board = await (await page.$('#board')).boundingBox();
  const answer = await (await page.$('#board-result')).boundingBox();
  assert.ok(answer.y - (board.y + board.height) < 120, `the answer is ${answer.y - board.y - board.height}px below the board`);
  // The board is solved once: the thermograph is asked of its canonical form.
  assert.equal(requests.filter((u) => u.includes('domineering:')).length, 1, requests.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Playground: with misère ticked a typo, nim:-1 or a cyclic graph gets its own error; Cram is played', async () => {
  for (const [expr, message] of [['nmi:3', /unknown ruleset 'nmi'/], ['nim:-1', /expected a heap size.*column 5/],
    ['graph{a->b;b->a}:a', /cycle/]]) {
    const page = await open(browser, `/chapters/playground.html?expr=${enc(expr)}&misere=1`);
    const text = await textMatching(page, '#error', /./);
    assert.match(text, message, expr);
    assert.doesNotMatch(text, /partizan/, expr);
    await page.context().close();
  }
  const cram = await open(browser, `/chapters/playground.html?expr=${enc('cram:...|...')}`);
  await textMatching(cram, '#outcome', /^[PN]$/);
  assert.equal(await cram.isHidden('#error'), true);
  assert.equal((await cram.textContent('#value')).trim(), '1');
  await cram.context().close();
});

test('Strips: a game with no short period answers at once, saying so once; the colours are told apart', async () => {
  const page = await open(browser, '/chapters/strips.html?ruleset=0.6&n=2000');
  const summary = await settled(page, '#summary');
  // Searched to a bound that fits the strip (20000 heaps), not to the server's time budget.
  assert.match(summary, /^0\.6: no period found up to heap 20000\.$/);
  assert.equal((summary.match(/budget/g) || []).length, 0);
  const swatches = await page.$$eval('#legend span span', (s) => s.map((e) => getComputedStyle(e).backgroundColor));
  assert.ok(swatches.length >= 10);
  const rgb = swatches.map((c) => c.match(/\d+/g).slice(0, 3).map(Number));
  for (let i = 0; i < rgb.length; i += 1) {
    for (let j = i + 1; j < rgb.length; j += 1) {
      const d = Math.hypot(...rgb[i].map((x, k) => x - rgb[j][k]));
      assert.ok(d > 70, `values ${i} and ${j} are ${Math.round(d)} apart`);
    }
  }
  await page.context().close();
});

test('A missing page is a page with a way back, not raw JSON', async () => {
  const page = await open(browser, '/chapters/turning-turtles-nowhere.html');
  assert.equal(await page.textContent('h1'), 'Page not found');
  assert.match(await page.textContent('main'), /turning-turtles-nowhere\.html/);
  assert.equal(await page.getAttribute('main a', 'href'), '/');
  await page.context().close();
});

test('Strips: each heap drawn is checked against its canonical form, a second route', async () => {
  const page = await open(browser, '/chapters/strips.html?ruleset=0.77&n=100');
  const text = await textMatching(page, '#cross', /agree/);
  assert.match(text, /25 of 25 agree.*two independent routes, the same answer/);
  const forms = await page.$$eval('#cross .cc code', (c) => c.map((e) => e.textContent));
  const values = cli('seq', '0.77', '24').values;
  assert.deepEqual(forms, values.map((g) => (g === 0 ? '0' : g === 1 ? '*' : `*${g}`)));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Turning coins: the row\'s value after a guess, each head alone, a winning move, the losing rows as a code', async () => {
  const page = await open(browser, '/chapters/coins.html?ruleset=turning-turtles&row=THHTH');
  assert.equal(await page.$$eval('#row .coin', (c) => c.map((e) => e.textContent).join('')), 'THHTH');
  // The value waits for the learner's answer; a wrong one gets a pointer, not the answer.
  await page.fill('#guess', '3');
  await page.click('#check');
  const wrong = await textMatching(page, '#feedback', /Not quite/);
  assert.doesNotMatch(wrong, /\b4\b/);
  const v = cli('value', 'turning-turtles:THHTH').value;
  await page.fill('#guess', String(v));
  await page.click('#check');
  // Turning Turtles: coin n alone is worth n + 1; heads at 1, 2, 4 give 2 ⊕ 3 ⊕ 5 = 4.
  assert.match(await textMatching(page, '#feedback', /Right/), /coins 1, 2, 4 are worth 2 ⊕ 3 ⊕ 5 = 4/);
  await page.click('#reveal');
  await page.waitForFunction(() => document.querySelector('.coin-value[data-coin="4"]').textContent === '5');
  const singles = await page.$$eval('.coin-value', (s) => s.map((e) => Number(e.textContent)));
  assert.deepEqual(singles, [1, 2, 3, 4, 5]);
  await page.click('#hint');
  assert.match(await textMatching(page, '#move', /Winning move/), /turn coins 0 and 4/);
  assert.deepEqual(await page.$$eval('.coin.turn', (c) => c.map((e) => Number(e.dataset.coin))), [0, 4]);
  // The losing rows of 7 coins: the Hamming code, 16 words; one loaded has value 0.
  await page.click('#hamming');
  assert.match(await textMatching(page, '#code-summary', /losing rows/), /16 losing rows, a code of dimension 4/);
  assert.equal(await page.$$eval('#words button', (b) => b.length), 16);
  await page.click('#words button:nth-child(2)');
  const row = await page.$$eval('#row .coin', (c) => c.map((e) => e.textContent).join(''));
  assert.equal(cli('value', `turning-turtles:${row}`).value, 0);
  await page.click('#golay');
  assert.match(await textMatching(page, '#code-summary', /Length 24/), /4096 losing rows, a code of dimension 12.*759 with 8, 2576 with 12, 759 with 16, 1 with 24/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Misère play: Bouton beside normal Nim, Kayles\' values and genera, kayles:5 against nim:4, any genus', async () => {
  const page = await open(browser, '/chapters/misere.html?heaps=1,1,1');
  // nim:1,1,1: normal N (nim-sum 1), misère P (three 1-heaps: the mover takes the last). The
  // misère letter waits for the learner's guess; a wrong one gets the reason, not the letter.
  const misere = cli('outcome', 'nim:1,1,1', '--misere').outcome;
  const wrong = misere === 'P' ? 'N' : 'P';
  await textMatching(page, '#nim-misere', /your guess first/);
  assert.equal(await page.isDisabled('#nim-move'), true);
  await page.click(`#nim-guess button[data-guess="${wrong}"]`);
  assert.match(await page.textContent('#nim-guess-text'), new RegExp(`^Not ${wrong}\\. Only 1-heaps`));
  assert.match(await page.textContent('#nim-misere'), /your guess first/);
  await page.focus(`#nim-guess button[data-guess="${misere}"]`);
  await page.keyboard.press('Enter');
  assert.match(await textMatching(page, '#nim-misere', /^[PN]:/), new RegExp(`^${misere}:`));
  assert.match(await page.textContent('#nim-normal'), new RegExp(`^${cli('outcome', 'nim:1,1,1').outcome}:`));
  await page.waitForFunction(() => document.querySelectorAll('#kayles tr').length === 4);
  const cells = await page.$$eval('#kayles tr', (rs) => rs.map((r) => [...r.querySelectorAll('td')].map((c) => c.dataset.genus || c.textContent)));
  assert.deepEqual(cells[1], cli('seq', 'kayles', '12').values.map(String));
  assert.deepEqual(cells[2], cli('seq', 'kayles', '12', '--misere').values.map(String));
  assert.deepEqual(cells[3], cli('seq', 'kayles', '12', '--genus').genera);
  await textMatching(page, '#pair-summary', /./);
  const pair = await page.$$eval('#pair tr', (rs) => rs.slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)));
  for (let k = 0; k < 8; k += 1) {
    assert.equal(pair[0][k], cli('outcome', `kayles:5 + nim:${k}`, '--misere').outcome, `kayles:5 + nim:${k}`);
    assert.equal(pair[1][k], cli('outcome', `nim:4 + nim:${k}`, '--misere').outcome, `nim:4 + nim:${k}`);
  }
  assert.ok(await page.$$eval('#pair td.differ', (c) => c.length) > 0);
  await textMatching(page, '#genus', /normal value/);
  assert.equal(await page.getAttribute('#genus code', 'data-genus'), cli('genus', 'kayles:5').genus);
  assert.match(await page.textContent('#genus'), /: normal value 4, misère value 1/);
  await page.click('#nim-move');
  assert.match(await textMatching(page, '#nim-move-text', /./), /No move wins|nim:/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
