#pragma once
// The outcome of a partizan sum on several threads (issue 31). An outcome is two questions
// answered apart: does Left win moving first, does Right (ONAG ch. 1: the outcome class is read
// off G ⊳ 0 and G ⊲ 0). The two searches share nothing that decides their answers, so each runs on
// a thread of its own, with a search (its own table, store and components) and a part of the
// budget (Budget::derive_part); the outcome is the same as one thread's, only the work is split.
// With one thread both run one after the other in one search, which then shares its table
// between them.
//
// The outcome is computed at the root by these two searches only: more than two threads are not
// used (the root's moves are not split further). The database of solved regions, when given, is
// shared by the two searches behind a lock (LockedRegionStore).
#include <functional>  // std::function

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/search/outcome_search.h"

namespace grundy::partizan {

struct OutcomeOnThreads {
  Outcome outcome = Outcome::kP;
  OutcomeSearchStats stats;  // both searches' together
  unsigned threads = 1;      // the threads used: 1 or 2
};

// Makes the sum in a fresh search (called once per search, on the thread that runs it).
using SumSetup = std::function<void(OutcomeSearch&)>;

// The outcome of the sum that setup makes, on at most `threads` threads (0: one). Over budget
// on either thread is Error(kBudget) (the first error met, the other search stopped at once).
OutcomeOnThreads outcome_on_threads(Budget& budget, const OutcomeSearchOptions& options,
                                    const SumSetup& setup, unsigned threads);

}  // namespace grundy::partizan
