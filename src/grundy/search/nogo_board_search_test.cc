// The NoGo board search (nogo_board_search.h) against second routes: its outcome against the
// outcome search over sums (outcome_search.h, with nogo.cc's liberty-class split) on random boards
// up to 4 × 4 and 3 × 5 with stones and off-board points; the counting bound and the search with
// each rule off against a plain minimax on a character grid that shares no code with it; the
// node counts with and without each rule; the budget and the refusals. The long tier: 4 × 5
// by both searches (N; 32 s of CPU and 2.0 GB, nearly all the sum search's, 8 Dec 2026).
#include "grundy/search/nogo_board_search.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

#include "grundy/core/error.h"
#include "grundy/search/outcome_search.h"
#include "grundy/search/search_expression.h"

// A named namespace of its own: the unity build compiles this file with the Domineering board
// search's test, whose helpers have the same names.
namespace grundy::partizan::nogo_board_test {
namespace {

std::string empty_board(int rows, int cols) {
  return std::string(static_cast<std::size_t>(rows * cols), '.');
}

std::string notation(int rows, int cols, const std::string& cells) {
  std::string s = "nogo:";
  for (int r = 0; r < rows; ++r) {
    if (r > 0) s += '|';
    s += cells.substr(static_cast<std::size_t>(r * cols), static_cast<std::size_t>(cols));
  }
  return s;
}

// ---- A plain reference on characters: the rules as written, no bits, no table. ----

// Whether the group at s has a liberty.
bool has_liberty(const std::string& cells, int rows, int cols, int s) {
  const char colour = cells[static_cast<std::size_t>(s)];
  std::vector<char> seen(cells.size(), 0);
  std::vector<int> stack{s};
  seen[static_cast<std::size_t>(s)] = 1;
  while (!stack.empty()) {
    const int t = stack.back();
    stack.pop_back();
    const int r = t / cols, c = t % cols;
    const int nr[] = {r - 1, r + 1, r, r}, nc[] = {c, c, c - 1, c + 1};
    for (int d = 0; d < 4; ++d) {
      if (nr[d] < 0 || nr[d] >= rows || nc[d] < 0 || nc[d] >= cols) continue;
      const int n = nr[d] * cols + nc[d];
      const char there = cells[static_cast<std::size_t>(n)];
      if (there == '.') return true;
      if (there == colour && !seen[static_cast<std::size_t>(n)]) {
        seen[static_cast<std::size_t>(n)] = 1;
        stack.push_back(n);
      }
    }
  }
  return false;
}

bool every_group_lives(const std::string& cells, int rows, int cols) {
  for (int s = 0; s < rows * cols; ++s) {
    const char ch = cells[static_cast<std::size_t>(s)];
    if ((ch == 'x' || ch == 'o') && !has_liberty(cells, rows, cols, s)) return false;
  }
  return true;
}

// Whether mover ('x' or 'o') wins moving first: some legal stone leaves a board the other loses
// (memo: the exact board and mover, nothing else).
bool plain_wins(std::string cells, int rows, int cols, char mover,
                std::map<std::string, bool>& memo) {
  const std::string key = cells + mover;
  if (const auto it = memo.find(key); it != memo.end()) return it->second;
  const char other = mover == 'x' ? 'o' : 'x';
  bool won = false;
  for (std::size_t i = 0; i < cells.size() && !won; ++i) {
    if (cells[i] != '.') continue;
    cells[i] = mover;
    won = every_group_lives(cells, rows, cols) && !plain_wins(cells, rows, cols, other, memo);
    cells[i] = '.';
  }
  memo[key] = won;
  return won;
}

bool plain_wins(const std::string& cells, int rows, int cols, char mover) {
  std::map<std::string, bool> memo;
  return plain_wins(cells, rows, cols, mover, memo);
}

Outcome plain_outcome(const std::string& cells, int rows, int cols) {
  const bool left = plain_wins(cells, rows, cols, 'x'), right = plain_wins(cells, rows, cols, 'o');
  return left && right ? Outcome::kN : left ? Outcome::kL : right ? Outcome::kR : Outcome::kP;
}

// A random board: stones of both colours and a few off-board points, the stones of groups
// without a liberty taken off until every group has one (as NoGo's sample does).
std::string random_board(std::mt19937_64& rng, int rows, int cols, double stones) {
  std::string cells = empty_board(rows, cols);
  std::uniform_real_distribution<double> u(0, 1);
  for (char& c : cells) {
    const double v = u(rng);
    c = v < stones / 2 ? 'x' : v < stones ? 'o' : v < stones + 0.08 ? '#' : '.';
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int s = 0; s < rows * cols; ++s) {
      const char ch = cells[static_cast<std::size_t>(s)];
      if ((ch == 'x' || ch == 'o') && !has_liberty(cells, rows, cols, s)) {
        cells[static_cast<std::size_t>(s)] = '.';
        changed = true;
      }
    }
  }
  return cells;
}

Outcome sum_outcome(int rows, int cols, const std::string& cells) {
  Budget budget;
  OutcomeSearch search(budget);
  add_expression(search, notation(rows, cols, cells), nullptr);
  return search.outcome();
}

NoGoBoardOptions small_table() {
  NoGoBoardOptions options;
  options.table_bytes = std::uint64_t{1} << 22;
  options.initial_table_bytes = std::uint64_t{1} << 12;  // grows in the small tests too
  return options;
}

Outcome board_outcome(int rows, int cols, const std::string& cells,
                      NoGoBoardOptions options = small_table(), NoGoBoardStats* stats = nullptr) {
  Budget budget;
  return nogo_board_outcome(rows, cols, cells, budget, stats, options);
}

TEST(NoGoBoardSearch, EmptyBoardsAgreeWithTheSumSearch) {
  for (int rows = 1; rows <= 4; ++rows) {
    for (int cols = 1; cols <= 4; ++cols) {
      const std::string cells = empty_board(rows, cols);
      EXPECT_EQ(board_outcome(rows, cols, cells), sum_outcome(rows, cols, cells))
          << rows << " x " << cols;
    }
  }
  // 4 × 4 is a second-player win (MCGS; Müller's NoGo page).
  EXPECT_EQ(board_outcome(4, 4, empty_board(4, 4)), Outcome::kP);
}

TEST(NoGoBoardSearch, RandomBoardsAgreeWithTheSumSearch) {
  std::mt19937_64 rng(31);
  const int shapes[][2] = {{2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {3, 5}, {5, 3}, {2, 5}};
  int decided[4] = {};
  for (const auto& shape : shapes) {
    for (int i = 0; i < 25; ++i) {
      const int rows = shape[0], cols = shape[1];
      const std::string cells = random_board(rng, rows, cols, 0.1 + 0.04 * (i % 10));
      const Outcome expected = sum_outcome(rows, cols, cells);
      ++decided[static_cast<int>(expected)];
      EXPECT_EQ(board_outcome(rows, cols, cells), expected) << notation(rows, cols, cells);
    }
  }
  // The sample is not all of one outcome.
  for (int n : decided) EXPECT_GT(n, 0);
}

TEST(NoGoBoardSearch, EachRuleOffAgreesWithPlainMinimax) {
  std::mt19937_64 rng(7);
  const int shapes[][2] = {{2, 3}, {3, 3}, {3, 4}, {2, 5}, {4, 3}};
  for (const auto& shape : shapes) {
    for (int i = 0; i < 12; ++i) {
      const int rows = shape[0], cols = shape[1];
      const std::string cells = random_board(rng, rows, cols, 0.05 + 0.05 * (i % 6));
      const Outcome expected = plain_outcome(cells, rows, cols);
      for (int off = 0; off < 7; ++off) {
        NoGoBoardOptions options = small_table();
        options.counting = off != 0;
        options.symmetry = off != 1;
        options.ordering = off != 2;
        options.etc = off != 3;
        options.table = off != 4;
        options.history = off != 5;
        EXPECT_EQ(board_outcome(rows, cols, cells, options), expected)
            << notation(rows, cols, cells) << " rule " << off << " off";
      }
    }
  }
}

// The counting bound decides only what a plain minimax confirms, and does decide some boards.
TEST(NoGoBoardSearch, CountingBoundAgreesWithPlainMinimax) {
  std::mt19937_64 rng(5);
  int decided = 0, wins = 0;
  for (int i = 0; i < 400; ++i) {
    const int rows = 2 + static_cast<int>(rng() % 3), cols = 3 + static_cast<int>(rng() % 2);
    const std::string cells = random_board(rng, rows, cols, 0.35 + 0.1 * (i % 4));
    const int d = nogo_count_decides(rows, cols, cells);
    if (d < 0) continue;
    ++decided;
    wins += d;
    EXPECT_EQ(d == 1, plain_wins(cells, rows, cols, 'x')) << notation(rows, cols, cells);
  }
  EXPECT_GT(decided, 20);
  EXPECT_GT(wins, 5);
  EXPECT_LT(wins, decided);
  //   x . x      Both empty points are eyes of x, in one part (safe 1); o may play neither
  //   x x .      (most 0): x to move wins.
  EXPECT_EQ(nogo_count_decides(2, 3, "x.xxx."), 1);
  // The colours exchanged ('x' is always the mover): x has no point and loses.
  EXPECT_EQ(nogo_count_decides(2, 3, "o.ooo."), 0);
}

// Each rule saves boards on 4 × 4 and on a 3 × 5 with stones.
TEST(NoGoBoardSearch, EachRuleSavesNodes) {
  const struct {
    int rows, cols;
    std::string cells;
  } boards[] = {{4, 4, empty_board(4, 4)}, {3, 5, "..x....o......."}};
  for (const auto& b : boards) {
    NoGoBoardStats all;
    const Outcome expected = board_outcome(b.rows, b.cols, b.cells, small_table(), &all);
    for (int off = 0; off < 5; ++off) {
      NoGoBoardOptions options = small_table();
      options.counting = off != 0;
      options.symmetry = off != 1;
      options.ordering = off != 2;
      options.etc = off != 3;
      options.history = off != 4;
      NoGoBoardStats without;
      EXPECT_EQ(board_outcome(b.rows, b.cols, b.cells, options, &without), expected);
      EXPECT_LT(all.nodes, without.nodes) << notation(b.rows, b.cols, b.cells) << " rule " << off;
    }
  }
}

// A board that fits only transposed (13 × 3: 13 × 4 bits > 48, 3 × 14 ≤ 48) is searched so.
TEST(NoGoBoardSearch, TallBoardIsTransposed) {
  std::mt19937_64 rng(13);
  for (int i = 0; i < 5; ++i) {
    const std::string cells = random_board(rng, 13, 3, 0.6);
    EXPECT_EQ(board_outcome(13, 3, cells), sum_outcome(13, 3, cells)) << notation(13, 3, cells);
  }
}

TEST(NoGoBoardSearch, BudgetAndRefusals) {
  Budget budget;
  budget.set_node_limit(100);
  try {
    nogo_board_outcome(4, 4, empty_board(4, 4), budget, nullptr, small_table());
    FAIL() << "expected the budget to run out";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
  Budget unlimited;
  const auto refused = [&](int rows, int cols, const std::string& cells) {
    try {
      nogo_board_outcome(rows, cols, cells, unlimited);
    } catch (const Error& e) {
      return e.kind() == ErrorKind::kUsage;
    }
    return false;
  };
  EXPECT_TRUE(refused(7, 7, empty_board(7, 7)));  // 7 × 8 bits
  EXPECT_TRUE(refused(2, 2, "xo"));               // too few squares
  EXPECT_TRUE(refused(2, 2, "xoox"));             // groups without a liberty
  EXPECT_TRUE(refused(1, 3, "x?."));              // an unknown point
  EXPECT_TRUE(nogo_board_fits(6, 6));
  EXPECT_FALSE(nogo_board_fits(7, 7));
}

TEST(NoGoBoardSearchLong, FourByFiveAgreesWithTheSumSearch) {
  const std::string cells = empty_board(4, 5);
  EXPECT_EQ(board_outcome(4, 5, cells, {}), sum_outcome(4, 5, cells));
}

}  // namespace
}  // namespace grundy::partizan::nogo_board_test
