#pragma once
// The server's worker pool. It measures how long each connection waited for a worker, so that
// the first request on a connection has that wait taken off its budget: time spent queued counts
// against the request, and a burst of heavy requests is answered within about one budget instead
// of one budget per wave of workers. (Time the client takes to send its request does not count.)
#include <httplib.h>

#include <cstddef>     // std::size_t
#include <functional>  // std::function
#include <optional>    // std::optional

#include "core/budget.h"

namespace grundy::server {

class TimedPool : public httplib::TaskQueue {
 public:
  explicit TimedPool(std::size_t threads) : pool_(threads) {}
  void enqueue(std::function<void()> fn) override;
  void shutdown() override { pool_.shutdown(); }

 private:
  httplib::ThreadPool pool_;
};

// On a worker thread: how long the connection it serves waited in the queue, the first time it
// is asked for that connection; nullopt afterwards (later keep-alive requests did not queue).
std::optional<Budget::Clock::duration> take_queue_wait();

}  // namespace grundy::server
