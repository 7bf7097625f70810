#pragma once
// The move-count cut of the outcome search (issue 31): Obsequi's (Bullock 2002) and DOMI's
// (Breuker, Uiterwijk, van den Herik 2000) bound, stated for any sum of games.
//
// For a side X of a sum S, two counts:
//  - safe(X): a number of moves X can make one after the other whatever the opponent plays in
//    between (in Domineering: disjoint vertical dominoes on empty squares whose horizontal
//    neighbours are all filled or off the board; the opponent's dominoes never cover them, since
//    a square only fills and a horizontal domino on such a square would need an empty
//    horizontal neighbour, and X's own safe moves are disjoint);
//  - most(X): an upper bound on the moves X can make in any play of S from now on, whoever
//    moves (in Domineering: the disjoint vertical dominoes that fit in the empty runs of each
//    column now; squares only fill, so a later domino lies in one of today's runs).
// The counts of a sum are the sums of its terms' counts (a move is in exactly one term).
//
// Theorem (who wins by counting). Let P be the side to move and O the other.
//  (a) If safe(P) > most(O), P wins. P plays only safe moves. P's k-th move comes after O has
//      made k − 1 moves; O's k-th move comes after P's k-th. O can make at most most(O) moves,
//      so O cannot make its (most(O) + 1)-th move; before that turn P must have made
//      most(O) + 1 moves, each available because most(O) + 1 ≤ safe(P). So O is the first who
//      cannot move, and loses (normal play).
//  (b) If safe(O) ≥ most(P), P loses. Symmetrically: P cannot make its (most(P) + 1)-th move,
//      which comes after O's most(P)-th move; O has made them, as most(P) ≤ safe(O).
// Both (a) and (b) hold on the same sum only if safe(P) > most(O) ≥ safe(O) ≥ most(P) ≥
// safe(P), which is impossible (safe ≤ most for each side), so the two never disagree.
// The counts are bounds, not the game: when neither inequality holds, nothing is decided.
#include <optional>  // std::optional

#include "grundy/games/move_counts.h"

namespace grundy::partizan {

inline void add_counts(MoveCounts& total, const MoveCounts& part, bool negated) {
  // −G exchanges the players: Left's moves in −G are Right's in G.
  for (int side = 0; side < 2; ++side) {
    const int from = negated ? 1 - side : side;
    total.safe[side] += part.safe[from];
    total.most[side] += part.most[from];
  }
}

// Whether the side to move (0 Left, 1 Right) wins the sum with these counts, when the theorem
// above decides it; nullopt otherwise.
inline std::optional<bool> decide_by_counts(const MoveCounts& c, int mover) {
  const int other = 1 - mover;
  if (c.safe[mover] > c.most[other]) return true;    // (a)
  if (c.safe[other] >= c.most[mover]) return false;  // (b)
  return std::nullopt;
}

}  // namespace grundy::partizan
