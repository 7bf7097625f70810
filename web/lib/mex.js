// The minimum excluded number: the least natural number not in the set.
export function mex(values) {
  const present = new Set(values);
  let m = 0;
  while (present.has(m)) m += 1;
  return m;
}

// Reads "0, 1, 3 4" or "{0,1,3,4}" as a list of natural numbers; throws on anything else.
export function parseSet(text) {
  const parts = text.split(/[\s,{}]+/).filter(Boolean);
  return parts.map((p) => {
    if (!/^\d+$/.test(p) || p.length > 6) throw new Error(`"${p}" is not a natural number (0, 1, 2, …).`);
    return Number(p);
  });
}
