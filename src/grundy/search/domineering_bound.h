#pragma once
// Who wins a Domineering board by counting (issue 31): the safe-move bound of move_count_cut.h
// tightened by the mover's vulnerable moves, in the spirit of Bullock's Obsequi (2002) and of
// Lachmann, Moore & Rapaport (2002). Used on a whole board (one game, not a sum with terms
// that do not count) by the board search, domineering_board_search.h.
//
// A board of rows × cols squares is a word of bits, bit r·cols + c for square (r, c), set when
// the square is empty. A side's dominoes lie along its direction (Left: vertical, step cols;
// Right: horizontal, step 1); the other side's lie across it.
//
// For a side P and the other side O, three numbers:
//  - most(P): the disjoint P-dominoes that fit in the empty runs along P's direction now,
//    floor(length / 2) for each run. Squares only fill, so every P-domino played from now on
//    lies in one of today's runs, and the dominoes P plays are disjoint: P makes at most most(P)
//    moves in any play.
//  - safe(P): disjoint P-dominoes on squares whose neighbours across are all filled or off the
//    board. No O-domino ever covers such a square (it would need an empty neighbour across), so
//    P can play each of them whenever it likes.
//  - vuln(P): further disjoint P-dominoes on empty squares, none on a square of a safe domino,
//    chosen so that no square of one is a neighbour across of a square of another. An O-domino
//    covers two squares that are neighbours across; it cannot lie inside one P-domino, and by
//    the choice it cannot touch two of them: each O move spoils at most one vulnerable domino.
//    (Chosen greedily: first in the even columns (rows for Right), then in the odd ones away
//    from the squares next to those chosen.)
// Lemma (guaranteed moves). Playing its vulnerable dominoes while any is left untouched and its
// safe ones after, P can make g moves one after the other whatever O plays in between, with
// g = safe + ceil(vuln / 2) when P moves first and g = safe + floor(vuln / 2) when O does. Each
// P move uses one vulnerable domino, each O move spoils at most one, so of the vuln dominoes P
// plays at least ceil(vuln / 2) (moving first) or floor(vuln / 2) (moving second); then the
// safe ones, which nothing spoils and which are disjoint from the vulnerable ones.
// Theorem. Let P be the side to move, O the other.
//  (a) If safe(P) + ceil(vuln(P) / 2) > most(O), P wins: as move_count_cut.h (a), P's first
//      most(O) + 1 moves are all available, O's (most(O) + 1)-th never is.
//  (b) If safe(O) + floor(vuln(O) / 2) ≥ most(P), P loses: as move_count_cut.h (b), O moving
//      second makes its first most(P) moves, and P cannot make its (most(P) + 1)-th.
// Each g ≤ most of its side (the guaranteed dominoes are disjoint and along its direction), so
// (a) and (b) never both hold: that would need g₁(P) > most(O) ≥ g₂(O) ≥ most(P) ≥ g₁(P).
// With vuln taken as 0 this is the bound of move_count_cut.h; the tests check the board search
// with it against the outcome search over sums.
#include <bit>       // std::popcount
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional

namespace grundy::partizan::domineering {

using Word128 = unsigned __int128;

template <class W>
int popcount(W x) {
  if constexpr (sizeof(W) == 8) {
    return std::popcount(x);
  } else {
    return std::popcount(static_cast<std::uint64_t>(x)) +
           std::popcount(static_cast<std::uint64_t>(x >> 64));
  }
}

// The masks of a board shape.
template <class W>
struct Shape {
  int rows = 0, cols = 0;
  W all = 0;        // every square
  W last_col = 0;   // column cols − 1
  W last_row = 0;   // row rows − 1
  W even_cols = 0;  // columns 0, 2, 4, …
  W even_rows = 0;  // rows 0, 2, 4, …
  W first_col = 0;  // column 0
  W first_row = 0;  // row 0

  static Shape make(int rows, int cols) {
    Shape s;
    s.rows = rows, s.cols = cols;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        const W bit = W{1} << (r * cols + c);
        s.all |= bit;
        if (c == cols - 1) s.last_col |= bit;
        if (r == rows - 1) s.last_row |= bit;
        if (c % 2 == 0) s.even_cols |= bit;
        if (r % 2 == 0) s.even_rows |= bit;
        if (c == 0) s.first_col |= bit;
        if (r == 0) s.first_row |= bit;
      }
    }
    return s;
  }
  // The squares of x whose neighbour along the direction (step 1 or cols) is in x too.
  W vertical_firsts(W e) const { return e & (e >> cols); }
  W horizontal_firsts(W e) const { return e & (e >> 1) & ~last_col; }
  // The neighbours across of the squares of x: left and right for vertical dominoes, above and
  // below for horizontal ones.
  W across_vertical(W x) const { return ((x >> 1) & ~last_col) | ((x << 1) & ~first_col); }
  W across_horizontal(W x) const { return ((x >> cols) | (x << cols)) & all; }
};

// floor(length / 2) dominoes in each run of x along step (last: the squares with no next one
// along step), paired greedily from the start of each run; covered gets their squares.
template <class W>
int pair_runs(W x, int step, W last, W& covered) {
  W firsts = 0;  // the first square of each domino
  while (x) {
    const W first = x & ~((x & ~last) << step);  // the previous square is not in x
    const W paired = first & ~last & (x >> step);
    firsts |= paired;
    x &= ~(first | (paired << step));
  }
  covered = firsts | (firsts << step);
  return popcount(firsts);
}

struct SideCounts {
  int most = 0, safe = 0, vuln = 0;
  int first() const { return safe + (vuln + 1) / 2; }  // moving first
  int second() const { return safe + vuln / 2; }       // moving second
};

// The counts of side (0 Left, vertical; 1 Right, horizontal) on the empty squares e.
template <class W>
SideCounts side_counts(const Shape<W>& s, W e, int side, bool vulnerable) {
  SideCounts c;
  W covered = 0;
  if (side == 0) {
    c.most = pair_runs(e, s.cols, s.last_row, covered);
    c.safe = pair_runs(e & ~s.across_vertical(e), s.cols, s.last_row, covered);
    if (vulnerable) {
      const W rest = e & ~covered;
      W even = 0, odd = 0;
      c.vuln = pair_runs(rest & s.even_cols, s.cols, s.last_row, even);
      c.vuln += pair_runs(rest & ~s.even_cols & ~s.across_vertical(even), s.cols, s.last_row, odd);
    }
  } else {
    c.most = pair_runs(e, 1, s.last_col, covered);
    c.safe = pair_runs(e & ~s.across_horizontal(e), 1, s.last_col, covered);
    if (vulnerable) {
      const W rest = e & ~covered;
      W even = 0, odd = 0;
      c.vuln = pair_runs(rest & s.even_rows, 1, s.last_col, even);
      c.vuln += pair_runs(rest & ~s.even_rows & ~s.across_horizontal(even), 1, s.last_col, odd);
    }
  }
  return c;
}

// Whether the side to move wins by the theorem above, when it decides; nullopt otherwise.
inline std::optional<bool> decide(const SideCounts& mover, const SideCounts& other) {
  if (mover.first() > other.most) return true;     // (a)
  if (other.second() >= mover.most) return false;  // (b)
  return std::nullopt;
}

}  // namespace grundy::partizan::domineering
