#pragma once
// Conway's order on one side of loopy games, decided on their game graphs themselves (Siegel,
// Combinatorial Game Theory ch. VI, "Coping with cycles"; CGSuite's LoopyGame.leq with ONSIDE or
// OFFSIDE). For stopper-sided G and H (G = G⁺ & G⁻):
//   G⁺ >= H⁺ iff Left, moving second in G - H, can play so that she never runs out of moves and
//            every infinite play has infinitely many moves in G (the onside counts G's infinite
//            play for Left);
//   G⁻ >= H⁻ iff likewise with infinitely many moves in -H (the offside counts -H's infinite
//            play, the onside of -H, for Left).
// This is a Büchi game on the states (x, y, player to move) of the sum; its winning region is the
// greatest fixed point of "Left can force a marked move (one in the component named above) while
// staying in the region", each round a least fixed point (the classical nested attractor
// construction). For stoppers every infinite play of G - H moves in both components (an infinite
// play in one stopper alone would alternate), so both orders are stopper_graph.h's survival.
#include <cstdint>  // std::uint8_t
#include <vector>   // std::vector

#include "grundy/core/budget.h"
#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan::stopper {

enum class WhichSide : std::uint8_t { kOnside, kOffside };

// For every x of a and y of b: whether x's side >= y's side. Row-major: ge[x * b.size() + y].
// Charges each state counted, and each taken from a list of the incremental solve (side_order.cc:
// a state is rescanned in a later round only when something it relied on was lost).
std::vector<std::uint8_t> side_order(const Graph& a, const Graph& b, WhichSide side,
                                     Budget& budget);

// Whether a's side from ra >= b's side from rb (only the states reachable from them are built).
bool side_ge(const Graph& a, int ra, const Graph& b, int rb, WhichSide side, Budget& budget);

}  // namespace grundy::partizan::stopper
