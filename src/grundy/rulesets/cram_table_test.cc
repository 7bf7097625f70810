// The Cram search's table (cram_table.h): what is stored is found, a full bucket gives up its
// cheapest entry, growth stops at the budget, and nothing found is ever another key's value.
#include "grundy/rulesets/cram_table.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <tuple>

#include "grundy/core/error.h"

namespace grundy::cram {
namespace {

RegionKey key(std::uint64_t bits, int rows = 2, int cols = 3) {
  return RegionKey{bits, static_cast<std::uint8_t>(rows), static_cast<std::uint8_t>(cols)};
}

// Keys that differ only in the box's shape are different keys.
TEST(CramTable, StoresAndFinds) {
  Budget budget;
  RegionTable t(budget);
  EXPECT_EQ(t.find(key(5)), std::nullopt);
  t.store(key(5), 3, 10);
  t.store(key(5, 1, 6), 4, 10);
  EXPECT_EQ(t.find(key(5)), 3);
  EXPECT_EQ(t.find(key(5, 1, 6)), 4);
  EXPECT_EQ(t.find(key(6)), std::nullopt);
  t.store(key(5), 3, 10);  // again: still one entry
  EXPECT_EQ(t.size(), 2u);
}

// What a search found a region not to have adds up, a known nimber overrides it, and neither is
// taken for the other.
TEST(CramTable, KeepsExclusionsApartFromNimbers) {
  Budget budget;
  RegionTable t(budget);
  const std::uint64_t dear = RegionTable::kExcludeMinNodes;
  t.exclude(key(7), 0b101, dear);
  EXPECT_EQ(t.find(key(7)), std::nullopt);
  EXPECT_EQ(t.probe(key(7)).value, RegionTable::kUnknown);
  EXPECT_EQ(t.probe(key(7)).excluded, 0b101u);
  t.exclude(key(7), 0b10010, dear);
  EXPECT_EQ(t.probe(key(7)).excluded, 0b10111u);
  t.exclude(key(8), 0b1, dear - 1);  // too cheap to keep
  EXPECT_EQ(t.probe(key(8)).excluded, 0u);
  t.store(key(7), 3, 1);
  EXPECT_EQ(t.find(key(7)), 3);
  t.exclude(key(7), 0b1, dear);  // a known nimber stays
  EXPECT_EQ(t.find(key(7)), 3);
  EXPECT_EQ(t.probe(key(7)).value, 3);
  EXPECT_EQ(t.probe(key(9)).value, RegionTable::kUnknown);
  EXPECT_EQ(t.probe(key(9)).excluded, 0u);
}

// Many keys in a table that may grow: all found, against a std::map.
TEST(CramTable, GrowsAndKeepsEverything) {
  Budget budget;
  RegionTable t(budget, 1 << 16);
  std::map<std::uint64_t, std::uint8_t> reference;
  std::mt19937_64 rng(5);
  for (int i = 0; i < 30000; ++i) {
    const std::uint64_t b = rng();
    const auto v = static_cast<std::uint8_t>(rng() % 100);
    reference[b] = v;
    t.store(key(b, 8, 8), v, 1);
  }
  EXPECT_GT(t.capacity(), RegionTable::kInitialEntries);
  int found = 0;
  for (const auto& [b, v] : reference) {
    const auto got = t.find(key(b, 8, 8));
    if (got) {
      ASSERT_EQ(*got, v);
      ++found;
    }
  }
  // Below three quarters full, only a bucket that filled early can have dropped a few.
  EXPECT_GT(found, 29000);
  EXPECT_EQ(budget.bytes(), t.capacity() * RegionTable::kEntryBytes);
}

// A table of one bucket: a fifth key replaces the entry that took the least work, and every
// key found has its own value.
TEST(CramTable, ReplacesTheCheapestInAFullBucket) {
  Budget budget;
  RegionTable t(budget, RegionTable::kWays);
  EXPECT_EQ(t.capacity(), static_cast<std::uint64_t>(RegionTable::kWays));
  for (int i = 0; i < RegionTable::kWays; ++i) {
    t.store(key(static_cast<std::uint64_t>(i)), static_cast<std::uint8_t>(i),
            i == 2 ? 3 : 1000 + i);
  }
  t.store(key(100), 100, 50);  // replaces key 2, the cheapest
  EXPECT_EQ(t.find(key(2)), std::nullopt);
  EXPECT_EQ(t.find(key(100)), 100);
  for (int i = 0; i < RegionTable::kWays; ++i) {
    if (i != 2) {
      EXPECT_EQ(t.find(key(static_cast<std::uint64_t>(i))), i);
    }
  }
  EXPECT_EQ(t.replaced(), 1u);
  EXPECT_EQ(t.capacity(), static_cast<std::uint64_t>(RegionTable::kWays));
  // Colliding keys by the thousand: whatever is found is right.
  std::mt19937_64 rng(9);
  for (int i = 0; i < 5000; ++i) {
    const std::uint64_t b = rng() % 64;
    t.store(key(b), static_cast<std::uint8_t>(b), rng() % 2000);
    for (std::uint64_t c = 0; c < 64; ++c) {
      if (auto v = t.find(key(c))) {
        ASSERT_EQ(*v, c);
      }
    }
  }
}

// The budget bounds the table: it stops growing at half the bytes left, and replaces from there
// on, without an error; a budget without room for the least table is an error.
TEST(CramTable, StaysWithinItsBudget) {
  Budget budget;
  budget.set_byte_limit(200'000);
  RegionTable t(budget);
  std::mt19937_64 rng(3);
  for (int i = 0; i < 100000; ++i) t.store(key(rng(), 8, 8), 1, 1);
  EXPECT_LE(budget.peak_bytes(), 200'000u);
  EXPECT_LE(t.capacity() * RegionTable::kEntryBytes, 100'000u);
  EXPECT_GT(t.replaced(), 0u);
  Budget tiny;
  tiny.set_byte_limit(100);
  try {
    RegionTable none(tiny, 1024);
    ADD_FAILURE() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

}  // namespace
}  // namespace grundy::cram
