// Maundy Cake and Eatcake against their rules written here again (tests/unit/rules_model.h): a
// position is the sorted list of all its rectangles (never split into a sum), a move replaces
// one rectangle by what the cut or the bite leaves. And values from Winning Ways. Printing,
// parsing and refusals are the conformance suite's, from the cases at the bottom of this file
// (GRUNDY_RULESET_CASES).
#include <gtest/gtest.h>

#include <algorithm>
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

using Cake = std::vector<std::pair<int, int>>;  // (rows, columns), sorted

// The rules of Maundy Cake and Eatcake: side replaces one rectangle by what its move leaves.
// Left cuts (Maundy) or bites (Eatcake) along the width, Right along the height; a Maundy cut
// splits that length into d equal parts for a divisor d ≥ 2, a bite of a 1-wide slice leaves the
// pieces on either side of it.
Cake cake_move(Cake rest, const std::vector<std::pair<int, int>>& pieces) {
  rest.insert(rest.end(), pieces.begin(), pieces.end());
  std::sort(rest.begin(), rest.end());
  return rest;
}

std::vector<Cake> cake_moves(const Cake& cake, bool maundy, Side side) {
  std::vector<Cake> out;
  for (std::size_t i = 0; i < cake.size(); ++i) {
    const auto [h, w] = cake[i];
    Cake rest = cake;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    const int length = side == Side::kLeft ? w : h;
    auto piece = [&](int n) { return side == Side::kLeft ? std::pair{h, n} : std::pair{n, w}; };
    if (maundy) {
      for (int d = 2; d <= length; ++d) {
        if (length % d == 0) out.push_back(cake_move(rest, std::vector(d, piece(length / d))));
      }
    } else {
      for (int eaten = 0; eaten < length; ++eaten) {
        std::vector<std::pair<int, int>> pieces;
        if (eaten > 0) pieces.push_back(piece(eaten));
        if (length - 1 - eaten > 0) pieces.push_back(piece(length - 1 - eaten));
        out.push_back(cake_move(rest, pieces));
      }
    }
  }
  return out;
}

std::string spell(const Cake& cake) {
  std::string out;
  for (auto [h, w] : cake)
    out += (out.empty() ? "" : ",") + std::to_string(h) + "x" + std::to_string(w);
  return out;
}

TEST(CakeVariants, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* game, const char* p) {
    const RulesetPtr r = make_ruleset(game);
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // Maundy Cake (Winning Ways ch. 2): 1xn is Left's alone; 1x2 and 1x3 are 1 (one cut to
  // squares), 1x4 is {0, 1 + 1 |} = 3, 1x6 is {0, 2, 3 |} = 4.
  EXPECT_EQ(canon("maundy-cake", "1x2"), "1");
  EXPECT_EQ(canon("maundy-cake", "1x3"), "1");
  EXPECT_EQ(canon("maundy-cake", "1x4"), "3");
  EXPECT_EQ(canon("maundy-cake", "1x6"), "4");
  EXPECT_EQ(canon("maundy-cake", "6x1"), "-4");
  EXPECT_EQ(canon("maundy-cake", "1x1"), "0");
  // Eatcake: a square is eaten by either, {0 | 0} = *; a 1xn strip and its transpose are
  // negatives.
  EXPECT_EQ(canon("eatcake", "1x1"), "*");
  EXPECT_EQ(canon("eatcake", "1x3,3x1"), "0");
  EXPECT_EQ(canon("eatcake", "0"), "0");
}

TEST(CakeVariants, AgreeWithThePlainRecursion) {
  std::mt19937 random(17);
  for (bool maundy : {true, false}) {
    const char* game = maundy ? "maundy-cake" : "eatcake";
    const RulesetPtr r = make_ruleset(game);
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    testing::RulesModel<Cake> recursion(
        store, budget, [maundy](const Cake& c, Side side) { return cake_moves(c, maundy, side); });
    for (int trial = 0; trial < 80; ++trial) {
      Cake cake;
      const int pieces = 1 + static_cast<int>(random() % 2) * (trial % 4 == 0);
      for (int k = 0; k < pieces; ++k) {
        cake.emplace_back(1 + static_cast<int>(random() % (maundy ? 4 : 3)),
                          1 + static_cast<int>(random() % (maundy ? 6 : 3)));
      }
      const std::string p = spell(cake);
      std::sort(cake.begin(), cake.end());
      EXPECT_EQ(solver.value(*r, r->parse_position(p, 1)), recursion.value(cake))
          << game << ":" << p;
    }
  }
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
GRUNDY_RULESET_CASES(.family = "maundy-cake",
                     .prints = {{"maundy-cake:2x3,1x4", "maundy-cake:2x3,1x4"},
                                {"maundy-cake:0x3,1x4", "maundy-cake:1x4"},
                                {"maundy-cake:2x3,4x0", "maundy-cake:2x3"}},
                     .refusals = {{"maundy-cake:2x3,2y3", 17},
                                  {"maundy-cake:2x", 15},
                                  {"maundy-cake:5000x1", 13}})

GRUNDY_RULESET_CASES(.family = "eatcake",
                     .prints = {{"eatcake:2x3,1x4", "eatcake:2x3,1x4"},
                                {"eatcake:0x3", "eatcake:0"},
                                {"eatcake:0x0,1x2", "eatcake:1x2"}},
                     .refusals = {
                         {"eatcake:2x3,2y3", 13}, {"eatcake:2x", 11}, {"eatcake:5000x1", 9}})

}  // namespace
}  // namespace grundy::partizan
