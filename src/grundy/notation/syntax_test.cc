// The one grammar's syntax tree: the shape of each CGSuite spelling and of impartial sums, the
// columns of nodes and errors, the nesting and length bounds, and the impartial reader's refusal
// of partizan values.
#include "grundy/notation/syntax.h"

#include <gtest/gtest.h>

#include "grundy/core/error.h"
#include "grundy/games/sum.h"

namespace grundy {
namespace {

std::size_t syntax_error_column(const std::string& text) {
  try {
    parse_syntax(text);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse) << text;
    return e.column();
  }
  ADD_FAILURE() << "no error for " << text;
  return 0;
}

std::string sum_error(const std::string& text) {
  try {
    parse_sum(text);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse) << text;
    return e.what();
  }
  ADD_FAILURE() << "no error for " << text;
  return "";
}

TEST(Syntax, ImpartialSum) {
  const Syntax t = parse_syntax("nim:3,4,5 + *2 + * + 0 + wythoff:(3,5)");
  ASSERT_EQ(t.kind, SyntaxKind::kSum);
  ASSERT_EQ(t.children.size(), 5u);
  EXPECT_TRUE(is_plain_sum(t));
  EXPECT_EQ(t.children[0].kind, SyntaxKind::kTerm);
  EXPECT_EQ(t.children[0].term().ruleset, "nim");
  EXPECT_EQ(t.children[0].term().position, "3,4,5");
  EXPECT_EQ(t.children[0].term().position_column, 5u);
  EXPECT_EQ(t.children[1].literal().nim, 2u);
  EXPECT_EQ(t.children[1].column, 13u);
  EXPECT_EQ(t.children[2].literal().nim, 1u);
  EXPECT_EQ(t.children[2].literal().nim_digits, "");
  EXPECT_EQ(t.children[3].literal().number, "0");
  EXPECT_EQ(t.children[4].term().position, "(3,5)");
  EXPECT_EQ(t.children[4].spelling, "wythoff:(3,5)");
  // A lone component is the tree itself.
  EXPECT_EQ(parse_syntax("kayles:4").kind, SyntaxKind::kTerm);
  EXPECT_TRUE(is_plain_sum(parse_syntax("0")));
  EXPECT_TRUE(is_plain_sum(parse_syntax("*0")));
}

TEST(Syntax, TermsWithUnusualNames) {
  for (const char* s : {"0.77:10", "4!.0:20", "0.[3]:7", "graph{a->b,c;b->c;c}:a,b",
                        "toads-and-frogs:tt..ff", "sub{1, 2}:5", "domineering : ..|.."}) {
    const Syntax t = parse_syntax(s);
    EXPECT_EQ(t.kind, SyntaxKind::kTerm) << s;
  }
  EXPECT_EQ(parse_syntax("domineering : ..|..").term().ruleset, "domineering");
  EXPECT_EQ(parse_syntax("domineering : ..|..").term().position, "..|..");
  // A '-' right after the ':' is the position's (a bad heap, for the ruleset to say so).
  EXPECT_EQ(parse_syntax("nim:-1").term().position, "-1");
  // Elsewhere in a position it is a difference.
  const Syntax d = parse_syntax("nim:3-1");
  ASSERT_EQ(d.kind, SyntaxKind::kSum);
  EXPECT_TRUE(d.children[1].subtracted);
  EXPECT_FALSE(is_plain_sum(d));
  // After a number and a binary minus the term starts after the '-'.
  const Syntax m = parse_syntax("1 - domineering:..|..");
  ASSERT_EQ(m.kind, SyntaxKind::kSum);
  EXPECT_EQ(m.children[1].kind, SyntaxKind::kTerm);
  EXPECT_EQ(m.children[1].column, 5u);
  // A '-' before a term negates it (0.77 is not a number).
  const Syntax n = parse_syntax("-0.77:3");
  ASSERT_EQ(n.kind, SyntaxKind::kNegative);
  EXPECT_EQ(n.children[0].kind, SyntaxKind::kTerm);
}

