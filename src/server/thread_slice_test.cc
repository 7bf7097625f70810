#include "server/thread_slice.h"

#include <gtest/gtest.h>
#include <sys/resource.h>  // getpriority, setpriority

#include <thread>

namespace grundy::server {
namespace {

// On a thread of its own (the slice is a thread's): the slice asked for is the one the kernel
// reports, its nice value is kept, and 0 gives the default back. A kernel without custom slices
// (before 6.12) refuses or ignores it: skipped, as the server then runs with the default.
TEST(ThreadSlice, TheKernelReportsTheSliceAskedForAndKeepsTheNiceValue) {
  std::thread([] {
    const std::chrono::nanoseconds before = thread_slice();
    ASSERT_EQ(::setpriority(PRIO_PROCESS, 0, 5), 0);  // nice 5 (raising needs no privilege)
    if (!set_thread_slice(std::chrono::microseconds(300))) {
      GTEST_SKIP() << "this kernel has no custom slices for SCHED_OTHER (Linux 6.12+)";
    }
    EXPECT_EQ(thread_slice(), std::chrono::microseconds(300));
    EXPECT_EQ(::getpriority(PRIO_PROCESS, 0), 5);
    // Shorter than the kernel grants: clamped up to the shortest.
    EXPECT_TRUE(set_thread_slice(std::chrono::microseconds(20)));
    EXPECT_EQ(thread_slice(), kShortestSlice);
    EXPECT_TRUE(set_thread_slice(std::chrono::nanoseconds(0)));
    EXPECT_EQ(thread_slice(), before);
  }).join();
}

}  // namespace
}  // namespace grundy::server
