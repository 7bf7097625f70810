#pragma once
// The positional value of a Domineering move, which orders the moves of the board search
// (domineering_board_search.h, issue 31), in the spirit of the positional values of Bullock's
// Obsequi (2002). It orders only: the search tries every move it does not prune by a proved
// bound or the table, so the value changes the number of boards searched, never an answer.
//
// A side's lines are the rows (Right, horizontal) or columns (Left, vertical) along which its
// dominoes lie. Seen from the mover, a domino is on line x of n (counted across its direction)
// and starts at place y of m along it; d = min(x, n − 1 − x) is its line's distance from the
// nearer edge, a = min(y, m − 2 − y) its distance from the nearer end of the line. The idea:
//  - a domino on a line at odd distance from the edge (d = 1, 3, …) leaves the squares beside
//    it on the line nearer the edge with a filled neighbour across and the edge (or an earlier
//    such line) on the other side: squares the opponent can no longer cover and that become
//    the mover's safe moves (domineering_bound.h);
//  - a domino nearer the end of its line leaves a shorter run behind it.
// So, best first: the lines at odd distance from an edge (d = 1, 3, …), nearer the edge first;
// then those at even distance d ≥ 2; the edge lines (d = 0) last; within a line, nearer its end
// first. On the 6 × 8 and 7 × 7 boards, added to the counting score with weight 1, it searched
// 279,606 and 24,183 boards against 1,258,856 and 59,835 without it, 8 × 8 10,152,627 against
// 44,721,191 (7 Dec 2026). The parity of the line is what matters: nearer the edge first
// regardless of parity (127 − 16d − a) ran 6 × 8 past 245 s of CPU (stopped); with the classes
// above but no order within them, 658,294 and 62,961 boards; farther from the edge first within
// them, 869,276 and 62,801; favouring even places along the line as Obsequi does (a = 0, 2, …
// a class above the odd ones) 339,023 and 26,444 (8 × 8 10,221,355).
#include <algorithm>  // std::max, std::min

namespace grundy::partizan::domineering {

// The value, from 1 to 127, of a domino on line x of n lines, starting at place y of m places
// along the line (0 ≤ x < n, 0 ≤ y ≤ m − 2).
constexpr int position_value(int x, int n, int y, int m) {
  const int d = std::min(x, n - 1 - x), a = std::min(y, m - 2 - y);
  const int v = d % 2 == 1 ? 127 - 16 * (d / 2) - 2 * a : d >= 2 ? 70 - 4 * d - 2 * a : 30 - 2 * a;
  return std::max(v, 1);
}

// The value of side's domino (0 Left, vertical; 1 Right, horizontal) whose first square (the
// upper or left one) is (r, c) on a board of rows × cols squares.
constexpr int move_value(int rows, int cols, int side, int r, int c) {
  return side == 0 ? position_value(c, cols, r, rows) : position_value(r, rows, c, cols);
}

}  // namespace grundy::partizan::domineering
