// The boards the partizan chapter plays against the engine: how each square is drawn and named,
// and which position a press proposes. A proposal is only a candidate: the move made is one of the
// engine's own (/api/moves?all=1), found by the position it leads to.

const fits = (rows, r, c) => r >= 0 && r < rows.length && c >= 0 && c < rows[r].length;
const set = (rows, changes) => {
  const next = rows.map((row) => [...row]);
  for (const [r, c, ch] of changes) next[r][c] = ch;
  return next.map((row) => row.join(''));
};

// Domineering: Left places a domino upright (the square pressed and the one below), Right on
// its side (the square pressed and the one to its right).
const domineering = {
  name: 'domineering',
  title: 'Domineering',
  kind: (ch) => (ch === '#' ? 'taken' : 'open'),
  label: (ch, who) => (ch === '#' ? (who ? `${who}'s domino` : 'removed') : 'open'),
  text: () => '',
  press(rows, side, r, c) {
    const [r2, c2] = side === 'Left' ? [r + 1, c] : [r, c + 1];
    if (!fits(rows, r2, c2) || rows[r][c] !== '.' || rows[r2][c2] !== '.') {
      return { say: `${side === 'Left' ? 'An upright' : 'A flat'} domino does not fit there: it needs the square ${side === 'Left' ? 'below' : 'to the right'} open too.` };
    }
    return { rows: set(rows, [[r, c, '#'], [r2, c2, '#']]) };
  },
  canPress: (ch) => ch === '.',
};

// Clobber: press one of your stones, then the enemy stone beside it that it takes.
const clobber = {
  name: 'clobber',
  title: 'Clobber',
  kind: (ch) => ({ x: 'left', o: 'right', '.': 'empty' }[ch] || 'empty'),
  label: (ch) => ({ x: "Left's stone (x)", o: "Right's stone (o)", '.': 'empty' }[ch] || 'empty'),
  text: (ch) => ({ x: '●', o: '○' }[ch] || ''),
  press(rows, side, r, c, picked) {
    const mine = side === 'Left' ? 'x' : 'o', theirs = side === 'Left' ? 'o' : 'x';
    if (rows[r][c] === mine) return { pick: picked && picked[0] === r && picked[1] === c ? null : [r, c] };
    if (!picked) return { say: `Press one of your stones (${mine}) first, then the stone of the other side's that it takes.` };
    const [pr, pc] = picked;
    if (rows[r][c] !== theirs || Math.abs(pr - r) + Math.abs(pc - c) !== 1) {
      return { say: `A stone takes an enemy stone (${theirs}) beside it: up, down, left or right, one square.` };
    }
    return { rows: set(rows, [[pr, pc, '.'], [r, c, mine]]) };
  },
  canPress: (ch) => ch !== '.',
};

// Toads and Frogs: Left's toads (t) move right, Right's frogs (f) left, one square into an empty
// one or jumping one enemy creature into the empty square beyond.
const toads = {
  name: 'toads-and-frogs',
  title: 'Toads and Frogs',
  kind: (ch) => ({ t: 'left', f: 'right', '.': 'empty' }[ch] || 'empty'),
  label: (ch) => ({ t: "Left's toad (t)", f: "Right's frog (f)", '.': 'empty' }[ch] || 'empty'),
  text: (ch) => ({ t: 'T', f: 'F' }[ch] || ''),
  press(rows, side, r, c) {
    const mine = side === 'Left' ? 't' : 'f', theirs = side === 'Left' ? 'f' : 't', step = side === 'Left' ? 1 : -1;
    if (rows[r][c] !== mine) return { say: `Press one of your ${side === 'Left' ? 'toads (t)' : 'frogs (f)'}.` };
    const row = rows[r];
    if (row[c + step] === '.') return { rows: set(rows, [[r, c, '.'], [r, c + step, mine]]) };
    if (row[c + step] === theirs && row[c + 2 * step] === '.') return { rows: set(rows, [[r, c, '.'], [r, c + 2 * step, mine]]) };
    return { say: `That ${side === 'Left' ? 'toad' : 'frog'} is stuck: the square ${side === 'Left' ? 'to its right' : 'to its left'} is taken, and there is no enemy to jump into an empty square.` };
  },
  canPress: (ch) => ch !== '.',
};

export const rulesets = { domineering, clobber, 'toads-and-frogs': toads };

// The rows of a position `name:rows|rows`, or null.
export function rowsOf(expr, name) {
  const prefix = `${name}:`;
  return expr.startsWith(prefix) ? expr.slice(prefix.length).split('|') : null;
}
