// Generalised King Dirt (gen_king_dirt.cc) against its rules written again here from MCGS's
// CGSuite script (utils/CGSuite/GenKingDirt.cgs; tests/unit/rules_model.h: a board and the kings
// still held, never split, never cropped, never turned, the counts never capped) on random boards
// of up to 9 squares with every count up to 2 and both must-place rules, on sums of two, and
// against MCGS's outcomes from its autotests (input/autotests/gen_king_dirt/*.test, results from
// CGSuite 2.2-beta2; every case of those files is run by the ctest mcgs_sheep_king_dirt).
// Printing, parsing and refusals are the conformance suite's, from the cases at the bottom.
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

namespace grundy::partizan::gen_king_dirt_test {
namespace {

struct State {
  int rows = 0, cols = 0;
  std::string board;         // row by row: '.', '#', 'x', 'o'
  int black = 0, white = 0;  // kings Left and Right still hold
  bool must_place = false;
  friend bool operator<(const State& a, const State& b) {
    return std::tie(a.rows, a.cols, a.board, a.black, a.white, a.must_place) <
           std::tie(b.rows, b.cols, b.board, b.black, b.white, b.must_place);
  }
};

// GenKingDirt.cgs's Options: if the player still holds a king, one option per empty square with
// it placed there; unless must-place and some king was placed, one option per king of the
// player and compass direction to an empty square: the king moves there, dirt where it was.
std::vector<State> moves(const State& s, Side side) {
  const char p = side == Side::kLeft ? 'x' : 'o';
  const int held = side == Side::kLeft ? s.black : s.white;
  std::vector<State> out;
  if (held > 0) {
    for (std::size_t i = 0; i < s.board.size(); ++i) {
      if (s.board[i] != '.') continue;
      State t = s;
      t.board[i] = p;
      (side == Side::kLeft ? t.black : t.white) -= 1;
      out.push_back(t);
    }
  }
  if (s.must_place && !out.empty()) return out;
  const int compass[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
  for (int r = 0; r < s.rows; ++r) {
    for (int c = 0; c < s.cols; ++c) {
      if (s.board[r * s.cols + c] != p) continue;
      for (const auto& d : compass) {
        const int nr = r + d[0], nc = c + d[1];
        if (nr < 0 || nc < 0 || nr >= s.rows || nc >= s.cols || s.board[nr * s.cols + nc] != '.') {
          continue;
        }
        State t = s;
        t.board[r * s.cols + c] = '#';
        t.board[nr * s.cols + nc] = p;
        out.push_back(t);
      }
    }
  }
  return out;
}

std::string spelled(const State& s) {
  std::string board;
  for (int r = 0; r < s.rows; ++r) {
    if (r > 0) board += '|';
    board += s.board.substr(r * s.cols, s.cols);
  }
  return std::to_string(s.black) + "," + std::to_string(s.white) + "," +
         (s.must_place ? "1" : "0") + ":" + board;
}

State random_state(std::mt19937& random) {
  const int shapes[][2] = {{1, 3}, {1, 4}, {2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}};
  const auto& shape = shapes[random() % 7];
  State s{shape[0],
          shape[1],
          "",
          static_cast<int>(random() % 3),
          static_cast<int>(random() % 3),
          random() % 2 == 1};
  for (int i = 0; i < s.rows * s.cols; ++i) s.board += ".....##xo"[random() % 9];
  return s;
}

TEST(GenKingDirt, AgreesWithTheCGSuiteRulesOnRandomBoards) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<State> model(store, budget, moves);
  const RulesetPtr r = make_ruleset("gen-king-dirt");
  std::mt19937 random(34);
  std::vector<State> states;
  for (int trial = 0; trial < 400; ++trial) {
    const State s = random_state(random);
    states.push_back(s);
    ASSERT_EQ(solver.value(*r, r->parse_position(spelled(s), 1)), model.value(s)) << spelled(s);
  }
  for (int trial = 0; trial < 100; ++trial) {
    const State& a = states[random() % states.size()];
    const State& b = states[random() % states.size()];
    const std::string sum = "gen-king-dirt:" + spelled(a) + " + gen_king_dirt:" + spelled(b);
    EXPECT_EQ(evaluate(solver, sum), store.add(model.value(a), model.value(b), budget)) << sum;
  }
}

TEST(GenKingDirt, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  // By hand: a king beside an empty square moves once, then is stuck: {0|} = 1.
  EXPECT_EQ(canon("gen-king-dirt:x."), "1");
  // One empty square and a king for each to place: {0|0} = *. With must-place and a Left king on
  // the board, Left must place all the same.
  EXPECT_EQ(canon("gen-king-dirt:1,1,0:."), "*");
  EXPECT_EQ(canon("gen-king-dirt:1,1,1:x."), "*");
  // Without must-place Left may also slide: x. → #x (0) or xx (0): still {0|0} = *... and
  // Right's only move is to place: *.
  EXPECT_EQ(canon("gen-king-dirt:1,1,0:x."), "*");
  // Counts above the number of empty squares are worth no more: 5 kings on one square are 1.
  EXPECT_EQ(canon("gen-king-dirt:5,0,0:."), canon("gen-king-dirt:1,0,0:."));
  // MCGS's 3x3_110.test and 4x4_111.test (B is Left), results from CGSuite 2.2-beta2.
  auto outcome = [&](const char* e) {
    return std::string(to_string(store.outcome(evaluate(solver, e), budget)));
  };
  EXPECT_EQ(outcome("gen_king_dirt:1,1,0:X..|.#.|.X#"), "L");
  EXPECT_EQ(outcome("gen_king_dirt:1,1,0:..X|...|..O"), "N");
  EXPECT_EQ(outcome("gen_king_dirt:1,1,0:..O|.X.|.X."), "P");
  EXPECT_EQ(outcome("gen_king_dirt:1,1,0:O..|..#|.#."), "R");
  EXPECT_EQ(outcome("gen_king_dirt:1,1,1:..#.|.#..|..O.|..X."), "N");
  EXPECT_EQ(outcome("gen_king_dirt:1,1,1:O...|OO.#|#...|...#"), "R");
}

}  // namespace
}  // namespace grundy::partizan::gen_king_dirt_test

GRUNDY_RULESET_CASES(.family = "gen-king-dirt",
                     .prints = {{"gen-king-dirt:1,1,0:x..|.#.|.x#",
                                 "gen-king-dirt:1,1,0:x..|.#.|.x#"},
                                {"gen_king_dirt:1,1,1:X..|..O", "gen-king-dirt:1,1,1:x..|..o"},
                                {"gen-king-dirt:x.#o", "gen-king-dirt:0,0,0:x.#o"},
                                {"gen-king-dirt:9,0,1:x.", "gen-king-dirt:1,0,1:x."},
                                {"gen-king-dirt:0,0,1:x.", "gen-king-dirt:0,0,0:x."}},
                     .refusals = {{"gen-king-dirt:1,1,2:x.", 19, "must-place"},
                                  {"gen-king-dirt:1,1:x.", 18, "expected ','"},
                                  {"gen-king-dirt:1,a,0:x.", 17, "whole number"},
                                  {"gen-king-dirt:1,1,0:x.|y.", 24},
                                  {"gen-king-dirt:x.|.", 19}},
                     .positions = {"gen-king-dirt:1,1,0:x..|.#.|.x#", "gen-king-dirt:1,1,1:...|.x.",
                                   "gen-king-dirt:0,0,0:xo.|.#.|..x"})
