// Push against its rules written here again (tests/unit/rules_model.h): a strip is a string, a
// move of the piece on square n walks left from n to the first empty square (or off the strip)
// and moves every piece on the way one square along, with no trailing squares dropped and no
// ruleset code. And values worked by hand from the rules. Printing, parsing and refusals are the
// conformance suite's, from the cases at the bottom of this file (GRUNDY_RULESET_CASES).
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

// Push's rules: side moves one of its pieces, which walks left from its square to the first
// empty square (or off the left end), carrying each piece on the way one square along.
std::vector<std::string> push_moves(const std::string& s, Side side) {
  std::vector<std::string> out;
  for (std::size_t n = 0; n < s.size(); ++n) {
    if (s[n] != (side == Side::kLeft ? 'L' : 'R')) continue;
    std::string t = s;
    // Carry each piece one square left, starting with the chosen one, until a piece lands on
    // an empty square or falls off the left end.
    char carried = t[n];
    t[n] = '.';
    for (std::size_t k = n; k-- > 0;) {
      const char was = t[k];
      t[k] = carried;
      if (was == '.') break;
      carried = was;
    }
    out.push_back(std::move(t));
  }
  return out;
}

TEST(Push, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("push");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // A lone piece of Left's on square i (from 1) takes i moves to push off: it is the integer i.
  EXPECT_EQ(canon("L"), "1");
  EXPECT_EQ(canon(".L"), "2");
  EXPECT_EQ(canon("...L"), "4");
  EXPECT_EQ(canon("..R"), "-3");
  EXPECT_EQ(canon("L..."), "1");  // squares after the last piece are never reached
  // LR: Left pushes L off, leaving .R = -2; Right's push carries L off, leaving R = -1:
  // {-2 | -1} = -3/2. Swapping colours and sides: RL = 3/2.
  EXPECT_EQ(canon("LR"), "-3/2");
  EXPECT_EQ(canon("RL"), "3/2");
  // LL: pushing the first L leaves .L, pushing the second leaves L: {2, 1 | } = 3 (the two
  // pieces need 1 + 2 pushes).
  EXPECT_EQ(canon("LL"), "3");
  EXPECT_EQ(canon("LR|RL"), "0");
  EXPECT_EQ(canon("0"), "0");
}

TEST(Push, AgreesWithThePlainRecursion) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<std::string> recursion(store, budget, push_moves);
  const RulesetPtr r = make_ruleset("push");
  std::mt19937 random(5);
  for (int trial = 0; trial < 400; ++trial) {
    auto strip = [&](int most) {
      std::string s;
      const int n = 1 + static_cast<int>(random() % most);
      for (int i = 0; i < n; ++i) s += "LR."[random() % 3];
      return s;
    };
    const std::string a = strip(9), b = strip(5);
    EXPECT_EQ(solver.value(*r, r->parse_position(a, 1)), recursion.value(a)) << a;
    const GameId sum = store.add(recursion.value(a), recursion.value(b), budget);
    EXPECT_EQ(solver.value(*r, r->parse_position(a + "|" + b, 1)), sum) << a << "|" << b;
    // Swapping the colours is the negative.
    std::string swapped = a;
    for (char& d : swapped) d = d == 'L' ? 'R' : d == 'R' ? 'L' : '.';
    EXPECT_EQ(recursion.value(swapped), store.negative(recursion.value(a))) << a;
  }
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
GRUNDY_RULESET_CASES(.family = "push",
                     .prints = {{"push:LR.L", "push:LR.L"},
                                {"push:LR.L|.R", "push:LR.L|.R"},
                                {"push:0", "push:0"},
                                {"push:..R.", "push:..R."}},
                     .refusals = {{"push:LRx", 8}, {"push:LR||L", 9}, {"push:lr", 6}, {"push:", 6}})

}  // namespace
}  // namespace grundy::partizan
