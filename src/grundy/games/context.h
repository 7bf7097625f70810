#pragma once
// What one computation is given instead of reaching for globals: its own budget, and the rulesets
// (with their value tables and the period oracle) that it shares with the other requests of its
// process. The process (a command line run, the server) makes the cache once; each command or
// HTTP request makes its Context with its own Budget.
#include "grundy/core/budget.h"
#include "grundy/games/registry.h"

namespace grundy {

struct Context {
  Budget& budget;
  RulesetCache& rulesets;  // holds the oracle its heap rulesets ask (RulesetCache::oracle)

  const HeapPeriodOracle* oracle() const { return rulesets.oracle(); }
};

}  // namespace grundy
