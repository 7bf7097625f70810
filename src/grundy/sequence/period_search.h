#pragma once
// Computes a Grundy sequence until a periodicity certificate holds: the sequence is extended to
// 64, 128, 256, … values and find_period is asked at every doubling, so a proved period stops the
// computation within a factor two of the values its theorem needs.
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <optional>    // std::optional

#include "grundy/core/budget.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/period.h"

namespace grundy {

struct PeriodSearch {
  std::optional<Periodicity> period;  // proved, or the unproved arithmetic periodicity seen
  std::uint64_t values_computed = 0;
};

// Looks at G(0 … max) at most. on_progress is called between chunks of work (for a progress
// bar); it may throw to stop the search.
PeriodSearch search_period(const HeapRules& rules, SequenceEngine& engine, std::uint64_t max,
                           Budget& budget,
                           const std::function<void(const SequenceEngine&)>& on_progress = {});

// Extends engine to heap n in chunks, calling on_progress between them.
void extend_with_progress(SequenceEngine& engine, std::uint64_t n, Budget& budget,
                          const std::function<void(const SequenceEngine&)>& on_progress);

}  // namespace grundy
