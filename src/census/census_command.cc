// `grundy census` and GET /api/census, declared once. Over HTTP a census is small (serve_census:
// at most 256 games, max at most 2^16, one worker); the command line runs it on every core, or
// under mpirun (cli/census_command.cc).
#include "app/command.h"
#include "census/census.h"
#include "census/table.h"

namespace grundy::census {

// The command line's text: the census as a table.
std::string to_text(const CensusResult& r) {
  return render_table(r, TableFormat::kText);
}

}  // namespace grundy::census

namespace grundy::app {

GRUNDY_COMMAND({
    .name = "census",
    .summary = "the periods of every game of a family (octal:3, hex:2, subtraction:8, allbut:4, "
               "list:A B, file:PATH), on every core",
    .params = {{.name = "family",
                .help = "octal:D, octal!:D, hex:D, hex!:D, subtraction:M, allbut:M, "
                        "'list:0.77 0.137' or file:PATH",
                .positional = true,
                .required = true},
               {.name = "max",
                .kind = ParamKind::kNatural,
                .help = "each game's period search looks at heaps up to this one",
                .fallback = "65536",
                .max = (1ull << 32) - 1,
                .http_max = census::kMaxServedHeap},
               {.name = "jobs",
                .kind = ParamKind::kNatural,
                .help = "worker threads (default: every core)",
                .min = 1,
                .max = 1024,
                .front = Front::kCommandLine},
               {.name = "format",
                .help = "text, csv, json or markdown",
                .fallback = "text",
                .front = Front::kCommandLine},
               {.name = "no_progress",
                .kind = ParamKind::kFlag,
                .help = "no progress line, even on a terminal (under mpirun: no summary line)",
                .front = Front::kCommandLine}},
    .store = true,
    .rank = 70,
    .run =
        [](const Arguments& a, const Context& c) {
          return Answer(census::serve_census(a.text("family"), a.natural("max"), c));
        },
    // In a census the budgets are each game's: a game over its budget is a row, not a failure.
    .common_help = {{"timeout", "each game's time budget in seconds (over: a row)"},
                    {"nodes", "each game's budget of units of work (over: a row)"},
                    {"memory",
                     "the census's memory, shared equally by the workers (default a quarter of "
                     "physical memory)"}},
})

}  // namespace grundy::app
