#include "app/heap_store.h"

#include <memory>

#include "app/heap_ruleset_arg.h"
#include "grundy/games/heap_period_oracle.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "store/result_store.h"

namespace grundy::app {

bool seed_heap_values_from_store(const Sum& sum, const Context& context) {
  const HeapPeriodOracle* oracle = context.oracle();
  if (!oracle) return false;
  std::unique_ptr<ResultStore> store;  // opened at the first heap that needs it
  bool supplied = false;
  for (const Term& term : sum.terms) {
    const auto* heap = dynamic_cast<const HeapRuleset*>(term.ruleset.get());
    if (!heap || heap->rules().is_nim()) continue;  // Nim: G(n) = n needs no store
    bool large = false;
    for (const Component& c : term.components) large |= c.a >= kStoreFromHeap;
    if (!large) continue;
    if (!store) {
      const std::string& path = context.db;
      if (path.empty()) return false;  // --no-db
      store = std::make_unique<ResultStore>(path, &context.budget, context.store_warning);
    }
    auto stored = store->load(heap->spelling());
    if (!stored) continue;
    std::optional<ProvedPeriod> period;
    if (stored->period && stored->period->proved && stored->period->saltus == 0) {
      period = ProvedPeriod{stored->period->preperiod, stored->period->period};
    }
    supplied |= oracle->seed(heap->spelling(), heap->rules(), std::move(stored->values), period);
  }
  return supplied;
}

bool seed_heap_values(const SequenceData& data, const Context& context) {
  const HeapPeriodOracle* oracle = context.oracle();
  if (!oracle || data.nim || data.values.empty()) return false;
  std::optional<ProvedPeriod> period;
  if (data.period && data.period->proved && data.period->saltus == 0) {
    period = ProvedPeriod{data.period->preperiod, data.period->period};
  }
  if (take_break_ruleset_arg(data.ruleset)) return false;  // no heap engine's oracle knows it
  const auto heap = heap_ruleset_arg(data.ruleset);
  // The oracle keeps its own copy, charged to its share of --memory (it evicts past that).
  return oracle->seed(heap->spelling(), heap->rules(), data.values, period);
}

}  // namespace grundy::app
