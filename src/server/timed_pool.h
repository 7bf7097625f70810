#pragma once
// The server's worker pool. It remembers when each connection was accepted, so that the first
// request on a connection is budgeted from that moment: time spent queued for a worker counts
// against the request's budget, and a burst of heavy requests is answered within about one
// budget instead of one budget per wave of workers.
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

// On a worker thread: when the connection it serves was accepted, the first time it is asked
// for that connection; nullopt afterwards (later keep-alive requests did not queue).
std::optional<Budget::Clock::time_point> take_accept_time();

}  // namespace grundy::server
