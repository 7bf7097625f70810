// The minimum excluded number: the least natural number not in the set.
export function mex(values) {
  const present = new Set(values);
  let m = 0;
  while (present.has(m)) m += 1;
  return m;
}

// The most members the calculator reads (a longer list is refused with a message, not a hang).
export const kMaxMembers = 100000;

// Reads "0, 1, 3 4" or "{0,1,3,4}" as a list of natural numbers; throws on anything else. Any
// natural number JavaScript holds exactly (up to 2^53 − 1) is accepted: 1000000 is one.
export function parseSet(text) {
  const parts = text.split(/[\s,{}]+/).filter(Boolean);
  if (parts.length > kMaxMembers) throw new Error(`The set has ${parts.length} members; the calculator takes at most ${kMaxMembers}.`);
  return parts.map((p) => {
    if (!/^\d+$/.test(p)) throw new Error(`"${p}" is not a natural number (0, 1, 2, …).`);
    const n = Number(p);
    if (!Number.isSafeInteger(n)) throw new Error(`${p} is a natural number, but larger than this page can hold exactly (2^53 − 1).`);
    return n;
  });
}

// A problem whose mex is m: every number below m, none of m, and some larger numbers, shuffled,
// with the odd repeat. r() is a random number in [0, 1).
export function problemWithMex(m, r) {
  const set = [...Array(m).keys()];
  const extra = 1 + Math.floor(r() * 3);
  for (let k = 0; k < extra; k += 1) set.push(m + 1 + Math.floor(r() * 4));
  if (set.length > 0 && r() < 0.3) set.push(set[Math.floor(r() * set.length)]);  // a repeat
  for (let i = set.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [set[i], set[j]] = [set[j], set[i]];
  }
  return set;
}
