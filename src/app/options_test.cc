#include "app/options.h"

#include <gtest/gtest.h>

#include "app/commands.h"
#include "grundy/core/error.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

TEST(Options, ListsEveryOptionWithItsValue) {
  grundy::testing::TestShared shared;
  Budget budget;
  const OptionsResult r = options("sub{1,2,3}:6 + sub{1,3,4}:4", shared.context(budget));
  EXPECT_EQ(r.value, 0u);
  ASSERT_EQ(r.options.size(), 6u);  // 3 takes in each heap
  for (const OptionItem& o : r.options) {
    Budget b;
    EXPECT_EQ(o.value, value(o.to, shared.context(b)).value) << o.to;
    EXPECT_NE(o.value, 0u);  // a P-position has only N options
  }
}

TEST(Options, MexOfTheOptionsIsTheValue) {
  grundy::testing::TestShared shared;
  Budget budget;
  for (int n = 0; n <= 12; ++n) {
    const OptionsResult r = options("kayles:" + std::to_string(n), shared.context(budget));
    std::vector<bool> seen(r.options.size() + 1);
    for (const OptionItem& o : r.options) {
      if (o.value < seen.size()) seen[o.value] = true;
    }
    std::uint64_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    EXPECT_EQ(r.value, mex) << n;
  }
}

TEST(Options, TruncatesHugeListsAndRefusesImpossibleOnes) {
  grundy::testing::TestShared shared;
  Budget budget;
  const OptionsResult r = options("nim:5000", shared.context(budget), 100);
  EXPECT_TRUE(r.truncated);
  EXPECT_EQ(r.options.size(), 100u);
  Budget b;
  EXPECT_THROW(options("nim:1000000000000", shared.context(b)), Error);
}

// Issue 34: no fixed cap on the count (it was 1 000). Grundy's game at heap 2 003 has 1 001
// options, the splits a + b = 2003 with 1 <= a < b; each option's value is checked against a
// plain mex recursion over Grundy's game written out here (a second route).
TEST(Options, ListsMoreThanAThousandOptions) {
  constexpr int kHeap = 2003;
  std::vector<std::uint64_t> g(kHeap + 1, 0);
  for (int n = 3; n <= kHeap; ++n) {
    std::vector<bool> seen(n + 1);
    for (int a = 1; 2 * a < n; ++a) {
      const std::uint64_t v = g[a] ^ g[n - a];
      if (v < seen.size()) seen[v] = true;
    }
    while (seen[g[n]]) ++g[n];
  }
  std::size_t splits = 0;
  for (int a = 1; 2 * a < kHeap; ++a) ++splits;
  grundy::testing::TestShared shared;
  Budget budget;
  const OptionsResult r = options("grundys-game:" + std::to_string(kHeap), shared.context(budget));
  EXPECT_FALSE(r.truncated);
  ASSERT_EQ(r.options.size(), splits);
  EXPECT_GT(r.options.size(), 1000u);
  EXPECT_EQ(r.value, g[kHeap]);
  for (const OptionItem& o : r.options) {
    // "grundys-game:a,b"
    const std::string heaps = o.to.substr(o.to.find(':') + 1);
    const int a = std::stoi(heaps), b = std::stoi(heaps.substr(heaps.find(',') + 1));
    EXPECT_EQ(a + b, kHeap) << o.to;
    EXPECT_EQ(o.value, g[a] ^ g[b]) << o.to;
  }
}

// The count the issue names: Grundy's game at heap 92 679 has (92679 − 1)/2 = 46 339 options,
// each listed (the splits a + b = 92679 with 1 <= a < b, counted here by that formula).
TEST(Options, GrundysGameAtHeap92679ListsAll46339Options) {
  constexpr int kHeap = 92679;
  grundy::testing::TestShared shared;
  Budget budget;
  const OptionsResult r = options("grundys-game:" + std::to_string(kHeap), shared.context(budget));
  EXPECT_FALSE(r.truncated);
  EXPECT_EQ(r.options.size(), static_cast<std::size_t>((kHeap - 1) / 2));
  EXPECT_EQ(r.options.size(), 46339u);
}

// The list is bounded by the budget's bytes instead: a small memory budget refuses it.
TEST(Options, ALongListIsBoundedByTheByteBudget) {
  grundy::testing::TestShared shared;
  Budget budget;
  budget.set_byte_limit(64 * 1024);
  EXPECT_THROW(options("nim:100000", shared.context(budget)), Error);
}

}  // namespace
}  // namespace grundy::app
