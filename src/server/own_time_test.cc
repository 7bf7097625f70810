// thread_own_time: asleep, a thread's time is its own; preempted, it is not.
#include "server/own_time.h"

#include <gtest/gtest.h>
#include <sched.h>   // sched_setaffinity
#include <unistd.h>  // access

#include <atomic>
#include <chrono>
#include <thread>

namespace grundy::server {
namespace {

using std::chrono::milliseconds;

TEST(OwnTime, SleepingIsTheThreadsOwnTime) {
  const auto before = thread_own_time();
  std::this_thread::sleep_for(milliseconds(100));
  EXPECT_GE(thread_own_time() - before, milliseconds(100));
}

// Two threads spinning on one core for 400 ms of wall time share it: each has about half to
// itself. Where schedstat is missing (the wall clock alone) the test has nothing to see.
TEST(OwnTime, TimeOnAnotherThreadsTurnIsNotOwn) {
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(0, &one);
  std::atomic<bool> stop{false};
  std::chrono::nanoseconds own[2]{};
  auto spin = [&](int i) {
    ::sched_setaffinity(0, sizeof one, &one);
    const auto start = thread_own_time();
    while (!stop.load()) {
    }
    own[i] = thread_own_time() - start;
  };
  std::thread a(spin, 0), b(spin, 1);
  std::this_thread::sleep_for(milliseconds(400));
  stop = true;
  a.join();
  b.join();
  if (::access("/proc/thread-self/schedstat", R_OK) != 0) {
    GTEST_SKIP() << "no /proc/thread-self/schedstat";
  }
  // Each had at most its wall time, and together not much more than the one core's 400 ms.
  EXPECT_LT(own[0] + own[1], milliseconds(700));
}

}  // namespace
}  // namespace grundy::server
