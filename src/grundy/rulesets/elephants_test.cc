// Elephants and Rhinos (elephants.cc) against its rules written again here
// (tests/unit/rules_model.h: a strip is a string, no splitting, no trimming) on every strip of up
// to 9 squares and on sums of two strips, and against CGSuite's values (its GameStripTest.scala,
// and the values CGSuite 2.1.1 gave for the strips of MCGS's elephants.test). Printing, parsing
// and refusals are the conformance suite's, from the cases at the bottom of this file.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "grundy/games/registry.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan::elephants_test {
namespace {

// An elephant (x) steps one square right, a rhino (o) one square left, into an empty square.
std::vector<std::string> steps(const std::string& s, Side side) {
  std::vector<std::string> out;
  const char me = side == Side::kLeft ? 'x' : 'o';
  const int dir = side == Side::kLeft ? 1 : -1;
  for (int i = 0; i < static_cast<int>(s.size()); ++i) {
    const int to = i + dir;
    if (s[i] != me || to < 0 || to >= static_cast<int>(s.size()) || s[to] != '.') continue;
    std::string t = s;
    t[i] = '.';
    t[to] = me;
    out.push_back(t);
  }
  return out;
}

TEST(Elephants, AgreesWithThePlainRecursionOnEveryShortStrip) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<std::string> model(store, budget, steps);
  const RulesetPtr r = make_ruleset("elephants");
  std::vector<std::string> strips;
  for (int n = 1; n <= 9; ++n) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 3;
    for (int k = 0; k < total; ++k) {
      std::string s;
      for (int i = 0, x = k; i < n; ++i, x /= 3) s += "xo."[x % 3];
      strips.push_back(s);
    }
  }
  for (const std::string& s : strips) {
    ASSERT_EQ(solver.value(*r, r->parse_position(s, 1)), model.value(s)) << s;
  }
  std::mt19937 random(34);
  for (int trial = 0; trial < 200; ++trial) {
    const std::string& a = strips[random() % strips.size()];
    const std::string& b = strips[random() % strips.size()];
    EXPECT_EQ(solver.value(*r, r->parse_position(a + "|" + b, 1)),
              store.add(model.value(a), model.value(b), budget))
        << a << "|" << b;
  }
}

TEST(Elephants, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  // By hand: x. is {.x|} = {0|} = 1; x.o is {.xo|xo.} = {0|0} = *.
  EXPECT_EQ(canon("elephants:x."), "1");
  EXPECT_EQ(canon("elephants:x.o"), "*");
  EXPECT_EQ(canon("elephants:.x"), "0");
  // CGSuite's GameStripTest: ElephantsAndRhinos("tttt..fff").CanonicalForm is 1.
  EXPECT_EQ(canon("elephants-and-rhinos:tttt..fff"), "1");
  EXPECT_EQ(canon("elephants:xxxx..ooo"), "1");
  // MCGS's elephants.test, values from CGSuite 2.1.1 (strips of 30 and 40 squares).
  EXPECT_EQ(canon("elephants:X.......O.....XO.O.....X..OO.X.O.OOXO..."), "{-4*|-6*}");
  EXPECT_EQ(canon("elephants:X...XX.O...X.....OOOO..X...O.....O.O...O"), "{-27|-29}");
  EXPECT_EQ(canon("elephants:X..X........O....X....O...O.......XO.X.."), "3");
  EXPECT_EQ(canon("elephants:.......X.....O..X.....O......."), "0");
  EXPECT_EQ(canon("elephants:.OXO...O.O..O.X.X......X...X..OO..X....X"), "14");
  EXPECT_EQ(canon("elephants:....OXO.....X......X.XOX..O...O...O.XXO."), "-7");
}

}  // namespace
}  // namespace grundy::partizan::elephants_test

GRUNDY_RULESET_CASES(.family = "elephants",
                     .prints = {{"elephants:x..x.o..o", "elephants:x..x.o..o"},
                                {"elephants:XX...XO.O", "elephants:xx...xo.o"},
                                {"elephants-and-rhinos:tt..ff", "elephants:xx..oo"},
                                {"elephants:x.|.o", "elephants:x.|.o"},
                                {"elephants:0", "elephants:0"}},
                     .refusals = {{"elephants:x.q", 13}, {"elephants:x||o", 13}},
                     .positions = {"elephants:XX...XO.O", "elephants:X..X.O..O.O",
                                   "elephants:X..X..X...O..OOO", "elephants:x.o|o..x"})