TEST(Syntax, Literals) {
  const Syntax a = parse_syntax("1/2^*");
  ASSERT_EQ(a.kind, SyntaxKind::kLiteral);
  EXPECT_EQ(a.literal().number, "1/2");
  EXPECT_EQ(a.literal().ups, 1u);
  EXPECT_TRUE(a.literal().star);
  EXPECT_EQ(a.literal().nim, 1u);
  const Syntax b = parse_syntax("-1^");
  EXPECT_TRUE(b.literal().negative);
  EXPECT_EQ(b.literal().number, "1");
  EXPECT_EQ(b.literal().number_column, 2u);
  const Syntax c = parse_syntax("v3");
  EXPECT_TRUE(c.literal().down);
  EXPECT_TRUE(c.literal().counted);
  EXPECT_EQ(c.literal().ups, 3u);
  EXPECT_EQ(parse_syntax("^^^").literal().ups, 3u);
  EXPECT_FALSE(parse_syntax("^^^").literal().counted);
  EXPECT_EQ(parse_syntax("3v2*3").literal().nim, 3u);
  // Numbers of any size are kept as written.
  const std::string big = "1/" + std::string(5000, '8');
  EXPECT_EQ(parse_syntax(big).literal().number, big);
  // -(1^) is a negation, -1^ a signed literal; -^ negates.
  EXPECT_EQ(parse_syntax("-(1^)").kind, SyntaxKind::kNegative);
  EXPECT_EQ(parse_syntax("-^").kind, SyntaxKind::kNegative);
  EXPECT_EQ(parse_syntax("--1^").children[0].kind, SyntaxKind::kLiteral);
}

TEST(Syntax, SwitchesAndForms) {
  const Syntax s = parse_syntax("+-(1,2)");
  ASSERT_EQ(s.kind, SyntaxKind::kSwitch);
  EXPECT_EQ(s.children.size(), 2u);
  EXPECT_EQ(parse_syntax("+-{1,2}").children.size(), 2u);
  const Syntax g = parse_syntax("+-{2|1}");
  ASSERT_EQ(g.children.size(), 1u);
  EXPECT_EQ(g.children[0].kind, SyntaxKind::kForm);
  const Syntax t = parse_syntax("2+-1");
  ASSERT_EQ(t.kind, SyntaxKind::kSum);
  EXPECT_EQ(t.children[1].kind, SyntaxKind::kSwitch);
  EXPECT_EQ(t.children[1].column, 2u);
  // {3||2|1} = {3|{2|1}}: the most bars separate Left from Right.
  const Syntax f = parse_syntax("{3||2|1}");
  ASSERT_EQ(f.kind, SyntaxKind::kForm);
  EXPECT_EQ(f.left_count, 1u);
  ASSERT_EQ(f.children.size(), 2u);
  EXPECT_EQ(f.children[1].kind, SyntaxKind::kForm);
  EXPECT_EQ(f.children[1].spelling, "2|1");
  EXPECT_EQ(f.children[1].column, 5u);
  EXPECT_EQ(f.spelling, "{3||2|1}");
  const Syntax e = parse_syntax("{|}");
  EXPECT_EQ(e.children.size(), 0u);
  const Syntax o = parse_syntax("{0,*|1, {1|0}}");
  EXPECT_EQ(o.left_count, 2u);
  EXPECT_EQ(o.children.size(), 4u);
  EXPECT_EQ(o.children[3].column, 9u);
}

