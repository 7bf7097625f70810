#pragma once
// Latency isolation (issue 14, item 3). Every API request starts on the connection front's
// worker that read its head, with a short slice of its budget (--slice-ms, 2 ms of the thread's own
// time: own_time.h). One that is not done within the slice is handed to the heavy pool: its answer
// is discarded, and it is run again from scratch on one of the pool's threads with what is left of
// its one deadline (the slice and the wait in the pool's queue are charged to it: the deadline is
// fixed once, when the request first starts). So a request that runs to its 2 s budget holds a
// heavy thread, never a worker that answers cheap requests; the heavy threads run at a lower
// priority (nice kHeavyNice), so the cores go first to the cheap requests. The pool is bounded:
// when kHeavyThreads requests run and kHeavyQueue wait, a further heavy request is answered 503 at
// once.
#include <chrono>              // std::chrono::milliseconds
#include <condition_variable>  // std::condition_variable
#include <cstddef>             // std::size_t
#include <deque>               // std::deque
#include <functional>          // std::function
#include <mutex>               // std::mutex
#include <optional>            // std::optional
#include <string>              // std::string
#include <thread>              // std::thread
#include <vector>              // std::vector

#include "grundy/core/budget.h"

namespace grundy::server {

inline constexpr std::size_t kHeavyThreads = 16;
inline constexpr std::size_t kHeavyQueue = 48;
inline constexpr int kHeavyNice = 10;

// Thrown by a route (router.cc, answer) whose slice ran out and whose place in the heavy pool is
// reserved: the connection front catches it, writes nothing, and submits the request again to
// the pool. `deadline` is the request's one deadline.
struct HandOff {
  Budget::Clock::time_point deadline;
  // Its slice ended in an answer, only late (a cheap request on a busy machine, most likely):
  // it goes to the front of the queue, not behind requests that run to their budget.
  bool first = false;
};

class HeavyPool {
 public:
  // `threads` threads (0: none, every try_reserve fails), at most `queue` tasks waiting.
  HeavyPool(std::size_t threads, std::size_t queue);
  ~HeavyPool();  // waits for the tasks in progress; the waiting ones are dropped
  HeavyPool(const HeavyPool&) = delete;
  HeavyPool& operator=(const HeavyPool&) = delete;

  // Reserves a place (running or waiting); false when every place is taken.
  bool try_reserve();
  // Runs task on a pool thread, in a place reserved by try_reserve (freed when it returns);
  // `first`: before every task waiting.
  void submit(std::function<void()> task, bool first = false);
  // Frees a reserved place without running anything.
  void cancel_reservation();
  // "16 running, 48 waiting": for the 503's message.
  std::string describe() const;

 private:
  void work();
  std::size_t threads_, places_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;
  std::size_t reserved_ = 0, running_ = 0;
  bool stop_ = false;
  std::vector<std::thread> workers_;
};

// On a heavy thread, about to run a handed-off request again: its deadline. answer() takes it
// (once) and runs the request under it with no slice.
void set_resume_deadline(Budget::Clock::time_point deadline);
std::optional<Budget::Clock::time_point> take_resume_deadline();

}  // namespace grundy::server
