#pragma once
// Two rewrites of a Cram position that keep its nimber, after Beling's Cram solver
// (github.com/beling/impartial-games, igs/src/games/cram: "stars" and "bridges"). A tuft is an
// empty square with exactly one empty neighbour, its centre; a tuft can only ever be covered
// together with its centre.
//
// Stars: of several tufts on one centre, all but one may be filled. Compare P with P' (the extra
// tufts filled): a move that covers the centre with any of its tufts leaves the same live squares
// in both (the centre covered, every tuft dead); every other move is a move of both and keeps the
// tufts tufts of that centre. So the options of P and P' pair off into positions of the same
// shape, and by induction G(P) = G(P').
//
// Bridges: an empty square b, neither a tuft nor a centre, whose every empty neighbour is a
// centre, may be filled. P' = P without b; the moves of P' are moves of P, and the moves of P
// that P' lacks cover b and a centre c. Strategy for P + P' (a second-player win, so G(P) =
// G(P')): answer a move with the same move in the other copy, and a move (b, c) in P with
// (t, c) in P', t a tuft of c: both copies then have the same live squares (c covered, t dead
// or covered, b covered or absent). While b lives, each of its live neighbours c still has a
// live tuft (a tuft dies only with its centre), so the answer is always there.
//
// Filling squares may disconnect the region; the caller splits the result.
#include <cstdint>  // std::uint64_t

#include "grundy/rulesets/cram_frame.h"

namespace grundy::cram {

// The empty squares p of frame f with every extra tuft of a centre and every bridge filled (both
// rewrites at once: the extra tufts and the bridges are picked from p itself, and filling them
// keeps each centre one tuft, so each rewrite's condition still holds for the others). Equal to
// p when neither applies.
[[gnu::always_inline]] inline std::uint64_t reduce(std::uint64_t p, const Frame& f) {
  // The squares of p whose neighbour on that side is empty.
  const std::uint64_t below = p & f.to_up(p), above = p & f.to_down(p);
  const std::uint64_t right = p & f.to_left(p), left = p & f.to_right(p);
  // Exactly one empty neighbour: an odd number of them, and not three.
  const std::uint64_t odd = below ^ above ^ right ^ left;
  const std::uint64_t two_or_more =
      (below & above) | (right & left) | ((below | above) & (right | left));
  const std::uint64_t tufts = odd & ~two_or_more;
  if (!tufts) return p;
  // Each tuft's centre, side by side: a centre keeps the first tuft met (from below, from the
  // right, from above, from the left) and the later ones are filled.
  std::uint64_t centres = f.to_down(tufts & below);
  std::uint64_t c = f.to_right(tufts & right);
  std::uint64_t extra = f.to_left(c & centres);
  centres |= c;
  c = f.to_up(tufts & above);
  extra |= f.to_down(c & centres);
  centres |= c;
  c = f.to_left(tufts & left);
  extra |= f.to_right(c & centres);
  centres |= c;
  // Bridges: neither tuft nor centre, and no such square beside them (a neighbour that is a tuft
  // would make the square a centre, so every neighbour is a centre).
  const std::uint64_t others = p & ~(tufts | centres);
  const std::uint64_t bridges = others & ~f.neighbours(others);
  return p & ~(extra | bridges);
}

}  // namespace grundy::cram
