#include "grundy/notation/expression.h"

#include <gtest/gtest.h>

#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/notation/syntax.h"

namespace grundy {
namespace {

std::size_t error_column(const std::string& text) {
  try {
    parse_sum(text);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse) << text;
    return e.column();
  }
  ADD_FAILURE() << "no error for " << text;
  return 0;
}

TEST(Notation, SplitsTerms) {
  const Syntax e = parse_syntax("sub{1,2,3}:6 + sub{1,3,4}:4");
  ASSERT_EQ(e.kind, SyntaxKind::kSum);
  ASSERT_EQ(e.children.size(), 2u);
  EXPECT_EQ(e.children[0].term().ruleset, "sub{1,2,3}");
  EXPECT_EQ(e.children[0].term().position, "6");
  EXPECT_EQ(e.children[1].column, 16u);
  EXPECT_EQ(e.children[1].term().position_column, 27u);
}

TEST(Notation, Nimbers) {
  const Sum sum = parse_sum("0.77:10 + *2 + * + 0");
  ASSERT_EQ(sum.terms.size(), 3u);
  EXPECT_EQ(format_term(sum.terms[1]), "*2");
  EXPECT_EQ(format_term(sum.terms[2]), "*");
}

TEST(Notation, ErrorsNameTheColumn) {
  EXPECT_EQ(error_column("sub{}:5"), 5u);
  EXPECT_EQ(error_column("sub{0}:3"), 5u);
  EXPECT_EQ(error_column("0.9x:5"), 4u);
  EXPECT_EQ(error_column("nim:-1"), 5u);
  EXPECT_EQ(error_column("nim:99999999999999999999"), 5u);
  EXPECT_EQ(error_column(""), 1u);
  EXPECT_EQ(error_column("sub{1,2:5"), 4u);
  EXPECT_EQ(error_column("sub{1,2}}:5"), 9u);
  EXPECT_EQ(error_column("sub{1,2}:5 +"), 13u);
  EXPECT_EQ(error_column("nim:3 + + nim:4"), 9u);
  EXPECT_EQ(error_column("nim"), 4u);
  EXPECT_EQ(error_column("frobnicate:3"), 1u);
  EXPECT_EQ(error_column("1.77:3"), 1u);  // d0 with bit 1 would be a pass-like move
  EXPECT_EQ(error_column("wythoff:(3,5"), 9u);
  EXPECT_EQ(error_column("wythoff:3"), 9u);
  EXPECT_EQ(error_column("graph{a->b;a->c}:a"), 12u);  // defined twice (a cycle is a loopy game)
  EXPECT_GT(error_column("graph{a->b}:c"), 0u);
  EXPECT_EQ(error_column(std::string(5 << 20, '1')), kMaxExpressionLength + 1);
}

TEST(Notation, RoundTrip) {
  for (const std::string s :
       {"nim:3,4,5", "sub{1,3,4}:10 + sub{1,2,3}:6", "0.77:10 + *2", "wythoff:(3,5),(1,2)",
        "kayles:4", "4!.0:20", "0.[3]:7", "allbut{1,2}:9", "graph{a->b,c;b->c;c}:a,b", "0.1[37]:12",
        "4.07:5", "* + *3"}) {
    const Sum sum = parse_sum(s);
    const std::string printed = format_sum(sum);
    EXPECT_EQ(format_sum(parse_sum(printed)), printed) << s;
  }
  EXPECT_EQ(format_sum(parse_sum("sub{4,1,3,1}:5")), "sub{1,3,4}:5");
  EXPECT_EQ(format_sum(parse_sum("0.770:5")), "0.77:5");
  EXPECT_EQ(format_sum(parse_sum("0")), "0");
  EXPECT_EQ(format_sum(parse_sum("*1")), "*");
}

}  // namespace
}  // namespace grundy
