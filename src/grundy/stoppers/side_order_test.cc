// The order on sides decided on game graphs (side_order.h) and the sides found by deleting the
// moves of alternating cycles (side_pruning.h), against second routes: survival (the order of
// stoppers, stopper_graph.h) on stoppers, the sides found by sidling (stopper_simplify.h) where
// sidling settles, and retrograde analysis of the graph for the outcome.
#include "grundy/stoppers/side_order.h"

#include <gtest/gtest.h>

#include <algorithm>  // std::find
#include <cstdio>     // std::printf
#include <optional>   // std::optional
#include <random>     // std::mt19937
#include <utility>    // std::pair
#include <vector>     // std::vector

#include "grundy/core/error.h"
#include "grundy/stoppers/side_pruning.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_parse.h"
#include "grundy/stoppers/stopper_value.h"
#include "tests/unit/random_stopper_graph.h"

namespace grundy::partizan::stopper {
namespace {

// On stoppers both sides' orders are survival, for every pair of positions.
TEST(SideOrder, OnStoppersBothSidesAreSurvival) {
  std::mt19937 rng(5);
  int found = 0;
  for (int attempt = 0; attempt < 20000 && found < 300; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 5, 0.25);
    Budget budget;
    const std::vector<bool> loopy = loopy_nodes(g, budget);
    if (std::find(loopy.begin(), loopy.end(), true) != loopy.end()) continue;
    ++found;
    const auto ge = survival_matrix(g, budget);
    EXPECT_EQ(side_order(g, g, WhichSide::kOnside, budget), ge) << found;
    EXPECT_EQ(side_order(g, g, WhichSide::kOffside, budget), ge) << found;
  }
  EXPECT_GE(found, 300);
}

// The nested fixed point of side_order.h the plain way, as a second route to its incremental
// solve: every state is rescanned until nothing changes, the Right attractor of the lost states
// and the good states (Left forces a marked move within the states not lost) recomputed from
// nothing in each round. ge[x * |b| + y]: not lost with Right to move in x - y.
std::vector<std::uint8_t> plain_side_order(const Graph& a, const Graph& b, WhichSide side) {
  const int na = a.size(), nb = b.size();
  const bool on = side == WhichSide::kOnside;
  auto id = [&](int x, int y, int t) { return (x * nb + y) * 2 + t; };
  // moves[s]: (successor, marked) for each move from s.
  std::vector<std::vector<std::pair<int, bool>>> moves(2 * na * nb);
  for (int x = 0; x < na; ++x) {
    for (int y = 0; y < nb; ++y) {
      for (int t = 0; t < 2; ++t) {
        for (int u : t == 0 ? a.left[x] : a.right[x])
          moves[id(x, y, t)].push_back({id(u, y, 1 - t), on});
        for (int v : t == 0 ? b.right[y] : b.left[y])
          moves[id(x, y, t)].push_back({id(x, v, 1 - t), !on});
      }
    }
  }
  const int states = 2 * na * nb;
  std::vector<bool> lost(states, false);
  for (bool changed = true; changed;) {
    for (bool more = true; more;) {  // the Right attractor
      more = false;
      for (int s = 0; s < states; ++s) {
        if (lost[s]) continue;
        bool all = true, any = false;
        for (const auto& [u, marked] : moves[s]) all = all && lost[u], any = any || lost[u];
        if (s % 2 == 0 ? all : any) lost[s] = true, more = true;
      }
    }
    std::vector<bool> good(states, false);
    for (bool more = true; more;) {
      more = false;
      for (int s = 0; s < states; ++s) {
        if (lost[s] || good[s]) continue;
        bool all = true, any = false;
        for (const auto& [u, marked] : moves[s]) {
          const bool ok = !lost[u] && (marked || good[u]);
          all = all && ok, any = any || ok;
        }
        if (s % 2 == 0 ? any : all) good[s] = true, more = true;
      }
    }
    changed = false;
    for (int s = 0; s < states; ++s) {
      if (!lost[s] && !good[s]) lost[s] = true, changed = true;
    }
  }
  std::vector<std::uint8_t> ge(na * nb);
  for (int i = 0; i < na * nb; ++i) ge[i] = !lost[2 * i + 1];
  return ge;
}

// The incremental solve (side_order, and side_ge, which stops once its pair is lost) against the
// plain fixed point on random graphs with cycles: the order of every pair of positions, both
// sides. Sparse graphs of up to 8 positions take the nested fixed point through several rounds,
// where the good states are withdrawn and found again (each of the three ways a state is withdrawn,
// left out, makes this test fail).
TEST(SideOrder, SolveAgreesWithPlainFixedPoint) {
  std::mt19937 rng(11);
  const double densities[] = {0.1, 0.2, 0.3};
  int ordered = 0, unordered = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const double p = densities[trial % 3];
    const Graph a = random_graph(rng, 1 + trial % 6, p),
                b = random_graph(rng, 1 + trial / 6 % 6, p);
    Budget budget;
    for (const WhichSide side : {WhichSide::kOnside, WhichSide::kOffside}) {
      const std::vector<std::uint8_t> want = plain_side_order(a, b, side);
      ASSERT_EQ(side_order(a, b, side, budget), want) << "trial " << trial;
      for (int x = 0; x < a.size(); ++x) {
        for (int y = 0; y < b.size(); ++y) {
          const bool ge = want[x * b.size() + y] != 0;
          EXPECT_EQ(side_ge(a, x, b, y, side, budget), ge)
              << "trial " << trial << " " << x << " " << y;
          (ge ? ordered : unordered) += 1;
        }
      }
    }
  }
  // Both answers are common, so a solve that always said one of them would fail.
  EXPECT_GT(ordered, 1000);
  EXPECT_GT(unordered, 1000);
  std::printf("pairs: %d ordered, %d not\n", ordered, unordered);
}

