// BudgetedMutex: exclusion, a waiter refused when its budget is spent, and the lock handed on
// when the holder unlocks (tests/tsan/concurrency_test.cc runs the exclusion under TSan too).
#include "grundy/core/budgeted_mutex.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "grundy/core/error.h"

namespace grundy {
namespace {

TEST(BudgetedMutex, TryLockSeesTheHolder) {
  BudgetedMutex m;
  EXPECT_TRUE(m.try_lock());
  EXPECT_FALSE(m.try_lock());
  m.unlock();
  EXPECT_TRUE(m.try_lock());
  m.unlock();
}

// A waiter behind a holder that never lets go leaves with its budget's error; the lock is still
// the holder's, and free once the holder unlocks.
TEST(BudgetedMutex, AWaiterLeavesWhenItsBudgetIsSpent) {
  BudgetedMutex m;
  Budget unlimited;
  auto held = lock_under(m, unlimited);
  Budget short_budget = Budget::with_time(std::chrono::milliseconds(30));
  std::atomic<int> kind = -1;
  std::thread waiter([&] {
    try {
      auto lock = lock_under(m, short_budget);
      kind = -2;  // took a lock that was held
    } catch (const Error& e) {
      kind = static_cast<int>(e.kind());
    }
  });
  waiter.join();
  EXPECT_EQ(kind, static_cast<int>(ErrorKind::kBudget));
  EXPECT_FALSE(m.try_lock());
  held.unlock();
  EXPECT_TRUE(m.try_lock());
  m.unlock();
}

// The holder unlocks while others wait without limit: each gets the lock in turn, and the
// counter it guards is never written by two at once (a plain int: a lost update shows as a
// count short of the total).
TEST(BudgetedMutex, WaitersTakeTheLockInTurn) {
  constexpr int kThreads = 6, kRounds = 2000;
  BudgetedMutex m;
  int counter = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      Budget budget;
      for (int i = 0; i < kRounds; ++i) {
        auto lock = lock_under(m, budget);
        const int seen = counter;
        if (i % 64 == 0) std::this_thread::yield();
        counter = seen + 1;
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(counter, kThreads * kRounds);
}

}  // namespace
}  // namespace grundy
