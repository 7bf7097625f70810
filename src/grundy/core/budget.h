#pragma once
// A Budget bounds a computation: a node limit, a deadline, a cancel flag and a byte limit. Every
// search in the engine charges it as it goes; running out throws Error(kBudget), never a wrong
// answer. Bytes are charged by whoever allocates (a value table, a memo, a search stack) before
// allocating, so a request that would need more memory than it may have stops with a message
// naming what ran out, instead of being killed by the kernel.
#include <atomic>       // std::atomic
#include <chrono>       // std::chrono::steady_clock
#include <cstdint>      // std::uint64_t
#include <functional>   // std::function
#include <limits>       // std::numeric_limits
#include <memory>       // std::shared_ptr
#include <string>       // std::string
#include <string_view>  // std::string_view

namespace grundy {

// Memory shared by several budgets (the server's requests): each charge is taken from the pool
// as well as from the budget's own limit, so concurrent requests together stay under the pool.
class MemoryPool {
 public:
  explicit MemoryPool(std::uint64_t limit) : limit_(limit) {}
  // Takes n bytes; false (and nothing taken) when that would pass the limit.
  bool try_take(std::uint64_t n);
  void give_back(std::uint64_t n) { used_.fetch_sub(n, std::memory_order_relaxed); }
  std::uint64_t used() const { return used_.load(std::memory_order_relaxed); }
  std::uint64_t limit() const { return limit_; }

 private:
  std::atomic<std::uint64_t> used_{0};
  std::uint64_t limit_;
};

class Budget {
 public:
  using Clock = std::chrono::steady_clock;

  // No limits at all.
  Budget() = default;
  // A budget is moved, never copied: a copy would charge the same bytes twice to a pool.
  Budget(Budget&& other) noexcept;
  Budget& operator=(Budget&& other) noexcept;
  Budget(const Budget&) = delete;
  Budget& operator=(const Budget&) = delete;
  // Gives whatever is still charged back to the pool.
  ~Budget();

  static Budget unlimited() { return Budget(); }
  // A budget for a part of this computation: the same deadline, cancel flag, pool and hint, the
  // nodes counted on from here, and the bytes this one has left. (Copying would count the bytes
  // already charged twice.)
  Budget derive() const;
  // One of `parts` budgets for parts of this computation run at once on their own threads: as
  // derive(), with a share of the nodes and bytes left (so the parts together stay within this
  // budget), and stopped (Error(kBudget)) once `stop` is set, as a part that failed sets it so
  // that its siblings end too.
  Budget derive_part(unsigned parts, std::shared_ptr<std::atomic<bool>> stop) const;
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
  // A clock of the time a thread has had to itself: running, or waiting for something it
  // asked for (a lock, a page), but not waiting for a core the scheduler gave to another.
  using OwnClock = std::function<std::chrono::nanoseconds()>;
  // Makes the deadline a slice of `own` time: when the deadline passes, the computation goes on
  // for as long as less than `slice` of it has gone by since this call, but never past
  // `latest`. The server's first slice (heavy_pool.h), so that a cheap request preempted on a
  // busy machine is not taken for a heavy one.
  void set_slice(OwnClock own, std::chrono::nanoseconds slice, Clock::time_point latest);
  // How much of the slice has gone by (zero without one).
  std::chrono::nanoseconds slice_used() const;
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

  // ---- memory ----
  // The most bytes this budget may have charged at once (default: no limit).
  void set_byte_limit(std::uint64_t n) {
    byte_limit_ = n;
    const std::uint64_t cap = pool_ && pool_reserved_ < n ? pool_reserved_ : n;
    byte_room_ = cap > bytes_ ? cap - bytes_ : 0;
  }
  // Every charge is also taken from this pool (the server's memory, shared by its requests).
  void set_memory_pool(std::shared_ptr<MemoryPool> pool);
  // How to ask for more, ending the message of an error over the byte limit ("ask for more
  // with --memory BYTES" at the command line).
  void set_memory_hint(std::string hint) { memory_hint_ = std::move(hint); }

