// Values of the partizan rulesets from the literature, and the impartial vectors: the canonical
// form of every impartial position, computed from the definition {options | options}, is *G.
// Who wins each worked position by plain recursion on the whole board, and the components of a
// board against the whole, are the conformance suite's (tests/unit/conformance_test.cc), from the
// cases each game's own test file gives (GRUNDY_RULESET_CASES, tests/unit/ruleset_cases.h).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

TEST(PartizanRulesets, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  EXPECT_EQ(canon("domineering:..|.."), "+-1");
  EXPECT_EQ(canon("domineering:.|."), "1");
  EXPECT_EQ(canon("domineering:.."), "-1");
  EXPECT_EQ(canon("domineering:..."), "-1");
  EXPECT_EQ(canon("domineering:...."), "-2");
  EXPECT_EQ(canon("domineering:..|.#"), "*");  // an L-tromino: {0 | 0}
  EXPECT_EQ(canon("clobber:xo"), "*");
  EXPECT_EQ(canon("clobber:xxo"), "^");  // Albert et al.: xxo = ↑... up to the colour convention
  EXPECT_EQ(canon("cutcake:1x4"), "3");
  EXPECT_EQ(canon("cutcake:4x1"), "-3");
  EXPECT_EQ(canon("cutcake:3x3"), "0");
  EXPECT_EQ(canon("toads-and-frogs:t.f"), "*");
  EXPECT_EQ(canon("toads-and-frogs:t."), "1");
  EXPECT_EQ(canon("hackenbush:bb"), "2");
  EXPECT_EQ(canon("hackenbush:br"), "1/2");
  EXPECT_EQ(canon("hackenbush:brr"), "1/4");
  EXPECT_EQ(canon("hackenbush:g"), "*");
  EXPECT_EQ(canon("hackenbush:gg,g"), "*3");
  // The fusion principle: an odd circuit at the ground is one loop (*), an even one is 0.
  EXPECT_EQ(canon("hackenbush:0g1,1g2,2g0"), "*");
  EXPECT_EQ(canon("hackenbush:0g1,1g2,2g3,3g0"), "0");
  EXPECT_EQ(canon("hackenbush:bg"), "1*");
  // Components: separate regions add.
  EXPECT_EQ(canon("domineering:..#..|..#.."), "0");  // ±1 ± 1 = 0
  EXPECT_EQ(canon("cram:..|.."), "0");  // any move leaves a domino's room for one reply
}

TEST(PartizanRulesets, BadInputAndBudgets) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const std::string huge = "domineering:" + std::string(1'000'000, '.');
  // Each ruleset's own bad spellings are the conformance suite's, from its own test file
  // (GRUNDY_RULESET_CASES).
  for (const std::string& bad : {huge, std::string("nosuch:1")}) {
    try {
      evaluate(solver, bad);
      ADD_FAILURE() << bad.substr(0, 40);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << e.what();
      EXPECT_GT(e.column(), 0u);
    }
  }
  Budget small;
  small.set_node_limit(5000);
  PartizanSolver limited(store, small);
  try {
    evaluate(limited, "domineering:........|........|........|........|........|........");
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

// Impartial rulesets are partizan games with equal options: the canonical form is *G.
TEST(PartizanImpartial, VectorsAreNimbers) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/positions.tsv");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream row(line);
    std::string expression, value;
    std::getline(row, expression, '\t');
    std::getline(row, value, '\t');
    if (value == "-") continue;  // misère rows
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    const GameId g = evaluate(solver, expression, /*by_definition=*/true);
    EXPECT_EQ(format_game(store, g), format_nus({Dyadic(0), 0, std::stoull(value)})) << expression;
    ++checked;
  }
  EXPECT_GT(checked, 10);
}

TEST(PartizanImpartial, SequencePrefixesAreNimbers) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/sequences.tsv");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream row(line);
    std::string ruleset, values;
    std::getline(row, ruleset, '\t');
    std::getline(row, values, '\t');
    std::istringstream vs(values);
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    const RulesetPtr r = make_ruleset(ruleset);
    std::uint64_t g = 0;
    for (std::uint64_t n = 0; n <= 24 && (vs >> g); ++n) {
      GameId v = kZero;
      for (const Component& c : r->parse_position(std::to_string(n), 1)) {
        v = store.add(v, solver.value(*r, c), budget);  // by definition: no Grundy value used
      }
      EXPECT_EQ(v, store.nimber(g)) << ruleset << ":" << n;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace grundy::partizan
