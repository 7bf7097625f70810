#include <fmt/format.h>

#include "app/command.h"
#include "app/commands.h"
#include "app/grammar_route.h"
#include "app/heap_store.h"
#include "app/loopy.h"
#include "app/partizan.h"
#include "app/quotient_sum_store.h"
#include "grundy/games/game_kind.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/loopy.h"
#include "grundy/impartial/moves_ladder.h"
#include "grundy/partizan/misere_search.h"

namespace grundy::app {
namespace {

MovesResult impartial_moves(const Sum& sum, const std::string& expression, bool misere,
                            const Context& context) {
  if (is_loopy(sum)) return loopy_moves(sum, expression, misere, context);  // app/loopy.h
  seed_heap_values_from_store(sum, context);  // --db / --no-db: app/heap_store.h
  // The engine's ladder of theorems (grundy/impartial/moves_ladder.h), handed the quotient the
  // results store keeps for the sum (app/quotient_sum_store.h).
  std::optional<MisereQuotient> stored;
  ImpartialMoves found = impartial_winning_moves(
      sum, misere ? Convention::kMisere : Convention::kNormal, context.budget,
      [&] { return stored_quotient_for(sum, context, stored); });
  MovesResult r;
  r.expression = expression;
  r.misere = misere;
  r.outcome = found.outcome;
  r.value = found.value;
  r.component_values = found.component_values;
  for (const WinningMove& m : found.moves) {
    r.moves.push_back(
        {format_sum(m.to), m.explanation, m.term, m.value_before, m.value_after, std::string()});
  }
  return r;
}

// A partizan position in misère play (issue 34): each side's moves, winning when the other side,
// moving first after it, loses the misère search over the whole sum
// (grundy/partizan/misere_search.h); all lists the losing ones too.
MovesResult misere_partizan_moves(const std::string& expression, const Context& context, bool all) {
  partizan::misere::MisereSearch search(context.budget);
  partizan::misere::add_misere_expression(search, expression, &context.rulesets);
  MovesResult r;
  r.expression = expression;
  r.misere = true;
  r.partizan = true;
  r.all = all;
  r.outcome = search.outcome();
  for (Side side : {Side::kLeft, Side::kRight}) {
    const bool left = side == Side::kLeft;
    const char* mover = left ? "Left" : "Right";
    const char* next = left ? "Right" : "Left";
    for (const partizan::misere::MisereSearch::Move& m : search.moves(side)) {
      if (!m.wins && !all) continue;
      MoveResult move{m.to,
                      fmt::format("{}: to {}; {}, to move next, {} in misère play", mover, m.to,
                                  next, m.wins ? "loses" : "wins"),
                      0,
                      0,
                      0,
                      mover};
      move.wins = m.wins;
      context.budget.charge_bytes(sizeof(MoveResult) + 2 * (m.to.size() + move.explanation.size()),
                                  "the list of moves");
      r.moves.push_back(std::move(move));
    }
  }
  return r;
}

}  // namespace

MovesResult moves(const std::string& expression, bool misere, const Context& context, bool all) {
  // A loopy partizan expression: each side's winning (else drawing) moves in its game graph
  // (app/stopper_play.cc).
  if (classify(expression) == GameKind::kLoopyPartizan) {
    if (misere) {
      throw Error(ErrorKind::kUsage,
                  "misère play of a loopy partizan game is not defined here (it is for impartial "
                  "positions and short partizan games)");
    }
    return stopper_moves(expression, context, all);
  }
  if (misere) {
    const Syntax tree = parse_syntax(expression);
    if (!is_plain_sum(tree) || has_partizan_position(tree, context.rulesets)) {
      return misere_partizan_moves(expression, context, all);
    }
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
