#pragma once
// Conway's rule for misère sums of tame games (ONAG ch. 12; Winning Ways ch. 13, "tame games"):
// a tame game plays, in misère sums with other tame games, like the Nim position of its genus.
// So a sum of tame components is decided like misère Nim (Bouton): when every component has
// genus 0^120 or 1^031 (they act like heaps of size 0 or 1) the sum is a P-position exactly when
// the nim-sum of the normal values is 1; otherwise exactly when it is 0. "Tame" is Genus::tame
// (the position and every follower have tame genera: grundy/impartial/genus_solver.h).
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/moves.h"

namespace grundy {

struct TameSumOutcome {
  Outcome outcome = Outcome::kP;
  std::string reason;  // the genera and the nim-sum, in words
};

// The outcome by the rule above, or nullopt when some component is wild (not tame) or its
// genus needs more than `nodes` units of work (the caller then searches).
std::optional<TameSumOutcome> tame_sum_outcome(const Sum& sum, const Budget& budget,
                                               std::uint64_t nodes = 200'000);

// Every winning move of a tame sum in misère play: the options the rule calls P (a follower of a
// tame game is tame, so the rule decides each). nullopt when the rule does not apply to the sum
// or the work passes `nodes` (the caller then searches).
// The sum's own outcome comes with them (an empty list is not a P-position when the sum has no
// move at all: in misère play the player to move has then won).
struct TameMoves {
  TameSumOutcome outcome;
  std::vector<WinningMove> moves;
};
std::optional<TameMoves> tame_winning_moves(const Sum& sum, const Budget& budget,
                                            std::uint64_t nodes = 1'000'000);

}  // namespace grundy
