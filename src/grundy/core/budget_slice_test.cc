// Budget::set_slice: a slice of the time a thread has to itself, on a clock the caller gives
// (the server's is server/own_time.h), never past its latest deadline.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>

#include "grundy/core/budget.h"
#include "grundy/core/error.h"

namespace grundy {
namespace {

using std::chrono::milliseconds;

// A clock the test moves by hand: the time "the thread has had to itself".
struct HandClock {
  std::shared_ptr<std::chrono::nanoseconds> now = std::make_shared<std::chrono::nanoseconds>();
  Budget::OwnClock clock() const {
    return [now = now] { return *now; };
  }
};

TEST(BudgetSlice, WallTimeThatWasNotItsOwnDoesNotEndTheSlice) {
  HandClock own;
  Budget b;
  b.set_slice(own.clock(), milliseconds(20), Budget::Clock::now() + std::chrono::seconds(60));
  // The wall clock passes the slice (preempted), the own clock does not: it goes on.
  std::this_thread::sleep_for(milliseconds(40));
  *own.now += milliseconds(5);
  EXPECT_NO_THROW(b.check());
  EXPECT_EQ(b.slice_used(), milliseconds(5));
  // Its own time reaches the slice: refused, once the (moved) deadline has passed too.
  *own.now += milliseconds(15);
  std::this_thread::sleep_for(milliseconds(40));
  EXPECT_THROW(b.check(), Error);
}

TEST(BudgetSlice, NeverPastTheLatestDeadline) {
  HandClock own;
  Budget b;
  b.set_slice(own.clock(), std::chrono::seconds(30), Budget::Clock::now() + milliseconds(20));
  std::this_thread::sleep_for(milliseconds(40));
  EXPECT_THROW(b.check(), Error);
}

TEST(BudgetSlice, ADerivedBudgetKeepsTheSlice) {
  HandClock own;
  Budget b;
  b.set_slice(own.clock(), milliseconds(20), Budget::Clock::now() + std::chrono::seconds(60));
  Budget part = b.derive();
  std::this_thread::sleep_for(milliseconds(40));
  EXPECT_NO_THROW(part.check());
  *own.now += milliseconds(20);
  std::this_thread::sleep_for(milliseconds(40));
  EXPECT_THROW(part.check(), Error);
}

TEST(BudgetSlice, WithoutASliceNothingIsUsed) {
  Budget b = Budget::with_time(std::chrono::seconds(60));
  EXPECT_EQ(b.slice_used(), std::chrono::nanoseconds::zero());
}

}  // namespace
}  // namespace grundy
