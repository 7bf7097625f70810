#pragma once
// How the commands on loopy partizan games (canonical, compare, properties, outcome) read their
// expression: written in the loopy wing of the grammar (grundy/stoppers/stopper_parse.h), or a
// position of a loopy ruleset (GameKind::kLoopyRuleset: Backsliding Toads and Frogs, Fox and
// Geese), whose game graph is built from the ruleset's moves (grundy/stoppers/ruleset_graph.h).
// Either way the game is a graph, valued by the same stopper machinery.
#include <string>  // std::string

#include "app/context.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_parse.h"
#include "grundy/stoppers/stopper_simplify.h"

namespace grundy::app {

// The expression's game graph and root (with `S & T`, its two sides' roots).
partizan::stopper::ParsedLoopy read_loopy_game(const std::string& expression,
                                               partizan::GameStore& store, const Context& context);
// The expression's value as its sides (a stopper is its own two sides).
partizan::stopper::Sides read_loopy_sides(const std::string& expression, partizan::GameStore& store,
                                          const Context& context);
// Whether the commands on loopy partizan games take the expression (either kind above).
bool is_loopy_game(const std::string& expression);

}  // namespace grundy::app
