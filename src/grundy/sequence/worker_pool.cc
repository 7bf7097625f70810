#include "grundy/sequence/worker_pool.h"

#include <utility>  // std::exchange

namespace grundy {

namespace {
constexpr std::uint64_t kGenerationMask = (std::uint64_t{1} << 24) - 1;
constexpr int kSpin = 1 << 11;
}  // namespace

WorkerPool::WorkerPool(unsigned threads) {
  for (unsigned t = 1; t < threads; ++t) {
    workers_.emplace_back([this, t](std::stop_token stop) { work(stop, t); });
  }
}

WorkerPool::~WorkerPool() {
  for (auto& w : workers_) w.request_stop();
  generation_.fetch_add(1, std::memory_order_release);
  generation_.notify_all();
  workers_.clear();  // joins
}

void WorkerPool::drain(unsigned thread, std::uint64_t generation) {
  constexpr std::uint64_t kItemMask = (std::uint64_t{1} << kItemBits) - 1;
  std::uint64_t x = work_.load(std::memory_order_acquire);
  for (;;) {
    if ((x >> (2 * kItemBits)) != generation) return;  // a later call (or none yet)
    const std::uint64_t items = x >> kItemBits & kItemMask, next = x & kItemMask;
    if (next >= items) return;
    // Claiming item next of this generation: the call cannot end before it is done, so task_
    // stays valid (it was written before work_ was published, release/acquire).
    if (!work_.compare_exchange_weak(x, x + 1, std::memory_order_acq_rel,
                                     std::memory_order_acquire)) {
      continue;
    }
    (*task_)(thread, static_cast<std::uint32_t>(next));
    if (done_.fetch_add(1, std::memory_order_acq_rel) + 1 == items) done_.notify_one();
    x = work_.load(std::memory_order_acquire);
  }
}

void WorkerPool::work(std::stop_token stop, unsigned thread) {
  std::uint32_t seen = 0;
  for (;;) {
    // A short spin first (about 20 µs): the caller's sequential part between two calls is about
    // that long, and a futex wake-up costs as much again; then sleep.
    for (int i = 0; i < kSpin && generation_.load(std::memory_order_relaxed) == seen; ++i) {
#if defined(__x86_64__)
      __builtin_ia32_pause();
#endif
    }
    generation_.wait(seen, std::memory_order_acquire);
    if (stop.stop_requested()) return;
    seen = generation_.load(std::memory_order_acquire);
    drain(thread, seen & kGenerationMask);
  }
}

void WorkerPool::run(std::uint32_t items,
                     const std::function<void(unsigned, std::uint32_t)>& task) {
  if (items == 0) return;
  if (workers_.empty()) {
    for (std::uint32_t i = 0; i < items; ++i) task(0, i);
    return;
  }
  start(items, task);
  join();
}

void WorkerPool::start(std::uint32_t items,
                       const std::function<void(unsigned, std::uint32_t)>& task) {
  task_ = &task;
  items_ = items;
  if (items == 0 || workers_.empty()) return;
  const std::uint32_t generation = (generation_.load(std::memory_order_relaxed) + 1);
  call_ = generation;
  done_.store(0, std::memory_order_relaxed);
  work_.store(pack(generation & kGenerationMask, items, 0), std::memory_order_release);
  generation_.store(generation, std::memory_order_release);
  generation_.notify_all();
}

void WorkerPool::join() {
  const std::uint32_t items = std::exchange(items_, 0);
  if (items == 0) return;
  if (workers_.empty()) {
    for (std::uint32_t i = 0; i < items; ++i) (*task_)(0, i);
    return;
  }
  drain(0, call_ & kGenerationMask);
  // Wait for the items other threads took (the caller did the rest).
  for (std::uint32_t d = done_.load(std::memory_order_acquire); d != items;
       d = done_.load(std::memory_order_acquire)) {
    done_.wait(d, std::memory_order_acquire);
  }
}

}  // namespace grundy
