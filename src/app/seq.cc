#include <fmt/format.h>

#include <cstdlib>
#include <limits>

#include "app/command.h"
#include "app/commands.h"
#include "app/heap_store.h"
#include "app/sequence_run.h"
#include "grundy/core/error.h"
#include "store/result_store.h"

namespace grundy::app {

SequenceOptions store_options(const Context& context) {
  // The HTTP API (the web app's strips) shares the results store with the command line: the
  // process's choice (--db, --no-db, or the default path).
  SequenceOptions options;
  options.db = context.db;
  options.store_warning = context.store_warning;
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

namespace {
// CLI11 would read "-5" into an unsigned number by wrapping it; only digits are a natural number,
// and N heaps means N + 1 values, so the largest N is 2^64 − 2.
constexpr std::uint64_t kLargestHeap = std::numeric_limits<std::uint64_t>::max() - 1;
}  // namespace

std::vector<Param> sequence_run_params() {
  return {
      {.name = "engine",
       .help = "naive, rc (rare/common, the default), rc-value or rc-parity",
       .fallback = "rc",
       .front = Front::kCommandLine},
      {.name = "checkpoint",
       .help = "resume from and append to this file; safe to kill at any moment",
       .front = Front::kCommandLine},
      {.name = "threads",
       .kind = ParamKind::kNatural,
       .help = "threads for the one sequence (rare/common engine), 0 for every core; the values "
               "are the same whatever the number",
       .fallback = "1",
       .max = 256,
       .front = Front::kCommandLine},
      {.name = "no_progress",
       .kind = ParamKind::kFlag,
       .help = "no progress bar, even on a terminal",
       .front = Front::kCommandLine},
  };
}

GRUNDY_COMMAND({
    .name = "seq",
    .summary = "G(0) … G(N) of a heap ruleset",
    .params =
        [] {
          std::vector<Param> p = {
              {.name = "ruleset",
               .help = "a heap ruleset, e.g. 0.77 or 'sub{1,3,4}'",
               .positional = true,
               .required = true},
              {.name = "n",
               .kind = ParamKind::kNatural,
               .help = "the last heap",
               .positional = true,
               .required = true,
               .http_fallback = "100",
               .max = kLargestHeap,
               .http_max = 1'000'000},
              {.name = "format",
               .help = "text (one line), csv, bfile (OEIS: n G(n)) or json",
               .fallback = "text",
               .front = Front::kCommandLine},
              {.name = "prefix",
               .kind = ParamKind::kNatural,
               .help = "bounded memory: keep G(0..P-1) and a window of about P recent values, "
                       "write each value as it comes, stop with an error if a proof needs more",
               .max = kLargestHeap,
               .front = Front::kCommandLine},
              misere_param("misère Grundy values G⁻(0) … G⁻(N) instead"),
              {.name = "genus",
               .kind = ParamKind::kFlag,
               .help = "Conway's genus of each heap 0 … N instead"},
          };
          for (Param& q : sequence_run_params()) p.push_back(std::move(q));
          return p;
        }(),
    .store = true,
    .rank = 50,
    .run =  // over HTTP; the command line streams (cli/sequence_commands.cc)
    [](const Arguments& a, const Context& c) {
      if (a.flag("misere") || a.flag("genus")) {  // app/genus.cc
        GenusHeapsResult r = genus_heaps(a.text("ruleset"), a.natural("n"), c.budget);
        r.seq_misere = !a.flag("genus"), r.seq_genus = a.flag("genus");
        return Answer(std::move(r));
      }
      return Answer(seq(a.text("ruleset"), a.natural("n"), c));
    },
})

}  // namespace grundy::app
