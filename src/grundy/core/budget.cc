#include "grundy/core/budget.h"

#include <fmt/format.h>

#include <algorithm>

#include "grundy/core/error.h"

namespace grundy {

bool MemoryPool::try_take(std::uint64_t n) {
  std::uint64_t used = used_.load(std::memory_order_relaxed);
  do {
    if (n > limit_ || used > limit_ - n) return false;
  } while (!used_.compare_exchange_weak(used, used + n, std::memory_order_relaxed));
  return true;
}

Budget::Budget(Budget&& other) noexcept {
  *this = std::move(other);
}

Budget& Budget::operator=(Budget&& other) noexcept {
  if (this == &other) return *this;
  if (pool_) pool_->give_back(pool_reserved_);
  nodes_ = other.nodes_;
  next_check_ = other.next_check_;
  node_limit_ = other.node_limit_;
  deadline_ = other.deadline_;
  has_deadline_ = other.has_deadline_;
  own_clock_ = std::move(other.own_clock_);
  slice_start_ = other.slice_start_;
  slice_ = other.slice_;
  latest_ = other.latest_;
  cancel_ = std::move(other.cancel_);
  stop_ = std::move(other.stop_);
  share_of_ = other.share_of_;
  progress_ = std::move(other.progress_);
  bytes_ = other.bytes_;
  peak_bytes_ = other.peak_bytes_;
  byte_limit_ = other.byte_limit_;
  byte_room_ = other.byte_room_;
  pool_reserved_ = other.pool_reserved_;
  pool_ = std::move(other.pool_);
  memory_hint_ = std::move(other.memory_hint_);
  other.pool_reserved_ = 0;
  other.bytes_ = 0;
  return *this;
}

Budget Budget::derive() const {
  Budget b;
  b.nodes_ = nodes_;
  b.next_check_ = next_check_;
  b.node_limit_ = node_limit_;
  b.deadline_ = deadline_;
  b.has_deadline_ = has_deadline_;
  b.own_clock_ = own_clock_;
  b.slice_start_ = slice_start_;
  b.slice_ = slice_;
  b.latest_ = latest_;
  b.cancel_ = cancel_;
  b.memory_hint_ = memory_hint_;
  b.set_byte_limit(byte_limit_ - std::min(bytes_, byte_limit_));
  if (pool_) b.set_memory_pool(pool_);
  return b;
}

Budget Budget::derive_part(unsigned parts, std::shared_ptr<std::atomic<bool>> stop) const {
  if (parts == 0) parts = 1;
  Budget b = derive();
  b.stop_ = std::move(stop);
  if (node_limit_ != std::numeric_limits<std::uint64_t>::max()) {
    const std::uint64_t left = node_limit_ > nodes_ ? node_limit_ - nodes_ : 0;
    b.set_node_limit(nodes_ + left / parts);
  }
  if (byte_limit_ != std::numeric_limits<std::uint64_t>::max()) {
    b.set_byte_limit((byte_limit_ - std::min(bytes_, byte_limit_)) / parts);
    if (parts > 1) b.share_of_ = byte_limit_;
  }
  return b;
}

Budget::~Budget() {
  if (pool_) pool_->give_back(pool_reserved_);
}

void Budget::check() {
  next_check_ = nodes_ + kCheckInterval;
  if (next_check_ > node_limit_) next_check_ = node_limit_;
  if (nodes_ >= node_limit_) {
    throw Error(ErrorKind::kBudget,
                fmt::format("the computation ran out of its budget of {} nodes", node_limit_));
  }
  if (cancel_ && cancel_->load(std::memory_order_relaxed)) {
    throw Error(ErrorKind::kBudget, "the computation was cancelled");
  }
  if (stop_ && stop_->load(std::memory_order_relaxed)) {
    throw Error(ErrorKind::kBudget,
                "the computation was stopped: a part of it running beside "
                "this one failed");
  }
  if (has_deadline_) {
    if (const auto now = Clock::now(); now >= deadline_ && !extend_slice(now)) {
      throw Error(ErrorKind::kBudget, "the computation ran out of its time budget");
    }
  }
  if (progress_) progress_(nodes_);
}

void Budget::set_slice(OwnClock own, std::chrono::nanoseconds slice, Clock::time_point latest) {
  slice_start_ = own();
  own_clock_ = std::move(own);
  slice_ = slice;
  latest_ = latest;
  set_deadline(std::min(latest, Clock::now() + std::chrono::duration_cast<Clock::duration>(slice)));
}

std::chrono::nanoseconds Budget::slice_used() const {
  return own_clock_ ? own_clock_() - slice_start_ : std::chrono::nanoseconds::zero();
}

bool Budget::extend_slice(Clock::time_point now) {
  if (!own_clock_ || now >= latest_) return false;
  const auto used = slice_used();
  if (used >= slice_) return false;
  // What is left of the slice is at least that much wall time from now.
  deadline_ = std::min(latest_, now + std::chrono::duration_cast<Clock::duration>(slice_ - used));
  return true;
}

void Budget::set_memory_pool(std::shared_ptr<MemoryPool> pool) {
  if (pool_) pool_->give_back(pool_reserved_);
  pool_ = std::move(pool);
  pool_reserved_ = 0;
  if (pool_ && bytes_ > 0) {
    if (!pool_->try_take(bytes_)) {
      throw memory_error(fmt::format("{} already charged are more than the memory left ({})",
                                     format_bytes(bytes_), format_bytes(pool_->limit())));
    }
    pool_reserved_ = bytes_;
  }
  byte_room_ = (pool_ ? std::min(byte_limit_, pool_reserved_) : byte_limit_) - bytes_;
}

void Budget::charge_bytes_slow(std::uint64_t n, std::string_view what) {
  const auto need_text = [&](std::uint64_t limit) {
    return bytes_ == 0 || n >= limit ? fmt::format("{} needs {},", what, format_bytes(n))
                                     : fmt::format("{} needs {} more, with {} already in use,",
                                                   what, format_bytes(n), format_bytes(bytes_));
  };
  const auto over = [&](std::uint64_t limit, std::string_view whose, std::string_view hint) {
    return memory_error(fmt::format("{} more than {} of {}; {}", need_text(limit), whose,
                                    format_bytes(limit), hint));
  };
  const std::uint64_t need =
      n > byte_limit_ || bytes_ > byte_limit_ - n ? byte_limit_ + 1 : bytes_ + n;
  if (need > byte_limit_ && share_of_) {
    // A part of a computation run on several threads (derive_part) names the whole budget too.
    throw memory_error(fmt::format(
        "{} more than this thread's share, {}, of the memory budget "
        "of {}; {}",
        need_text(byte_limit_), format_bytes(byte_limit_), format_bytes(share_of_), memory_hint_));
  }
  if (need > byte_limit_) throw over(byte_limit_, "the memory budget", memory_hint_);
  if (pool_ && need > pool_reserved_) {
    // Take a chunk ahead so that most charges stay on the fast path; at the end of the pool,
    // take exactly what is needed.
    const std::uint64_t exact = need - pool_reserved_;
    const std::uint64_t ahead = std::min(std::max(exact, kPoolChunk), byte_limit_ - pool_reserved_);
    if (pool_->try_take(ahead)) {
      pool_reserved_ += ahead;
    } else if (pool_->try_take(exact)) {
      pool_reserved_ += exact;
    } else {
      throw over(pool_->limit(), "the memory shared by every request now in progress",
                 "try again when the server is less busy, or start it with a larger --memory");
    }
  }
  bytes_ = need;
  peak_bytes_ = std::max(peak_bytes_, bytes_);
  byte_room_ = (pool_ ? std::min(byte_limit_, pool_reserved_) : byte_limit_) - bytes_;
}

void Budget::release_bytes(std::uint64_t n) {
  bytes_ -= std::min(n, bytes_);
  if (pool_ && pool_reserved_ > bytes_ + kPoolChunk) {
    // Keep one chunk in hand; the rest goes back to the other requests.
    pool_->give_back(pool_reserved_ - bytes_ - kPoolChunk);
    pool_reserved_ = bytes_ + kPoolChunk;
  }
  byte_room_ = (pool_ ? std::min(byte_limit_, pool_reserved_) : byte_limit_) - bytes_;
}

std::string format_bytes(std::uint64_t n) {
  if (n < 1000) return fmt::format("{} bytes", n);
  static constexpr const char* kUnits[] = {"kB", "MB", "GB", "TB", "PB", "EB"};
  double v = static_cast<double>(n) / 1000;
  int unit = 0;
  while (v >= 999.95 && unit < 5) v /= 1000, ++unit;
  return fmt::format("{:.1f} {}", v, kUnits[unit]);
}

}  // namespace grundy
