#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "grundy/core/budget.h"
#include "grundy/core/error.h"
#include "grundy/core/mex.h"
#include "grundy/core/nim.h"

namespace grundy {
namespace {

TEST(Mex, SmallSets) {
  EXPECT_EQ(mex(std::vector<int>{}), 0u);
  EXPECT_EQ(mex(std::vector<int>{0, 1, 3, 4}), 2u);
  EXPECT_EQ(mex(std::vector<int>{4, 3, 1, 0, 1, 1}), 2u);  // order and repeats do not matter
  EXPECT_EQ(mex(std::vector<int>{1, 2, 3}), 0u);
}

TEST(Mex, LargeValuesAndClearing) {
  MexSet set;
  for (std::uint64_t v = 0; v < 65535; ++v) set.insert(v);
  EXPECT_EQ(set.mex(), 65535u);
  set.insert(65535);
  set.insert(65537);
  EXPECT_EQ(set.mex(), 65536u);
  EXPECT_EQ(set.mex_from(65536), 65536u);
  set.clear();
  EXPECT_EQ(set.mex(), 0u);
  EXPECT_FALSE(set.contains(100));
  set.insert(0);
  EXPECT_EQ(set.mex(), 1u);
}

TEST(Nim, SumIsXor) {
  EXPECT_EQ(nim_sum(3, 5), 6u);
  EXPECT_EQ(nim_sum(nim_sum(3, 4), 5), 2u);
}

TEST(Nim, ProductFieldLaws) {
  // F ⊗ F = 3F/2 for Fermat 2-powers F = 2^(2^k).
  EXPECT_EQ(nim_product(2, 2), 3u);
  EXPECT_EQ(nim_product(4, 4), 6u);
  EXPECT_EQ(nim_product(16, 16), 24u);
  EXPECT_EQ(nim_product(1ull << 32, 1ull << 32), 3ull << 31);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    const Nimber a = rng(), b = rng(), c = rng();
    EXPECT_EQ(nim_product(a, b), nim_product(b, a));
    EXPECT_EQ(nim_product(nim_product(a, b), c), nim_product(a, nim_product(b, c)));
    EXPECT_EQ(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
    EXPECT_EQ(nim_product(a, 1), a);
  }
}

TEST(Budget, NodeLimitThrows) {
  Budget b;
  b.set_node_limit(10);
  EXPECT_THROW(
      {
        for (int i = 0; i < 100; ++i) b.charge();
      },
      Error);
}

TEST(Budget, CancelFlagThrows) {
  Budget b;
  auto flag = std::make_shared<std::atomic<bool>>(false);
  b.set_cancel_flag(flag);
  b.check();
  flag->store(true);
  try {
    b.check();
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

TEST(Budget, DeadlineThrows) {
  Budget b = Budget::with_time(std::chrono::milliseconds(0));
  EXPECT_THROW(b.check(), Error);
}

TEST(Budget, ByteLimitThrowsNamingWhatRanOut) {
  Budget b;
  b.set_byte_limit(1'000'000'000);
  b.charge_bytes(600'000'000, "the first table");
  EXPECT_EQ(b.bytes(), 600'000'000u);
  try {
    b.charge_bytes(12'300'000'000, "the Wythoff value table");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_TRUE(e.memory());
    EXPECT_EQ(std::string(e.what()),
              "the Wythoff value table needs 12.3 GB, more than the memory budget of 1.0 GB; "
              "ask for more with --memory BYTES");
  }
  EXPECT_EQ(b.bytes(), 600'000'000u);  // a refused charge charges nothing
  EXPECT_THROW(b.charge_bytes(400'000'001, "a memo"), Error);
  b.charge_bytes(400'000'000, "a memo");  // exactly the limit is allowed
  b.release_bytes(700'000'000);
  EXPECT_EQ(b.bytes(), 300'000'000u);
  EXPECT_EQ(b.peak_bytes(), 1'000'000'000u);
}

TEST(Budget, MemoryChargeGivesBackWhenDestroyed) {
  Budget b;
  b.set_byte_limit(100);
  {
    MemoryCharge c(b, "a search");
    c.add(60);
    c.set(90);
    EXPECT_EQ(b.bytes(), 90u);
    EXPECT_THROW(c.add(11), Error);
    EXPECT_EQ(c.bytes(), 90u);
  }
  EXPECT_EQ(b.bytes(), 0u);
  EXPECT_EQ(b.peak_bytes(), 90u);
}

TEST(Budget, PoolIsSharedAndGivenBack) {
  auto pool = std::make_shared<MemoryPool>(10'000'000);
  {
    Budget a, c;
    a.set_byte_limit(8'000'000);
    c.set_byte_limit(8'000'000);
    a.set_memory_pool(pool);
    c.set_memory_pool(pool);
    a.charge_bytes(6'000'000, "a's table");
    EXPECT_GE(pool->used(), 6'000'000u);
    // Each alone is under its own limit, together they would pass the pool's.
    try {
      c.charge_bytes(6'000'000, "c's table");
      FAIL();
    } catch (const Error& e) {
      EXPECT_TRUE(e.memory());
      EXPECT_NE(std::string(e.what()).find("every request now in progress"), std::string::npos);
    }
    a.release_bytes(6'000'000);
    c.charge_bytes(6'000'000, "c's table");
    Budget d = c.derive();  // a part of c's work: c's 6 MB leave it 2 MB
    EXPECT_THROW(d.charge_bytes(2'000'001, "d's table"), Error);
  }
  EXPECT_EQ(pool->used(), 0u);  // every budget gave its share back
}

TEST(Budget, FormatBytes) {
  EXPECT_EQ(format_bytes(999), "999 bytes");
  EXPECT_EQ(format_bytes(1000), "1.0 kB");
  EXPECT_EQ(format_bytes(1'000'000'000), "1.0 GB");
  EXPECT_EQ(format_bytes(999'960'000), "1.0 GB");
  EXPECT_EQ(format_bytes(24'000'000'000), "24.0 GB");
}

}  // namespace
}  // namespace grundy
