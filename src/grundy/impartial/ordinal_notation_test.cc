// CGSuite's spelling of ordinals and transfinite nimbers (grundy/impartial/ordinal_notation.h):
// its printed values (EvalTest.scala, GameTest.scala), round trips, and refusals with columns.
#include "grundy/impartial/ordinal_notation.h"

#include <gtest/gtest.h>

#include <random>

#include "grundy/core/error.h"

namespace grundy::transfinite {
namespace {

std::string nimber(std::string_view expression) {
  Budget budget;
  return format_transfinite_nimber(evaluate_transfinite(expression, budget));
}

std::size_t error_column(std::string_view expression) {
  Budget budget;
  try {
    evaluate_transfinite(expression, budget);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse) << expression;
    return e.column();
  }
  ADD_FAILURE() << expression << " was read";
  return 0;
}

TEST(TransfiniteNotation, CgsuitePrintedNimbers) {
  // EvalTest.scala: *(omega*omega) prints *ω^2, *(omega+5) *(ω+5), *(omega*5) *(ω×5).
  EXPECT_EQ(nimber("*(omega*omega)"), "*ω^2");
  EXPECT_EQ(nimber("*(omega+5)"), "*(ω+5)");
  EXPECT_EQ(nimber("*(omega*5)"), "*(ω×5)");
  EXPECT_EQ(nimber("*(3+5)"), "*8");  // "Nim operator": *(3+5) is *8
  EXPECT_EQ(nimber("*3+*5"), "*6");   // "Nimber addition"
  // GameTest.scala prints ordinals: ω^3×12+ω+11, ω^5×2.
  EXPECT_EQ(format_ordinal(parse_ordinal("omega^3*12 + omega + 11")), "ω^3×12+ω+11");
  EXPECT_EQ(format_ordinal(parse_ordinal("ω^5×2")), "ω^5×2");
}

TEST(TransfiniteNotation, Spellings) {
  EXPECT_EQ(nimber("*ω + *1"), "*(ω+1)");
  EXPECT_EQ(nimber("*w + *"), "*(ω+1)");
  EXPECT_EQ(nimber("*omega + *omega"), "0");
  EXPECT_EQ(nimber("*(5*ω)"), "*(ω×5)");  // the natural product, as CGSuite's
  EXPECT_EQ(nimber("*(ω^2)"), "*ω^2");
  EXPECT_EQ(nimber("*ω^2 + *ω^2"), "0");
  EXPECT_EQ(nimber("*ω.ConwayProduct(*ω^2)"), "*2");
  EXPECT_EQ(nimber("(*ω + *1).ConwayProduct(*ω + *1)"), "*(ω^2+1)");
  EXPECT_EQ(nimber("*(ω^(1+1))"), "*ω^2");
  EXPECT_EQ(nimber("0 + *ω"), "*ω");
  EXPECT_EQ(nimber("*(ω×3 + ω)"), "*(ω×4)");   // natural sum inside *( )
  EXPECT_EQ(nimber("*(ω×3) + *ω"), "*(ω×2)");  // nim sum between nimbers: 3 ⊕ 1 = 2
}

TEST(TransfiniteNotation, RoundTrip) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    std::vector<OrdinalTerm> terms;
    for (int k = static_cast<int>(rng() % 4); k > 0; --k) {
      terms.push_back({rng() % 50, rng() % 4 == 0 ? rng() : rng() % 9});
    }
    const Ordinal a = Ordinal::from_terms(terms);
    Budget budget;
    EXPECT_EQ(evaluate_transfinite(format_transfinite_nimber(a), budget), a)
        << format_transfinite_nimber(a);
    if (!a.is_zero()) EXPECT_EQ(parse_ordinal(format_ordinal(a)), a) << format_ordinal(a);
  }
}

TEST(TransfiniteNotation, RefusalsNameTheColumn) {
  EXPECT_EQ(error_column("*ω^ω"), 4u);
  EXPECT_EQ(error_column("*(omega^omega)"), 9u);
  EXPECT_EQ(error_column("*(ω^(ω+1))"), 5u);
  EXPECT_EQ(error_column("*ω + nim:3"), 6u);
  EXPECT_EQ(error_column("*ω + 3"), 6u);
  EXPECT_EQ(error_column("*(ω+1"), 6u);
  EXPECT_EQ(error_column("*ω^99999999999999999999"), 4u);
  EXPECT_EQ(error_column("*(ω×18446744073709551615 + ω)"), 26u);
  EXPECT_EQ(error_column("*ω^12157665459056928801"), 4u);  // 3^40
}

TEST(TransfiniteNotation, MentionsOmega) {
  EXPECT_TRUE(mentions_omega("*ω"));
  EXPECT_TRUE(mentions_omega("*omega + *1"));
  EXPECT_TRUE(mentions_omega("*w"));
  EXPECT_TRUE(mentions_omega("*(w+1)"));
  EXPECT_TRUE(mentions_omega("* w"));
  EXPECT_FALSE(mentions_omega("wythoff:(3,5)"));
  EXPECT_FALSE(mentions_omega("nim:3 + *2"));
  EXPECT_FALSE(mentions_omega("clobber:xoxo|oxox"));
  EXPECT_FALSE(mentions_omega("w"));
  EXPECT_FALSE(mentions_omega("{w|b}"));
}

}  // namespace
}  // namespace grundy::transfinite
