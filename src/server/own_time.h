#pragma once
// The time a thread has had to itself (Budget::OwnClock): the wall clock less the time the
// thread waited, runnable, for a core the scheduler gave to another thread. Sleeping on a lock
// or in a page fault counts as its own; being preempted does not. The server's first slice of a
// request is measured so (router.cc, answer): a cheap request preempted on a busy machine keeps
// its slice, and one blocked on a lock still ends its slice on time.
#include <chrono>  // std::chrono::nanoseconds

namespace grundy::server {

// Linux: the run-queue wait of /proc/thread-self/schedstat (its second field), read through a
// descriptor each thread keeps open. Without it (no schedstat), the wall clock alone.
std::chrono::nanoseconds thread_own_time();

}  // namespace grundy::server