TEST(Syntax, ErrorsNameTheColumn) {
  EXPECT_EQ(syntax_error_column(""), 1u);
  EXPECT_EQ(syntax_error_column("   "), 4u);
  EXPECT_EQ(syntax_error_column("{1|"), 1u);
  EXPECT_EQ(syntax_error_column("{1|0}}"), 6u);
  EXPECT_EQ(syntax_error_column("{1,|0}"), 4u);
  EXPECT_EQ(syntax_error_column("{1|2|3}"), 5u);
  EXPECT_EQ(syntax_error_column("{1 2|0}"), 4u);
  EXPECT_EQ(syntax_error_column("^^3"), 3u);
  EXPECT_EQ(syntax_error_column("1/"), 3u);
  EXPECT_EQ(syntax_error_column("*x"), 2u);
  EXPECT_EQ(syntax_error_column("nim"), 4u);
  EXPECT_EQ(syntax_error_column("sub{1,2}"), 9u);
  EXPECT_EQ(syntax_error_column("nim:3 +"), 8u);
  EXPECT_EQ(syntax_error_column("1 + %"), 5u);
  EXPECT_EQ(syntax_error_column(":3"), 1u);
  EXPECT_EQ(syntax_error_column("nim:"), 5u);
  EXPECT_EQ(syntax_error_column("+-(1;2)"), 5u);
  EXPECT_EQ(syntax_error_column("1\x01"), 2u);
  EXPECT_EQ(syntax_error_column("*99999999999999999999"), 2u);
  // Columns count from the column given.
  try {
    parse_syntax("{1|", 10);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.column(), 10u);
  }
}

TEST(Syntax, Bounds) {
  // Nesting past kMaxNesting is an error, not a stack overflow, however it is nested.
  for (const std::string& deep :
       {std::string(100000, '{') + std::string(100000, '}'),
        std::string(100000, '(') + "1" + std::string(100000, ')'), std::string(100000, '-') + "1",
        std::string(2 * 100000, '+') + "1"}) {
    EXPECT_GT(syntax_error_column(deep), 0u);
  }
  // Each parenthesis is two levels (the operand and the brackets).
  EXPECT_NO_THROW(parse_syntax(std::string(400, '(') + "1" + std::string(400, ')')));
  EXPECT_EQ(syntax_error_column(std::string(kMaxExpressionLength + 1, '1')),
            kMaxExpressionLength + 1);
  // A long flat sum is no nesting at all.
  std::string many = "nim:1";
  for (int i = 0; i < 20000; ++i) many += " + nim:1";
  EXPECT_EQ(parse_syntax(many).children.size(), 20001u);
  // But its tree is bounded: `1+1+…` in 4 MiB would be two million nodes (some 300 MB).
  std::string flat = "1";
  while (flat.size() < 2 * kMaxSyntaxNodes + 8) flat += "+1";
  EXPECT_GT(syntax_error_column(flat), 2 * kMaxSyntaxNodes - 8);
  // A position is one node however long.
  std::string heaps = "nim:1";
  for (std::size_t i = 0; i < kMaxSyntaxNodes; ++i) heaps += ",1";
  EXPECT_EQ(parse_syntax(heaps).kind, SyntaxKind::kTerm);
}

TEST(Syntax, ImpartialReaderRefusesPartizanValues) {
  EXPECT_NE(sum_error("nim:3 + {1|0}").find("'{1|0}' at column 9 is a partizan game"),
            std::string::npos);
  EXPECT_NE(sum_error("1/2").find("'1/2' at column 1 is a partizan game"), std::string::npos);
  EXPECT_NE(sum_error("nim:3 - nim:2").find("'- nim:2' at column 9 is a partizan game"),
            std::string::npos);
  EXPECT_NE(sum_error("^").find("try grundy canonical"), std::string::npos);
  EXPECT_NE(sum_error("nim:3 + + nim:4").find("expected a component at column 9"),
            std::string::npos);
  // The ruleset's own errors keep their columns.
  EXPECT_NE(sum_error("nim:-1").find("column 5"), std::string::npos);
  EXPECT_FALSE(is_plain_sum(parse_syntax("^0")));
  EXPECT_EQ(parse_sum("00 + *3").terms.size(), 1u);
}

}  // namespace
}  // namespace grundy
