// `grundy outcome 'fox-and-geese:POS + G'`: Fox and Geese beside a short game G, by retrograde
// analysis over the product of the board's positions and G's followers
// (grundy/rulesets/fox_and_geese_sum.h). The geese are Left.
#include "grundy/rulesets/fox_and_geese_sum.h"

#include <fmt/format.h>

#include "app/fox_and_geese.h"
#include "grundy/core/error.h"
#include "grundy/partizan/notation.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::app {

std::optional<OutcomeResult> fox_and_geese_sum_outcome(const std::string& expression,
                                                       const Context& context) {
  constexpr std::string_view kPrefix = "fox-and-geese:";
  const std::size_t plus = expression.find('+');
  if (!expression.starts_with(kPrefix) || plus == std::string::npos) return std::nullopt;
  Budget& budget = context.budget;
  // The board runs to the first blank or '+'; the rest after '+' is a short game.
  std::size_t end = kPrefix.size();
  while (end < expression.size() && expression[end] != ' ' && expression[end] != '\t' &&
         expression[end] != '+') {
    ++end;
  }
  const std::string_view board =
      std::string_view(expression).substr(kPrefix.size(), end - kPrefix.size());
  const partizan::FoxAndGeesePosition p = partizan::parse_fox_and_geese(board, kPrefix.size() + 1);
  std::size_t rest = end;
  while (rest < expression.size() && (expression[rest] == ' ' || expression[rest] == '\t')) ++rest;
  if (rest >= expression.size() || expression[rest] != '+') {
    throw parse_error(
        fmt::format("expected '+' after the Fox and Geese board at column {}", rest + 1), rest + 1);
  }
  partizan::GameStore store;
  const partizan::GameId g = partizan::parse_game(
      store, std::string_view(expression).substr(rest + 1), budget, {}, rest + 2);
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