  // Charges n bytes that `what` ("the Wythoff value table") is about to allocate; throws
  // Error(kBudget) (memory_error) naming it when that passes the limit, charging nothing.
  void charge_bytes(std::uint64_t n, std::string_view what) {
    if (n <= byte_room_) {
      bytes_ += n, byte_room_ -= n;
      if (bytes_ > peak_bytes_) peak_bytes_ = bytes_;
      return;
    }
    charge_bytes_slow(n, what);
  }
  // Gives back bytes charged before (the table or search was freed).
  void release_bytes(std::uint64_t n);

  std::uint64_t bytes() const { return bytes_; }
  std::uint64_t peak_bytes() const { return peak_bytes_; }
  std::uint64_t byte_limit() const { return byte_limit_; }

  // Called from check() (every kCheckInterval units at most) with the work done so far, so a
  // front end can show progress; the engine itself never prints.
  void set_progress(std::function<void(std::uint64_t nodes)> progress) {
    progress_ = std::move(progress);
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t node_limit() const { return node_limit_; }

 private:
  void charge_bytes_slow(std::uint64_t n, std::string_view what);
  // Bytes taken from the pool in advance, so the pool's atomic is touched once per chunk.
  static constexpr std::uint64_t kPoolChunk = 1 << 20;
  static constexpr std::uint64_t kCheckInterval = 1
                                                  << 12;  // ~4 µs of work: a deadline is seen soon
  std::uint64_t nodes_ = 0;
  std::uint64_t next_check_ = kCheckInterval;
  std::uint64_t node_limit_ = std::numeric_limits<std::uint64_t>::max();
  Clock::time_point deadline_{};
  bool has_deadline_ = false;
  // set_slice: its clock, the clock's reading then, the slice, the latest deadline.
  OwnClock own_clock_;
  std::chrono::nanoseconds slice_start_{}, slice_{};
  Clock::time_point latest_{};
  // The deadline passed: true if a slice not yet used up moved it on.
  bool extend_slice(Clock::time_point now);
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::shared_ptr<std::atomic<bool>> stop_;  // derive_part: a sibling part failed
  std::uint64_t share_of_ = 0;  // derive_part: the whole budget's byte limit this is a share of
  std::function<void(std::uint64_t)> progress_;

  std::uint64_t bytes_ = 0, peak_bytes_ = 0;
  std::uint64_t byte_limit_ = std::numeric_limits<std::uint64_t>::max();
  // Bytes that may be charged without the slow path: 0 while a pool is set and nothing is
  // reserved from it, else what is left under the limit (and under the pool reservation).
  std::uint64_t byte_room_ = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t pool_reserved_ = 0;  // taken from pool_ in all (bytes_ ≤ pool_reserved_)
  std::shared_ptr<MemoryPool> pool_;
  std::string memory_hint_ = "ask for more with --memory BYTES";
};

// Bytes charged for as long as it lives (a search's memo, a table built for one request): it
// grows with the structure it stands for and gives everything back when destroyed.
class MemoryCharge {
 public:
  MemoryCharge(Budget& budget, std::string_view what) : budget_(&budget), what_(what) {}
  MemoryCharge(const MemoryCharge&) = delete;
  MemoryCharge& operator=(const MemoryCharge&) = delete;
  ~MemoryCharge() { budget_->release_bytes(bytes_); }
  void add(std::uint64_t n) {
    budget_->charge_bytes(n, what_);
    bytes_ += n;
  }
  void sub(std::uint64_t n) {
    n = n < bytes_ ? n : bytes_;
    budget_->release_bytes(n);
    bytes_ -= n;
  }
  // Brings the charge to n bytes in all.
  void set(std::uint64_t n) { n > bytes_ ? add(n - bytes_) : sub(bytes_ - n); }
  std::uint64_t bytes() const { return bytes_; }
  // What is charged now stays charged for the life of the budget (a table kept beyond the
  // computation that built it).
  void keep() { bytes_ = 0; }

 private:
  Budget* budget_;
  std::string_view what_;  // a literal: it outlives the charge
  std::uint64_t bytes_ = 0;
};

// "12.3 GB", "512 kB", "100 bytes": decimal units, as --memory is given in bytes.
std::string format_bytes(std::uint64_t n);

}  // namespace grundy