// Literature: on + off = dud = on & off; dud's onside is on, its offside off; over < on.
TEST(SideOrder, Literature) {
  GameStore store;
  Budget budget;
  const ParsedLoopy dud = parse_loopy("d={d|d}; d", store, budget);
  const ParsedLoopy on = parse_loopy("on", store, budget);
  const ParsedLoopy off = parse_loopy("off", store, budget);
  const ParsedLoopy over = parse_loopy("over", store, budget);
  auto ge = [&](const ParsedLoopy& a, const ParsedLoopy& b, WhichSide s) {
    return side_ge(a.graph, a.root, b.graph, b.root, s, budget);
  };
  for (const WhichSide s : {WhichSide::kOnside, WhichSide::kOffside}) {
    EXPECT_TRUE(ge(dud, dud, s));  // copycat: infinitely many moves in both components
    EXPECT_TRUE(ge(on, over, s));
    EXPECT_FALSE(ge(over, on, s));
    EXPECT_TRUE(ge(over, off, s));
  }
  EXPECT_TRUE(ge(dud, on, WhichSide::kOnside));
  EXPECT_TRUE(ge(on, dud, WhichSide::kOnside));
  EXPECT_FALSE(ge(dud, over, WhichSide::kOffside));
  EXPECT_TRUE(ge(dud, off, WhichSide::kOffside));
  EXPECT_TRUE(ge(off, dud, WhichSide::kOffside));
}

// Random non-stoppers whose sidling settles: each side found by sidling is equal, in the order of
// its side, to the graph's own root; and where deleting cyclic moves answers, it answers the same
// simplest form. Where sidling does not settle, the pruned sides are checked by the order and
// the outcome they give against retrograde analysis.
TEST(SidePruning, AgreesWithSidlingAndRetrograde) {
  std::mt19937 rng(7);
  int sidled = 0, pruned_too = 0, only_pruned = 0, neither = 0;
  for (int attempt = 0; attempt < 3000 && sidled < 200; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 4, 0.3);
    Budget budget;
    if (is_stopper(g, 0, budget)) continue;
    std::optional<Sides> by_sidling;
    try {
      by_sidling = sides_by_sidling(g, 0, budget);
    } catch (const Error& e) {
      ASSERT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
    }
    const std::optional<Stopper> on = side_by_pruning(g, 0, WhichSide::kOnside, budget),
                                 off = side_by_pruning(g, 0, WhichSide::kOffside, budget);
    GameStore store;
    if (by_sidling) {
      ++sidled;
      const Sides& s = *by_sidling;
      EXPECT_TRUE(side_ge(s.onside.graph, s.onside.root, g, 0, WhichSide::kOnside, budget));
      EXPECT_TRUE(side_ge(g, 0, s.onside.graph, s.onside.root, WhichSide::kOnside, budget));
      EXPECT_TRUE(side_ge(s.offside.graph, s.offside.root, g, 0, WhichSide::kOffside, budget));
      EXPECT_TRUE(side_ge(g, 0, s.offside.graph, s.offside.root, WhichSide::kOffside, budget));
      if (on && off) {
        ++pruned_too;
        EXPECT_EQ(format_stopper(*on, store, budget), format_stopper(s.onside, store, budget));
        EXPECT_EQ(format_stopper(*off, store, budget), format_stopper(s.offside, store, budget));
      }
    } else if (on && off) {
      ++only_pruned;
      Sides s;
      s.onside = *on;
      s.offside = *off;
      EXPECT_TRUE(stopper_ge(s.onside, s.offside, budget));
      const Outcomes o = outcomes(g, budget);
      const LoopyOutcome r = outcome_of(s, budget);
      EXPECT_EQ(o.left_first[0], r.left_first);
      EXPECT_EQ(o.right_first[0], r.right_first);
    } else {
      ++neither;
    }
  }
  EXPECT_GE(sidled, 200);
  std::printf("random non-stoppers: %d sidled (%d also pruned), %d pruned only, %d neither\n",
              sidled, pruned_too, only_pruned, neither);
}

}  // namespace
}  // namespace grundy::partizan::stopper
