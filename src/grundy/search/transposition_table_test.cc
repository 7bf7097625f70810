// The outcome search's transposition table: it starts small, doubles as it fills, keeps what it
// was told across a doubling, and stops growing (without an error) where its bound or the
// budget ends.
#include "grundy/search/transposition_table.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace grundy::partizan {
namespace {

SumKey key_of(std::uint64_t i) {
  // Two independent mixes of i, as the search's two hashes are.
  auto mix = [](std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
  };
  return {mix(2 * i + 1), mix(2 * i + 2)};
}

TEST(TranspositionTable, StartsSmallAndDoublesAsItFills) {
  Budget budget;
  TranspositionTable table(budget, std::uint64_t{1} << 26);
  const std::uint64_t start = table.entries();
  EXPECT_EQ(start * 16, TranspositionTable::kStartBytes);
  EXPECT_EQ(table.max_entries() * 16, std::uint64_t{1} << 26);
  EXPECT_EQ(budget.bytes(), TranspositionTable::kStartBytes);
  // Four times the first size of distinct keys: it must have doubled at least twice.
  const std::uint64_t n = 4 * start;
  for (std::uint64_t i = 0; i < n; ++i) table.store(key_of(i), i % 3 == 0, i % 7);
  EXPECT_GE(table.entries(), 4 * start);
  EXPECT_EQ(budget.bytes(), table.entries() * 16);  // each doubling charged
  // Grown when more than half full, it lost some entries (two to a bucket: with as many keys as
  // buckets about a tenth overflow) and holds no wrong one.
  std::uint64_t found = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    const auto win = table.find(key_of(i));
    if (!win) continue;
    ++found;
    EXPECT_EQ(*win, i % 3 == 0) << i;
  }
  EXPECT_GT(found, n * 3 / 4);
  // Keys never stored are not found.
  for (std::uint64_t i = n; i < n + 10'000; ++i) EXPECT_FALSE(table.find(key_of(i))) << i;
}

TEST(TranspositionTable, AnEntryKeepsItsAnswerAcrossEveryDoubling) {
  Budget budget;
  TranspositionTable table(budget, std::uint64_t{1} << 24);
  table.store(key_of(0), true, 1000);
  table.store(key_of(1), false, 1000);
  for (std::uint64_t i = 2; i < 300'000; ++i) {
    table.store(key_of(i), true, 0);  // less work: never displaces the first two from their tier
    if (i % 4096 == 0) {
      ASSERT_EQ(table.find(key_of(0)), std::optional<bool>(true)) << i;
      ASSERT_EQ(table.find(key_of(1)), std::optional<bool>(false)) << i;
    }
  }
  EXPECT_GE(table.entries() * 16, std::uint64_t{1} << 23);  // doubled five times or six
  EXPECT_LE(table.entries() * 16, std::uint64_t{1} << 24);
}

TEST(TranspositionTable, StopsAtItsBoundAndAtTheBudgetWithoutAnError) {
  {
    Budget budget;
    TranspositionTable table(budget, std::uint64_t{1} << 19);  // two doublings' worth at most
    for (std::uint64_t i = 0; i < 200'000; ++i) table.store(key_of(i), true, 1);
    EXPECT_EQ(table.entries() * 16, std::uint64_t{1} << 19);
    EXPECT_EQ(budget.bytes(), std::uint64_t{1} << 19);
  }
  {
    Budget budget;
    budget.set_byte_limit(std::uint64_t{4} << 20);  // a quarter of it: 1 MiB of table at most
    TranspositionTable table(budget, std::uint64_t{1} << 26);
    MemoryCharge other(budget, "something else");
    other.add(std::uint64_t{3} << 20);  // the rest of the budget is taken meanwhile
    for (std::uint64_t i = 0; i < 200'000; ++i) table.store(key_of(i), false, 1);
    EXPECT_LE(budget.bytes(), budget.byte_limit());
    EXPECT_LT(table.entries() * 16, std::uint64_t{1} << 20);
    EXPECT_EQ(table.find(key_of(199'999)), std::optional<bool>(false));  // the last kept
  }
}

}  // namespace
}  // namespace grundy::partizan
