#include "grundy/impartial/moves_ladder.h"

#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/p_position_route.h"
#include "grundy/impartial/tame_sum.h"

namespace grundy {

ImpartialMoves impartial_winning_moves(const Sum& sum, Convention convention, Budget& budget,
                                       const StoredQuotient& stored) {
  const bool misere = convention == Convention::kMisere;
  ImpartialMoves r;
  // 1. A P-position theorem (Wythoff), at any size.
  if (auto theory = moves_by_p_positions(sum, misere)) {
    r.outcome = theory->outcome;
    r.component_values = false;
    r.moves = std::move(theory->moves);
    return r;
  }
  // 2. Sprague–Grundy: move to nim-sum 0.
  if (!misere) {
    GrundySolver solver(budget);
    r.value = solver.grundy_value(sum);
    r.outcome = outcome_of_value(*r.value);
    r.moves = winning_moves(sum, solver);
    return r;
  }
  // 3. Bouton: misère Nim.
  if (is_nim_sum(sum)) {
    r.outcome = misere_nim_outcome(sum);
    r.moves = misere_nim_winning_moves(sum);
    return r;
  }
  // 4. Conway's tame genus theorem.
  if (auto tame = tame_winning_moves(sum, budget)) {
    r.outcome = tame->outcome.outcome;
    r.moves = std::move(tame->moves);
    return r;
  }
  // 5. Plambeck's misère quotients, a kept quotient first.
  const MisereQuotient* known = stored ? stored() : nullptr;
  if (auto q = quotient_winning_moves(sum, budget, kQuotientSumNodes, known)) {
    r.outcome = q->outcome.outcome;
    r.moves = std::move(q->moves);
    return r;
  }
  // 6. No theorem applies: search.
  WinLossSolver solver(budget, Convention::kMisere);
  r.outcome = solver.outcome(sum);
  r.moves = misere_winning_moves(sum, budget);
  return r;
}

}  // namespace grundy
