#pragma once
// A small persistent pool for one long computation (the rare/common engine's parallel blocks):
// threads − 1 workers started once, and the caller working beside them. run(items, task) hands
// out the items one at a time from an atomic counter, so a thread the operating system has put
// aside takes fewer items instead of holding the others up, and returns when every item is done.
// Nothing is created or destroyed per call: a call costs a few atomic operations and, for a
// sleeping worker, one futex wake. The pool holds no global state; each engine owns its own.
#include <atomic>      // std::atomic
#include <cstdint>     // std::uint32_t, std::uint64_t
#include <functional>  // std::function
#include <thread>      // std::jthread
#include <vector>      // std::vector

namespace grundy {

class WorkerPool {
 public:
  // threads ≥ 1 in all, the caller included (threads − 1 workers).
  explicit WorkerPool(unsigned threads);
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  ~WorkerPool();  // stops and joins the workers

  unsigned size() const { return static_cast<unsigned>(workers_.size()) + 1; }
  // Runs task(thread, item) for every item < items (at most 2^20), thread 0 being the caller and
  // 1 … size() − 1 the workers, each item exactly once; returns when all are done. task must not
  // throw. Not reentrant: one caller at a time.
  void run(std::uint32_t items, const std::function<void(unsigned, std::uint32_t)>& task);
  // run in two halves, so that the caller can do other work while the workers start on the
  // items: start hands them out (task must outlive the call), join runs what is left on the
  // caller and returns when every item is done. One call at a time; join after every start.
  void start(std::uint32_t items, const std::function<void(unsigned, std::uint32_t)>& task);
  void join();

 private:
  // The current call, packed so that one atomic load tells a worker whether an item is left for
  // the call it woke up for: generation (24 bits) | items (20 bits) | next item (20 bits).
  static constexpr int kItemBits = 20;
  static std::uint64_t pack(std::uint64_t generation, std::uint64_t items, std::uint64_t next) {
    return generation << (2 * kItemBits) | items << kItemBits | next;
  }
  void drain(unsigned thread, std::uint64_t generation);
  void work(std::stop_token stop, unsigned thread);

  std::atomic<std::uint64_t> work_{0};
  std::atomic<std::uint32_t> generation_{0};  // what the workers sleep on
  std::atomic<std::uint32_t> done_{0};        // items of the current call finished
  const std::function<void(unsigned, std::uint32_t)>* task_ = nullptr;
  std::uint32_t items_ = 0, call_ = 0;  // the call started and not yet joined
  std::vector<std::jthread> workers_;
};

}  // namespace grundy
