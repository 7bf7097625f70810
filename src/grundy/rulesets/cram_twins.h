#pragma once
// A third rewrite of a Cram position that keeps its nimber, after Beling's Cram solver
// (github.com/beling/impartial-games, igs/src/games/cram: forbidden_horizontal_moves), which
// lets a region split where its squares stay connected.
//
// Cram is played on a graph: a move takes an edge and deletes both its ends (the board's graph
// is its empty squares, joined when side by side). Twin lemma: let a and d be two vertices, not
// joined, whose neighbours are exactly the same two vertices b and c. Then H and H' = H without
// the edges ab and dc have the same nimber. By induction on the vertices, pairing options:
//  - ab in H leaves H − {a, b}, which swapping a and d (an automorphism of H: they are twins)
//    maps to H − {d, b} = H' − {d, b} (the deleted edges lose an end), an option of H';
//    likewise dc in H matches ac in H';
//  - ac and db leave the same graph in both;
//  - bc leaves a and d isolated in both, and the same graph otherwise;
//  - a move bx (x not a, c, d) leaves a and d as two tufts of c in H (star rule, cram_reduce.h,
//    whose argument holds on any graph: fill one of them) and, in H', a tuft of c and an
//    isolated d: the same nimber; a move cx likewise;
//  - any other move keeps a, d, b, c twins as before, and induction applies.
// So each option of H has an option of H' of the same nimber and back, and the mex is equal.
//
// On the board the lemma applies to a 2 × 2 block of empty squares a b / c d whose a has its
// left and upper neighbours filled (or off the board) and d its right and lower ones: a and d
// are twins on {b, c}; and to the mirror image (b and c twins on {a, d}). Both delete the
// block's two horizontal edges, which no other block of either kind shares, and the twins of
// one block are never squares of another (a twin's two filled sides would have to be open
// there), except a 2 × 2 block alone, which is both kinds with the same edges: so the lemma
// applies to every such block of a position at once. The position's graph with those edges
// deleted splits into parts that sum (Sprague–Grundy); each part, as squares of the board
// again, keeps every block whose four squares it holds (a twin's neighbours are the same in the
// part), so the lemma gives it back its deleted edges: each part is an ordinary Cram region.
#include <cstdint>  // std::uint64_t

#include "grundy/rulesets/cram_frame.h"

namespace grundy::cram {

// The squares of p whose edge to their right neighbour the twin lemma deletes (both rows of
// each block above); 0 where there is no such block.
[[gnu::always_inline]] inline std::uint64_t twin_cuts(std::uint64_t p, const Frame& f) {
  const std::uint64_t right = p & f.to_left(p), left = p & f.to_right(p);  // that side empty
  const std::uint64_t down = p & f.to_up(p), up = p & f.to_down(p);
  // a: open right and down only; d: open left and up only (b, c: open left and down only,
  // open right and up only). Each block is marked at its top left square.
  const std::uint64_t a = right & down & ~left & ~up, d = left & up & ~right & ~down;
  const std::uint64_t b = left & down & ~right & ~up, c = right & up & ~left & ~down;
  const std::uint64_t blocks = (a & f.to_up(f.to_left(d))) | (f.to_left(b) & f.to_up(c));
  return blocks | f.to_down(blocks);
}

// The parts of e (squares joined when side by side, except across the horizontal edges whose
// left squares are in cuts), each passed to visit. Each round fills along the rows as far as
// they go (rightwards by a carry: adding the seeds to the squares that may be entered from the
// left clears each run from its seed on; leftwards in doubling steps), then a step up and down.
template <class Visit>
[[gnu::always_inline]] inline void for_each_cut_region(std::uint64_t e, std::uint64_t cuts,
                                                       const Frame& f, Visit&& visit) {
  const std::uint64_t kept = e & ~cuts & ~f.last;        // squares whose right edge is kept
  const std::uint64_t from_left = f.to_right(kept) & e;  // entered from the square on the left
  const std::uint64_t from_right = kept & f.to_left(e);  // entered from the square on the right
  while (e) {
    std::uint64_t r = e & -e;
    for (;;) {
      const std::uint64_t c = from_left | r;
      std::uint64_t g = r | (c & ~(c + r));
      std::uint64_t p = from_right;
      for (int step = 1; step < f.cols; step *= 2) {
        g |= p & (g >> step);
        p &= p >> step;
      }
      const std::uint64_t grown = (g | f.to_up(g) | f.to_down(g)) & e;
      if (grown == r) break;
      r = grown;
    }
    e &= ~r;
    visit(r);
  }
}

}  // namespace grundy::cram
