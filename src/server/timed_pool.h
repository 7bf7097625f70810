#pragma once
// The server's worker pool. It measures how long each request waited for a worker (from the
// moment the connection front had its whole head), so that the wait is taken off the request's
// budget: time spent queued counts against the request, and a burst of heavy requests is
// answered within about one budget instead of one budget per wave of workers. (Time the client
// takes to send its request does not count.)
#include <httplib.h>

#include <cstddef>     // std::size_t
#include <functional>  // std::function
#include <optional>    // std::optional

#include "grundy/core/budget.h"

namespace grundy::server {

class TimedPool : public httplib::TaskQueue {
 public:
  explicit TimedPool(std::size_t threads) : pool_(threads) {}
  void enqueue(std::function<void()> fn) override;
  void shutdown() override { pool_.shutdown(); }

 private:
  httplib::ThreadPool pool_;
};

// On a worker thread: how long the task it runs (one request) waited in the queue, the first
// time it is asked; nullopt afterwards.
std::optional<Budget::Clock::duration> take_queue_wait();
// On a thread about to answer one request: how long it waited for a thread (the connection
// front's workers measure it from the kernel's arrival stamp).
void set_queue_wait(Budget::Clock::duration waited);

}  // namespace grundy::server
