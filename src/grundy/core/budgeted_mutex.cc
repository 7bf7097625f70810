#include "grundy/core/budgeted_mutex.h"

namespace grundy {

void BudgetedMutex::lock(Budget& budget) {
  std::unique_lock lock(state_);
  while (held_) {
    budget.check();  // throws, releasing state_, once the budget is spent
    released_.wait_for(lock, kRecheck);
  }
  held_ = true;
}

bool BudgetedMutex::try_lock() {
  const std::lock_guard lock(state_);
  if (held_) return false;
  held_ = true;
  return true;
}

void BudgetedMutex::unlock() {
  {
    const std::lock_guard lock(state_);
    held_ = false;
  }
  // Every waiter wakes: one takes the lock, the rest wait again. notify_one could wake a waiter
  // that is about to leave on its spent budget, and the lock would sit free until the next
  // recheck. Unlocks are rare (one per table extension), so the herd is small.
  released_.notify_all();
}

}  // namespace grundy
