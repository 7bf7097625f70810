#include "core/budget.h"

#include <fmt/format.h>

#include "core/error.h"

namespace grundy {

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
  if (has_deadline_ && Clock::now() >= deadline_) {
    throw Error(ErrorKind::kBudget, "the computation ran out of its time budget");
  }
  if (progress_) progress_(nodes_);
}

}  // namespace grundy
