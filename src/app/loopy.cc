#include "app/loopy.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/moves.h"
#include "grundy/impartial/retrograde.h"

namespace grundy::app {
namespace {

constexpr const char* kMethod =
    "generalized Sprague-Grundy function (Smith 1966) and Smith's sum theorem: P when the "
    "value is 0, N when it is positive or inf{K} with 0 in K, D (a draw: play goes on forever) "
    "when it is inf{K} with 0 not in K";

void refuse_misere(const Sum& sum, bool misere) {
  if (misere) refuse_loopy(sum, "misère play");
}

}  // namespace

nlohmann::json gamma_json(const Gamma& g) {
  if (!g.infinite) return g.value;
  return {{"value", nullptr}, {"loopy", "inf"}, {"k", g.k}};
}

void put_gamma(nlohmann::json& j, const Gamma& g) {
  if (!g.infinite) {
    j["value"] = g.value;
    return;
  }
  j["value"] = nullptr;
  j["loopy"] = "inf";
  j["k"] = g.k;
}

ValueResult loopy_value(const Sum& sum, const std::string& expression, const Context& context) {
  LoopySolver solver(context.budget);
  ValueResult r;
  r.expression = expression;
  r.normalised = format_sum(sum);
  Gamma total = Gamma::finite(0);
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) {
      r.loopy_components.push_back(solver.gamma(*term.ruleset, c));
      total = gamma_sum(total, r.loopy_components.back());  // Smith's sum theorem
    }
  }
  r.outcome = outcome_of(total);
  r.loopy = std::move(total);
  return r;
}

OutcomeResult loopy_outcome(const Sum& sum, const std::string& expression, bool misere,
                            const Context& context) {
  refuse_misere(sum, misere);
  LoopySolver solver(context.budget);
  OutcomeResult r;
  r.expression = expression;
  const Gamma g = solver.gamma(sum);
  r.outcome = outcome_of(g);
  r.method = fmt::format("{}; here the value is {}", kMethod, format_gamma(g));
  return r;
}

MovesResult loopy_moves(const Sum& sum, const std::string& expression, bool misere,
                        const Context& context) {
  refuse_misere(sum, misere);
  LoopySolver solver(context.budget);
  MovesResult r;
  r.expression = expression;
  r.loopy = solver.gamma(sum);
  r.outcome = outcome_of(*r.loopy);
  for (LoopyMove& m : grundy::loopy_moves(sum, solver)) {
    MoveResult move{format_sum(m.to), m.explanation, m.term, 0, 0, std::string(), std::nullopt};
    move.loopy = std::move(m);
    r.moves.push_back(std::move(move));
  }
  return r;
}

OptionsResult loopy_options(const Sum& sum, const std::string& expression, const Context& context,
                            std::size_t limit) {
  Budget& budget = context.budget;
  LoopySolver solver(budget);
  OptionsResult r;
  r.expression = expression;
  r.normalised = format_sum(sum);
  r.loopy = solver.gamma(sum);
  r.outcome = outcome_of(*r.loopy);
  list_options(sum, budget, limit, r,
               [&](const Sum& next, OptionItem& item) { item.loopy = solver.gamma(next); });
  return r;
}

namespace {

void add_check(VerifyResult& r, const Sum& sum, const Gamma& g, const std::string& shown,
               Budget& budget) {
  RetrogradeSolver retro(budget);
  const Outcome predicted = outcome_of(g);
  const Outcome found = retro.outcome(sum);
  r.checks.push_back({shown, std::string(to_string(predicted)), std::string(to_string(found)),
                      predicted == found});
  ++r.total;
  if (predicted == found) ++r.agreements;
}

void loopy_routes(VerifyResult& r) {
  r.loopy = true;
  r.routes = {"generalized Sprague-Grundy values and Smith's sum theorem",
              "retrograde win/lose/draw analysis of the sum's game graph, which never computes a "
              "value"};
}

}  // namespace

VerifyResult verify_loopy_position(const Sum& sum, VerifyResult r, const Context& context) {
  Budget& budget = context.budget;
  loopy_routes(r);
  LoopySolver solver(budget);
  const Gamma g = solver.gamma(sum);
  add_check(r, sum, g, format_sum(sum), budget);
  // Beside a nimber *m the sum theorem predicts γ ⊕ m: P, N or D as it says.
  const RulesetPtr nimbers = make_ruleset("*");
  for (std::uint64_t m = 1; m <= 4; ++m) {
    Sum with = sum;
    with.terms.push_back({nimbers, {Component(m)}});
    add_check(r, with, gamma_sum(g, Gamma::finite(m)), format_sum(with), budget);
  }
  return r;
}

VerifyResult verify_loopy_ruleset(const RulesetPtr& ruleset,
                                  const std::vector<Component>& positions, VerifyResult r,
                                  const Context& context) {
  Budget& budget = context.budget;
  loopy_routes(r);
  LoopySolver solver(budget);
  const RulesetPtr nim = make_ruleset("nim", 1, context.rulesets);
  r.positions.clear();
  for (const Component& c : positions) {
    r.positions.push_back(ruleset->format_term(std::vector{c}));
    const Gamma g = solver.gamma(*ruleset, c);
    for (unsigned m = 0; m <= r.grid; ++m) {
      Sum sum;
      sum.terms.push_back({ruleset, {c}});
      if (m > 0) sum.terms.push_back({nim, {Component(m)}});
      add_check(r, sum, gamma_sum(g, Gamma::finite(m)),
                fmt::format("{} + nim:{}", r.positions.back(), m), budget);
    }
  }
  return r;
}

}  // namespace grundy::app
