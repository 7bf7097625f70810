#include "app/context.h"

#include "grundy/sequence/period_oracle.h"

namespace grundy::app {

Shared::Shared(std::uint64_t retained_bytes, std::string db)
    : oracle_(make_period_oracle(retained_bytes / 2)),
      rulesets_(RulesetCache::kMaxEntries, retained_bytes / 2, oracle_.get()),
      db_(std::move(db)) {}

}  // namespace grundy::app
