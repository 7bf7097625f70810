#pragma once
// The short part of a game graph: the nodes from which every play ends (no cycle is reachable
// from them through either player's options), each as its canonical short game, found by peeling
// the nodes with no options first and then every node whose options are all peeled (a
// topological order of the acyclic part, successors first).
#include <optional>  // std::optional
#include <vector>    // std::vector

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan::stopper {

// For each node of g: its canonical form if every play from it ends, nullopt otherwise.
std::vector<std::optional<GameId>> short_part(const Graph& g, GameStore& store, Budget& budget);

}  // namespace grundy::partizan::stopper
