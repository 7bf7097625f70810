// Sheep (sheep.cc) against its rules written again here (tests/unit/rules_model.h: a board is a
// list of herds, never split, never turned) on random boards of up to 9 cells and on sums of two,
// and against MCGS's outcomes from its autotests (input/autotests/sheep_autotests/*.test, results
// from MCGS itself; every case of those files is run by the ctest mcgs_sheep_king_dirt). Printing,
// parsing and refusals are the conformance suite's, from the cases at the bottom of this file.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "grundy/core/outcome.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan::sheep_test {
namespace {

struct Board {
  int rows = 0, cols = 0;
  std::vector<int> herds;  // row by row; > 0 Left's, < 0 Right's, 0 empty
  friend bool operator<(const Board& a, const Board& b) {
    return std::tie(a.rows, a.cols, a.herds) < std::tie(b.rows, b.cols, b.herds);
  }
};

// MCGS's rules (sheep.cpp): a herd of n ≥ 2 of the mover's picks one of the six hexagonal
// directions, walks cell by cell while the next cell is on the board and empty, and, if it got
// anywhere, leaves k (1 ≤ k < n) sheep on the last cell and n - k where it was.
std::vector<Board> walks(const Board& b, Side side) {
  const int sign = side == Side::kLeft ? 1 : -1;
  const int dirs[6][2] = {{-1, 0}, {-1, 1}, {0, 1}, {1, 0}, {1, -1}, {0, -1}};
  std::vector<Board> out;
  for (int i = 0; i < b.rows * b.cols; ++i) {
    const int n = b.herds[i] * sign;
    if (n < 2) continue;
    for (const auto& d : dirs) {
      int r = i / b.cols, c = i % b.cols, last = -1;
      while (true) {
        r += d[0], c += d[1];
        if (r < 0 || c < 0 || r >= b.rows || c >= b.cols || b.herds[r * b.cols + c] != 0) break;
        last = r * b.cols + c;
      }
      if (last < 0) continue;
      for (int k = 1; k < n; ++k) {
        Board t = b;
        t.herds[i] = sign * (n - k);
        t.herds[last] = sign * k;
        out.push_back(t);
      }
    }
  }
  return out;
}

std::string spelled(const Board& b) {
  std::string s = "(";
  for (int i = 0; i < b.rows * b.cols; ++i) {
    if (i > 0) s += i % b.cols == 0 ? "|" : ", ";
    s += std::to_string(b.herds[i]);
  }
  return s + ")";
}

Board random_board(std::mt19937& random) {
  const int shapes[][2] = {{1, 3}, {1, 5}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {4, 2}};
  const auto& shape = shapes[random() % 8];
  const int herds[] = {0, 0, 0, 0, 0, 1, -1, 2, -2, 3, -3, 4, -4};
  Board b{shape[0], shape[1], {}};
  for (int i = 0; i < b.rows * b.cols; ++i) b.herds.push_back(herds[random() % 13]);
  return b;
}

TEST(Sheep, AgreesWithThePlainRecursionOnRandomBoards) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<Board> model(store, budget, walks);
  const RulesetPtr r = make_ruleset("sheep");
  std::mt19937 random(34);
  std::vector<Board> boards;
  for (int trial = 0; trial < 400; ++trial) {
    const Board b = random_board(random);
    boards.push_back(b);
    ASSERT_EQ(solver.value(*r, r->parse_position(spelled(b), 1)), model.value(b)) << spelled(b);
  }
  // Sums of two boards: the solver's regions of the joined spelling against the model's sum.
  for (int trial = 0; trial < 100; ++trial) {
    const Board& a = boards[random() % boards.size()];
    const Board& b = boards[random() % boards.size()];
    const std::string sum = "sheep:" + spelled(a) + " + sheep:" + spelled(b);
    EXPECT_EQ(evaluate(solver, sum), store.add(model.value(a), model.value(b), budget)) << sum;
  }
}

// A board of at most 64 cells is split into regions on bits, a bigger one by a flood fill with
// a stack: the same board with rows of walls (herds of 1) added below, past 64 cells, has the
// same regions, so each route is checked against the other (and the bits' against the model
// through the values above). Up to 8 x 8, with herds sparse enough to leave several regions.
TEST(Sheep, RegionsOnBitsAgreeWithTheFloodFill) {
  const RulesetPtr r = make_ruleset("sheep");
  std::mt19937 random(64);
  const int herds[] = {0, 0, 0, 1, 1, -1, 2, -2, 3, -3};
  int split = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Board b{1 + static_cast<int>(random() % 8), 1 + static_cast<int>(random() % 8), {}};
    for (int i = 0; i < b.rows * b.cols; ++i) b.herds.push_back(herds[random() % 10]);
    Board padded = b;
    while (padded.rows * padded.cols <= 64) {
      ++padded.rows;
      padded.herds.insert(padded.herds.end(), static_cast<std::size_t>(b.cols), 1);
    }
    const auto on_bits = r->components(r->parse_position(spelled(b), 1)[0]);
    const auto by_fill = r->components(r->parse_position(spelled(padded), 1)[0]);
    ASSERT_TRUE(on_bits && by_fill);
    ASSERT_EQ(*on_bits, *by_fill) << spelled(b);
    split += on_bits->size() >= 2;
  }
  EXPECT_GT(split, 300);  // boards that fall apart into several regions were met
}

TEST(Sheep, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  // By hand: a herd of 2 beside an empty cell splits once, into two walls: {0|} = 1.
  EXPECT_EQ(canon("sheep:2,0"), "1");
  EXPECT_EQ(canon("sheep:(0,-2)"), "-1");
  // A herd of 3 at the end of a row of three cells walks to the far end, leaving 2,0,1 or 1,0,2;
  // in either the herd of 2 then walks to the middle cell and all are walls: {1|} with 1 = {0|},
  // so 3,0,0 is 2.
  EXPECT_EQ(canon("sheep:3,0,0"), "2");
  // Hexagonal, not square: (r, c) touches (r+1, c-1) but not (r+1, c+1).
  EXPECT_EQ(canon("sheep:2,1|1,0"), "0");
  EXPECT_EQ(canon("sheep:1,2|0,1"), "1");
  // MCGS's own cases (sheep_autotests/*.test) are run by the ctest mcgs_sheep_king_dirt, by the
  // outcome search: their canonical forms take minutes.
}

}  // namespace
}  // namespace grundy::partizan::sheep_test

GRUNDY_RULESET_CASES(.family = "sheep",
                     .prints = {{"sheep:(0, 0, 3 | -2, 0, 0)", "sheep:(0,0,3|-2,0,0)"},
                                {"sheep:0,4|0,0", "sheep:(0,4|0,0)"},
                                {"sheep:(2 0 -1)", "sheep:(2,0,-1)"},
                                {"sheep:0", "sheep:(0)"}},
                     .refusals = {{"sheep:(0,x)", 10},
                                  {"sheep:(0,51)", 10, "more than 50"},
                                  {"sheep:(0,1|2)", 13, "first row has 2"},
                                  {"sheep:(0,2|)", 12, "empty row"},
                                  {"sheep:(0,2-1)", 11}},
                     .positions = {"sheep:(0,0,3|-2,0,0)", "sheep:(3,0,0|0,0,-3)",
                                   "sheep:(0,4,0|-2,0,0|0,0,-2)"})
