#include "app/quotient_sum_store.h"

#include <algorithm>
#include <filesystem>

#include "grundy/impartial/quotient_sum.h"
#include "store/result_store.h"

namespace grundy::app {

const MisereQuotient* stored_quotient_for(const Sum& sum, const Context& context,
                                          std::optional<MisereQuotient>& slot) {
  slot.reset();
  if (context.db.empty()) return nullptr;  // --no-db
  const auto heaps = quotient_sum_heaps(sum);
  if (!heaps) return nullptr;
  std::error_code ec;
  if (!std::filesystem::exists(context.db, ec)) return nullptr;  // read only: no store, none made
  ResultStore store(context.db, &context.budget, context.store_warning);
  for (std::uint64_t max_heap : store.quotient_heaps(heaps->ruleset)) {
    auto q = store.load_quotient(heaps->ruleset, max_heap);  // checked on read
    if (!q) continue;                                        // another engine version's
    const bool covers = std::all_of(heaps->heaps.begin(), heaps->heaps.end(),
                                    [&](std::uint64_t h) { return heap_class(*q, h).has_value(); });
    if (covers) return &slot.emplace(std::move(*q));
  }
  return nullptr;
}

}  // namespace grundy::app
