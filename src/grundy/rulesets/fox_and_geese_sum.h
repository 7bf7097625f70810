#pragma once
// Fox and Geese beside a short game: `fox-and-geese:POS + G` (the geese Left, the fox Right).
// Every Fox and Geese position is a stopper: a goose only moves forward, so in alternating play
// the geese run out of moves and the fox's back-and-forth cannot go on alone. Beside a short game
// G the sum is a stopper too (G has finitely many moves in any play, so an infinite alternating
// play would end in alternating play of Fox and Geese alone), so it has no draws; its outcome is
// found by retrograde analysis (grundy/stoppers/stopper_graph.h, outcomes) over the product of the
// Fox and Geese positions reachable from POS and the followers of G, which does not assume it.
#include <cstdint>      // std::uint64_t
#include <optional>     // std::optional
#include <string_view>  // std::string_view

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/rulesets/fox_and_geese.h"
#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan {

// The most states (position of the board, follower of G) explored before a budget error; a
// board of at most 128 squares.
inline constexpr std::uint64_t kMaxFoxAndGeeseSumStates = 1 << 22;

struct FoxAndGeeseSum {
  stopper::Graph graph;  // node 0 is the sum itself; Left the geese
  std::uint64_t states = 0;
};
// `fox-and-geese:BOARD + G`, read: the board, and G in CGSuite's notation
// (grundy/partizan/notation.h) added to the store. nullopt when text is not a Fox and Geese term
// followed by '+'; a parse error naming the column when the board, the '+' or G is wrong.
struct FoxAndGeeseBesideGame {
  FoxAndGeesePosition board;
  GameId game = kZero;
};
std::optional<FoxAndGeeseBesideGame> read_fox_and_geese_sum(std::string_view text, GameStore& store,
                                                            Budget& budget);

// The game graph of p + g, charged to budget (a node and its bytes a state).
FoxAndGeeseSum fox_and_geese_sum(const FoxAndGeesePosition& p, GameStore& store, GameId g,
                                 Budget& budget);

}  // namespace grundy::partizan
