#include "grundy/impartial/tame_sum.h"

#include <fmt/format.h>

#include <set>

#include "grundy/core/error.h"
#include "grundy/impartial/genus_solver.h"

namespace grundy {

namespace {

// The rule with a solver shared across calls; nullopt when a component is wild. Throws
// Error(kBudget) past the solver's budget.
std::optional<TameSumOutcome> decide(const Sum& sum, GenusSolver& solver) {
  std::uint64_t nim_sum = 0;
  bool all_small = true;  // every genus 0^120 or 1^031
  std::string genera;
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

Budget trial_budget(const Budget& budget, std::uint64_t nodes) {
  Budget trial = budget.derive();
  trial.set_node_limit(std::min(budget.node_limit(), budget.nodes() + nodes));
  return trial;
}

}  // namespace

std::optional<TameSumOutcome> tame_sum_outcome(const Sum& sum, const Budget& budget,
                                               std::uint64_t nodes) {
  Budget trial = trial_budget(budget, nodes);
  try {
    GenusSolver solver(trial);
    return decide(sum, solver);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::kBudget) return std::nullopt;
    throw;
  }
}

std::optional<TameMoves> tame_winning_moves(const Sum& sum, const Budget& budget,
                                            std::uint64_t nodes) {
  Budget trial = trial_budget(budget, nodes);
  try {
    GenusSolver solver(trial);
    const auto outcome = decide(sum, solver);
    if (!outcome) return std::nullopt;
    std::vector<WinningMove> moves;
    std::set<std::string> seen;
    for (std::size_t t = 0; t < sum.terms.size(); ++t) {
      const Term& term = sum.terms[t];
      for (std::size_t i = 0; i < term.components.size(); ++i) {
        const Component& c = term.components[i];
        for (Parts& parts : term.ruleset->options(c, trial)) {
          trial.charge();
          Sum to = apply_move(sum, t, i, parts);
          const auto after = decide(to, solver);
          if (!after) return std::nullopt;  // not so (a follower of a tame game is tame)
          if (after->outcome != Outcome::kP) continue;
          if (!seen.insert(format_sum(to)).second) continue;
          WinningMove m;
          m.to = std::move(to);
          m.term = t;
          m.from = c;
          const bool several = sum.terms.size() > 1 || term.components.size() > 1;
          m.explanation = fmt::format(
              "{}{}: in misère play this leaves a position the player to move loses, by {}",
              several ? "in " + term.ruleset->spelling() + ", " : std::string(),
              term.ruleset->describe_move(c, parts), after->reason);
          m.parts = std::move(parts);
          moves.push_back(std::move(m));
        }
      }
    }
    return TameMoves{*outcome, std::move(moves)};
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::kBudget) return std::nullopt;
    throw;
  }
}

}  // namespace grundy
