#pragma once
// `grundy fox-and-geese POSITION` and GET /api/fox-and-geese?position=..: who wins a Fox and
// Geese position (grundy/rulesets/fox_and_geese.h) with either side moving first, in how many
// moves, and each winning move. Fox and Geese is a loopy ruleset of the registry
// (Ruleset::is_loopy_ruleset), which the solvers of games that end refuse: its retrograde table
// answers here, and `outcome` routes its positions here by their kind (grundy/games/game_kind.h).
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/commands.h"
#include "app/context.h"
#include "grundy/core/outcome.h"

namespace grundy::app {

struct FoxAndGeeseFirst {
  std::string mover;   // "geese" or "fox"
  std::string winner;  // "geese", "fox" or "neither" (a draw)
  int plies = 0;       // moves to the end with best play
  struct Move {
    std::string words, position;
    int plies = 0;  // after it
  };
  std::vector<Move> winning_moves;  // the mover's, when the mover wins
};

struct FoxAndGeeseReport {
  std::string position;           // fox-and-geese:BOARD
  Outcome outcome = Outcome::kD;  // the geese are Left, the fox Right
  std::uint64_t states = 0;       // states of the table solved
  FoxAndGeeseFirst geese_first, fox_first;
};
// text: "fox-and-geese:BOARD" or the board alone.
FoxAndGeeseReport fox_and_geese(const std::string& text, const Context& context);

// `fox-and-geese:POS + G` with G a short game (app/fox_and_geese_sum.cc): its outcome, the
// geese Left; nullopt when expression is not such a sum.
std::optional<OutcomeResult> fox_and_geese_sum_outcome(const std::string& expression,
                                                       const Context& context);

nlohmann::json to_json(const FoxAndGeeseReport& r);
std::string to_text(const FoxAndGeeseReport& r);

}  // namespace grundy::app
