#include "grundy/games/game_kind.h"

#include <gtest/gtest.h>

namespace grundy {
namespace {

TEST(GameKind, ShortSums) {
  for (const char* e : {"nim:3 + kayles:4", "{1|-1} + ^", "clobber:xo|ox", "graph{a->a}:a", "*5",
                        "sub{1,3,4}:10", "1 + fox-and-geese:...|.G.|F.."}) {
    EXPECT_EQ(classify(e), GameKind::kShortSum) << e;
  }
}

TEST(GameKind, LoopyPartizanGames) {
  for (const char* e : {"a={0|a}; a", "on + off", "1 & 0", "{0|pass}", "upon + *"}) {
    EXPECT_EQ(classify(e), GameKind::kLoopyPartizan) << e;
  }
}

// Fox and Geese is read by its ruleset's kind (Ruleset::is_loopy_ruleset), first in the
// expression, before the loopy wing's words (`on` beside it is refused by its retrograde route).
TEST(GameKind, PositionsOfALoopyRuleset) {
  for (const char* e : {"fox-and-geese:...|.G.|F..", "fox-and-geese:...|.G.|F.. + {1|-1}",
                        "fox-and-geese:...|.G.|F.. + on", "fox-and-geese:bad"}) {
    EXPECT_EQ(classify(e), GameKind::kLoopyRuleset) << e;
  }
}

}  // namespace
}  // namespace grundy
