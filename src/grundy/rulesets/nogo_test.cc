// NoGo against its rules written here again (tests/unit/rules_model.h): a board is a string of
// rows, a move is legal when afterwards every stone reaches an empty point through stones of its
// own colour (checked stone by stone, not group by group), valued from the whole board, never
// split into regions nor normalised under symmetry. And known answers of linear NoGo from the
// literature. Printing, parsing and refusals are the conformance suite's, from the cases at the
// bottom of this file (GRUNDY_RULESET_CASES).
#include <gtest/gtest.h>

#include <functional>
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

// NoGo's rules on a board of cols columns (a string of rows): a position is legal when every
// stone reaches an empty point through stones of its own colour (checked stone by stone, not
// group by group).
bool nogo_legal(const std::string& s, int cols) {
  const int n = static_cast<int>(s.size());
  for (int i = 0; i < n; ++i) {
    if (s[i] != 'x' && s[i] != 'o') continue;
    std::vector<bool> seen(s.size());
    std::function<bool(int)> breathes = [&](int p) {
      if (p < 0 || p >= n || seen[p]) return false;
      seen[p] = true;
      if (s[p] == '.') return true;
      if (s[p] != s[i]) return false;
      const int c = p % cols;
      return (p >= cols && breathes(p - cols)) || (p + cols < n && breathes(p + cols)) ||
             (c > 0 && breathes(p - 1)) || (c + 1 < cols && breathes(p + 1));
    };
    if (!breathes(i)) return false;
  }
  return true;
}

// A move puts a stone of one's own (Left 'x', Right 'o') on an empty point, leaving a legal
// position.
std::vector<std::string> nogo_moves(const std::string& s, int cols, Side side) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '.') continue;
    std::string t = s;
    t[i] = side == Side::kLeft ? 'x' : 'o';
    if (nogo_legal(t, cols)) out.push_back(std::move(t));
  }
  return out;
}

std::string spelled(const std::string& cells, int cols) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0 && i % static_cast<std::size_t>(cols) == 0) out += '|';
    out += cells[i];
  }
  return out;
}

TEST(NoGo, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("nogo");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // One empty point: a stone there would have no liberty (suicide), so no one moves: 0.
  EXPECT_EQ(canon("."), "0");
  // Two: the first stone leaves the other point its liberty, so no second stone fits: * too.
  EXPECT_EQ(canon(".."), "*");
  // MCGS (Müller's group, the linear NoGo solver of Du and Müller 2024) tests: X..O is a first
  // player win for either side; X.X.X.O is the integer 2 (Black's two gaps are hers alone).
  EXPECT_EQ(canon("x..o"), "*");
  EXPECT_EQ(canon("x.x.x.o"), "2");
  // The last liberty of a group is never filled: x.x is 0 (White's stone there would have no
  // liberty, Black's would take her group's last). x.x.: White has no legal point (each
  // would be suicide), Black has two, each leaving a board where no one can move: {0, 0 | } = 1.
  EXPECT_EQ(canon("x.x"), "0");
  EXPECT_EQ(canon("o.o"), "0");
  EXPECT_EQ(canon("x.x."), "1");
  // Three points: the middle stone leaves a point for its owner only (1, or -1), an end stone
  // leaves * (x.. : Black x.x or xx., White x.o, each 0), so it is {1, * | -1, *} = ±1.
  EXPECT_EQ(canon("..."), "+-1");
  // The empty 1×10 strip: MCGS's winning-move test gives Black's winning first moves as the
  // points 1, 3, 6 and 8 (from 0), so it is a first-player win with exactly those four.
  const std::vector<Component> strip = r->parse_position("..........", 1);
  const GameId g = solver.value(*r, strip);
  EXPECT_EQ(store.outcome(g, budget), Outcome::kN);
  std::vector<std::size_t> winning;  // after Left's winning move, Right moving first loses
  for (std::size_t i = 0; i < 10; ++i) {
    std::string after(10, '.');
    after[i] = 'x';
    const Outcome o = store.outcome(solver.value(*r, r->parse_position(after, 1)), budget);
    if (o == Outcome::kL || o == Outcome::kP) winning.push_back(i);
  }
  EXPECT_EQ(winning, (std::vector<std::size_t>{1, 3, 6, 8}));
}

TEST(NoGo, AgreesWithThePlainRecursion) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("nogo");
  std::mt19937 random(11);
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 1 + static_cast<int>(random() % 3);
    const int cols = 1 + static_cast<int>(random() % (rows == 1 ? 9 : rows == 2 ? 5 : 3));
    std::string cells;
    for (int i = 0; i < rows * cols; ++i) cells += "....xo#"[random() % (trial % 2 ? 7 : 6)];
    if (!nogo_legal(cells, cols)) continue;
    testing::RulesModel<std::string> recursion(
        store, budget,
        [cols](const std::string& t, Side side) { return nogo_moves(t, cols, side); });
    const std::string text = spelled(cells, cols);
    EXPECT_EQ(solver.value(*r, r->parse_position(text, 1)), recursion.value(cells)) << text;
    ++checked;
  }
  EXPECT_GT(checked, 150);
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
// A group with no liberty is refused at its first stone (no capture, no suicide).
GRUNDY_RULESET_CASES(.family = "nogo",
                     .prints = {{"nogo:..x|.o.|...", "nogo:..x|.o.|..."},
                                {"nogo:x..o", "nogo:x..o"},
                                {"nogo:.#.|...", "nogo:.#.|..."}},
                     .refusals = {{"nogo:..z", 8},
                                  {"nogo:xo", 6},
                                  {"nogo:..|.o|ox", 13},
                                  {"nogo:.o.|oxo", 11}},
                     .positions = {"nogo:x..o", "nogo:x.x.x.o", "nogo:...|..."})

}  // namespace
}  // namespace grundy::partizan
