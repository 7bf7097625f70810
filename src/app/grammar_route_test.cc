// Routing by the shape of the one grammar's tree: which wing reads an expression, and which
// error a refused one gets.
#include "app/grammar_route.h"

#include <gtest/gtest.h>

namespace grundy::app {
namespace {

std::string route(const std::string& expression, bool impartial_only = false) {
  RulesetCache rulesets(16, std::uint64_t{1} << 24);
  return route_by_grammar(
      expression, rulesets, impartial_only, [](const Sum&) { return std::string("impartial"); },
      [] { return std::string("partizan"); });
}

std::string route_error(const std::string& expression, bool impartial_only = false) {
  try {
    route(expression, impartial_only);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse) << expression;
    return e.what();
  }
  ADD_FAILURE() << expression << " was routed";
  return "";
}

TEST(GrammarRoute, ByTheShapeOfTheTree) {
  for (const char* s :
       {"nim:3,4,5", "kayles:4 + *2 + 0", "cram:..|..", "hackenbush:0g1,1g2", "*"}) {
    EXPECT_EQ(route(s), "impartial") << s;
  }
  // Partizan values, differences, and plain sums holding a partizan position.
  for (const char* s : {"{1|0}", "1/2", "^", "nim:3 - nim:2", "nim:3 + + nim:4", "clobber:xo",
                        "domineering:..|..", "kayles:3 + domineering:..|..", "-nim:3"}) {
    EXPECT_EQ(route(s), "partizan") << s;
  }
}

TEST(GrammarRoute, ErrorsOfThePlainSum) {
  // A bad heap is the impartial reader's error, in normal and misère play.
  EXPECT_NE(route_error("nim:-1").find("heap size"), std::string::npos);
  EXPECT_NE(route_error("nim:-1", true).find("heap size"), std::string::npos);
  // Misère play takes impartial positions only: a partizan one is refused by name and column.
  EXPECT_NE(route_error("nim:1 + {1|0}", true).find("'{1|0}' at column 9 is a partizan game"),
            std::string::npos);
  EXPECT_NE(route_error("clobber:xo", true).find("is partizan"), std::string::npos);
  // Text outside the grammar is refused once, by the one parser.
  EXPECT_NE(route_error("{1|").find("column 1"), std::string::npos);
  EXPECT_NE(route_error("domineering:..x").find("column"), std::string::npos);
}

}  // namespace
}  // namespace grundy::app
