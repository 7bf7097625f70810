// A move said in the game's own words. The engine words every heap game's move in heaps ("take
// 1 from the heap of 5 and split the rest into heaps of 1 and 3"). Kayles is played on a row of
// pins and Dawson's chess on a board of files, so their moves are said in those words (the same
// move, the same option).
const PIN_GAMES = /^(kayles|dawsons-kayles|0\.77|0\.07)$/;
const PAWN_GAMES = /^(dawson|0\.137)$/;
export const plural = (k, word) => `${k} ${word}${k === 1 ? '' : 's'}`;

function pinWords(text) {
  let m = /^take all (\d+) from the heap of \d+$/.exec(text);
  if (m) return Number(m[1]) === 1 ? 'knock down the only pin of the row of 1' : `knock down both pins of the row of ${m[1]}`;
  m = /^take (\d+) from the heap of (\d+), leaving (\d+)$/.exec(text);
  if (m) return `knock down ${plural(Number(m[1]), 'pin')} at the end of the row of ${m[2]}, leaving a row of ${m[3]}`;
  m = /^take (\d+) from the heap of (\d+) and split the rest into heaps of (\d+) and (\d+)$/.exec(text);
  if (m) return `knock down ${plural(Number(m[1]), 'pin')} inside the row of ${m[2]}, leaving rows of ${m[3]} and ${m[4]}`;
  return null;
}

function pawnWords(text) {
  let m = /^take all (\d+) from the heap of \d+$/.exec(text);
  if (m) return `push a pawn on the board of ${plural(Number(m[1]), 'file')}: the captures that follow clear it`;
  m = /^take (\d+) from the heap of (\d+), leaving (\d+)$/.exec(text);
  if (m) return `push a pawn on the board of ${m[2]} files: the captures that follow take ${m[1]} files off, leaving ${m[3]}`;
  m = /^take (\d+) from the heap of (\d+) and split the rest into heaps of (\d+) and (\d+)$/.exec(text);
  if (m) return `push a pawn on the board of ${m[2]} files: the captures that follow take ${m[1]} files off, leaving boards of ${m[3]} and ${m[4]}`;
  return null;
}

export function gameWords(text, at) {
  const m = /^in ([^,]+), (.*)$/.exec(text);
  const ruleset = m ? m[1] : (/^([^:+\s]+):/.exec(at) || [])[1] || '';
  const body = m ? m[2] : text;
  const said = PIN_GAMES.test(ruleset) ? pinWords(body) : PAWN_GAMES.test(ruleset) ? pawnWords(body) : null;
  if (!said) return text;
  return m ? `in ${m[1]}, ${said}` : said;
}

