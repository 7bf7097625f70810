#include "grundy/impartial/grundy_solver.h"

#include "grundy/impartial/loopy.h"

namespace grundy {

std::uint64_t GrundyAlgebra::node(std::span<const Value> options, std::span<const Value>) {
  // The mex rule. k options have at most k distinct values, so the mex is at most k and a value
  // above k need not be marked (the set stays as small as the position is narrow).
  seen.clear();
  for (Value v : options) {
    if (v <= options.size()) seen.insert(v);
  }
  return seen.mex();
}

std::uint64_t GrundySolver::grundy_value(const Sum& sum) {
  // A loopy position has no Grundy value (the search would meet a cycle): grundy/impartial/loopy.h.
  refuse_loopy(sum, "the Grundy value (the mex rule assumes play ends)");
  std::uint64_t v = 0;
  for (const Term& term : sum.terms) v ^= grundy_value(*term.ruleset, term.components);
  return v;
}

}  // namespace grundy
