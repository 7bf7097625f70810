#include "impartial/tame_sum.h"

#include <fmt/format.h>

#include "core/error.h"
#include "impartial/genus_solver.h"

namespace grundy {

std::optional<TameSumOutcome> tame_sum_outcome(const Sum& sum, const Budget& budget,
                                               std::uint64_t nodes) {
  Budget trial = budget.derive();
  trial.set_node_limit(std::min(budget.node_limit(), budget.nodes() + nodes));
  std::uint64_t nim_sum = 0;
  bool all_small = true;  // every genus 0^120 or 1^031
  std::string genera;
  try {
    GenusSolver solver(trial);
    for (const Term& term : sum.terms) {
      for (const Component& c : term.components) {
        Sum one;
        one.terms.push_back({term.ruleset, {c}});
        const Genus g = solver.genus(one);
        if (!g.tame) return std::nullopt;
        nim_sum ^= g.normal;
        using V = std::vector<std::uint32_t>;
        all_small = all_small && (g.exponent == V{1, 2, 0} || g.exponent == V{0, 3, 1});
        if (!genera.empty()) genera += ", ";
        genera += format_genus(g);
      }
    }
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::kBudget) return std::nullopt;
    throw;
  }
  TameSumOutcome r;
  const std::uint64_t p_value = all_small ? 1 : 0;
  r.outcome = nim_sum == p_value ? Outcome::kP : Outcome::kN;
  r.reason = fmt::format(
      "Conway's rule for tame games: every component is tame (genera {}), so the sum plays like "
      "misère Nim; {}, so it is P exactly when the nim-sum is {}, and the nim-sum is {}",
      genera.empty() ? "none" : genera,
      all_small ? "every genus is 0^120 or 1^031 (heaps of 0 or 1)" : "some genus is a^{a,a⊕2}",
      p_value, nim_sum);
  return r;
}

}  // namespace grundy
