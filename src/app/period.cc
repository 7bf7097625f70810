#include <limits>

#include "app/command.h"
#include "app/commands.h"
#include "app/heap_store.h"
#include "app/sequence_run.h"

namespace grundy::app {

PeriodResult period(const std::string& ruleset, std::uint64_t max, const Context& context) {
  Budget& budget = context.budget;
  // Values at doubling lengths, a certificate tested at each: a proved period stops the
  // computation as soon as its theorem's window is covered (app/sequence_run.h).
  const SequenceData data = search_sequence_period(ruleset, max, store_options(context), budget);
  seed_heap_values(data, context);  // one table: value and moves read what this computed
  PeriodResult r;
  r.ruleset = data.ruleset;
  r.max = max;
  r.period = data.period;
  r.values_computed = data.values_computed;
  return r;
}

GRUNDY_COMMAND({
    .name = "period",
    .summary = "the proved period of a heap ruleset",
    .params =
        [] {
          std::vector<Param> p = {
              {.name = "ruleset", .help = "a heap ruleset", .positional = true, .required = true},
              {.name = "max",
               .kind = ParamKind::kNatural,
               .help = "look at heaps up to this one at most",
               .fallback = "1048576",  // 0.16 needs 509 622 values
               .max = std::numeric_limits<std::uint64_t>::max() - 1,
               .http_max = 1 << 20},
          };
          for (Param& q : sequence_run_params()) p.push_back(std::move(q));
          return p;
        }(),
    .store = true,
    .rank = 60,
    .run =  // over HTTP; the command line shows progress (cli/sequence_commands.cc)
    [](const Arguments& a, const Context& c) {
      return Answer(period(a.text("ruleset"), a.natural("max"), c));
    },
})

}  // namespace grundy::app
