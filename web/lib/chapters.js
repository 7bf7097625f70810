// The ladder: the chapters in order, and the header every page shares (which also records
// that the chapter was opened: lib/progress.js).
import { markVisited } from './progress.js';

export const chapters = [
  { file: 'win-or-lose', title: 'Win or lose', blurb: 'Label each heap W or L, working up from 0.' },
  { file: 'p-and-n', title: 'P and N', blurb: 'W and L under their usual names: P-positions and N-positions.' },
  { file: 'nim-in-binary', title: 'Nim in binary', blurb: 'The nim-sum, column by column, and the winning move.' },
  { file: 'mex', title: 'mex', blurb: 'The minimum excluded number, and five problems.' },
  { file: 'label-a-game', title: 'Label a game', blurb: 'Grundy values of a subtraction game, by the mex rule.' },
  { file: 'sums-and-robo', title: 'Sums and Robo', blurb: 'Play a sum of different games against Robo.' },
  { file: 'strips', title: 'Strips', blurb: 'Grundy sequences as coloured strips, with their periods.' },
  { file: 'theorem', title: 'The theorem, checked', blurb: 'Sums with Nim heaps, each settled without Grundy values.' },
  { file: 'why-mex', title: 'Why mex', blurb: 'Five substitutes for mex, each caught out by a sum.' },
  { file: 'playground', title: 'Playground', blurb: 'Any position: value, outcome, winning moves, option tree.' },
  { file: 'partizan', title: 'Partizan games', blurb: 'When the players\' moves differ: canonical forms, stops, temperature, thermographs.' },
  { file: 'coins', title: 'Turning coins', blurb: 'Coin-turning games: each head a Nim heap, and the losing rows a code.' },
  { file: 'misere', title: 'Misère play', blurb: 'Whoever moves last loses: Bouton\'s rule, where Kayles breaks it, and the genus.' },
  { file: 'play', title: 'Play any game', blurb: 'Any impartial game against Robo at three levels or a friend, with undo and a chart of who was winning after each move.' },
  { file: 'hackenbush', title: 'Green Hackenbush', blurb: 'Draw a picture on the ground, cut its edges, and find the cuts that win.' },
  { file: 'tree', title: 'Game trees', blurb: 'Any position\'s options as a tree you open level by level, each node with its value.' },
  { file: 'test-yourself', title: 'Test yourself', blurb: 'Questions drawn from the chapters, mixed, each answer checked by the engine.' },
];

// Fills <header id="top"> with the site name, the chapter's place in the ladder and links to
// its neighbours.
export function header(file) {
  const i = chapters.findIndex((c) => c.file === file);
  const el = document.getElementById('top');
  const prev = i > 0 ? `<a rel="prev" href="${chapters[i - 1].file}.html">← ${chapters[i - 1].title}</a>` : '';
  const next = i < chapters.length - 1
    ? `<a rel="next" href="${chapters[i + 1].file}.html">${chapters[i + 1].title} →</a>` : '';
  el.innerHTML = `<nav aria-label="Chapters"><a class="home" href="../index.html">grundy</a>
    <span class="where">Chapter ${i + 1} of ${chapters.length}</span>
    <span class="pn">${prev}${next}</span></nav>`;
  if (i >= 0) markVisited(file);
  const h1 = document.querySelector('h1');
  if (h1 && !h1.textContent) h1.textContent = `${i + 1}. ${chapters[i].title}`;
  document.title = `${i + 1}. ${chapters[i].title} · grundy`;
}

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) e.append(c);
  return e;
}
