#include "app/commands.h"
#include "app/heap_store.h"
#include "app/sequence_run.h"

namespace grundy::app {

PeriodResult period(const std::string& ruleset, std::uint64_t max, const Context& context) {
  Budget& budget = context.budget;
  // Values at doubling lengths, a certificate tested at each: a proved period stops the
  // computation as soon as its theorem's window is covered (app/sequence_run.h).
  const SequenceData data = search_sequence_period(ruleset, max, store_options(context), budget);
  seed_heap_values(data, context);  // one table: value and moves read what this computed
  PeriodResult r;
  r.ruleset = data.ruleset;
  r.max = max;
  r.period = data.period;
  r.values_computed = data.values_computed;
  return r;
}

}  // namespace grundy::app
