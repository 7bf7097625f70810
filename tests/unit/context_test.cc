// Two processes' worth of shared state side by side: each Context reaches the rulesets, value
// tables and period oracle of its own Shared only, so nothing one computes or is told is seen by
// the other (there is no global to leak through).
#include <gtest/gtest.h>

#include "app/commands.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

TEST(Context, TwoCachesShareNoRulesetsOrTables) {
  testing::TestShared a, b;
  Budget budget;
  const RulesetPtr in_a = make_ruleset("allbut{1,2}", 1, a.rulesets());  // its own table
  EXPECT_EQ(make_ruleset("allbut{1,2}", 1, a.rulesets()), in_a);         // one cache: one ruleset
  const RulesetPtr in_b = make_ruleset("allbut{1,2}", 1, b.rulesets());
  EXPECT_NE(in_b, in_a);
  in_a->fast_value({5000, 0}, budget);
  EXPECT_GT(a.rulesets().bytes(), 0u);
  EXPECT_EQ(b.rulesets().bytes(), 0u);
  EXPECT_EQ(in_b->retained_bytes(), 0u);
  // A ruleset made without a cache is shared with neither.
  EXPECT_NE(make_ruleset("allbut{1,2}"), in_a);
}

TEST(Context, EachCacheAsksItsOwnOracle) {
  testing::TestShared a, b;
  Budget budget;
  const auto heap_a =
      std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset("0.156", 1, a.rulesets()));
  const auto heap_b =
      std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset("0.156", 1, b.rulesets()));
  ASSERT_TRUE(heap_a && heap_b);
  // Oracle a is told (as a results store would tell it) that every value is 0: a false period,
  // so that whatever answers from it shows where it came from.
  ASSERT_TRUE(a.oracle().seed("0.156", heap_a->rules(), std::vector<std::uint16_t>(8, 0),
                              ProvedPeriod{0, 1}));
  const std::uint64_t kHeap = 1000;
  EXPECT_EQ(app::value("0.156:1000", a.context(budget)).value, 0u);
  const std::uint64_t in_b = app::value("0.156:1000", b.context(budget)).value;
  EXPECT_EQ(heap_b->fast_value({kHeap, 0}, budget), in_b);
  // The true value, from a ruleset with no oracle at all (its own table).
  EXPECT_EQ(make_ruleset("0.156")->fast_value({kHeap, 0}, budget), in_b);
  EXPECT_NE(in_b, 0u);
}

// One table: what `period` proves in a process answers `value` in the same process, with no
// results store at all (the server's case with --no-db).
TEST(Context, PeriodFillsTheTableValueReads) {
  app::Shared shared(testing::kTestRetainedBytes, "");  // no results store
  Budget small;
  small.set_node_limit(1000);
  EXPECT_THROW(app::value("0.156:100000000", shared.context(small)), Error);
  Budget budget;
  const app::PeriodResult p = app::period("0.156", 1u << 16, shared.context(budget));
  ASSERT_TRUE(p.period && p.period->proved);
  Budget again;
  again.set_node_limit(1000);
  const std::uint64_t v = app::value("0.156:100000000", shared.context(again)).value;
  // The proved period's value, by the period itself: G(n) = G(n - k·p) past the preperiod.
  const std::uint64_t pre = p.period->preperiod, per = p.period->period;
  const std::uint64_t n = 100000000, m = n < pre ? n : pre + (n - pre) % per;
  EXPECT_EQ(v, make_ruleset("0.156")->fast_value({m, 0}, budget));
}

}  // namespace
}  // namespace grundy
