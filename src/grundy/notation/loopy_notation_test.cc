#include "grundy/notation/loopy_notation.h"

#include <gtest/gtest.h>

namespace grundy {
namespace {

TEST(LoopyNotation, TheBuiltInNames) {
  for (const char* name : {"on", "off", "over", "under", "upon", "dud"}) {
    EXPECT_TRUE(is_loopy_game_name(name)) << name;
  }
  for (const char* word : {"pass", "one", "o", "", "ON"}) EXPECT_FALSE(is_loopy_game_name(word));
}

TEST(LoopyNotation, WhatIsWrittenInTheLoopyWing) {
  for (const char* text : {"a={0|a}; a + *", " tis = {tisn|}; tisn={|tis}; tis", "1 & 0", "on",
                           "on + off", "{0|pass}", "over - over", "2 + upon"}) {
    EXPECT_TRUE(is_loopy_notation(text)) << text;
  }
  for (const char* text : {"{1|-1}", "nim:3 + *2", "1/2 + ^*", "clobber:on", "v3 + vv", "{3||2|1}",
                           "a + b", "domineering:..|..", "one + offside", ""}) {
    EXPECT_FALSE(is_loopy_notation(text)) << text;
  }
}

}  // namespace
}  // namespace grundy
