// `grundy verify`: the independent routes, side by side. For a ruleset, every heap h ≤ 12 (or, for
// a ruleset of other positions, the distinct positions its sample() gives) beside every Nim heap
// m ≤ 12: the Sprague–Grundy theorem predicts P exactly when G(h) = m, and the
// win/lose solver, which never computes a Grundy value, settles each sum. For a position X of
// value G, X + *G must be a P-position.
#include <fmt/format.h>

#include <set>
#include <utility>

#include "app/command.h"
#include "app/commands.h"
#include "app/grammar_route.h"
#include "app/heap_store.h"
#include "app/loopy.h"
#include "app/misere_form.h"
#include "app/partizan.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/notation/expression.h"

namespace grundy::app {
namespace {

bool is_position(const std::string& subject) {
  return subject.find(':') != std::string::npos || subject.find('*') != std::string::npos ||
         trim(subject, 1).text == "0";
}

}  // namespace

VerifyResult verify(const std::string& subject, const Context& context, unsigned grid) {
  Budget& budget = context.budget;
  VerifyResult r;
  r.subject = subject;
  GrundySolver grundy_solver(budget);
  WinLossSolver win_loss(budget, Convention::kNormal);
  r.routes = {"Grundy values and the nim-sum (Sprague-Grundy theorem)",
              "win/lose search that never computes a Grundy value"};
  auto check = [&](const Sum& sum, Outcome predicted, const std::string& shown) {
    const Outcome found = win_loss.outcome(sum);
    r.checks.push_back({shown, std::string(to_string(predicted)), std::string(to_string(found)),
                        predicted == found});
    ++r.total;
    if (predicted == found) ++r.agreements;
  };
  if (is_position(subject)) {
    const Syntax tree = parse_syntax(subject);
    if (!is_plain_sum(tree) || has_partizan_position(tree, context.rulesets)) {
      return verify_partizan(subject, context);  // app/partizan_verify.cc
    }
    const Sum sum = parse_sum(subject, context.rulesets);
    if (is_loopy(sum)) return verify_loopy_position(sum, std::move(r), context);  // app/loopy.h
    seed_heap_values_from_store(sum, context);  // --db / --no-db: app/heap_store.h
    const std::uint64_t g = grundy_solver.grundy_value(sum);
    Sum with_nimber = sum;
    const RulesetPtr nimbers = make_ruleset("*");
    // G + *g is a second-player win (*g + *g = 0); when g is 0 that is G itself, so the sum
    // checked is G + *1, a first-player win.
    with_nimber.terms.push_back({nimbers, {{g > 0 ? g : 1, 0, {}}}});
    check(with_nimber, g > 0 ? Outcome::kP : Outcome::kN, format_sum(with_nimber));
    check(sum, outcome_of_value(g), format_sum(sum));
    if (auto c = canonical_form_check(format_sum(sum), g, budget)) {
      r.routes.push_back("canonical form {options | options} by the definition, which must be *G");
      r.checks.push_back(*c);
      r.total += 1, r.agreements += c->agrees ? 1 : 0;
    }
    if (auto c = misere_form_check(sum, budget)) {
      r.routes.push_back(
          "misère outcome from Conway's simplest form, against the misère win/lose search");
      r.checks.push_back(*c);
      r.total += 1, r.agreements += c->agrees ? 1 : 0;
    }
    return r;
  }
  r.ruleset = true;
  r.grid = grid;
  const auto [text, column] = trim(subject, 1);
  check_brackets(text, column);
  const RulesetPtr ruleset = make_ruleset(text, column, context.rulesets);
  const RulesetPtr nim = make_ruleset("nim", 1, context.rulesets);
  // The positions compared: a heap ruleset's heaps 0 … grid; otherwise every distinct position
  // sample() gives over a (grid + 1)² range of seeds (all nodes of a small graph, each Wythoff
  // pair (x, y) with x, y <= grid), so the report names what was really played.
  std::vector<Component> positions;
  r.heaps = ruleset->is_heap_ruleset();
  if (r.heaps) {
    for (unsigned h = 0; h <= grid; ++h) positions.push_back({h, 0});
  } else {
    // Distinct positions, boards and pictures by their cells too; impartial ones only (a
    // partizan position has no Grundy value to check).
    std::set<Component> seen;
    for (std::uint64_t seed = 0; seed < std::uint64_t{grid + 1} * (grid + 1); ++seed) {
      const Component c = ruleset->sample(seed, grid + 1);
      if (ruleset->is_impartial(c) && seen.insert(c).second) positions.push_back(c);
    }
    if (positions.empty()) {
      throw Error(ErrorKind::kUsage,
                  fmt::format("{} has no impartial positions to verify (Left and Right have "
                              "different moves); `grundy canonical` and `outcome` take it",
                              ruleset->spelling()));
    }
  }
  for (const Component& c : positions) {
    if (ruleset->is_loopy(c))
      return verify_loopy_ruleset(ruleset, positions, std::move(r), context);
  }
  for (const Component& c : positions) {
    r.positions.push_back(ruleset->format_term(std::vector{c}));
    const std::uint64_t g = grundy_solver.grundy_value(*ruleset, c);
    for (unsigned m = 0; m <= grid; ++m) {
      Sum sum;
      sum.terms.push_back({ruleset, {c}});
      sum.terms.push_back({nim, {{m, 0}}});
      if (m == 0) sum.terms.back().components.clear();
      if (r.heaps && c.a == 0) sum.terms.front().components.clear();
      const std::string shown = fmt::format("{} + nim:{}", r.positions.back(), m);
      check(sum, g == m ? Outcome::kP : Outcome::kN, shown);
    }
  }
  return r;
}

GRUNDY_COMMAND({
    .name = "verify",
    .summary = "check values by independent routes",
    .params = {{.name = "expr",
                .help = "a ruleset (e.g. kayles) or a position",
                .positional = true,
                .required = true,
                .spelling = "SUBJECT"}},
    .store = true,
    .rank = 90,
    .run = [](const Arguments& a, const Context& c) { return Answer(verify(a.text("expr"), c)); },
})

}  // namespace grundy::app
