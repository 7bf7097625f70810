#pragma once
// The interface through which a higher layer gives heap rulesets values far beyond any table:
// once a period is proved, G(n) for every n up to 2^64 − 1 is a table lookup. sequence/ makes
// the oracle (grundy/sequence/period_oracle.h), which computes with the rare/common engine and proves
// periods by the theorems of grundy/sequence/period.h; rulesets/ may not depend on sequence/, hence
// the interface (dependency inversion). The process makes one oracle and hands it to its
// RulesetCache, whose heap rulesets are built with it; no oracle is global. Without one, heap
// rulesets use their own table.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string
#include <vector>    // std::vector

#include "grundy/core/budget.h"

namespace grundy {

class HeapRules;  // grundy/games/heap_rules.h: the oracle is given rules, never looks inside here

struct ProvedPeriod {
  std::uint64_t preperiod = 0;
  std::uint64_t period = 0;
};

class HeapPeriodOracle {
 public:
  virtual ~HeapPeriodOracle() = default;
  // G(n) of the game named key with these rules: from the values computed, or from a proved
  // period. nullopt when the oracle does not handle these rules. Throws Error when n is beyond
  // both what it may compute and any period it could prove.
  virtual std::optional<std::uint64_t> value(const std::string& key, const HeapRules& rules,
                                             std::uint64_t n, Budget& budget) const = 0;
  // The proved period of the game, looking at most as far as the oracle's limit; nullopt if
  // none is proved there.
  virtual std::optional<ProvedPeriod> period(const std::string& key, const HeapRules& rules,
                                             Budget& budget) const = 0;
  // Hands the oracle what a results store holds for the game: exact values G(0 … k−1) and, when
  // proved, the period they carry (values must then cover the preperiod and one period). A
  // longer prefix than the oracle's replaces it; false when nothing was taken (or the game is
  // being extended by another request at that moment: seeding never waits).
  virtual bool seed(const std::string& key, const HeapRules& rules,
                    std::vector<std::uint16_t> values,
                    const std::optional<ProvedPeriod>& period) const = 0;
};

}  // namespace grundy
