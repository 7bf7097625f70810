// Generalised Toads and Frogs (gen_toads.cc) against CGSuite's rules (GenToadsAndFrogs.Options,
// written again here as a RulesModel: tests/unit/rules_model.h, no trimming) on every strip of up
// to 7 squares for several parameter sets, against the rulesets it generalises (toads-and-frogs
// and elephants; with maxJump 0 the strips fall apart by one_way_strip.h, which the model does not
// do), and against CGSuite's printed values and MCGS's outcomes from CGSuite. Printing,
// parsing and refusals are the conformance suite's, from the cases at the bottom of this file.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grundy/core/outcome.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan::gen_toads_test {
namespace {

struct Params {
  int min_slide, max_slide, max_jump;
  bool friendly;
};

// CGSuite's GenToadsAndFrogs.Options: forward slides of k in [minSlide, maxSlide] while every
// square is empty, then jumps over k ≤ maxJump units onto an empty square.
std::vector<std::string> cgsuite_moves(const Params& p, const std::string& s, Side side) {
  const char us = side == Side::kLeft ? 't' : 'f', them = side == Side::kLeft ? 'f' : 't';
  const int sign = side == Side::kLeft ? 1 : -1, n = static_cast<int>(s.size());
  auto at = [&](int i) { return i < 0 || i >= n ? '#' : s[i]; };
  auto moved = [&](int from, int to) {
    std::string t = s;
    t[from] = '.';
    t[to] = us;
    return t;
  };
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) {
    if (s[i] != us) continue;
    for (int k = 1; k <= p.max_slide && at(i + k * sign) == '.'; ++k) {
      if (k >= p.min_slide) out.push_back(moved(i, i + k * sign));
    }
    for (int k = 1; k <= p.max_jump; ++k) {
      const char over = at(i + k * sign);
      if (!(over == them || (p.friendly && over == us))) break;
      if (at(i + (k + 1) * sign) == '.') out.push_back(moved(i, i + (k + 1) * sign));
    }
  }
  return out;
}

std::vector<std::string> every_strip(int most) {
  std::vector<std::string> out;
  for (int n = 1; n <= most; ++n) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 3;
    for (int k = 0; k < total; ++k) {
      std::string s;
      for (int i = 0, x = k; i < n; ++i, x /= 3) s += "tf."[x % 3];
      out.push_back(s);
    }
  }
  return out;
}

TEST(GenToads, AgreesWithCGSuitesRulesOnEveryShortStrip) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const std::vector<std::string> strips = every_strip(7);
  for (const Params p : {Params{1, 1, 1, false}, Params{1, 2, 1, true}, Params{1, 3, 2, false},
                         Params{2, 3, 2, false}, Params{1, 1, 0, false}, Params{3, 4, 3, true},
                         Params{1, 2, 0, true}, Params{2, 3, 0, false}}) {
    const std::string name = "gen-toads{" + std::to_string(p.min_slide) + "," +
                             std::to_string(p.max_slide) + "," + std::to_string(p.max_jump) + "," +
                             (p.friendly ? "1" : "0") + "}";
    const RulesetPtr r = make_ruleset(name);
    testing::RulesModel<std::string> model(
        store, budget, [p](const std::string& s, Side side) { return cgsuite_moves(p, s, side); });
    for (const std::string& s : strips) {
      ASSERT_EQ(solver.value(*r, r->parse_position(s, 1)), model.value(s)) << name << ":" << s;
    }
  }
}

TEST(GenToads, GeneralisesToadsAndFrogsAndElephants) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr gen = make_ruleset("gen-toads{1,1,1,0}"), tf = make_ruleset("toads-and-frogs");
  const RulesetPtr gen_er = make_ruleset("gen-toads{1,1,0,0}"), er = make_ruleset("elephants");
  for (const std::string& s : every_strip(8)) {
    EXPECT_EQ(solver.value(*gen, gen->parse_position(s, 1)),
              solver.value(*tf, tf->parse_position(s, 1)))
        << s;
    EXPECT_EQ(solver.value(*gen_er, gen_er->parse_position(s, 1)),
              solver.value(*er, er->parse_position(s, 1)))
        << s;
  }
}

TEST(GenToads, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  // CGSuite's GameStripTest: GenToadsAndFrogs(maxJump => 2)("tttt..fff") is {1/2*|v}.
  EXPECT_EQ(canon("gen-toads{1,1,2,0}:tttt..fff"), "{1/2*|v}");
  // By hand: a toad with two empty squares ahead and slides of 1 or 2 is {t., .t, ..t|}, that is
  // {1, 0, 0|} = 2 (with slides of exactly 2 it is {0|} = 1).
  EXPECT_EQ(canon("gen-toads{1,2,0,0}:t.."), "2");
  EXPECT_EQ(canon("gen-toads{2,2,0,0}:t.."), "1");
  // MCGS's gen_toads_1211.test (B is Left), results from CGSuite 2.1.1.
  auto outcome = [&](const char* e) {
    return std::string(to_string(store.outcome(evaluate(solver, e), budget)));
  };
  EXPECT_EQ(outcome("gen-toads{1,2,1,1}:X............O...X.O"), "R");
  EXPECT_EQ(outcome("gen-toads{1,2,1,1}:...X.....X...OO...X."), "P");
  EXPECT_EQ(outcome("gen-toads{1,2,1,1}:.X.X.........O.O...."), "L");
  EXPECT_EQ(outcome("gen-toads{1,2,1,1}:...O..XO........X..."), "L");
}

}  // namespace
}  // namespace grundy::partizan::gen_toads_test

GRUNDY_RULESET_CASES(.family = "gen-toads",
                     .prints = {{"gen-toads{1,2,1,1}:t.ft..f", "gen-toads{1,2,1,1}:t.ft..f"},
                                {"gen-toads{1,1,0,0}:XX..OO", "gen-toads{1,1,0,0}:tt..ff"},
                                {"gen-toads{2,3,0,1}:t..|..f", "gen-toads{2,3,0,1}:t..|..f"},
                                {"gen-toads{1,1,1,0}:0", "gen-toads{1,1,1,0}:0"}},
                     .refusals = {{"gen-toads{1,2,1,1}:tx", 21},
                                  {"gen-toads{0,1,1,0}:t.f", 11, "minSlide"},
                                  {"gen-toads{-2,0,1,0}:t.f", 14, "maxSlide"},
                                  {"gen-toads{2,1,1,0}:t.f", 13, "maxSlide"},
                                  {"gen-toads{1,1,1,2}:t.f", 17, "friendly"},
                                  {"gen-toads{1,1,1}:t.f", 16}},
                     .positions = {"gen-toads{1,2,1,1}:tt.f.f", "gen-toads{1,3,2,0}:tt..ff",
                                   "gen-toads{2,3,1,1}:t.t..f.f"})

GRUNDY_RULESET_CASES(.family = "backsliding-toads-and-frogs",
                     .prints = {{"backsliding-toads:ttt..fff",
                                 "backsliding-toads-and-frogs:ttt..fff"},
                                {"backsliding-toads-and-frogs:XX.O",
                                 "backsliding-toads-and-frogs:tt.f"},
                                {"backsliding-toads:t.|.f", "backsliding-toads-and-frogs:t.|.f"}},
                     .refusals = {{"backsliding-toads:t.x", 21}})
