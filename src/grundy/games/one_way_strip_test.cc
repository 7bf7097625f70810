// The parts of a strip where no unit passes another (one_way_strip.h), on strips worked by hand.
// That the parts' sum has the strip's value is checked by gen_toads_test.cc and elephants_test.cc
// against rules models that never split.
#include "grundy/games/one_way_strip.h"

#include <gtest/gtest.h>

#include <string>

namespace grundy::partizan {
namespace {

std::string parts_of(std::string_view s) {
  std::string out;
  for (const Component& c : one_way_strip_parts(s, 'x', 'o'))
    out += (out.empty() ? "" : "|") + c.cells;
  return out.empty() ? "0" : out;
}

TEST(OneWayStrip, PartsWorkedByHand) {
  EXPECT_EQ(parts_of("x..o"), "x..o");
  EXPECT_EQ(parts_of("x.o..x.o"), "x.o|x.o");  // "o..x" parts the strip
  EXPECT_EQ(parts_of("x.xo.o"), "x.|.o");      // the wall "xo" and the x stuck at it dropped
  EXPECT_EQ(parts_of("o..x"), "0");            // each unit faces the end: nobody moves
  EXPECT_EQ(parts_of("..x..o.."), "x..o");     // squares nobody enters trimmed
  EXPECT_EQ(parts_of("oo.x.o.xx"), "x.o");     // left-movers at the left end never move
  EXPECT_EQ(parts_of("xoxo"), "0");
  EXPECT_EQ(parts_of(""), "0");
  EXPECT_EQ(parts_of("x.o.o..x..o"), "x.o.o|x..o");
}

}  // namespace
}  // namespace grundy::partizan
