// Konane against its rules written here again (tests/unit/rules_model.h): the board as a string,
// its options every run of jumps of one stone in one direction, with no regions and no symmetry.
// Printing, parsing and refusals are the conformance suite's, from the cases at the bottom of this
// file (GRUNDY_RULESET_CASES).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan {
namespace {

// Konane's rules on a board of rows × cols (a string of rows): side jumps one of its stones
// over an adjacent stone of the other's onto an empty point, taking it, and may go on jumping
// in the same direction; each run of jumps is a move.
std::vector<std::string> konane_moves(const std::string& board, int rows, int cols, Side side) {
  const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
  std::vector<std::string> out;
  for (int s = 0; s < rows * cols; ++s) {
    if (board[s] != mine) continue;
    for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      std::string b = board;
      for (int k = 1;; ++k) {
        const int r = s / cols + 2 * k * dr, c = s % cols + 2 * k * dc;
        const int jr = r - dr, jc = c - dc;
        if (r < 0 || c < 0 || r >= rows || c >= cols) break;
        if (b[jr * cols + jc] != theirs || b[r * cols + c] != '.') break;
        b[(r - 2 * dr) * cols + (c - 2 * dc)] = '.';
        b[jr * cols + jc] = '.';
        b[r * cols + c] = mine;
        out.push_back(b);
      }
    }
  }
  return out;
}

TEST(Konane, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("konane");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  EXPECT_EQ(canon("xo."), "1");   // one jump for Left, none for Right
  EXPECT_EQ(canon(".xo."), "*");  // each may jump once, leaving a lone stone: {0 | 0}
  // Left jumps once (to ..xo. = {0 | 0} = *, either may jump last) or twice (to 0); Right never:
  // {0, * | } = 1.
  EXPECT_EQ(canon("xo.o."), "1");
  EXPECT_EQ(canon("xo.#xo."), "2");  // two regions apart
  EXPECT_EQ(canon("xxoo"), "0");     // full: nobody can jump
  EXPECT_EQ(canon("x|o|."), "1");    // a column is a row turned
}

TEST(Konane, AgreesWithThePlainRecursion) {
  std::mt19937 random(21);
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("konane");
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 1 + static_cast<int>(random() % 3), cols = 1 + static_cast<int>(random() % 5);
    std::string board, spelling;
    for (int i = 0; i < rows * cols; ++i) {
      const char s = "xo.xo.#"[random() % 7];
      board += s;
      if (i && i % cols == 0) spelling += '|';
      spelling += s;
    }
    testing::RulesModel<std::string> recursion(store, budget,
                                               [rows, cols](const std::string& b, Side side) {
                                                 return konane_moves(b, rows, cols, side);
                                               });
    EXPECT_EQ(solver.value(*r, r->parse_position(spelling, 1)), recursion.value(board))
        << "konane:" << spelling;
  }
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
GRUNDY_RULESET_CASES(.family = "konane", .prints = {{"konane:xox.|o.ox", "konane:xox.|o.ox"}},
                     .refusals = {{"konane:xoz", 10}},
                     .positions = {"konane:xo.o.", "konane:xo.#xo.", "konane:x|o|."})

}  // namespace
}  // namespace grundy::partizan
