// Konane against a plain recursion written here from the rules alone: the board as a string, its
// options every run of jumps of one stone in one direction, its value {Left's | Right's} built
// in the store, with no regions and no symmetry.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

class KonaneRecursion {
 public:
  KonaneRecursion(GameStore& store, Budget& budget, int rows, int cols)
      : store_(store), budget_(budget), rows_(rows), cols_(cols) {}
  GameId value(const std::string& board) {
    if (auto it = memo_.find(board); it != memo_.end()) return it->second;
    std::vector<GameId> options[2];
    for (int side = 0; side < 2; ++side) {
      const char mine = side == 0 ? 'x' : 'o', theirs = side == 0 ? 'o' : 'x';
      for (int s = 0; s < rows_ * cols_; ++s) {
        if (board[s] != mine) continue;
        for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          std::string b = board;
          for (int k = 1;; ++k) {
            const int r = s / cols_ + 2 * k * dr, c = s % cols_ + 2 * k * dc;
            const int jr = r - dr, jc = c - dc;
            if (r < 0 || c < 0 || r >= rows_ || c >= cols_) break;
            if (b[jr * cols_ + jc] != theirs || b[r * cols_ + c] != '.') break;
            b[(r - 2 * dr) * cols_ + (c - 2 * dc)] = '.';
            b[jr * cols_ + jc] = '.';
            b[r * cols_ + c] = mine;
            options[side].push_back(value(b));
          }
        }
      }
    }
    const GameId g = store_.construct(options[0], options[1], budget_);
    memo_.emplace(board, g);
    return g;
  }

 private:
  GameStore& store_;
  Budget& budget_;
  int rows_, cols_;
  std::map<std::string, GameId> memo_;
};

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
    KonaneRecursion recursion(store, budget, rows, cols);
    EXPECT_EQ(solver.value(*r, r->parse_position(spelling, 1)), recursion.value(board))
        << "konane:" << spelling;
  }
}

}  // namespace
}  // namespace grundy::partizan
