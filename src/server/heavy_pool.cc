#include "server/heavy_pool.h"

#include <fmt/format.h>
#include <sys/resource.h>  // setpriority
#include <unistd.h>        // gettid

namespace grundy::server {
namespace {
thread_local std::optional<Budget::Clock::time_point> resume_deadline;
}  // namespace

HeavyPool::HeavyPool(std::size_t threads, std::size_t queue)
    : threads_(threads), places_(threads == 0 ? 0 : threads + queue) {
  for (std::size_t i = 0; i < threads_; ++i) workers_.emplace_back([this] { work(); });
}

HeavyPool::~HeavyPool() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  ready_.notify_all();
  for (auto& t : workers_) t.join();
}

bool HeavyPool::try_reserve() {
  std::lock_guard lock(mutex_);
  if (reserved_ >= places_) return false;
  ++reserved_;
  return true;
}

void HeavyPool::cancel_reservation() {
  std::lock_guard lock(mutex_);
  --reserved_;
}

void HeavyPool::submit(std::function<void()> task, bool first) {
  {
    std::lock_guard lock(mutex_);
    if (first) {
      queue_.push_front(std::move(task));
    } else {
      queue_.push_back(std::move(task));
    }
  }
  ready_.notify_one();
}

std::string HeavyPool::describe() const {
  std::lock_guard lock(mutex_);
  return fmt::format("{} running, {} waiting", running_, reserved_ - running_);
}

void HeavyPool::work() {
  // Linux: a thread's nice value is its own (setpriority on its thread id). Raising it needs no
  // privilege; if it fails the pool still works, only without the priority.
  (void)::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), kHeavyNice);
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stop_ || !queue_.empty(); });
      if (stop_) return;
      task = std::move(queue_.front());
      queue_.pop_front();
      ++running_;
    }
    try {
      task();
    } catch (...) {  // a task answers its own errors; nothing may end the thread
    }
    std::lock_guard lock(mutex_);
    --running_;
    --reserved_;
  }
}

void set_resume_deadline(Budget::Clock::time_point deadline) {
  resume_deadline = deadline;
}

std::optional<Budget::Clock::time_point> take_resume_deadline() {
  auto d = resume_deadline;
  resume_deadline.reset();
  return d;
}

}  // namespace grundy::server
