// `grundy outcome 'fox-and-geese:POS + G'`: Fox and Geese beside a short game G, by retrograde
// analysis over the product of the board's positions and G's followers
// (grundy/rulesets/fox_and_geese_sum.h). The geese are Left.
#include "grundy/rulesets/fox_and_geese_sum.h"

#include <fmt/format.h>

#include "app/fox_and_geese.h"
#include "grundy/partizan/notation.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::app {

std::optional<OutcomeResult> fox_and_geese_sum_outcome(const std::string& expression,
                                                       const Context& context) {
  Budget& budget = context.budget;
  partizan::GameStore store;
  const auto read = partizan::read_fox_and_geese_sum(expression, store, budget);
  if (!read) return std::nullopt;
  const partizan::FoxAndGeesePosition& p = read->board;
  const partizan::GameId g = read->game;
  const partizan::FoxAndGeeseSum sum = partizan::fox_and_geese_sum(p, store, g, budget);
  const partizan::stopper::Outcomes o = partizan::stopper::outcomes(sum.graph, budget);
  const partizan::stopper::LoopyOutcome lo{o.left_first[0], o.right_first[0]};
  const std::string c = partizan::stopper::outcome_class(lo);
  OutcomeResult r;
  r.expression = expression;
  r.outcome = c == "L"   ? Outcome::kL
              : c == "R" ? Outcome::kR
              : c == "N" ? Outcome::kN
              : c == "P" ? Outcome::kP
                         : Outcome::kD;
  r.engine = "retrograde";
  auto who = [](partizan::stopper::Result x) {
    return x == partizan::stopper::Result::kLeft    ? "the geese"
           : x == partizan::stopper::Result::kRight ? "the fox"
                                                    : "neither (a draw)";
  };
  r.method = fmt::format(
      "retrograde analysis over the {} states of the sum (board positions reachable from it, "
      "each beside a follower of {}), the geese Left: the winner with the geese first: {}; with "
      "the fox first: {}",
      sum.states, partizan::format_game(store, g, budget), who(lo.left_first), who(lo.right_first));
  return r;
}

}  // namespace grundy::app
