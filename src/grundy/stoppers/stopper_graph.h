#pragma once
// Finite loopy partizan games as explicit graphs (Winning Ways ch. 11; Siegel, Combinatorial Game
// Theory ch. VI): each node has a list of Left options and a list of Right options, and the
// graph may have cycles. Play alternates; a player with no move loses; infinite play is a draw.
//
// A stopper is a game with no infinite alternating play from any of its followers (Siegel VI.1):
// in the graph of states (node, player to move) no cycle is reachable. For stoppers Conway's order
// is decided by survival: G >= H iff Left, moving second in G - H, never runs out of moves (she
// wins or play goes on forever) (Siegel Theorem VI.1.?, ONAG ch. 16). Both the order and the
// outcome are least fixed points of retrograde analysis over the finite state graph.
#include <cstdint>  // std::uint8_t
#include <vector>   // std::vector

#include "grundy/core/budget.h"

namespace grundy::partizan::stopper {

struct Graph {
  std::vector<std::vector<int>> left, right;  // options of node i, as node indices
  int size() const { return static_cast<int>(left.size()); }
  int add_node() {
    left.emplace_back();
    right.emplace_back();
    return size() - 1;
  }
};

// The winner of play from a node with a given player to move: infinite play is a draw.
enum class Result : std::uint8_t { kLeft, kRight, kDraw };

// v sorted, each value once.
void dedupe(std::vector<int>& v);

// Predecessor lists: pred[y] lists x once for each occurrence of y among opts[x].
std::vector<std::vector<int>> predecessors(const std::vector<std::vector<int>>& opts);

// The nodes reachable from roots (roots included), in a deterministic order.
std::vector<int> reachable(const Graph& g, const std::vector<int>& roots);

// The graph of the nodes reachable from roots, renumbered; roots[i] is mapped to the i-th root
// of the answer (written back into roots).
Graph restrict(const Graph& g, std::vector<int>& roots);

// Whether no infinite alternating play starts at any follower of root.
bool is_stopper(const Graph& g, int root, Budget& budget);
// For each node: whether an infinite alternating play starts at one of its followers (the node
// is not a stopper).
std::vector<bool> loopy_nodes(const Graph& g, Budget& budget);

// Retrograde analysis (win/lose/draw) of every node for each player to move.
struct Outcomes {
  std::vector<Result> left_first, right_first;
};
Outcomes outcomes(const Graph& g, Budget& budget);

// For every pair (x, y): whether Left, moving second in x - y, survives (never is left without a
// move). For stoppers x and y this is x >= y. Row-major: ge[x * n + y]. Charges n² states.
std::vector<std::uint8_t> survival_matrix(const Graph& g, Budget& budget);

// The disjoint union of a and b: b's nodes are shifted by a.size().
Graph disjoint_union(const Graph& a, const Graph& b);

// The sum of graphs a (from ra) and b (from rb), explicitly: nodes are the reachable pairs.
// The root of the answer is node 0.
Graph sum(const Graph& a, int ra, const Graph& b, int rb, Budget& budget);
// -G: Left and Right swapped.
Graph negative(const Graph& g);

}  // namespace grundy::partizan::stopper
