// The results store waits for another connection's lock no longer than its budget allows (issue
// 14 item 5): a second connection holds the write lock, and a save bounded by a budget's deadline
// or cancel flag stops with the budget's Error(kBudget) soon after, not after SQLite's 5 s.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <stdlib.h>  // mkdtemp

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <thread>

#include "store/result_store.h"
#include "grundy/core/budget.h"
#include "grundy/core/error.h"

namespace grundy::app {
namespace {

using Clock = std::chrono::steady_clock;

struct BusyStore : ::testing::Test {
  std::string dir, path;
  sqlite3* holder = nullptr;  // the other connection, holding the write lock
  const std::vector<std::uint16_t> values{0, 1, 2, 0, 1, 2};

  void SetUp() override {
    dir = (std::filesystem::temp_directory_path() / "grundy-busy-XXXXXX").string();
    ASSERT_NE(mkdtemp(dir.data()), nullptr);
    path = dir + "/r.sqlite";
    ResultStore(path).save("0.6", values, std::nullopt, 0);  // a store with one entry
    ASSERT_EQ(sqlite3_open(path.c_str(), &holder), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(holder, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
  }
  void TearDown() override {
    sqlite3_close(holder);
    std::filesystem::remove_all(dir);
  }
  // Saves under budget; returns the error's kind and how long it took.
  std::pair<std::optional<ErrorKind>, Clock::duration> save(Budget& budget) {
    const auto start = Clock::now();
    std::optional<ErrorKind> kind;
    try {
      ResultStore store(path, &budget);
      store.save("0.7", values, std::nullopt, 0);
    } catch (const Error& e) {
      kind = e.kind();
    }
    return {kind, Clock::now() - start};
  }
};

TEST_F(BusyStore, AWaitForTheLockEndsAtTheBudgetsDeadline) {
  Budget budget = Budget::with_time(std::chrono::milliseconds(200));
  const auto [kind, took] = save(budget);
  EXPECT_EQ(kind, ErrorKind::kBudget);
  EXPECT_GE(took, std::chrono::milliseconds(190));
  // kBudget, not the store's own "busy" error: the budget, not ResultStore::kBusyWait (5 s),
  // ended the wait.
}

TEST_F(BusyStore, AWaitForTheLockEndsWhenTheBudgetIsCancelled) {
  Budget budget;
  auto flag = std::make_shared<std::atomic<bool>>(false);
  budget.set_cancel_flag(flag);
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    flag->store(true);
  });
  const auto [kind, took] = save(budget);
  canceller.join();
  EXPECT_EQ(kind, ErrorKind::kBudget);  // the cancel, not the 5 s of ResultStore::kBusyWait
  (void)took;
}

TEST_F(BusyStore, ALockReleasedWithinTheBudgetIsWaitedFor) {
  std::thread releaser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    sqlite3_exec(holder, "COMMIT", nullptr, nullptr, nullptr);
  });
  Budget budget = Budget::with_time(std::chrono::seconds(20));
  const auto [kind, took] = save(budget);
  releaser.join();
  EXPECT_FALSE(kind) << "the save failed";
  EXPECT_GE(took, std::chrono::milliseconds(140));
  const auto got = ResultStore(path).load("0.7");
  ASSERT_TRUE(got);
  EXPECT_EQ(got->values, values);
}

}  // namespace
}  // namespace grundy::app
