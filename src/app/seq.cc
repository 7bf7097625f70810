#include <fmt/format.h>

#include <cstdlib>

#include "app/commands.h"
#include "app/heap_store.h"
#include "store/result_store.h"
#include "app/sequence_run.h"
#include "grundy/core/error.h"

namespace grundy::app {

SequenceOptions store_options(const Context& context) {
  // The HTTP API (the web app's strips) shares the results store with the command line: the
  // process's choice (--db, --no-db, or the default path).
  SequenceOptions options;
  options.db = context.db;
  return options;
}

SeqResult seq(const std::string& ruleset, std::uint64_t n, const Context& context) {
  Budget& budget = context.budget;
  // The whole list is returned (the HTTP API's strips), so n is bounded; the CLI streams
  // instead (write_sequence).
  constexpr std::uint64_t kMaxListed = 1 << 24;
  if (n >= kMaxListed) {
    throw Error(ErrorKind::kUsage,
                fmt::format("{} values are too many to return at once; the limit is {}", n + 1,
                            kMaxListed));
  }
  const SequenceData data = compute_sequence(ruleset, n, store_options(context), budget);
  seed_heap_values(data, context);  // one table: value and moves read what this computed
  SeqResult r{data.ruleset, {}};
  r.values.reserve(n + 1);
  for (std::uint64_t i = 0; i <= n; ++i)
    r.values.push_back(static_cast<std::uint32_t>(data.value(i)));
  return r;
}

}  // namespace grundy::app
