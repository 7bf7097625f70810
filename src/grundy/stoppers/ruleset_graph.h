#pragma once
// A position of a loopy ruleset (Ruleset::is_loopy_ruleset: Backsliding Toads and Frogs, Fox and
// Geese) as a loopy partizan game: its game graph, every position reachable from it by either
// side's moves, each with its Left and Right options (Winning Ways ch. 11; Siegel, CGT ch. VI).
// The graph is what the stopper machinery values (stopper_simplify.h, sides: a stopper's
// simplest form, or the onside and offside found by sidling), and what retrograde analysis plays
// (stopper_graph.h, outcomes), so both a ruleset's value and its outcome come from one graph.
//
// A node is a sum: the multiset of components of the terms (a ruleset's options() split by its
// components(), as the short-game solvers split them), so equal sums are one node whatever the
// order of their parts. A term written after '-' is played with Left and Right swapped.
#include <string_view>  // std::string_view
#include <utility>      // std::pair
#include <vector>       // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_graph.h"
#include "grundy/stoppers/stopper_parse.h"

namespace grundy::partizan::stopper {

// The most positions a ruleset's game graph may have for retrograde analysis (its outcome), and
// for its value, whose simplification compares positions pairwise (stopper_graph.h, at most
// 4096); past these its construction stops at once with a budget error.
inline constexpr int kMaxRulesetGraphNodes = 1 << 20;
inline constexpr int kMaxValuedGraphNodes = 4096;

struct RulesetTerm {
  RulesetPtr ruleset;
  std::vector<Component> components;
  bool negative = false;  // written after '-': Left plays the ruleset's Right moves
};

struct RulesetGraph {
  Graph graph;  // the root, the position itself, is node 0
  // Node i's components, each with the index of its term.
  std::vector<std::vector<std::pair<int, Component>>> positions;
};

// The game graph of the sum of terms, of at most max_nodes positions. Each position and each
// move is charged to budget.
RulesetGraph ruleset_graph(const std::vector<RulesetTerm>& terms, Budget& budget,
                           int max_nodes = kMaxRulesetGraphNodes);

// Reads an expression whose terms are positions of loopy rulesets (`RULESET:POSITION`) joined by
// '+' or '-', beside any short games of the partizan grammar (`backsliding-toads:t.f + 1/2`):
// the graph of the whole sum (the loopy terms' graph with the short games' graph, summed
// explicitly), root node 0, of at most max_nodes positions. A parse error names the column.
ParsedLoopy read_ruleset_loopy(std::string_view text, RulesetCache& rulesets, GameStore& store,
                               Budget& budget, int max_nodes = kMaxRulesetGraphNodes);

}  // namespace grundy::partizan::stopper
