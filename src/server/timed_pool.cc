#include "server/timed_pool.h"

namespace grundy::server {
namespace {
thread_local std::optional<Budget::Clock::time_point> accepted_at;
}  // namespace

void TimedPool::enqueue(std::function<void()> fn) {
  pool_.enqueue([fn = std::move(fn), queued = Budget::Clock::now()] {
    accepted_at = queued;
    fn();
    accepted_at.reset();
  });
}

std::optional<Budget::Clock::time_point> take_accept_time() {
  auto t = accepted_at;
  accepted_at.reset();
  return t;
}

}  // namespace grundy::server
