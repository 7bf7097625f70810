// Nim positions as arrays of heap sizes, and the notation's spelling of them.

export const nimSum = (heaps) => heaps.reduce((a, b) => a ^ b, 0);
export const spellNim = (heaps) => `nim:${heaps.join(',')}`;

// The heaps of a position the engine printed ("nim:4,4", or "0" for no heaps). The engine
// drops empty heaps, so compare as multisets.
export function heapsOf(spelling) {
  const colon = spelling.lastIndexOf(':');
  if (colon < 0) return [];
  return spelling.slice(colon + 1).split(',').map(Number).filter((h) => h > 0);
}

const key = (hs) => hs.filter((h) => h > 0).sort((a, b) => a - b).join(',');

// Which heap to reduce, and to what, to reach the position `to` (as the engine spells it).
export function findMove(heaps, to) {
  const target = key(heapsOf(to));
  for (let i = 0; i < heaps.length; i += 1) {
    for (let v = 0; v < heaps[i]; v += 1) {
      const next = heaps.slice();
      next[i] = v;
      if (key(next) === target) return { heap: i, leave: v };
    }
  }
  return null;
}

export const binary = (n, width) => n.toString(2).padStart(width, '0');
