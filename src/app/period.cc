#include "app/commands.h"
#include "app/heap_ruleset_arg.h"

namespace grundy::app {

PeriodResult period(const std::string& ruleset, std::uint64_t max, Budget& budget) {
  const auto heap = heap_ruleset_arg(ruleset);
  PeriodResult r;
  r.ruleset = heap->spelling();
  r.max = max;
  // Compute at doubling lengths and test for a certificate each time: a proved period stops the
  // computation as soon as the theorem's window is covered.
  for (std::uint64_t length = 64;; length *= 2) {
    const std::uint64_t upto = std::min(length, max + 1);
    const auto values = heap->values_up_to(upto - 1, budget);
    r.values_computed = values.size();
    r.period = find_period(heap->rules(), values);
    if ((r.period && r.period->proved) || upto == max + 1) break;
  }
  return r;
}

}  // namespace grundy::app
