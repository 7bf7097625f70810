#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/budget.h"
#include "core/error.h"
#include "core/mex.h"
#include "core/nim.h"

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

}  // namespace
}  // namespace grundy
