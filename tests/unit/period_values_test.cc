// Values far beyond what was computed: G(n) read from a proved period equals G(n) computed
// directly (the second route), and the heap ruleset answers for heaps up to 2^64 − 1.
#include <gtest/gtest.h>

#include <limits>

#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/period_search.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

std::shared_ptr<const HeapRuleset> heap_ruleset(const std::string& spelling) {
  return std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset(spelling, 1));
}

// With the period oracle of its cache.
std::shared_ptr<const HeapRuleset> heap_ruleset(const std::string& spelling,
                                                RulesetCache& rulesets) {
  return std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset(spelling, 1, rulesets));
}

TEST(PeriodValues, PeriodReadsAgreeWithDirectComputation) {
  for (const char* spelling : {"kayles", "dawson", "0.07", "0.45", "sub{1,3,4}", "0.156"}) {
#if !defined(__OPTIMIZE__) || defined(__SANITIZE_ADDRESS__)
    // 0.156 needs 23 000 naive values here: seconds under the sanitizers; Release checks it.
    if (std::string(spelling) == "0.156") continue;
#endif
    const auto ruleset = heap_ruleset(spelling);
    Budget budget;
    auto engine = make_engine(ruleset->rules(), EngineKind::kRareCommon);
    const auto found = search_period(ruleset->rules(), *engine, 1 << 14, budget);
    ASSERT_TRUE(found.period && found.period->proved) << spelling;
    // Only the values the proof read.
    const std::vector<std::uint16_t> read(engine->values().begin(),
                                          engine->values().begin() + found.period->values_needed);
    const std::uint64_t n = found.period->values_needed * 3;
    auto direct = make_engine(ruleset->rules(), EngineKind::kNaive);
    direct->extend_to(n, budget);
    for (std::uint64_t i = 0; i <= n; ++i) {
      ASSERT_EQ(value_from_period(*found.period, std::span(read), i), direct->values()[i])
          << spelling << " at " << i;
    }
  }
}

TEST(PeriodValues, HeapRulesetAnswersForTheLargestHeap) {
  const std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
  testing::TestShared shared;
  const auto kayles = heap_ruleset("kayles", shared.rulesets());
  Budget budget;
  // Kayles: preperiod 71, period 12; 2^64 − 1 ≡ 75 (mod 12) and ≥ 71, so G = G(75).
  ASSERT_EQ((top - 71) % 12 + 71, 75u);
  EXPECT_EQ(kayles->fast_value({top, 0}, budget), kayles->fast_value({75, 0}, budget));
  const auto period = kayles->proved_period();
  ASSERT_TRUE(period);
  EXPECT_EQ(period->preperiod, 71u);
  EXPECT_EQ(period->period, 12u);
  // Every listed winning option of the huge heap has the target value, by the solver.
  GrundySolver solver(budget);
  auto value_of = [&](std::span<const Component> parts) {
    return solver.grundy_value(*kayles, parts);
  };
  const auto options = kayles->options_with_value({top, 0}, 0, value_of, budget);
  EXPECT_FALSE(options.empty());
  for (const Parts& parts : options) {
    std::uint64_t sum = 0;
    for (const Component& c : parts) sum += c.a;
    EXPECT_TRUE(sum == top - 1 || sum == top - 2);
    EXPECT_EQ(value_of(parts), 0u);
  }
}

}  // namespace
}  // namespace grundy
