// A subtraction set typed by the learner ("1, 3, 4"): distinct positive whole numbers.

export function parseTakes(text) {
  const parts = text.split(/[\s,{}]+/).filter(Boolean);
  if (parts.length === 0) throw new Error('Type at least one number of counters to take, like 1,2,3.');
  const takes = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p) || Number(p) < 1 || Number(p) > 50) {
      throw new Error(`"${p}" is not a number of counters from 1 to 50.`);
    }
    if (!takes.includes(Number(p))) takes.push(Number(p));
  }
  if (takes.length > 10) throw new Error('At most ten different takes, please.');
  return takes.sort((a, b) => a - b);
}

export const spell = (takes) => `sub{${takes.join(',')}}`;

// The heaps reachable from heap n in one move.
export const optionsOf = (n, takes) => takes.filter((t) => t <= n).map((t) => n - t);

export function listWords(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
