// `grundy properties`: CGSuite's properties of a short game (canonical form, stops, mean,
// temperature, birthday, incentives, atomic weight, reduced canonical form, critical
// temperatures, companion, freeze, stop count, and the predicates IsInfinitesimal, IsNumberish,
// IsAllSmall, IsAtomic, IsEvenTempered, IsOddTempered), and `grundy overheat`.
#include <fmt/format.h>

#include "app/command.h"
#include "app/loopy_read.h"
#include "app/misere_form.h"
#include "app/partizan.h"
#include "app/partizan_render.h"
#include "app/transfinite.h"
#include "grundy/core/error.h"
#include "grundy/games/game_kind.h"
#include "grundy/partizan/algebra.h"
#include "grundy/partizan/companion.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/freeze.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/predicates.h"
#include "grundy/partizan/reduction.h"
#include "grundy/partizan/thermograph.h"
#include "grundy/partizan/uptimal.h"

namespace grundy::app {

using namespace grundy::partizan;

namespace {

// The games printed, in CGSuite's order of a set (numbers, nimbers, other number-up-stars, then
// the rest).
std::vector<std::string> printed(GameStore& store, std::vector<GameId> games, Budget& budget) {
  sort_in_cgsuite_order(store, games);
  std::vector<std::string> out;
  for (GameId x : games) out.push_back(format_game(store, x, budget));
  return out;
}

}  // namespace

PropertiesResult properties(const std::string& expression, const Context& context) {
  // A loopy expression: what is defined for loopy games, the rest null (app/stopper_properties.cc).
  if (is_loopy_game(expression)) {
    return stopper_properties(expression, context);
  }
  // *ω, *(ω+1), …: what CGSuite defines for a transfinite nimber (app/transfinite.h).
  if (transfinite::mentions_omega(expression)) return transfinite_properties(expression, context);
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId g = evaluate(solver, expression, context.rulesets);
  PropertiesResult r;
  r.expression = expression;
  r.canonical = format_game(store, g, budget);
  r.birthday = store.birthday(g);
  Thermographer thermo(store, budget);
  r.left_stop = thermo.left_stop(g).to_string();
  r.right_stop = thermo.right_stop(g).to_string();
  r.mean = thermo.mean(g).to_string();
  r.temperature = thermo.temperature(g).to_string();
  Algebra algebra(store, budget);
  r.left_incentives = printed(store, algebra.incentives(g, Side::kLeft), budget);
  r.right_incentives = printed(store, algebra.incentives(g, Side::kRight), budget);
  Reducer reducer(store, budget);
  if (auto w = reducer.atomic_weight(g)) r.atomic_weight = format_game(store, *w, budget);
  r.reduced = format_game(store, reducer.reduced(g), budget);
  const Thermograph& th = thermo.thermograph(g);
  for (const Dyadic& t : critical_temperatures(th))
    r.critical_temperatures.push_back(t.to_string());
  r.thermograph = cgsuite_spelling(th);
  r.companion = format_game(store, companion(store, budget, g), budget);
  r.freeze = format_game(store, freeze(store, thermo, g), budget);
  Predicates is(store, budget);
  try {
    r.stop_count = is.stop_count(g).to_decimal();
  } catch (const Error& e) {
    // 2·3^(n−1) for x + *n with n past kMaxNimberOptions: left out, the rest still answered
    // (a deadline or the memory budget still ends the command).
    if (e.kind() != ErrorKind::kBudget || e.memory()) throw;
    budget.check();
  }
  r.is_infinitesimal = is.is_infinitesimal(g);
  r.is_numberish = is.is_numberish(g);
  r.is_all_small = is.is_all_small(g);
  r.is_atomic = r.atomic_weight.has_value();
  r.is_even_tempered = is.is_even_tempered(g);
  r.is_odd_tempered = is.is_odd_tempered(g);
  if (const auto e = UptimalFinder(store).expansion(g)) {
    r.uptimal_expansion = format_uptimal_expansion(*e);
  }
  return r;
}

TransformResult overheat(const std::string& expression, const std::string& s, const std::string& t,
                         const Context& context) {
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId g = evaluate(solver, expression, context.rulesets);
  const GameId gs = parse_game(store, s, budget), gt = parse_game(store, t, budget);
  Algebra algebra(store, budget);
  return {expression, s + " " + t, "overheat",
          format_game(store, algebra.overheat(g, gs, gt), budget)};
}

GRUNDY_COMMAND({
    .name = "properties",
    .summary = "CGSuite's properties: canonical form, stops, mean, temperature, birthday, "
               "incentives, atomic weight, reduced canonical form, critical temperatures",
    .params = {expression_param("a game, e.g. '{3||2|1}' or '^.^'"),
               misere_param("CGSuite's properties of the misère canonical form of an impartial "
                            "game: genus, mate, IsTame, IsRestive, IsRestless, ...")},
    .rank = 170,
    .run =
        [](const Arguments& a, const Context& c) {
          if (a.flag("misere")) return Answer(misere_properties(a.text("expr"), c));
          return Answer(properties(a.text("expr"), c));
        },
})

GRUNDY_COMMAND({
    .name = "overheat",
    .summary = "G overheated from s to t (CGSuite's Overheat)",
    .params =
        {expression_param("a game"),
         {.name = "s", .help = "a game, the lower limit s", .positional = true, .required = true},
         {.name = "t", .help = "a game, the upper limit t", .positional = true, .required = true}},
    .rank = 180,
    .run =
        [](const Arguments& a, const Context& c) {
          return Answer(overheat(a.text("expr"), a.text("s"), a.text("t"), c));
        },
})

}  // namespace grundy::app
