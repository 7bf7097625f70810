#pragma once
// The results store behind the commands that read heap values (value, outcome, moves, verify,
// options), selected like seq's and period's: $GRUNDY_DB or the default path, `--db FILE`,
// `--no-db` (on the command line), or `grundy serve --db/--no-db` (the Context's db).
#include "app/context.h"
#include "app/sequence_run.h"
#include "grundy/games/sum.h"

namespace grundy::app {

// Heaps below this are computed (faster than a look-up); from here on the store is read.
inline constexpr std::uint64_t kStoreFromHeap = 4096;

// Hands what the store holds for each heap ruleset of sum (exact values, a proved period) to the
// heap-value oracle of the context before anything is solved, so one `grundy period 0.16` makes
// every later `grundy value 0.16:N` a table look-up. Read only. The store is opened only when some
// heap of a ruleset the oracle serves is at least kStoreFromHeap; a damaged store is an Error
// naming it. Returns true when the store supplied something.
bool seed_heap_values_from_store(const Sum& sum, const Context& context);

// Hands what `seq` or `period` just computed (exact values, a proved period) to the context's
// oracle, so that in one process (the server) `value`, `moves` and `outcome` of the same ruleset
// read the very table `seq` filled, with or without a results store. Returns true when taken.
bool seed_heap_values(const SequenceData& data, const Context& context);

}  // namespace grundy::app
