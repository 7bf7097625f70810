#pragma once
// A Budget bounds a computation: a node limit, a deadline and a cancel flag. Every search in the
// engine charges it as it goes; running out throws Error(kBudget), never a wrong answer.
#include <atomic>      // std::atomic<bool>
#include <chrono>      // std::chrono::steady_clock
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <limits>      // std::numeric_limits
#include <memory>      // std::shared_ptr

namespace grundy {

class Budget {
 public:
  using Clock = std::chrono::steady_clock;

  // No limits at all.
  Budget() = default;
  static Budget unlimited() { return Budget(); }
  static Budget with_time(std::chrono::milliseconds ms) {
    Budget b;
    b.set_deadline(Clock::now() + ms);
    return b;
  }

  void set_node_limit(std::uint64_t n) {
    node_limit_ = n;
    if (next_check_ > n) next_check_ = n;
  }
  void set_deadline(Clock::time_point t) { deadline_ = t, has_deadline_ = true; }
  // The flag may be shared with another thread (a server connection, a signal handler).
  void set_cancel_flag(std::shared_ptr<std::atomic<bool>> flag) { cancel_ = std::move(flag); }

  // Charges n units of work; throws Error(kBudget) when a limit is passed. The clock and the
  // flag are read only every kCheckInterval units, so charging is cheap on hot paths.
  void charge(std::uint64_t n = 1) {
    nodes_ += n;
    if (nodes_ >= next_check_) check();
  }
  // Checks every limit now.
  void check();

  // Called from check() (every kCheckInterval units at most) with the work done so far, so a
  // front end can show progress; the engine itself never prints.
  void set_progress(std::function<void(std::uint64_t nodes)> progress) {
    progress_ = std::move(progress);
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t node_limit() const { return node_limit_; }

 private:
  static constexpr std::uint64_t kCheckInterval = 1
                                                  << 12;  // ~4 µs of work: a deadline is seen soon
  std::uint64_t nodes_ = 0;
  std::uint64_t next_check_ = kCheckInterval;
  std::uint64_t node_limit_ = std::numeric_limits<std::uint64_t>::max();
  Clock::time_point deadline_{};
  bool has_deadline_ = false;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::function<void(std::uint64_t)> progress_;
};

}  // namespace grundy
