#pragma once
// The winning moves of a sum of impartial games that end, by the first rung of the ladder of
// grundy/impartial/outcome_ladder.h that applies, each giving the moves its theorem finds:
//   1. a P-position theorem of the rulesets (Wythoff): the moves to P-positions, for a sum of one
//      component, in misère play always and in normal play when Grundy values are not cheap;
//   2. normal play, Sprague–Grundy: the moves to nim-sum 0 (grundy/impartial/moves.h);
//   3. misère Nim, Bouton's rule;
//   4. misère sums of tame games, Conway's tame genus theorem (grundy/impartial/tame_sum.h);
//   5. misère sums of heaps of one take-and-break game, Plambeck's misère quotients
//      (grundy/impartial/quotient_sum.h);
//   6. otherwise a direct win/lose search in misère play.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <vector>    // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/moves.h"
#include "grundy/impartial/quotient_sum.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {

struct ImpartialMoves {
  Outcome outcome = Outcome::kP;
  std::optional<std::uint64_t> value;  // normal play by Sprague–Grundy: the sum's Grundy value
  // The moves give their components' values before and after (false when a P-position theorem
  // found them: it needs none, and they may be past any budget).
  bool component_values = true;
  std::vector<WinningMove> moves;
};

// stored: a kept quotient for Plambeck's rung (grundy/impartial/quotient_sum.h, StoredQuotient).
ImpartialMoves impartial_winning_moves(const Sum& sum, Convention convention, Budget& budget,
                                       const StoredQuotient& stored = {});

}  // namespace grundy
