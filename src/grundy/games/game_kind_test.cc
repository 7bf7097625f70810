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

}  // namespace
}  // namespace grundy
