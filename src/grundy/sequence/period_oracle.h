#pragma once
// The HeapPeriodOracle of sequence/ (period_oracle.cc): values computed by the rare/common engine
// and periods proved by the theorems of grundy/sequence/period.h, kept per game. The process makes one
// and shares it among its requests through their RulesetCache.
#include <cstdint>  // std::uint64_t
#include <memory>   // std::unique_ptr

#include "grundy/games/heap_period_oracle.h"

namespace grundy {

// An oracle whose games keep at most max_retained_bytes of values together (the least recently
// used go past it, and are computed again if asked for; the one in use always stays).
std::unique_ptr<HeapPeriodOracle> make_period_oracle(std::uint64_t max_retained_bytes);

}  // namespace grundy
