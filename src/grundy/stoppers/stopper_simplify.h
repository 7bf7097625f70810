#pragma once
// Simplest forms of stoppers and the sides of other loopy games (Siegel, Combinatorial Game
// Theory ch. VI; Winning Ways ch. 11).
//
// Simplest form (Siegel's theorem on simplest forms of stoppers): a stopper is equal to a unique
// (up to isomorphism) stopper with no two equal positions, no dominated and no reversible
// options; it is reached from any form by fusing equal positions, deleting dominated options and
// bypassing reversible ones. Each step keeps the value of every position of the graph, so one
// all-pairs comparison (stopper_graph.h, survival_matrix) serves the whole simplification.
//
// Sides: every finite loopy game considered here is G = S & T with stoppers S >= T, the onside
// S (infinite play counted as a win for Left) and the offside T (for Right). They are found by
// sidling (Winning Ways ch. 11, "Sidling"; Siegel VI.4): starting from on (for the onside) or off
// at each position that has infinite alternating play, and the position's own value at the
// others (which are stoppers), the map X(x) = {X(x^L) | X(x^R)} is iterated; the iterates
// decrease (increase) and, when two successive ones are equal, that fixed point is the side.
// The iteration need not settle in finitely many steps (its limit may be a stopper it never
// reaches); it is given up after kMaxSidlingRounds rounds with a budget error.
#include "grundy/core/budget.h"
#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan::stopper {

inline constexpr int kMaxSidlingRounds = 64;

struct Stopper {
  Graph graph;
  int root = 0;
};

// The simplest form of the positions roots of a stopper graph g (each root's image is written
// back into roots). g must be a stopper from every root.
Graph simplify(const Graph& g, std::vector<int>& roots, Budget& budget);
Stopper simplest(const Graph& g, int root, Budget& budget);

struct Sides {
  Stopper onside, offside;
  // The value is a stopper: onside = offside (g has no infinite alternating play from root, or
  // its sides are equal anyway, as on + over = on).
  bool stopper = false;
};
// Each side by sidling, or when sidling does not settle by deleting the moves of alternating
// cycles (side_pruning.h); a budget error when neither answers.
Sides sides(const Graph& g, int root, Budget& budget);
// By sidling alone (a budget error when it does not settle): the second route of the tests.
Sides sides_by_sidling(const Graph& g, int root, Budget& budget);

// Whether stopper a (from ra) is >= stopper b (from rb): Left survives a - b moving second.
bool stopper_ge(const Stopper& a, const Stopper& b, Budget& budget);

}  // namespace grundy::partizan::stopper
