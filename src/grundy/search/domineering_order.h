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
//  - a domino at an even distance from the end of its line (a = 0, 2, …) leaves runs of even
//    length behind it, which the mover can tile without a square wasted.
// So, best first: odd d with even a; odd d; even d ≥ 2 with even a; even d ≥ 2; the edge lines
// (d = 0). Within a class, nearer the edge and the end first. On the 6 × 8 and 7 × 7 boards
// added to the counting score with weight 1 it searched 339,023 and 26,444 boards against
// 1,258,856 and 59,835 without it (7 Dec 2026); 8 × 8 10,221,355 against 44,721,191.
#include <algorithm>  // std::max, std::min

namespace grundy::partizan::domineering {

// The value, from 1 to 127, of a domino on line x of n lines, starting at place y of m places
// along the line (0 ≤ x < n, 0 ≤ y ≤ m − 2).
constexpr int position_value(int x, int n, int y, int m) {
  const int d = std::min(x, n - 1 - x), a = std::min(y, m - 2 - y);
  int v = 0;
  if (d % 2 == 1 && a % 2 == 0) {
    v = 127 - 16 * (d / 2) - a / 2;
  } else if (d % 2 == 1) {
    v = 90 - 16 * (d / 2) - a;
  } else if (d >= 2 && a % 2 == 0) {
    v = 70 - 4 * d - a / 2;
  } else if (d >= 2) {
    v = 50 - 4 * d - a;
  } else {
    v = 30 - a;
  }
  return std::max(v, 1);
}

// The value of side's domino (0 Left, vertical; 1 Right, horizontal) whose first square (the
// upper or left one) is (r, c) on a board of rows × cols squares.
constexpr int move_value(int rows, int cols, int side, int r, int c) {
  return side == 0 ? position_value(c, cols, r, rows) : position_value(r, rows, c, cols);
}

}  // namespace grundy::partizan::domineering
