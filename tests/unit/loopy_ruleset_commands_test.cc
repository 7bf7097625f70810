// The commands on positions of loopy rulesets (app/loopy_read.h): canonical, properties,
// compare and outcome value a Backsliding Toads and Frogs or Fox and Geese position by its game
// graph (grundy/stoppers/ruleset_graph.h); the engine's checks against retrograde analysis are in
// src/grundy/stoppers/ruleset_graph_test.cc. These test what the CLI and HTTP API see.
#include <gtest/gtest.h>

#include <string>  // std::string

#include "app/commands.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

TEST(LoopyRulesetCommands, CanonicalPropertiesCompareOutcome) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // A toad that steps on and back for ever, Right with no move: on = {on|}.
  const app::CanonicalResult on = app::canonical("backsliding-toads:t.", context);
  EXPECT_EQ(on.canonical, "on");
  ASSERT_TRUE(on.loopy.has_value());
  EXPECT_TRUE(on.loopy->stopper);
  EXPECT_EQ(on.loopy_outcome, "L");
  EXPECT_EQ(app::canonical("gen-toads{-1,1,1,0}:.f", context).canonical, "off");
  EXPECT_EQ(app::compare("backsliding-toads:t.", "over", context).relation, ">");
  EXPECT_EQ(app::compare("backsliding-toads:t.f", "0", context).relation, "=");
  // Outcome read off the sides, and by retrograde analysis of the graph: the same.
  for (const char* e : {"backsliding-toads:t.f", "backsliding-toads:t..f",
                        "backsliding-toads:t. + backsliding-toads:.f"}) {
    const app::OutcomeResult sides = app::outcome(e, false, context);
    const app::OutcomeResult search = app::outcome(e, false, context, app::OutcomeEngine::kSearch);
    EXPECT_EQ(sides.engine, "sides") << e;
    EXPECT_EQ(search.engine, "retrograde") << e;
    EXPECT_EQ(sides.outcome, search.outcome) << e;
  }
  // Fox and Geese: its value is a stopper; its outcome (the retrograde table) agrees.
  const std::string fox = "fox-and-geese:F...|....|G.G.";
  const app::CanonicalResult v = app::canonical(fox, context);
  EXPECT_EQ(v.canonical, "{2|over}");
  EXPECT_EQ(v.loopy_outcome, "L");
  EXPECT_EQ(to_string(app::outcome(fox, false, context).outcome), std::string("L"));
  const app::PropertiesResult p = app::properties(fox, context);
  ASSERT_TRUE(p.loopy.has_value());
  EXPECT_EQ(p.canonical, "{2|over}");
  EXPECT_EQ(p.loopy->left_stop, "2");
}

// The full board's graph has millions of positions: refused as over budget (exit 1) as soon as
// it passes the 4096 positions a value compares pairwise, not after building it.
TEST(LoopyRulesetCommands, ABigBoardIsOverBudget) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  const std::string board =
      "fox-and-geese:.F......|........|........|........|........|........|........|G.G.G.G.";
  for (const bool properties : {false, true}) {
    try {
      if (properties) {
        app::properties(board, context);
      } else {
        app::canonical(board, context);
      }
      ADD_FAILURE() << "the 8 x 8 board was valued";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
      EXPECT_NE(std::string(e.what()).find("4096 positions"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace grundy
