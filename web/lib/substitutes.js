// Plausible substitutes for mex: each turns the list of the options' numbers into a number.
import { mex } from './mex.js';

export const substitutes = [
  { id: 'max', name: 'max + 1', rule: (v) => (v.length ? Math.max(...v) + 1 : 0) },
  { id: 'count', name: 'the number of options', rule: (v) => v.length },
  { id: 'sum', name: 'the sum of the options\' numbers', rule: (v) => v.reduce((a, b) => a + b, 0) },
  { id: 'xor', name: 'the XOR of the options\' numbers', rule: (v) => v.reduce((a, b) => a ^ b, 0) },
  { id: 'letter', name: 'just W or L (1 if some option is 0, else 0)', rule: (v) => (v.includes(0) ? 1 : 0) },
];

export const mexRule = { id: 'mex', name: 'mex (the real rule)', rule: mex };
