// Toppling Dominoes against its rules written here again (tests/unit/rules_model.h): a row is a
// string, its options the prefixes and suffixes a toppled domino leaves, with no mirror
// normalisation, no closed form for one-coloured or green rows and no ruleset code. Printing,
// parsing and refusals are the conformance suite's, from the cases at the bottom of this file
// (GRUNDY_RULESET_CASES).
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan {
namespace {

// Toppling Dominoes' rules: side topples a domino of its colour or a green one, left or right,
// and every domino on that side falls with it, leaving the prefix or the suffix.
std::vector<std::string> toppling_moves(const std::string& s, Side side) {
  std::vector<std::string> out;
  const char barred = side == Side::kLeft ? 'R' : 'L';
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == barred) continue;
    out.push_back(s.substr(0, i));
    out.push_back(s.substr(i + 1));
  }
  return out;
}

std::string random_row(std::mt19937& random, int most, const char* colours = "LRG") {
  const int n = 1 + static_cast<int>(random() % most);
  std::string s;
  for (int i = 0; i < n; ++i) s += colours[random() % std::strlen(colours)];
  return s;
}

TEST(TopplingDominoes, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("toppling-dominoes");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // One blue domino is 1, two are 2; green dominoes are nimbers.
  EXPECT_EQ(canon("L"), "1");
  EXPECT_EQ(canon("LL"), "2");
  EXPECT_EQ(canon("LLLLL"), "5");
  EXPECT_EQ(canon("R"), "-1");
  // A blue domino beside a red one: Left topples hers either way, leaving R (-1) or nothing
  // (0); Right likewise, leaving L (1) or nothing: {-1, 0 | 0, 1} = {0 | 0} = *.
  EXPECT_EQ(canon("LR"), "*");
  EXPECT_EQ(canon("G"), "*");
  EXPECT_EQ(canon("GGGG"), "*4");
  // LRL: Left's ±1 reverses through −1 to nothing, so it is {0 | 1} = 1/2.
  EXPECT_EQ(canon("LRL"), "1/2");
  EXPECT_EQ(canon("RLR"), "-1/2");
  EXPECT_EQ(canon("LR|RL"), "0");  // * + * = 0
  EXPECT_EQ(canon("LLR"), canon("RLL"));
  EXPECT_EQ(canon("0"), "0");
}

TEST(TopplingDominoes, AgreesWithThePlainRecursion) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<std::string> recursion(store, budget, toppling_moves);
  const RulesetPtr r = make_ruleset("toppling-dominoes");
  std::mt19937 random(7);
  for (int trial = 0; trial < 400; ++trial) {
    const std::string a = random_row(random, 10),
                      b = random_row(random, 6, trial % 3 ? "LRG" : "LR");
    EXPECT_EQ(solver.value(*r, r->parse_position(a, 1)), recursion.value(a)) << a;
    // A sum of two rows, and the mirror image is the same game.
    const GameId sum = store.add(recursion.value(a), recursion.value(b), budget);
    EXPECT_EQ(solver.value(*r, r->parse_position(a + "|" + b, 1)), sum) << a << "|" << b;
    const std::string mirror(a.rbegin(), a.rend());
    EXPECT_EQ(recursion.value(mirror), recursion.value(a)) << a;
    // Swapping the colours is the negative.
    std::string swapped = a;
    for (char& d : swapped) d = d == 'L' ? 'R' : d == 'R' ? 'L' : 'G';
    EXPECT_EQ(recursion.value(swapped), store.negative(recursion.value(a))) << a;
  }
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
GRUNDY_RULESET_CASES(.family = "toppling-dominoes",
                     .prints = {{"toppling-dominoes:LRG", "toppling-dominoes:LRG"},
                                {"toppling-dominoes:LRLG|LL", "toppling-dominoes:LRLG|LL"},
                                {"toppling-dominoes:0", "toppling-dominoes:0"},
                                {"toppling-dominoes:G|G|R", "toppling-dominoes:G|G|R"}},
                     .refusals = {{"toppling-dominoes:LRx", 21},
                                  {"toppling-dominoes:LR||L", 22},
                                  {"toppling-dominoes:lr", 19},
                                  {"toppling-dominoes:", 19}})

}  // namespace
}  // namespace grundy::partizan
