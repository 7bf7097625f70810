#pragma once
// A mutex whose waiters give up when their budget does. A request that needs a table another
// request is extending for its whole budget must be refused when its own budget is spent, not
// when the lock comes free (seen in the server's load test: requests of a 2 s budget answered
// after 4–6 s, each queued behind the one before).
//
// The waiters block on a condition variable and wake when the holder unlocks, or every kRecheck
// to call Budget::check(): no polling. (The waits this replaces slept 1 ms between try_locks:
// with them the server made about twice the context switches under the load test's mix,
// tests/load/README.md.) std::timed_mutex would do the same, but gcc 12's ThreadSanitizer does not
// see its pthread_mutex_clocklock and reports false races on what it guards.
#include <chrono>              // std::chrono::milliseconds
#include <condition_variable>  // std::condition_variable
#include <mutex>               // std::mutex, std::unique_lock

#include "grundy/core/budget.h"

namespace grundy {

class BudgetedMutex {
 public:
  // How often a waiter checks its budget while the lock is held by another.
  static constexpr std::chrono::milliseconds kRecheck{5};

  // Waits for the lock, or throws the budget's Error(kBudget) once it is spent.
  void lock(Budget& budget);
  bool try_lock();
  void unlock();

 private:
  std::mutex state_;
  std::condition_variable released_;
  bool held_ = false;  // guarded by state_
};

// The lock of m, waited for under budget; std::unique_lock releases it.
inline std::unique_lock<BudgetedMutex> lock_under(BudgetedMutex& m, Budget& budget) {
  m.lock(budget);
  return std::unique_lock<BudgetedMutex>(m, std::adopt_lock);
}

}  // namespace grundy
