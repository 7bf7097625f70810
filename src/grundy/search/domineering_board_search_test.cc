// The Domineering board search (domineering_board_search.h) against second routes: the counting
// bound (domineering_bound.h) against a plain minimax that never counts, on every board of at
// most 16 squares it decides among random ones; the search's outcome against the outcome search
// over sums (outcome_search.h, without its own move-count cut) on every rectangle up to 6 × 6
// and on random boards with filled squares; the budget. The long tier: 7 × 7, a first-player
// win (Breuker, Uiterwijk & van den Herik 2000), by both searches; 8 × 8, also N (the same),
// by the board search alone (5,761,788 boards, about 12 s of CPU and 200 MB, 7 Dec 2026).
#include "grundy/search/domineering_board_search.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

#include "grundy/core/error.h"
#include "grundy/core/progress_error.h"
#include "grundy/search/domineering_bound.h"
#include "grundy/search/domineering_order.h"
#include "grundy/search/outcome_search.h"
#include "grundy/search/search_expression.h"

namespace grundy::partizan {
namespace {

using domineering::Shape;
using domineering::side_counts;

std::string rectangle(int rows, int cols) {
  return std::string(static_cast<std::size_t>(rows * cols), '.');
}

// The board in the notation: rows separated by '|', '#' for a filled square.
std::string notation(int rows, int cols, const std::string& cells) {
  std::string s = "domineering:";
  for (int r = 0; r < rows; ++r) {
    if (r > 0) s += '|';
    s += cells.substr(static_cast<std::size_t>(r * cols), static_cast<std::size_t>(cols));
  }
  return s;
}

// The reference: the outcome search over sums, without the move-count cut unless counting.
Outcome search_outcome(int rows, int cols, const std::string& cells, bool counting = false) {
  Budget budget;
  OutcomeSearchOptions options;
  options.move_count_cut = counting;
  options.count_order = counting;
  OutcomeSearch search(budget, options);
  add_expression(search, notation(rows, cols, cells), nullptr);
  return search.outcome();
}

Outcome board_outcome(int rows, int cols, const std::string& cells, bool vulnerable = true,
                      bool blocks = true, bool positional = true, bool squares = true) {
  Budget budget;
  DomineeringBoardOptions options;
  options.table_bytes = std::uint64_t{1} << 22;
  options.vulnerable = vulnerable;
  options.blocks = blocks;
  options.squares = squares;
  options.positional_order = positional;
  return domineering_board_outcome(rows, cols, cells, budget, nullptr, options);
}

std::string random_board(std::mt19937_64& rng, int rows, int cols) {
  std::string cells = rectangle(rows, cols);
  std::bernoulli_distribution filled(0.2);
  for (char& c : cells) c = filled(rng) ? '#' : '.';
  return cells;
}

// Plain minimax on a board of at most 64 squares: whether side (0 vertical) wins moving first.
bool plain_wins(std::uint64_t e, int rows, int cols, int side) {
  const Shape<std::uint64_t> s = Shape<std::uint64_t>::make(rows, cols);
  const int step = side == 0 ? cols : 1;
  std::uint64_t firsts = side == 0 ? s.vertical_firsts(e) : s.horizontal_firsts(e);
  for (; firsts; firsts &= firsts - 1) {
    const std::uint64_t first = firsts & (~firsts + 1);
    if (!plain_wins(e & ~(first | (first << step)), rows, cols, 1 - side)) return true;
  }
  return false;
}

// Every board the bound decides among random ones of at most 16 squares (and, with the blocks,
// of at most 20) agrees with a plain minimax; each count decides boards the ones before it do
// not, and the numbers decided are at least those measured when the test was written (seeded:
// a looser bound decides fewer and fails). The squares (theorem (c), (d)) come last.
TEST(DomineeringBound, AgreesWithPlainMinimax) {
  using domineering::CountOptions;
  std::mt19937_64 rng(31);
  int decided = 0, by_vulnerable = 0, by_blocks = 0, with_squares = 0, by_squares = 0;
  for (int trial = 0; trial < 6000; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 5), cols = 1 + static_cast<int>(rng() % 5);
    if (rows * cols > 20) continue;
    const Shape<std::uint64_t> s = Shape<std::uint64_t>::make(rows, cols);
    const std::uint64_t e = (rng() & rng()) | (rng() & s.all);  // about 5/8 of the squares empty
    const std::uint64_t board = e & s.all;
    for (int side = 0; side < 2; ++side) {
      const CountOptions squares{true, true, true}, all{true, true, false},
          vuln{true, false, false}, plain{false, false, false};
      const auto decide = [&](const CountOptions& o) {
        return domineering::decide(side_counts(s, board, side, o),
                                   side_counts(s, board, 1 - side, o));
      };
      const std::optional<bool> dq = decide(squares), d = decide(all), dv = decide(vuln),
                                dp = decide(plain);
      if (!dq && !d && !dv) continue;
      const bool want = plain_wins(board, rows, cols, side);
      if (dv) {
        ASSERT_EQ(*dv, want) << rows << "x" << cols << " board " << board << " side " << side;
        if (!dp) ++by_vulnerable;
      }
      if (d) {
        ASSERT_EQ(*d, want) << rows << "x" << cols << " board " << board << " side " << side;
        ++decided;
        if (!dv) ++by_blocks;
      }
      if (dq) {
        ASSERT_EQ(*dq, want) << rows << "x" << cols << " board " << board << " side " << side
                             << " (squares)";
        ++with_squares;
        if (!d) ++by_squares;
      }
    }
  }
  // As measured when the blocks came in (issue 31): fewer means the bound was loosened.
  EXPECT_GE(decided, 7251);
  EXPECT_GE(by_vulnerable, 389);  // the vulnerable moves decide boards safe and most do not
  EXPECT_GE(by_blocks, 856);      // the blocks decide boards the vulnerable moves do not
  // As measured when the squares came in (7 Dec 2026).
  EXPECT_GE(with_squares, 8404);
  EXPECT_GE(by_squares, 1153);  // the squares decide boards the blocks do not
}

TEST(DomineeringBoardSearch, RectanglesUpTo6x6) {
  for (int rows = 1; rows <= 6; ++rows) {
    for (int cols = 1; cols <= 6; ++cols) {
      const std::string cells = rectangle(rows, cols);
      EXPECT_EQ(board_outcome(rows, cols, cells), search_outcome(rows, cols, cells))
          << rows << "x" << cols;
    }
  }
}

TEST(DomineeringBoardSearch, RandomBoardsAgreeWithSumSearch) {
  std::mt19937_64 rng(2002);
  int checked = 0;
  int by_outcome[4] = {0, 0, 0, 0};
  while (checked < 320) {
    const int rows = 1 + static_cast<int>(rng() % 8), cols = 1 + static_cast<int>(rng() % 8);
    if (rows * cols > 30) continue;
    const std::string cells = random_board(rng, rows, cols);
    const Outcome want = search_outcome(rows, cols, cells);
    ASSERT_EQ(board_outcome(rows, cols, cells), want) << notation(rows, cols, cells);
    ASSERT_EQ(board_outcome(rows, cols, cells, true, true, true, false), want)
        << notation(rows, cols, cells);
    ASSERT_EQ(board_outcome(rows, cols, cells, true, false), want) << notation(rows, cols, cells);
    ASSERT_EQ(board_outcome(rows, cols, cells, false, false), want) << notation(rows, cols, cells);
    ASSERT_EQ(board_outcome(rows, cols, cells, false, false, true, false), want)
        << notation(rows, cols, cells);
    ASSERT_EQ(board_outcome(rows, cols, cells, true, true, false), want)
        << notation(rows, cols, cells);
    ++by_outcome[static_cast<int>(want)];
    ++checked;
  }
  for (int o = 0; o < 4; ++o) EXPECT_GT(by_outcome[o], 10) << o;  // P, N, L and R all met
}

// A table of one bucket that doubles many times over, and one that stays at 4 KiB (entries
// replaced all the time): the same outcomes; a 4 × 4 search leaves the 1 GiB table at its
// first 1 MiB.
TEST(DomineeringBoardSearch, TableGrowsAndReplaces) {
  for (const auto& [rows, cols] : {std::pair{5, 5}, std::pair{5, 6}, std::pair{6, 6}}) {
    const std::string cells = rectangle(rows, cols);
    const Outcome want = search_outcome(rows, cols, cells);
    for (const std::uint64_t cap : {std::uint64_t{1} << 30, std::uint64_t{4096}}) {
      Budget budget;
      DomineeringBoardOptions options;
      options.table_bytes = cap;
      options.initial_table_bytes = 64;
      DomineeringBoardStats stats;
      EXPECT_EQ(domineering_board_outcome(rows, cols, cells, budget, &stats, options), want)
          << rows << "x" << cols << " table " << cap;
      if (cap > 4096) {
        EXPECT_GE(stats.table_entries, 64u) << "grew";
        EXPECT_LE(stats.table_entries, 8 * stats.nodes + 4) << "no larger than the search needs";
      } else {
        EXPECT_LE(stats.table_entries, 4096u / 16);
      }
    }
  }
  Budget budget;
  DomineeringBoardStats stats;
  domineering_board_outcome(4, 4, rectangle(4, 4), budget, &stats);
  EXPECT_LE(stats.table_bytes, std::uint64_t{2} << 20);
}

// The positional values (domineering_order.h) order only: the same outcome with and without
// them on the rectangles 6 × 6 to 6 × 8 and 7 × 7, and fewer boards searched with them (as
// measured when they came in, 7 Dec 2026: 6 × 8 279,606 boards against 1,258,856, 7 × 7 24,183
// against 59,835; a test that fails if the order stops helping, not a timing).
TEST(DomineeringBoardSearch, PositionalOrderSearchesFewerBoards) {
  for (const auto& [rows, cols] :
       {std::pair{6, 6}, std::pair{6, 7}, std::pair{6, 8}, std::pair{7, 7}}) {
    const std::string cells = rectangle(rows, cols);
    std::uint64_t nodes[2] = {0, 0};
    Outcome outcome[2] = {Outcome::kP, Outcome::kP};
    for (int positional = 0; positional < 2; ++positional) {
      Budget budget;
      DomineeringBoardOptions options;
      options.positional_order = positional != 0;
      DomineeringBoardStats stats;
      outcome[positional] = domineering_board_outcome(rows, cols, cells, budget, &stats, options);
      nodes[positional] = stats.nodes;
    }
    EXPECT_EQ(outcome[1], outcome[0]) << rows << "x" << cols;
    if (rows * cols >= 42) EXPECT_LT(nodes[1], nodes[0]) << rows << "x" << cols;
  }
}

// The bound by squares (theorem (c), (d) of domineering_bound.h) decides boards the other
// counts do not: the same outcome with and without it on 6 × 6 to 6 × 8 and 7 × 7, and fewer
// boards searched with it (as measured when it came in, 7 Dec 2026: 6 × 8 204,916 boards against
// 279,606, 7 × 7 23,863 against 24,183, 8 × 8 5,761,788 against 10,152,627).
TEST(DomineeringBoardSearch, SquaresSearchFewerBoards) {
  for (const auto& [rows, cols] :
       {std::pair{6, 6}, std::pair{6, 7}, std::pair{6, 8}, std::pair{7, 7}}) {
    const std::string cells = rectangle(rows, cols);
    std::uint64_t nodes[2] = {0, 0};
    Outcome outcome[2] = {Outcome::kP, Outcome::kP};
    for (int squares = 0; squares < 2; ++squares) {
      Budget budget;
      DomineeringBoardOptions options;
      options.squares = squares != 0;
      DomineeringBoardStats stats;
      outcome[squares] = domineering_board_outcome(rows, cols, cells, budget, &stats, options);
      nodes[squares] = stats.nodes;
    }
    EXPECT_EQ(outcome[1], outcome[0]) << rows << "x" << cols;
    if (rows * cols <= 36) EXPECT_EQ(outcome[1], search_outcome(rows, cols, cells, true));
    if (rows * cols >= 42) EXPECT_LT(nodes[1], nodes[0]) << rows << "x" << cols;
  }
}

// The values favour the lines at odd distance from an edge, mirror with the board, and are
// Left's on a board as Right's on its transpose.
TEST(DomineeringBoardSearch, PositionalValues) {
  using domineering::move_value;
  for (int rows = 2; rows <= 9; ++rows) {
    for (int cols = 2; cols <= 9; ++cols) {
      for (int r = 0; r + 1 < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
          const int v = move_value(rows, cols, 0, r, c);
          EXPECT_GE(v, 1);
          EXPECT_LE(v, 127);
          EXPECT_EQ(v, move_value(rows, cols, 0, rows - 2 - r, cols - 1 - c));
          EXPECT_EQ(v, move_value(cols, rows, 1, c, r));
        }
      }
    }
  }
  // 8 × 8, Left (vertical): column 1 before the edge column 0 and column 2, column 3 before
  // column 2, column 2 before column 0; a domino from row 0 before one from row 1.
  EXPECT_GT(move_value(8, 8, 0, 0, 1), move_value(8, 8, 0, 0, 0));
  EXPECT_GT(move_value(8, 8, 0, 0, 1), move_value(8, 8, 0, 0, 2));
  EXPECT_GT(move_value(8, 8, 0, 0, 3), move_value(8, 8, 0, 0, 2));
  EXPECT_GT(move_value(8, 8, 0, 0, 2), move_value(8, 8, 0, 0, 0));
  EXPECT_GT(move_value(8, 8, 0, 0, 1), move_value(8, 8, 0, 1, 1));
}

