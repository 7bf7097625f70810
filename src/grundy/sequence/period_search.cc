#include "grundy/sequence/period_search.h"

#include <algorithm>

namespace grundy {

void extend_with_progress(SequenceEngine& engine, std::uint64_t n, Budget& budget,
                          const std::function<void(const SequenceEngine&)>& on_progress) {
  constexpr std::uint64_t kChunk = 1 << 14;
  while (engine.size() <= n) {
    engine.extend_to(std::min(n, engine.size() + kChunk - 1), budget);
    if (on_progress) on_progress(engine);
  }
}

PeriodSearch search_period(const HeapRules& rules, SequenceEngine& engine, std::uint64_t max,
                           Budget& budget,
                           const std::function<void(const SequenceEngine&)>& on_progress) {
  PeriodSearch result;
  for (std::uint64_t length = 64;; length *= 2) {
    const std::uint64_t upto = std::min(length, max + 1);
    extend_with_progress(engine, upto - 1, budget, on_progress);
    result.values_computed = engine.size();
    result.period = find_period(rules, std::span(engine.values()).first(upto));
    if ((result.period && result.period->proved) || upto == max + 1) return result;
  }
}

}  // namespace grundy
