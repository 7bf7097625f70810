#include "grundy/impartial/outcome_ladder.h"

#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/moves.h"
#include "grundy/impartial/p_position_route.h"
#include "grundy/impartial/quotient_sum.h"
#include "grundy/impartial/tame_sum.h"

namespace grundy {

ImpartialOutcome impartial_outcome(const Sum& sum, Convention convention, Budget& budget,
                                   const StoredQuotient& stored) {
  const bool misere = convention == Convention::kMisere;
  // 1. A P-position theorem (Wythoff), at any size.
  if (auto theory = outcome_by_p_positions(sum, misere)) {
    return {theory->outcome, std::move(theory->method)};
  }
  // 2. Sprague–Grundy: every component is a nimber, and a sum of nimbers is P exactly when
  // their nim-sum is 0.
  if (!misere) {
    GrundySolver solver(budget);
    return {outcome_of_value(solver.grundy_value(sum)),
            "Sprague-Grundy: P exactly when the nim-sum of the components' values is 0"};
  }
  // 3. Bouton: misère Nim.
  if (is_nim_sum(sum)) return {misere_nim_outcome(sum), "Bouton's misère Nim rule"};
  // 4. Conway's tame genus theorem.
  if (auto tame = tame_sum_outcome(sum, budget)) {
    return {tame->outcome, std::move(tame->reason)};
  }
  // 5. Plambeck's misère quotients, a kept quotient first.
  const MisereQuotient* known = stored ? stored() : nullptr;
  if (auto q = quotient_sum_outcome(sum, budget, kQuotientSumNodes, known)) {
    return {q->outcome, std::move(q->reason)};
  }
  // 6. No theorem applies: search.
  WinLossSolver solver(budget, Convention::kMisere);
  return {solver.outcome(sum), "direct win/lose search in misère play"};
}

}  // namespace grundy
