#pragma once
// The run slice a thread asks the scheduler for. Linux's EEVDF scheduler (6.6+) gives each
// runnable thread a virtual deadline one slice after it becomes eligible and runs the eligible
// thread whose deadline is earliest; since 6.12 a SCHED_OTHER thread may ask for its own slice
// (sched_attr.sched_runtime, 0.1–100 ms) without privilege. A worker asking for a short slice
// gets an earlier deadline when it wakes with a request, so it runs soon even while other
// threads (the first slices of heavy requests, the client) keep both cores busy; its priority
// (nice) and its share of the CPU are unchanged. Measured in tests/load/README.md (session 15):
// cheap p99 beside 56 connections of heavy requests 6.5–8.0 ms with the default slice,
// 0.9–2.4 ms with 0.1 ms.
#include <chrono>  // std::chrono::nanoseconds

namespace grundy::server {

// The shortest slice the kernel grants (it clamps shorter requests up to it).
inline constexpr std::chrono::nanoseconds kShortestSlice{100'000};

// Asks for `slice` for the calling thread (0: the kernel's default), keeping its policy and nice
// value. True if the kernel now reports that slice; false on a kernel without custom slices
// (the thread keeps the default: the server works, only without the shorter wait).
bool set_thread_slice(std::chrono::nanoseconds slice);

// The slice the kernel reports for the calling thread (sched_attr.sched_runtime): what it asked
// for, or the default it runs with; zero if the kernel does not say.
std::chrono::nanoseconds thread_slice();

}  // namespace grundy::server
