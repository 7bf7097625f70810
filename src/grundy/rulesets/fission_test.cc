// Fission (fission.cc) against its rules written again here (tests/unit/rules_model.h: a board is
// its spelling, no regions, no symmetry, no ruleset code) on every board of up to 10 squares of
// shapes 1×n, 2×n, 3×3 and on random boards with missing squares, and against values worked by
// hand and MCGS's outcomes (fission_3x3.test). Printing, parsing and refusals are the conformance
// suite's, from the cases at the bottom of this file.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "grundy/core/outcome.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan::fission_test {
namespace {

// Left splits a stone into the two empty squares above and below it, Right into those left and
// right of it.
std::vector<std::string> splits(const std::string& board, Side side) {
  const std::size_t width = board.find('|') == std::string::npos ? board.size() : board.find('|');
  const int w = static_cast<int>(width) + 1;  // a row with its '|'
  const int step = side == Side::kLeft ? w : 1;
  const int n = static_cast<int>(board.size());
  auto empty = [&](int i) { return i >= 0 && i < n && board[i] == '.'; };
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) {
    if (board[i] != 'x' || !empty(i - step) || !empty(i + step)) continue;
    std::string t = board;
    t[i] = '.';
    t[i - step] = t[i + step] = 'x';
    out.push_back(t);
  }
  return out;
}

std::string spelled(int rows, int cols, const std::string& squares) {
  std::string b;
  for (int r = 0; r < rows; ++r) b += (r ? "|" : "") + squares.substr(r * cols, cols);
  return b;
}

std::string transposed(int rows, int cols, const std::string& squares) {
  std::string t;
  for (int c = 0; c < cols; ++c) {
    for (int r = 0; r < rows; ++r) t += squares[r * cols + c];
  }
  return spelled(cols, rows, t);
}

TEST(Fission, AgreesWithThePlainRecursionOnEverySmallBoard) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<std::string> model(store, budget, splits);
  const RulesetPtr r = make_ruleset("fission");
  std::mt19937 random(34);
  int boards = 0;
  auto check = [&](int rows, int cols, const std::string& squares) {
    const std::string b = spelled(rows, cols, squares);
    ASSERT_EQ(solver.value(*r, r->parse_position(b, 1)), model.value(b)) << b;
    // A quarter turn exchanges the sides.
    EXPECT_EQ(model.value(transposed(rows, cols, squares)), store.negative(model.value(b))) << b;
    ++boards;
  };
  for (auto [rows, most] : std::vector<std::pair<int, int>>{{1, 10}, {2, 5}, {3, 3}}) {
    for (int cols = 1; cols <= most; ++cols) {
      for (int k = 0; k < (1 << (rows * cols)); ++k) {
        std::string squares;
        for (int i = 0; i < rows * cols; ++i) squares += (k >> i) & 1 ? 'x' : '.';
        check(rows, cols, squares);
      }
    }
  }
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 2 + static_cast<int>(random() % 3), cols = 2 + static_cast<int>(random() % 3);
    std::string squares;
    for (int i = 0; i < rows * cols; ++i) squares += "x...#"[random() % 5];
    check(rows, cols, squares);
  }
  EXPECT_GT(boards, 3000);
}

TEST(Fission, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  // By hand: a stone between two empty squares in a column has one move, for Left, to x|.|x,
  // where nobody can move: {0|} = 1; in a row, -1.
  EXPECT_EQ(canon("fission:.|x|."), "1");
  EXPECT_EQ(canon("fission:.x."), "-1");
  EXPECT_EQ(canon("fission:x"), "0");
  EXPECT_EQ(canon("fission:.####|x#.x.|.####"), "0");  // 1 + (-1): regions apart
  // MCGS's fission_3x3.test (B is Left): ...|..X|... is B win, W loss (L); .X.|...|... is R.
  auto outcome = [&](const char* e) {
    return std::string(to_string(store.outcome(evaluate(solver, e), budget)));
  };
  EXPECT_EQ(outcome("fission:...|..X|..."), "L");
  EXPECT_EQ(outcome("fission:.X.|...|..."), "R");
}

}  // namespace
}  // namespace grundy::partizan::fission_test

GRUNDY_RULESET_CASES(.family = "fission",
                     .prints = {{"fission:...|.x.|...", "fission:...|.x.|..."},
                                {"fission:..X|...", "fission:..x|..."}},
                     .refusals = {{"fission:.o.", 10}, {"fission:..|.", 13}},
                     .positions = {"fission:...|.x.|...", "fission:....|..x.|....|#..#",
                                   "fission:.....|.x.x.|....."})
