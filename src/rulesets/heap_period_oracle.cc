#include "rulesets/heap_period_oracle.h"

#include <atomic>

namespace grundy {
namespace {
std::atomic<const HeapPeriodOracle*>& slot() {
  static std::atomic<const HeapPeriodOracle*> oracle{nullptr};
  return oracle;
}
}  // namespace

const HeapPeriodOracle* heap_period_oracle() {
  return slot().load();
}

bool install_heap_period_oracle(const HeapPeriodOracle* oracle) {
  slot().store(oracle);
  return true;
}

}  // namespace grundy
