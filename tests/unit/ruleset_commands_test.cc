// The commands (app::value, outcome, moves) over single rulesets: what a user of the CLI or the
// HTTP API sees for Fox and Geese, green Hackenbush and Wythoff. The rulesets' own tests, beside
// them in src/grundy/rulesets/, test the engine alone; these test the front of it.
#include <gtest/gtest.h>

#include <cstdint>  // std::uint64_t
#include <string>   // std::string, std::to_string

#include "app/commands.h"
#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/win_loss_solver.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

TEST(FoxAndGeeseSum, OutcomeCommand) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // The fox in the bottom-left corner behind one goose: beside 0 the class of the board alone.
  const app::OutcomeResult alone = app::outcome("fox-and-geese:...|.G.|F..", false, context);
  const app::OutcomeResult with0 = app::outcome("fox-and-geese:...|.G.|F.. + 0", false, context);
  EXPECT_EQ(alone.outcome, with0.outcome);
  EXPECT_EQ(with0.engine, "retrograde");
  try {
    app::outcome("fox-and-geese:...|.G.|F.. + {1|", false, context);
    ADD_FAILURE() << "a bad game parsed";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_GE(e.column(), 29u);
  }
}

// The words of a winning move name the cut and why it wins.
TEST(GreenHackenbush, MovesSayWhy) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // A stalk of 3 beside *2: cutting the top edge leaves the stalk of 2.
  app::MovesResult r = app::moves("hackenbush:ggg + *2", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_EQ(r.moves[0].to, "hackenbush:0g1,1g2 + *2");
  EXPECT_NE(r.moves[0].explanation.find(
                "cut the edge 2g3, taking a branch worth 1 + 0 = 1 off node 2 (colon principle)"),
            std::string::npos)
      << r.moves[0].explanation;
  EXPECT_NE(r.moves[0].explanation.find("2 XOR 2 = 0"), std::string::npos)
      << r.moves[0].explanation;
  // A triangle on the ground is *1: cutting an edge at the ground leaves a stalk of 2, cutting
  // the top edge leaves two edges on the ground, 1 XOR 1 = 0, the one winning cut.
  r = app::moves("hackenbush:0g1,1g2,2g0", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_NE(r.moves[0].explanation.find("cut the edge 1g2, which lies on a circuit, so nothing "
                                        "falls: what stands on the ground goes from 1 to 0"),
            std::string::npos)
      << r.moves[0].explanation;
  // A loop on top of a stalk of 2 (worth 1 + (1 + 1) = 3) beside *2: cut the loop (3 → 2).
  r = app::moves("hackenbush:0g1,1g2,2g2 + *2", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_NE(r.moves[0].explanation.find("cut the edge 2g2, a loop"), std::string::npos)
      << r.moves[0].explanation;
}

// A picture with thousands of winning cuts (each leaves a picture of thousands of edges) runs out
// of its byte budget, not of memory: an edge on the ground under 2 999 pendant edges, beside *1,
// where cutting any pendant wins.
TEST(GreenHackenbush, ManyWinningCutsAreChargedToTheBudget) {
  std::string fan = "hackenbush:0g1";
  for (int i = 2; i <= 3000; ++i) fan += ",1g" + std::to_string(i);
  fan += " + *1";
  testing::TestShared shared;
  Budget roomy;
  EXPECT_EQ(app::value(fan, shared.context(roomy)).value, 3u);
  Budget budget;
  budget.set_byte_limit(5'000'000);
  try {
    app::moves(fan, false, shared.context(budget));
    ADD_FAILURE() << "2 999 winning cuts of 3 000 edges each fit in 5 MB";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
  }
}

// 20 000 edges: parsed, valued and moved (no recursion per edge; the speed is bench's to measure,
// not a test's).
TEST(GreenHackenbush, TwentyThousandEdges) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // A stalk of 20 000 (spelled edge by edge, nodes in reverse so each edge is grounded only by
  // the last one typed) and a cycle of 20 000 on the ground (fused: 20 000 loops, worth 0),
  // beside a triangle on a stalk (2).
  std::string stalk = "hackenbush:", cycle = "hackenbush:";
  for (int i = 20000; i >= 1; --i) {
    stalk += std::to_string(i) + "g" + std::to_string(i - 1) + (i > 1 ? "," : "");
  }
  for (int i = 0; i < 20000; ++i) {
    cycle += std::to_string(i) + "g" + std::to_string((i + 1) % 20000) + ",";
  }
  cycle += "0g20001,20001g20002,20002g20003,20003g20001";
  EXPECT_GT(stalk.size(), 150000u);
  EXPECT_EQ(app::value(stalk, context).value, 20000u);
  EXPECT_EQ(app::value(cycle, context).value, 2u);
  // Beside *5 the stalk must be cut down to 5 edges: one winning cut, found by the bridge tree.
  const app::MovesResult m = app::moves(stalk + " + *5", false, context);
  ASSERT_EQ(m.moves.size(), 1u);
  // (The nodes are numbered as the picture is kept: by first appearance, 20000 being node 1.)
  EXPECT_NE(m.moves[0].explanation.find("cut the edge 19995g19996 (19994 more edges fall with "
                                        "it), taking a branch worth 1 + 19994 = 19995 off node "
                                        "19996"),
            std::string::npos)
      << m.moves[0].explanation.substr(0, 200);
  // A circuit of 20 001 edges on the ground (worth 1: an odd number of loops, fused): the one
  // winning cut is the middle edge, leaving two arms of 10 000 edges, 10000 XOR 10000 = 0.
  std::string ring = "hackenbush:";
  for (int i = 0; i <= 20000; ++i) {
    ring += std::to_string(i) + "g" + std::to_string((i + 1) % 20001) + (i < 20000 ? "," : "");
  }
  const app::MovesResult middle = app::moves(ring, false, context);
  ASSERT_EQ(middle.moves.size(), 1u);
  EXPECT_EQ(
      middle.moves[0].explanation.rfind("cut the edge 10000g10001, which lies on a circuit", 0), 0u)
      << middle.moves[0].explanation;
  // No limit at 65 534 edges (issue 31: nodes past 2^16 take the wide packing): a stalk of
  // 70 000 green edges is *70000, beside 69 999 one-edge stalks (*1 an odd number of times).
  const std::string long_stalk = "hackenbush:" + std::string(70000, 'g');
  EXPECT_EQ(app::value(long_stalk, context).value, 70000u);
  std::string stalks = "hackenbush:g";
  for (int i = 1; i < 69999; ++i) stalks += ",g";
  EXPECT_EQ(app::value(stalks, context).value, 1u);
}

TEST(WythoffPositions, CommandsAnswerHugeCoordinatesWithoutATable) {
  testing::TestShared shared;
  const auto ctx = [&](Budget& b) { return shared.context(b); };
  Budget b1;
  // (⌊nφ⌋, ⌊nφ²⌋) for n = 7046029254386353130: 2^64/φ and 2^64 − 1.
  const std::string p = "wythoff:(11400714819323198485,18446744073709551615)";
  EXPECT_EQ(app::outcome(p, false, ctx(b1)).outcome, Outcome::kP);
  EXPECT_EQ(app::value(p, ctx(b1)).value, 0u);
  EXPECT_TRUE(app::moves(p, false, ctx(b1)).moves.empty());
  const std::string n = "wythoff:(11400714819323198486,18446744073709551615)";
  EXPECT_EQ(app::outcome(n, false, ctx(b1)).outcome, Outcome::kN);
  const auto m = app::moves(n, false, ctx(b1));
  ASSERT_FALSE(m.moves.empty());
  EXPECT_EQ(m.moves[0].to, p);
  EXPECT_NE(m.moves[0].explanation.find("take 1 from the first pile"), std::string::npos);
  for (const auto& move : m.moves) {
    Budget b2;
    EXPECT_EQ(app::outcome(move.to, false, ctx(b2)).outcome, Outcome::kP) << move.to;
  }
  EXPECT_FALSE(m.component_values);
  // The value of an N-position that large is past any table: a memory budget error.
  try {
    app::value(n, ctx(b1));
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_TRUE(e.memory());
    EXPECT_NE(std::string(e.what()).find("need no table"), std::string::npos) << e.what();
  }
  // Misère, huge.
  EXPECT_EQ(app::outcome(p, true, ctx(b1)).outcome, Outcome::kP);
  EXPECT_EQ(app::moves(n, true, ctx(b1)).moves.size(), m.moves.size());
  // Sums: huge P-positions are value 0, so with other games the values still add up.
  EXPECT_EQ(app::value(p + " + nim:5 + wythoff:(1,1)", ctx(b1)).value, 5u ^ 2u);
  EXPECT_EQ(app::outcome(p + " + " + p, false, ctx(b1)).outcome, Outcome::kP);
  EXPECT_EQ(app::outcome(p + " + " + n, false, ctx(b1)).outcome, Outcome::kN);
  EXPECT_EQ(app::outcome(p + " + kayles:4", false, ctx(b1)).outcome, Outcome::kN);
  EXPECT_EQ(app::outcome(p + " + kayles:3 + nim:3", false, ctx(b1)).outcome, Outcome::kP);
  // The old crash: a coordinate of 2^64 − 1 beside a small one.
  EXPECT_EQ(app::outcome("wythoff:(18446744073709551615,5)", false, ctx(b1)).outcome, Outcome::kN);
  EXPECT_EQ(app::moves("wythoff:(18446744073709551615,5)", false, ctx(b1)).moves[0].to,
            "wythoff:(3,5)");
}

TEST(WythoffPositions, CommandsAgreeWithTheSearchForSmallPositions) {
  testing::TestShared shared;
  for (std::uint64_t x = 0; x < 12; ++x) {
    for (std::uint64_t y = 0; y < 12; ++y) {
      const std::string e = "wythoff:(" + std::to_string(x) + "," + std::to_string(y) + ")";
      for (bool misere : {false, true}) {
        Budget b;
        WinLossSolver solver(b, misere ? Convention::kMisere : Convention::kNormal);
        const Outcome searched = solver.outcome(parse_sum(e));
        EXPECT_EQ(app::outcome(e, misere, shared.context(b)).outcome, searched) << e << misere;
        EXPECT_EQ(app::moves(e, misere, shared.context(b)).outcome, searched) << e << misere;
      }
    }
  }
}

}  // namespace
}  // namespace grundy
