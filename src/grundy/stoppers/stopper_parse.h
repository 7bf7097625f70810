#pragma once
// Reading loopy partizan games (docs/notation.md, Loopy partizan games): named definitions
// `a={0|a}; b={a|pass}; a + b - *`, the built-in names on, off, over, under, upon and dud, and
// `S & T` for the game with onside S and offside T, and CGSuite's `S.Upsum(T)` and `S.Downsum(T)`
// (the whole expression). Values without names (`1/2`, `^*`,
// `{3||2|1}`) are read by the partizan grammar (grundy/partizan/notation.h). Which expressions are
// written this way: grundy/notation/loopy_notation.h.
#include <cstddef>      // std::size_t
#include <optional>     // std::optional
#include <string_view>  // std::string_view

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan::stopper {

// CGSuite's S.Upsum(T) and S.Downsum(T), written as the whole expression after the definitions.
enum class SideSum { kNone, kUpsum, kDownsum };

struct ParsedLoopy {
  Graph graph;
  int root = 0;
  // `S.Upsum(T)` or `S.Downsum(T)`: root is S and other_root T, each with its column.
  SideSum side_sum = SideSum::kNone;
  std::optional<int> other_root;
  std::size_t other_column = 1;
  // `S & T`: root is S, offside_root is T, each with the column where it starts.
  std::optional<int> offside_root;
  std::size_t root_column = 1, offside_column = 1;
};

// Throws Error(kParse) naming the column; a graph of more than a million positions is a budget
// error.
ParsedLoopy parse_loopy(std::string_view text, GameStore& store, Budget& budget,
                        std::size_t column = 1);

// The graph of a short game of the store (the root is node 0).
Graph short_graph(GameStore& store, GameId g, Budget& budget);

}  // namespace grundy::partizan::stopper
