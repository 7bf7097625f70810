// Work that a search or a printer does is charged to its budget, so that a deadline or a node
// limit stops it (router_fuzz's slow units of session 14: each ran 0.1–3 s past a 5 ms budget
// doing work no budget saw). Each test counts what one computation charges and asks for at
// least the work it must do; before the fix (3a0f7a4) each charged a small part of it, noted.
#include <gtest/gtest.h>

#include "grundy/core/error.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/reduction.h"
#include "grundy/stoppers/stopper_parse.h"

namespace grundy::partizan {
namespace {

// The atomic weight of v604:8 compares it with a remote star *1024 (listing its 1024 options),
// tries integers one by one, and compares numbers with games down v604's chain of options by
// number avoidance (not cached). About 1.6 million units charged; 9 561 before.
TEST(ChargedWork, TheAtomicWeightOfADeepGame) {
  GameStore store;
  Budget budget;
  const GameId g = parse_game(store, "v604:8", budget);
  const std::uint64_t before = budget.nodes();
  Reducer reducer(store, budget);
  (void)reducer.atomic_weight(g);
  EXPECT_GT(budget.nodes() - before, 200'000u);
  // And so a node limit stops it part way.
  GameStore again;
  Budget limited;
  const GameId h = parse_game(again, "v604:8", limited);
  limited.set_node_limit(limited.nodes() + 100'000);
  Reducer bounded(again, limited);
  EXPECT_THROW((void)bounded.atomic_weight(h), Error);
}

// Comparing a game with *1024 lists the nimber's 1024 options: each is charged (1 before).
TEST(ChargedWork, ListingANimbersOptions) {
  GameStore store;
  Budget budget;
  const GameId star = parse_game(store, "*1024", budget);
  const GameId g = parse_game(store, "{1|*}", budget);
  const std::uint64_t before = budget.nodes();
  (void)store.compare(g, star, budget);
  EXPECT_GE(budget.nodes() - before, 1024u);
}

// A loopy sum of switches reaches each of its 1 696 positions again and again: every option
// looked at is charged (29 724 units; 1 716 before, one per new position).
TEST(ChargedWork, ALoopySumsRevisitedOptions) {
  GameStore store;
  Budget budget;
  const stopper::ParsedLoopy p =
      stopper::parse_loopy("+-1 + +-1 + +-1 + +-1 + +-1 + +-1 + +-1 & 0", store, budget);
  ASSERT_GT(p.graph.size(), 1000);
  EXPECT_GT(budget.nodes(), 4u * static_cast<std::uint64_t>(p.graph.size()));
}

}  // namespace
}  // namespace grundy::partizan
