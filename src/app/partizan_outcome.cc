// The partizan branch of `grundy outcome`: the canonical form when it is cheap, the outcome
// search (grundy/search/outcome_search.h) when it is not, or the engine asked for.
#include <fmt/format.h>

#include <limits>    // std::numeric_limits
#include <optional>  // std::optional

#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/partizan/misere_search.h"
#include "grundy/search/domineering_board_search.h"
#include "grundy/search/nogo_board_search.h"
#include "grundy/search/outcome_on_threads.h"
#include "grundy/search/search_expression.h"
#include "store/region_db.h"
#include "store/result_store.h"

namespace grundy::app {

namespace {
// Auto: the canonical form is tried with this much work before the search takes over.
constexpr std::uint64_t kCanonicalFirstNodes = 200'000;

// "wins" or "loses" for the player moving first in a game of outcome o, Left or Right.
const char* first_player_fate(Outcome o, Side first) {
  const Outcome winner = first == Side::kLeft ? Outcome::kL : Outcome::kR;
  return o == winner || o == Outcome::kN ? "wins" : "loses";
}
}  // namespace

OutcomeEngine parse_outcome_engine(const std::string& text) {
  if (text == "auto") return OutcomeEngine::kAuto;
  if (text == "search") return OutcomeEngine::kSearch;
  if (text == "canonical") return OutcomeEngine::kCanonical;
  if (text == "board") return OutcomeEngine::kBoard;
  throw parse_error(fmt::format("unknown engine '{}': expected auto, search, canonical or board",
                                printable(text)),
                    1);
}

// Misère play (issue 34): the search over the sum as a whole (grundy/partizan/misere_search.h);
// neither canonical forms nor the normal-play search apply, the engine and threads are not used.
OutcomeResult misere_partizan_outcome(const std::string& expression, const Context& context) {
  partizan::misere::MisereSearch search(context.budget);
  partizan::misere::add_misere_expression(search, expression, &context.rulesets);
  OutcomeResult r;
  r.expression = expression;
  r.misere = true;
  r.outcome = search.outcome();
  r.engine = "misere-search";
  const partizan::misere::MisereSearchStats& stats = search.stats();
  r.search_nodes = stats.nodes;
  r.method = fmt::format(
      "misère outcome search over the sum (the player who cannot move wins): Left moving first "
      "{}, Right moving first {} ({} sums searched, {} answered by the transposition table, {} "
      "distinct components)",
      first_player_fate(r.outcome, Side::kLeft), first_player_fate(r.outcome, Side::kRight),
      stats.nodes, stats.table_hits, stats.components);
  return r;
}

// One Domineering board by the whole-board search (grundy/search/domineering_board_search.h).
OutcomeResult board_outcome(const std::string& expression, const partizan::LoneBoard& board,
                            const Context& context) {
  partizan::DomineeringBoardStats stats;
  OutcomeResult r;
  r.expression = expression;
  r.outcome = partizan::domineering_board_outcome(board.rows, board.cols, board.cells,
                                                  context.budget, &stats);
  r.engine = "board";
  r.search_nodes = stats.nodes;
  r.method = fmt::format(
      "Domineering board search: Left moving first {}, Right moving first {} ({} boards searched, "
      "{} answered by the transposition table, {} decided by counting safe, vulnerable and "
      "possible moves)",
      first_player_fate(r.outcome, Side::kLeft), first_player_fate(r.outcome, Side::kRight),
      stats.nodes, stats.table_hits, stats.count_cuts);
  return r;
}

// One NoGo board by the whole-board search (grundy/search/nogo_board_search.h).
OutcomeResult nogo_board_outcome(const std::string& expression, const partizan::LoneBoard& board,
                                 const Context& context) {
  partizan::NoGoBoardStats stats;
  OutcomeResult r;
  r.expression = expression;
  r.outcome =
      partizan::nogo_board_outcome(board.rows, board.cols, board.cells, context.budget, &stats);
  r.engine = "board";
  r.search_nodes = stats.nodes;
  r.method = fmt::format(
      "NoGo board search: Left (Black) moving first {}, Right (White) moving first {} ({} boards "
      "searched, {} answered by the transposition table, {} decided by counting eyes against "
      "legal points)",
      first_player_fate(r.outcome, Side::kLeft), first_player_fate(r.outcome, Side::kRight),
      stats.nodes, stats.table_hits, stats.count_cuts);
  return r;
}

OutcomeResult partizan_outcome(const std::string& expression, bool misere, const Context& context,
                               OutcomeEngine engine, bool deepening, unsigned threads) {
  if (misere) return misere_partizan_outcome(expression, context);
  if (engine == OutcomeEngine::kCanonical) {
    return *canonical_outcome(expression, context, std::numeric_limits<std::uint64_t>::max());
  }
  if (engine == OutcomeEngine::kBoard) {
    // A lone NoGo board: its own board search (asked for only: auto keeps the sum search).
    if (const std::optional<partizan::LoneBoard> board =
            partizan::lone_board(expression, &context.rulesets, "nogo")) {
      if (!partizan::nogo_board_fits(board->rows, board->cols)) {
        throw Error(ErrorKind::kUsage,
                    fmt::format("--engine board takes one NoGo board of rows × (columns + 1) at "
                                "most {} points, in one orientation",
                                partizan::kNoGoBoardMaxBits));
      }
      return nogo_board_outcome(expression, *board, context);
    }
  }
  if (engine == OutcomeEngine::kBoard || engine == OutcomeEngine::kAuto) {
    const std::optional<partizan::LoneBoard> board =
        partizan::lone_domineering_board(expression, &context.rulesets);
    const bool fits = board && board->rows * board->cols <= partizan::kDomineeringBoardMaxCells;
    if (engine == OutcomeEngine::kBoard && !fits) {
      throw Error(ErrorKind::kUsage,
                  fmt::format("--engine board takes one Domineering board of at most {} squares "
                              "(domineering:...|...), or one NoGo board (nogo:...|...), alone",
                              partizan::kDomineeringBoardMaxCells));
    }
    if (engine == OutcomeEngine::kAuto) {
      if (auto r = canonical_outcome(expression, context, kCanonicalFirstNodes)) return *r;
    }
    if (fits) return board_outcome(expression, *board, context);
  }
  partizan::OutcomeSearchOptions options;
  options.deepening = deepening;
  // The database of solved regions in the results store, unless --no-db.
  std::optional<ResultStore> store;
  std::optional<StoredRegions> regions;
  if (!context.db.empty()) {
    store.emplace(context.db, &context.budget, context.store_warning);
    options.regions = &regions.emplace(*store, context.budget);
  }
  const partizan::OutcomeOnThreads found = partizan::outcome_on_threads(
      context.budget, options,
      [&](partizan::OutcomeSearch& search) {
        partizan::add_expression(search, expression, &context.rulesets);
      },
      threads);
  OutcomeResult r;
  r.expression = expression;
  r.outcome = found.outcome;
  if (regions) regions->flush();
  r.engine = "search";
  const partizan::OutcomeSearchStats& stats = found.stats;
  r.search_nodes = stats.nodes;
  r.method =
      fmt::format(
          "outcome search over the sum: Left moving first {}, Right moving first {} ({} sums "
          "searched, {} answered by the transposition table, {} of {} components replaced by their "
          "canonical forms, {} given up as too costly{})",
          first_player_fate(r.outcome, Side::kLeft), first_player_fate(r.outcome, Side::kRight),
          stats.nodes, stats.table_hits, stats.canonical, stats.components, stats.failed_trials,
          regions ? fmt::format("; {} read from the database of solved regions, {} saved to it",
                                stats.region_hits, stats.region_saves)
                  : std::string()) +
      (deepening ? fmt::format("; deepening on the number of moves, {} horizons searched",
                               stats.iterations)
                 : std::string()) +
      (found.threads > 1 ? "; the two searches on two threads" : "");
  return r;
}

}  // namespace grundy::app
