// A subtraction game played on a drawn heap: two players (the learner plays both, or with a
// friend) take turns taking one of the allowed numbers of counters; whoever takes the last
// counter wins. A click (or Enter) on a counter takes it and every counter after it, when that
// many is an allowed take; the counters slide away (lib/animate.js; at once with reduced
// motion). After each move the chapter's answer for the heap left (its W/L label, its Grundy
// value) is fetched from the engine and said at once; nothing is said before the first move. The
// focus stays on the heap: on the counter now last, or on New game once the heap is empty.
import { el } from './chapters.js';
import { takeAway } from './animate.js';
import { plural } from './game-words.js';

// "1, 3 or 4": the takes are alternatives, one a move.
const orWords = (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

// parts: { box, status, answer, again } elements; takes() and start() give the rules and the
// starting heap; say(heap) resolves to the answer for that heap (a sentence);
// onError(err) shows a failed request.
export function takeGame({ box, status, answer, again }, { takes, start, say, onError }) {
  let heap = 0;
  let player = 0;
  let run = 0;
  const name = (p) => `Player ${p + 1}`;

  function draw(focusAt = null) {
    box.dataset.heap = String(heap);
    box.setAttribute('aria-label', `The heap: ${plural(heap, 'counter')}`);
    box.replaceChildren(...Array.from({ length: heap }, (_, j) => el('button', {
      type: 'button', class: 'token', 'data-leave': String(j),
      'aria-label': `take counter ${j + 1}${j + 1 < heap ? ' and every counter after it' : ''} (${heap - j}), leaving ${j}`,
      onclick: () => move(j),
    })));
    if (!heap) box.append(el('span', { class: 'muted', text: 'no counters left' }));
    if (focusAt === 'again' || (focusAt !== null && !heap)) again.focus();
    else if (focusAt !== null) box.children[Math.min(focusAt, heap - 1)].focus();
  }

  async function move(j) {
    const took = heap - j;
    const t = takes();
    if (!t.includes(took)) {
      status.textContent = `Taking ${plural(took, 'counter')} is not a move here: ${name(player)} may take ` +
        `${orWords(t.filter((k) => k <= heap).map(String)) || 'nothing'}.`;
      return;
    }
    const mine = ++run;
    const mover = player;
    box.querySelectorAll('button').forEach((b) => { b.disabled = true; });
    await takeAway([...box.children].slice(j).reverse());
    if (mine !== run) return;
    heap = j;
    player = 1 - player;
    draw(j);
    const left = t.filter((k) => k <= heap);
    status.textContent = `${name(mover)} took ${plural(took, 'counter')}, leaving ${heap}. ` + (left.length
      ? `${name(player)} to move.`
      : `${name(player)} cannot move: ${name(mover)} wins.`);
    answer.textContent = 'Working it out…';
    try {
      const text = await say(heap);
      if (mine !== run) return;
      answer.textContent = text;
      answer.dataset.heap = String(heap);
    } catch (err) { onError(err); }
  }

  function reset() {
    run += 1;
    heap = start();
    player = 0;
    status.textContent = `${name(0)} to move: take ${orWords(takes().map(String))} counters (click the counter to take from).`;
    answer.textContent = 'Make a move: the heap you leave is then labelled here.';
    delete answer.dataset.heap;
    draw();
  }

  again.addEventListener('click', reset);  // the focus stays on New game
  reset();
  return { reset };
}
