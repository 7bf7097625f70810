// `grundy canonical`, `compare`, `cool`, `heat`, and the partizan branch of `outcome`.
#include <fmt/format.h>

#include <algorithm>  // std::min

#include "app/command.h"
#include "app/loopy_read.h"
#include "app/misere_form.h"
#include "app/partizan.h"
#include "app/partizan_render.h"
#include "app/transfinite.h"
#include "grundy/core/error.h"
#include "grundy/games/game_kind.h"
#include "grundy/games/sum.h"
#include "grundy/notation/expression.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/reduction.h"
#include "grundy/partizan/thermograph.h"

namespace grundy::app {

using namespace grundy::partizan;

namespace {
constexpr std::uint64_t kExtrasNodes = 1'000'000;
}  // namespace

bool is_impartial_expression(const std::string& expression) {
  try {
    parse_sum(expression);
    return true;
  } catch (const Error&) {
    return false;
  }
}

CanonicalResult canonical(const std::string& expression, const Context& context) {
  // A loopy game, in the loopy grammar or a loopy ruleset's position: its sides (app/stopper.cc).
  if (is_loopy_game(expression)) return loopy_canonical(expression, context);
  // *ω, *(ω+1), …: transfinite nimbers (app/transfinite.h).
  if (transfinite::mentions_omega(expression)) return transfinite_canonical(expression, context);
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId g = evaluate(solver, expression, context.rulesets);
  CanonicalResult r;
  r.expression = expression;
  r.canonical = format_game(store, g, budget);
  r.outcome = store.outcome(g, budget);
  r.birthday = store.birthday(g);
  r.is_number = store.is_number(g);
  const auto v = store.nus_of(g);
  r.is_impartial = v && v->number.is_zero() && v->ups == 0;
  Thermographer thermo(store, budget);
  r.left_stop = thermo.left_stop(g).to_string();
  r.right_stop = thermo.right_stop(g).to_string();
  r.mean = thermo.mean(g).to_string();
  r.temperature = thermo.temperature(g).to_string();
  // The atomic weight and reduced form are extras: they get a bounded share of the budget and
  // are left out, rather than failing the command, when it runs out.
  Budget extra = budget.derive();
  extra.set_node_limit(std::min(budget.node_limit(), budget.nodes() + kExtrasNodes));
  try {
    Reducer reducer(store, extra);
    if (auto w = reducer.atomic_weight(g)) r.atomic_weight = format_game(store, *w, extra);
    r.reduced = format_game(store, reducer.reduced(g), extra);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
  }
  // x + *n (an impartial term is the nimber *G by Sprague–Grundy, so nim:5000 is *5000) has the
  // n options x + *k, k < n, for each side: beyond kMaxNimberOptions they are described, not
  // listed (the store would refuse to list them, and the list would be the bulk of the answer).
  if (v && v->ups == 0 && v->nim > kMaxNimberOptions) {
    r.options_listed = false;
    r.options_note =
        fmt::format("the options of {} are {}*k for every k < {}, for either side", r.canonical,
                    v->number.is_zero() ? "" : format_nus({v->number, 0, 0}) + " + ", v->nim);
    return r;
  }
  for (GameId l : store.options(g, Side::kLeft))
    r.left_options.push_back(format_game(store, l, budget));
  for (GameId o : store.options(g, Side::kRight))
    r.right_options.push_back(format_game(store, o, budget));
  return r;
}

CompareResult compare(const std::string& a, const std::string& b, const Context& context) {
  if (is_loopy_game(a) || is_loopy_game(b)) {
    return loopy_compare(a, b, context);
  }
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId ga = evaluate(solver, a, context.rulesets),
               gb = evaluate(solver, b, context.rulesets);
  return {a, b, format_game(store, ga, budget), format_game(store, gb, budget),
          to_symbol(store.compare(ga, gb, budget))};
}

namespace {

Dyadic parse_number(const std::string& text) {
  Dyadic t;
  const auto trimmed = trim(text, 1).text;
  if (!Dyadic::parse(trimmed, t)) {
    throw parse_error(fmt::format("expected a number such as 1 or 1/2, found '{}'", text), 1);
  }
  return t;
}

}  // namespace

TransformResult cool(const std::string& expression, const std::string& by, const Context& context) {
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId g = evaluate(solver, expression, context.rulesets);
  Thermographer thermo(store, budget);
  return {expression, by, "cool", format_game(store, thermo.cool(g, parse_number(by)), budget)};
}

TransformResult heat(const std::string& expression, const std::string& by, const Context& context) {
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId g = evaluate(solver, expression, context.rulesets);
  const GameId t = parse_game(store, by, budget);
  Thermographer thermo(store, budget);
  return {expression, by, "heat", format_game(store, thermo.heat(g, t), budget)};
}

std::optional<OutcomeResult> canonical_outcome(const std::string& expression,
                                               const Context& context, std::uint64_t max_nodes) {
  Budget& budget = context.budget;
  const std::uint64_t saved = budget.node_limit();
  const bool bounded = max_nodes < saved - std::min(saved, budget.nodes());
  if (bounded) budget.set_node_limit(budget.nodes() + max_nodes);
  try {
    GameStore store;
    PartizanSolver solver(store, budget);
    const GameId g = evaluate(solver, expression, context.rulesets);
    OutcomeResult r;
    r.expression = expression;
    r.outcome = store.outcome(g, budget);
    r.engine = "canonical";
    r.method = fmt::format(
        "canonical form {}: compared with 0 (G >= 0: Left wins moving second; "
        "G <= 0: Right does)",
        format_game(store, g, budget));
    budget.set_node_limit(saved);
    return r;
  } catch (const Error& e) {
    budget.set_node_limit(saved);
    if (!bounded || e.kind() != ErrorKind::kBudget || e.memory()) throw;
    budget.check();  // a deadline or a cancel is final
    return std::nullopt;
  }
}

std::optional<VerifyCheck> canonical_form_check(const std::string& position,
                                                std::uint64_t grundy_value, Budget& budget) {
  GameStore store;
  Budget share = budget.derive();
  share.set_node_limit(std::min(budget.node_limit(), budget.nodes() + kExtrasNodes));
  PartizanSolver solver(store, share);
  GameId g;
  try {
    g = evaluate(solver, position, /*by_definition=*/true);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
  VerifyCheck c;
  c.position = "canonical form of " + position;
  c.predicted = format_nus({Dyadic(0), 0, grundy_value});
  c.found = format_game(store, g, share);
  c.agrees = c.predicted == c.found;
  return c;
}

GRUNDY_COMMAND({
    .name = "canonical",
    .summary = "the canonical form, in CGSuite's spelling",
    .params =
        {expression_param("a game, e.g. '{3||2|1}' or 'domineering:...|...'"),
         misere_param(
             "the misère simplest form: of an impartial position among impartial games (Conway, "
             "ONAG ch. 12), of a partizan one among all short games (Siegel)")},
    .rank = 120,
    .run =
        [](const Arguments& a, const Context& c) {
          if (a.flag("misere")) return Answer(misere_canonical(a.text("expr"), c));
          return Answer(canonical(a.text("expr"), c));
        },
})

GRUNDY_COMMAND({
    .name = "compare",
    .summary = "=, <, > or || (confused)",
    .params = {{.name = "a", .help = "a game", .positional = true, .required = true},
               {.name = "b", .help = "a game", .positional = true, .required = true},
               misere_param("in misère play: = or != for impartial positions, with games that "
                            "tell them apart and link them (CGSuite's Distinguisher, Link); =, <, "
                            "> or || for partizan ones (Siegel's order)")},
    .rank = 130,
    .run =
        [](const Arguments& a, const Context& c) {
          if (a.flag("misere")) return Answer(misere_compare(a.text("a"), a.text("b"), c));
          return Answer(compare(a.text("a"), a.text("b"), c));
        },
})

GRUNDY_COMMAND({
    .name = "cool",
    .summary = "G cooled by a number t > -1",
    .params =
        {expression_param("a game"),
         {.name = "t", .help = "a number, e.g. 1 or 1/2", .positional = true, .required = true}},
    .rank = 150,
    .run = [](const Arguments& a,
              const Context& c) { return Answer(cool(a.text("expr"), a.text("t"), c)); },
})

GRUNDY_COMMAND({
    .name = "heat",
    .summary = "G heated by t",
    .params =
        {expression_param("a game"),
         {.name = "t", .help = "a game, usually a number", .positional = true, .required = true}},
    .rank = 160,
    .run = [](const Arguments& a,
              const Context& c) { return Answer(heat(a.text("expr"), a.text("t"), c)); },
})

}  // namespace grundy::app
