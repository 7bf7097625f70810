// The rare/common engine against the naive engine (the reference), in both splits, on every
// octal code 0.d1d2d3 and on each with its splitting digits made unequal ('!').
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "core/error.h"
#include "rulesets/take_and_break.h"
#include "sequence/engine.h"

namespace grundy {
namespace {

// Heaps compared per code: the issue asks for 3000; sanitized and Debug builds are ~20× slower,
// so they check a shorter prefix (the Release run covers 3000).
std::uint64_t heaps_to_compare() {
#if defined(__OPTIMIZE__) && !defined(__SANITIZE_ADDRESS__)
  if (!std::getenv("GRUNDY_SANITIZED")) return 3000;
#endif
  return 300;
}

std::string code(int d1, int d2, int d3, bool unequal) {
  std::string s = "0.";
  for (int d : {d1, d2, d3}) {
    s += static_cast<char>('0' + d);
    if (unequal && (d & 4)) s += '!';
  }
  return s;
}

std::vector<std::uint16_t> run(const HeapRules& rules, EngineKind kind, std::uint64_t n) {
  Budget budget;
  auto engine = make_engine(rules, kind);
  engine->extend_to(n, budget);
  return engine->values();
}

// One test per first digit d1, so ctest can run them side by side.
class EveryThreeDigitOctalCode : public testing::TestWithParam<int> {};

TEST_P(EveryThreeDigitOctalCode, RareCommonEqualsNaive) {
  const std::uint64_t n = heaps_to_compare();
  const int d1 = GetParam();
  int compared = 0;
  for (int c = 0; c < 64; ++c) {
    for (bool unequal : {false, true}) {
      const int d2 = c >> 3, d3 = c & 7;
      if (unequal && !((d1 | d2 | d3) & 4)) continue;
      const std::string spelling = code(d1, d2, d3, unequal);
      const HeapRules rules = parse_take_and_break_code(spelling, 1);
      const auto naive = run(rules, EngineKind::kNaive, n);
      EXPECT_EQ(run(rules, EngineKind::kRareCommonValue, n), naive) << spelling << " rc-value";
      if (parity_split_applies(rules)) {
        EXPECT_EQ(run(rules, EngineKind::kRareCommonParity, n), naive) << spelling << " rc-parity";
      }
      ++compared;
    }
  }
  EXPECT_EQ(compared, d1 >= 4 ? 128 : 64 + 48);
}

INSTANTIATE_TEST_SUITE_P(FirstDigit, EveryThreeDigitOctalCode, testing::Range(0, 8));

TEST(SequenceEngine, RestoreContinuesWithTheSameValues) {
  for (const char* spelling : {"0.77", "4!.0", "0.16", "0.6"}) {
    const HeapRules rules = parse_take_and_break_code(spelling, 1);
    const auto whole = run(rules, EngineKind::kRareCommon, 1000);
    for (std::uint64_t cut : {1, 63, 64, 65, 500}) {
      Budget budget;
      auto engine = make_engine(rules, EngineKind::kRareCommon);
      engine->restore({whole.begin(), whole.begin() + cut});
      engine->extend_to(1000, budget);
      EXPECT_EQ(engine->values(), whole) << spelling << " cut at " << cut;
    }
  }
}

TEST(SequenceEngine, KnownSequences) {
  // Grundy's game, OEIS A002188.
  const HeapRules grundy = parse_take_and_break_code("4!.0", 1);
  const std::vector<std::uint16_t> expected = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3,
                                               2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4};
  for (EngineKind kind :
       {EngineKind::kNaive, EngineKind::kRareCommonValue, EngineKind::kRareCommonParity}) {
    const auto v = run(grundy, kind, expected.size() - 1);
    EXPECT_EQ(v, expected) << to_string(kind);
  }
}

TEST(SequenceEngine, BudgetLeavesAFinishedPrefix) {
  const HeapRules rules = parse_take_and_break_code("0.77", 1);
  Budget budget;
  budget.set_node_limit(5000);
  auto engine = make_engine(rules, EngineKind::kNaive);
  EXPECT_THROW(engine->extend_to(100000, budget), Error);
  const auto prefix = engine->values();
  const auto whole = run(rules, EngineKind::kNaive, prefix.size());
  EXPECT_TRUE(std::equal(prefix.begin(), prefix.end(), whole.begin()));
}

}  // namespace
}  // namespace grundy
