// Plausible substitutes for mex: each turns the list of the options' numbers into a number, and a
// position with no option gets 0 (it is lost, as under mex). The sum and the XOR are counted from
// 1: taken plain they would give 0 to every heap (0 at heap 0, then sums of 0s), a rule caught
// out by nothing but the first heap with a move.
import { mex } from './mex.js';

export const substitutes = [
  { id: 'max', name: 'max + 1', rule: (v) => (v.length ? Math.max(...v) + 1 : 0) },
  { id: 'count', name: 'the number of options', rule: (v) => v.length },
  { id: 'sum', name: '1 + the sum of the options\' numbers', rule: (v) => (v.length ? 1 + v.reduce((a, b) => a + b, 0) : 0) },
  { id: 'xor', name: '1 + the XOR of the options\' numbers', rule: (v) => (v.length ? 1 + v.reduce((a, b) => a ^ b, 0) : 0) },
  { id: 'letter', name: 'just W or L (1 if some option is 0, else 0)', rule: (v) => (v.includes(0) ? 1 : 0) },
];

export const mexRule = { id: 'mex', name: 'mex (the real rule)', rule: mex };
