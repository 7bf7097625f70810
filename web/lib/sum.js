// Splitting the engine's spelling of a sum ("sub{1,2,3}:6 + sub{1,3,4}:5") into its terms, and
// a term into its components, for display. The engine does the mathematics.

export function termsOf(spelling) {
  return spelling === '0' ? [] : spelling.split(' + ');
}

// How many components a term has: "kayles:1,2" has 2, "wythoff:(3,5)" has 1, "*2" has 1.
export function componentCount(term) {
  const colon = term.lastIndexOf(':');
  if (colon < 0) return 1;
  let depth = 0;
  let count = 1;
  for (const ch of term.slice(colon + 1)) {
    if (ch === '(' || ch === '{') depth += 1;
    else if (ch === ')' || ch === '}') depth -= 1;
    else if (ch === ',' && depth === 0) count += 1;
  }
  return count;
}
