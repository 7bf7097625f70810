#include "server/timed_pool.h"

namespace grundy::server {
namespace {
thread_local std::optional<Budget::Clock::duration> queue_wait;
}  // namespace

void TimedPool::enqueue(std::function<void()> fn) {
  pool_.enqueue([fn = std::move(fn), queued = Budget::Clock::now()] {
    queue_wait = Budget::Clock::now() - queued;
    fn();
    queue_wait.reset();
  });
}

void set_queue_wait(Budget::Clock::duration waited) {
  queue_wait = waited;
}

std::optional<Budget::Clock::duration> take_queue_wait() {
  auto w = queue_wait;
  queue_wait.reset();
  return w;
}

}  // namespace grundy::server
