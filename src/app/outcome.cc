#include <fmt/format.h>

#include <algorithm>  // std::max
#include <thread>     // std::thread::hardware_concurrency

#include "app/command.h"
#include "app/commands.h"
#include "app/fox_and_geese.h"
#include "app/grammar_route.h"
#include "app/heap_store.h"
#include "app/loopy.h"
#include "app/mcgs_run.h"
#include "app/partizan.h"
#include "app/quotient_sum_store.h"
#include "app/transfinite.h"
#include "grundy/games/game_kind.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/loopy.h"
#include "grundy/impartial/outcome_ladder.h"

namespace grundy::app {

namespace {

// A Fox and Geese position (a loopy ruleset: grundy/rulesets/fox_and_geese.h), alone by its
// retrograde table, beside a short game by retrograde analysis over the product
// (app/fox_and_geese_sum.cc).
OutcomeResult loopy_ruleset_outcome(const std::string& expression, bool misere,
                                    const Context& context) {
  if (misere) throw Error(ErrorKind::kUsage, "fox-and-geese is played in normal play only");
  if (auto r = fox_and_geese_sum_outcome(expression, context)) return *r;
  const FoxAndGeeseReport f = fox_and_geese(expression, context);
  OutcomeResult r;
  r.expression = expression;
  r.outcome = f.outcome;
  r.engine = "retrograde";
  r.method = fmt::format(
      "retrograde analysis over {} states, the geese Left: the winner with the geese first: "
      "{}; with the fox first: {} (grundy fox-and-geese gives the moves)",
      f.states, f.geese_first.winner, f.fox_first.winner);
  return r;
}

// A sum of impartial positions that end: the engine's ladder of theorems
// (grundy/impartial/outcome_ladder.h), handed the quotient the results store keeps for the sum.
OutcomeResult outcome_of_impartial_sum(const Sum& sum, const std::string& expression, bool misere,
                                       const Context& context) {
  seed_heap_values_from_store(sum, context);  // --db / --no-db: app/heap_store.h
  std::optional<MisereQuotient> stored;       // a kept quotient (app/quotient_sum_store.h)
  const ImpartialOutcome found =
      impartial_outcome(sum, misere ? Convention::kMisere : Convention::kNormal, context.budget,
                        [&] { return stored_quotient_for(sum, context, stored); });
  OutcomeResult r;
  r.expression = expression;
  r.misere = misere;
  r.outcome = found.outcome;
  r.method = found.method;
  return r;
}

// --threads: 0 is every core. Given on the command line only: over HTTP a request's search runs on
// the thread that serves it (a request never takes the machine's cores).
unsigned threads_of(const Arguments& a) {
  if (!a.given("threads")) return 1;
  const std::uint64_t n = a.natural("threads");
  return n ? static_cast<unsigned>(n) : std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace

OutcomeResult outcome(const std::string& expression, bool misere, const Context& context,
                      OutcomeEngine engine, bool deepening, unsigned threads) {
  // *ω, *(ω+1), …: transfinite nimbers, P exactly when the value is 0 (app/transfinite.h).
  if (transfinite::mentions_omega(expression)) {
    if (misere) {
      throw Error(ErrorKind::kUsage, "misère play of transfinite nimbers is not done here");
    }
    OutcomeResult r;
    r.expression = expression;
    r.outcome = transfinite_value(expression, context).outcome;
    r.method = "transfinite nim arithmetic (the value is 0 or not)";
    return r;
  }
  switch (classify(expression)) {
    case GameKind::kLoopyRuleset:
      // Fox and Geese by its retrograde table; another loopy ruleset (Backsliding Toads and
      // Frogs) as a loopy partizan game, its game graph (app/loopy_read.h).
      if (expression.starts_with("fox-and-geese:")) {
        return loopy_ruleset_outcome(expression, misere, context);
      }
      if (misere) {
        throw Error(ErrorKind::kUsage,
                    "misère play of a loopy partizan game is not defined here (it is for impartial "
                    "positions and short partizan games)");
      }
      // As for the loopy grammar: by default read off the value's sides; --engine search
      // decides it by retrograde analysis of the graph (no sides, so it also answers a position
      // whose sidling does not settle).
      return stopper_outcome(expression, context, engine);
    case GameKind::kLoopyPartizan:
      // Outcomes with draws (app/stopper_play.cc).
      if (misere) {
        throw Error(ErrorKind::kUsage,
                    "misère play of a loopy partizan game is not defined here (it is for impartial "
                    "positions and short partizan games)");
      }
      return stopper_outcome(expression, context, engine);
    case GameKind::kShortSum:
      break;
  }
  // Misère play too: a partizan expression goes to the misère search (partizan_outcome).
  return route_by_grammar(
      expression, context.rulesets, /*impartial_only=*/false,
      [&](const Sum& sum) {
        if (is_loopy(sum)) return loopy_outcome(sum, expression, misere, context);
        return outcome_of_impartial_sum(sum, expression, misere, context);
      },
      [&] { return partizan_outcome(expression, misere, context, engine, deepening, threads); });
}

// `outcome --mcgs FILE`: the cases of an MCGS test file (app/mcgs_run.h); exit status 1 when a
// result differs from the file's or grundy refused a sum.
Answer mcgs_outcomes(const Arguments& a, const Context& c) {
  if (a.given("expr")) {
    throw Error(ErrorKind::kUsage, "give either a position EXPR or --mcgs FILE, not both");
  }
  // An MCGS file names each case's convention and the runner picks its own engine: an option
  // that would be ignored is refused instead.
  if (a.flag("misere")) {
    throw Error(ErrorKind::kUsage,
                "--misere does not apply to --mcgs FILE (MCGS's cases are in "
                "normal play)");
  }
  if (a.flag("deepening") || a.text("engine") != "auto") {
    throw Error(ErrorKind::kUsage, "--engine and --deepening do not apply to --mcgs FILE");
  }
  McgsReport report = run_mcgs_path(a.text("mcgs"), c, a.natural("case_timeout"));
  const int status = report.differ > 0 || report.errors > 0 ? 1 : 0;
  return Answer(std::move(report), status);
}

GRUNDY_COMMAND({
    .name = "outcome",
    .summary = "who wins from a position: P or N; L or R (partizan); D, a draw, or X/Y by who "
               "starts (loopy)",
    .params = {{.name = "expr",
                .help = "a position in the notation (- reads it from stdin); not with --mcgs",
                .positional = true},
               misere_param(),
               {.name = "engine",
                .help = "a partizan position: 'search' (the outcome search over the sum), "
                        "'canonical' (its canonical form), 'board' (one Domineering board: the "
                        "whole-board search with Obsequi's counting bound; one NoGo board: its "
                        "whole-board search with an eye counting bound) or 'auto' (the "
                        "canonical form when cheap, else board for one Domineering board, else "
                        "search)",
                .fallback = "auto"},
               {.name = "deepening",
                .kind = ParamKind::kFlag,
                .help = "a partizan position searched: iterative deepening on the number of "
                        "moves"},
               {.name = "threads",
                .kind = ParamKind::kNatural,
                .help = "a partizan position searched: threads for its two searches (Left moving "
                        "first, Right moving first), 0 for every core; the outcome is the same "
                        "whatever the number",
                .fallback = "0",
                .max = 256,
                .front = Front::kCommandLine},
               {.name = "mcgs",
                .help = "run the cases of a test file in MCGS's format (docs/mcgs.md) instead of "
                        "one position: a table of MCGS's expected result and grundy's per case",
                .front = Front::kCommandLine},
               {.name = "case_timeout",
                .kind = ParamKind::kNatural,
                .help = "with --mcgs: each case's time limit in milliseconds (0: none)",
                .fallback = "0",
                .front = Front::kCommandLine,
                .spelling = "--case-timeout-ms"}},
    .store = true,
    .rank = 20,
    .run =
        [](const Arguments& a, const Context& c) {
          if (a.given("mcgs")) return mcgs_outcomes(a, c);
          if (!a.given("expr")) {
            throw Error(ErrorKind::kUsage,
                        "missing the position EXPR (query parameter 'expr'), or --mcgs FILE");
          }
          return Answer(outcome(a.text("expr"), a.flag("misere"), c,
                                parse_outcome_engine(a.text("engine")), a.flag("deepening"),
                                threads_of(a)));
        },
})

}  // namespace grundy::app
