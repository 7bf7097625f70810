#include "grundy/impartial/moves.h"

#include "app/command.h"
#include "app/commands.h"
#include "app/grammar_route.h"
#include "app/heap_store.h"
#include "app/loopy.h"
#include "app/partizan.h"
#include "app/quotient_sum_store.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/p_position_route.h"
#include "grundy/impartial/quotient_sum.h"
#include "grundy/impartial/tame_sum.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/stoppers/stopper_parse.h"

namespace grundy::app {
namespace {

MovesResult impartial_moves(const Sum& sum, const std::string& expression, bool misere,
                            const Context& context) {
  if (is_loopy(sum)) return loopy_moves(sum, expression, misere, context);  // app/loopy.h
  Budget& budget = context.budget;
  seed_heap_values_from_store(sum, context);  // --db / --no-db: app/heap_store.h
  MovesResult r;
  r.expression = expression;
  r.misere = misere;
  std::vector<WinningMove> found;
  std::optional<MisereQuotient> stored;  // a kept quotient (app/quotient_sum_store.h)
  if (auto theory = moves_by_p_positions(sum, misere)) {  // Wythoff at any size
    r.outcome = theory->outcome;
    r.component_values = false;  // the theorem needs none, and they may be past any budget
    found = std::move(theory->moves);
  } else if (!misere) {
    GrundySolver solver(budget);
    r.value = solver.grundy_value(sum);
    r.outcome = outcome_of_value(*r.value);
    found = winning_moves(sum, solver);
  } else if (is_nim_sum(sum)) {
    r.outcome = misere_nim_outcome(sum);
    found = misere_nim_winning_moves(sum);
  } else if (auto tame = tame_winning_moves(sum, budget)) {  // grundy/impartial/tame_sum.h
    r.outcome = tame->outcome.outcome;
    found = std::move(tame->moves);
  } else if (auto q = quotient_winning_moves(  // grundy/impartial/quotient_sum.h
                 sum, budget, kQuotientSumNodes, stored_quotient_for(sum, context, stored))) {
    r.outcome = q->outcome.outcome;
    found = std::move(q->moves);
  } else {
    WinLossSolver solver(budget, Convention::kMisere);
    r.outcome = solver.outcome(sum);
    found = misere_winning_moves(sum, budget);
  }
  for (const WinningMove& m : found) {
    r.moves.push_back(
        {format_sum(m.to), m.explanation, m.term, m.value_before, m.value_after, std::string()});
  }
  return r;
}

}  // namespace

MovesResult moves(const std::string& expression, bool misere, const Context& context, bool all) {
  // A loopy partizan expression: each side's winning (else drawing) moves in its game graph
  // (app/stopper_play.cc).
  if (partizan::stopper::looks_loopy(expression)) {
    if (misere) {
      throw Error(ErrorKind::kUsage,
                  "misère play is supported for impartial positions only, not loopy partizan ones");
    }
    return stopper_moves(expression, context, all);
  }
  return route_by_grammar(
      expression, context.rulesets, misere,
      [&](const Sum& sum) {
        if (all) {
          throw Error(ErrorKind::kUsage,
                      "--all lists every move of a partizan position; `grundy options` lists "
                      "every option of an impartial one");
        }
        return impartial_moves(sum, expression, misere, context);
      },
      [&] { return partizan_moves(expression, context, all); });
}

GRUNDY_COMMAND({
    .name = "moves",
    .summary = "each winning move, and why it wins",
    .params = {expression_param(),
               misere_param(),
               {.name = "all",
                .kind = ParamKind::kFlag,
                .help = "a partizan position: every move of each side, marked winning or not"}},
    .store = true,
    .rank = 30,
    .run =
        [](const Arguments& a, const Context& c) {
          return Answer(moves(a.text("expr"), a.flag("misere"), c, a.flag("all")));
        },
})

}  // namespace grundy::app
