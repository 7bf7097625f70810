// Tartans: the Tartan theorem (fast_value, gA(x) ⊗ gB(y) nim-summed over the heads) against a
// brute-force search over the real two-dimensional moves, and Turning Corners against the
// literature's nim-multiplication table.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "grundy/core/nim.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/moves.h"
#include "tests/unit/ruleset_cases.h"
#include "tests/unit/vectors.h"

namespace grundy {
namespace {

std::uint64_t fast(const Ruleset& r, const std::string& position) {
  Budget budget;
  return *r.fast_value(r.parse_position(position, 1).at(0), budget);
}

TEST(Tartan, TurningCornersIsTheNimMultiplicationTable) {
  const auto rows = testing::read_vector_file("nim-product.tsv");
  ASSERT_EQ(rows.size(), 16u);
  const RulesetPtr r = make_ruleset("tartan{twins,twins}");
  for (std::size_t a = 0; a < 16; ++a) {
    ASSERT_EQ(rows[a].size(), 16u);
    for (std::size_t b = 0; b < 16; ++b) {
      EXPECT_EQ(fast(*r, fmt::format("({},{})", a, b)), std::stoull(rows[a][b])) << a << "," << b;
    }
  }
}

// Single heads by brute force (the generic solver over every product move, no theorem) on
// boards up to 4 × 3 (4 × 4 for Turning Corners), for several products.
TEST(Tartan, SingleHeadsByBruteForceAreNimProducts) {
  Budget budget;
  for (const char* name :
       {"tartan{twins,twins}", "tartan{ruler,ruler}", "tartan{mock-turtles,ruler}",
        "tartan{turning-turtles,mock-turtles}", "tartan{triplets,turn{<=4}}"}) {
    const RulesetPtr r = make_ruleset(name);
    GrundySolver generic(budget, false);
    const unsigned side = std::string(name) == "tartan{twins,twins}" ? 4 : 3;
    for (unsigned x = 0; x < 4; ++x) {
      for (unsigned y = 0; y < side; ++y) {
        const std::string position = fmt::format("({},{})", x, y);
        const Component c = r->parse_position(position, 1).at(0);
        EXPECT_EQ(generic.grundy_value(*r, c), fast(*r, position)) << name << ":" << position;
      }
    }
  }
}

TEST(Tartan, RandomPositionsByBruteForce) {
  Budget budget;
  std::mt19937_64 rng(17);
  for (const char* name : {"tartan{twins,twins}", "tartan{ruler,twins}",
                           "tartan{mock-turtles,ruler}", "tartan{turning-turtles,turning-turtles}",
                           "tartan{moebius,triplets}", "tartan{turn{=1},mogul}"}) {
    const RulesetPtr r = make_ruleset(name);
    GrundySolver generic(budget, false);
    for (int i = 0; i < 60; ++i) {
      std::set<std::pair<unsigned, unsigned>> heads;
      const int count = 1 + rng() % 5;
      for (int k = 0; k < count; ++k) heads.insert({rng() % 4, rng() % 3});
      std::string position;
      for (auto [x, y] : heads)
        position += (position.empty() ? "" : ",") + fmt::format("({},{})", x, y);
      const Component c = r->parse_position(position, 1).at(0);
      EXPECT_EQ(generic.grundy_value(*r, c), fast(*r, position)) << name << ":" << position;
    }
  }
}

// Printing, parsing and refusals are the conformance suite's, from the cases at the bottom of this
// file (GRUNDY_RULESET_CASES).
TEST(Tartan, BoardsAndMoves) {
  // Boards joined by ';' are a sum: two boards of one head each, 2 ⊗ 3 ⊕ 1 ⊗ 1 = 0.
  const Sum two = parse_sum("tartan{twins,twins}:(2,3);(1,1)");
  EXPECT_EQ(two.terms.at(0).components.size(), 2u);
  Budget b;
  GrundySolver g(b);
  EXPECT_EQ(g.grundy_value(two), 0u);
  // Turning Corners from a head at (2,3), worth 2 ⊗ 3 = 1: the winning moves reach 0.
  Budget budget;
  GrundySolver solver(budget);
  const auto moves = winning_moves(parse_sum("tartan{twins,twins}:(2,3)"), solver);
  ASSERT_FALSE(moves.empty());
  for (const WinningMove& m : moves) EXPECT_EQ(solver.grundy_value(m.to), 0u) << m.explanation;
  // A far-away head answers by the theorem at once (its moves are too many to list).
  EXPECT_EQ(fast(*make_ruleset("tartan{twins,twins}"), "(65536,65536)"), nim_product(65536, 65536));
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
GRUNDY_RULESET_CASES(.family = "tartan",
                     .prints = {{"tartan{twins,ruler}:(3,1),(1,2)",
                                 "tartan{twins,ruler}:(1,2),(3,1)"},
                                {"tartan{twins,twins}:0", "tartan{twins,twins}:0"},
                                // Boards joined by ';' are a sum of boards, each printed apart.
                                {"tartan{twins,twins}:(2,3);(1,1)",
                                 "tartan{twins,twins}:(2,3);(1,1)"}},
                     .refusals = {{"tartan{twins,nim}:(1,1)", 14},
                                  {"tartan{twins}:(1,1)", 1},
                                  {"tartan{twins,twins}:(1,1),(1,1)", 27, "listed twice"},
                                  {"tartan{twins,twins}:(1,x)", 24}})

}  // namespace
}  // namespace grundy
