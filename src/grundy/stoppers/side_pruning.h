#pragma once
// One side of a loopy game as a stopper, found on its game graph by deleting moves rather than by
// sidling (stopper_simplify.h), which may only converge in the limit. CGSuite simplifies the
// graph of a side directly (LoopyGame.simplifyGraph: it voids "irrelevant cyclic edges" when a
// comparison shows the side unchanged); this is that idea alone, in our own form:
//
// While an alternating cycle is reachable from the root, delete moves that lie on alternating
// cycles, keeping a deletion only when the root's side is unchanged, both ways (G⁺ = H⁺ iff
// G⁺ >= H⁺ and H⁺ >= G⁺): one way by the mirror strategy below, the other by the order of
// side_order.h. When no alternating cycle is left the
// graph from the root is a stopper equal to the side asked for, and its simplest form
// (stopper_simplify.h, simplest) is that side, since a stopper is its own onside and offside.
// Each round first tries the options dominated in the side's order on the graph itself (a few
// large batches delete most of them), then the moves on alternating cycles, a batch at a time,
// each batch of one player's moves, a failing batch split in halves. Deleting Left moves can
// only lower the side and Right moves only raise it (mirror strategy), so a batch needs one
// comparison, which stops as soon as the root pair is lost. Before each round the
// graph is replaced by its quotient (positions of equal side fused, dominated options dropped)
// when the order shows the quotient's side equal to the graph's: with cycles a fusion is not
// sound in general (it can make new infinite play; on ttt..fff it changes the onside), so it is
// never taken on trust, but where it holds it shrinks the graph (tt..ff: 47 positions to 2).
// The answer is only ever a verified equality; when no cycle can be broken so, or the graph has
// more than kMaxPrunedPositions positions, there is none.
#include <optional>  // std::optional

#include "grundy/core/budget.h"
#include "grundy/stoppers/side_order.h"
#include "grundy/stoppers/stopper_simplify.h"

namespace grundy::partizan::stopper {

// The most positions a graph is pruned on: each tried deletion compares two graphs of that size
// (2 n² states, a nested fixed point solved incrementally, side_order.cc; every loop charges the
// budget). CGSuite's ttt..fff (560 positions) takes about 2.5 CPU s, sidling's 64 rounds first
// included.
inline constexpr int kMaxPrunedPositions = 1024;

std::optional<Stopper> side_by_pruning(const Graph& g, int root, WhichSide side, Budget& budget);

}  // namespace grundy::partizan::stopper
