#pragma once
// The outcome of a sum of impartial games that end, by the first rung of this ladder that
// applies (each a theorem, the last the search that needs none):
//   1. a P-position theorem of the rulesets (Wythoff 1907: (⌊nφ⌋, ⌊nφ²⌋)), at any size, in either
//      play (grundy/impartial/p_position_route.h);
//   2. normal play: Sprague–Grundy (Sprague 1935, Grundy 1939): the sum is P exactly when the
//      nim-sum of its components' Grundy values is 0;
//   3. misère Nim: Bouton's rule (1901): play as in normal Nim unless every heap is 0 or 1;
//   4. misère sums of tame games: Conway's tame genus theorem (ONAG ch. 12): a tame game plays in
//      misère sums like the Nim position of its genus (grundy/impartial/tame_sum.h);
//   5. misère sums of heaps of one take-and-break game: Plambeck's misère quotients (2005): the
//      sum is P exactly when the product of its heaps' classes is a P-portion element
//      (grundy/impartial/quotient_sum.h);
//   6. otherwise a direct win/lose search in misère play (grundy/impartial/win_loss_solver.h).
// The sum must not be loopy (grundy/impartial/loopy.h values those).
#include <string>  // std::string

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/quotient_sum.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {

struct ImpartialOutcome {
  Outcome outcome = Outcome::kP;
  std::string method;  // the rung that decided it, in words
};

// stored: a kept quotient for Plambeck's rung (grundy/impartial/quotient_sum.h, StoredQuotient).
ImpartialOutcome impartial_outcome(const Sum& sum, Convention convention, Budget& budget,
                                   const StoredQuotient& stored = {});

}  // namespace grundy