TEST(DomineeringBoardSearch, KnownSmallBoards) {
  // Winning Ways ch. 5: a vertical strip of 2 is 1 (Left wins), a row of 2 is −1, 2 × 2 is ±1.
  EXPECT_EQ(board_outcome(2, 1, ".."), Outcome::kL);
  EXPECT_EQ(board_outcome(1, 2, ".."), Outcome::kR);
  EXPECT_EQ(board_outcome(2, 2, "...."), Outcome::kN);
  EXPECT_EQ(board_outcome(1, 1, "."), Outcome::kP);
}

TEST(DomineeringBoardSearch, BudgetAndSize) {
  Budget budget;
  budget.set_node_limit(1000);
  EXPECT_THROW(domineering_board_outcome(6, 6, rectangle(6, 6), budget), Error);
  Budget small;
  small.set_byte_limit(1000);  // no room for even the smallest table and row table
  EXPECT_THROW(domineering_board_outcome(4, 4, rectangle(4, 4), small), Error);
  Budget any;
  EXPECT_THROW(domineering_board_outcome(12, 11, rectangle(12, 11), any), Error);
}

// A search stopped by its budget says how far it got: the boards it searched (as many as the
// node limit let it charge) and the table's entries, in the message, in the error's progress
// and in the stats.
TEST(DomineeringBoardSearch, BudgetErrorCarriesPartialStats) {
  Budget budget;
  budget.set_node_limit(5000);
  DomineeringBoardStats stats;
  try {
    domineering_board_outcome(7, 7, rectangle(7, 7), budget, &stats);
    FAIL() << "7 x 7 searched in 5000 nodes";
  } catch (const ProgressError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_GE(stats.nodes, 4000u);
    EXPECT_LE(stats.nodes, 5001u);
    EXPECT_GT(stats.table_used, 0u);
    EXPECT_LE(stats.table_used, stats.table_entries);
    std::map<std::string, std::uint64_t> figures(e.progress().begin(), e.progress().end());
    EXPECT_EQ(figures["boards_searched"], stats.nodes);
    EXPECT_EQ(figures["table_entries_used"], stats.table_used);
    EXPECT_EQ(figures["table_entries"], stats.table_entries);
    EXPECT_NE(std::string(e.what()).find(std::to_string(stats.nodes) + " boards"),
              std::string::npos)
        << e.what();
  }
}

TEST(DomineeringBoardSearchLong, SevenBySeven) {
  // 7 × 7 is a first-player win (DOMI), and the outcome search over sums (with its own
  // safe-and-most cut, 11 s) agrees.
  const std::string cells = rectangle(7, 7);
  EXPECT_EQ(board_outcome(7, 7, cells), Outcome::kN);
  EXPECT_EQ(search_outcome(7, 7, cells, true), Outcome::kN);
}

TEST(DomineeringBoardSearchLong, EightByEight) {
  // 8 × 8 is a first-player win (DOMI); the table as sized by default (2 GiB at most).
  Budget budget;
  DomineeringBoardStats stats;
  EXPECT_EQ(domineering_board_outcome(8, 8, rectangle(8, 8), budget, &stats), Outcome::kN);
  EXPECT_GT(stats.nodes, 0u);
}

}  // namespace
}  // namespace grundy::partizan
