// Uptimal expansions (CGSuite's UptimalExpansion) and the option order they give the printer.
#include "grundy/partizan/uptimal.h"

#include <gtest/gtest.h>

#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

struct Uptimals : ::testing::Test {
  GameStore store;
  Budget budget;
  UptimalFinder finder{store};
  GameId g(const char* text) { return parse_game(store, text, budget); }
  // x.a_1a_2…*m as a string, or "none".
  std::string exp(GameId x) {
    const auto e = finder.expansion(x);
    if (!e) return "none";
    std::string s = e->number.to_string() + ".";
    for (std::int64_t c : e->coefficients) s += "[" + std::to_string(c) + "]";
    return s + "*" + std::to_string(e->nim);
  }
  std::string exp(const char* text) { return exp(g(text)); }
};

TEST_F(Uptimals, KnownExpansions) {
  EXPECT_EQ(exp("^"), "0.[1]*0");
  EXPECT_EQ(exp("v3*"), "0.[-3]*1");
  EXPECT_EQ(exp("1/2*"), "1/2.*1");
  EXPECT_EQ(exp("{^|*}"), "0.[1][1]*0");    // ↑ + ↑²: one Left option, its truncation
  EXPECT_EQ(exp("{*|v}"), "0.[-1][-1]*0");  // the negative
  EXPECT_EQ(exp("{1|1+^*}"), "1.[2]*0");    // 1 + ⇑ is x + u↑ + *n
  EXPECT_EQ(exp("+-1"), "none");            // options with different numbers
  EXPECT_EQ(exp("{0|v}"), "0.*1");          // {0|↓} is * (↓ reverses through *)
  EXPECT_EQ(exp("{0|{v|-1}}"), "none");     // a Right option that is not an uptimal
  EXPECT_EQ(exp("{0,*|v}"), "0.[0][1]*1");  // ↑² * : case (b)
}

// Uptimals form a group under + with the expansions adding coefficientwise (nimbers by nim-sum):
// the sum's expansion, recognised from its own canonical form, is checked against the sum of
// the parts' expansions.
TEST_F(Uptimals, ExpansionsAreAdditive) {
  std::vector<GameId> pool;
  for (const char* s : {"^", "v", "*", "^*", "*2", "{^|*}", "{*|v}", "{0,*|v}", "{0||^|*}"}) {
    const GameId x = g(s);
    ASSERT_TRUE(finder.expansion(x)) << s;
    pool.push_back(x);
  }
  std::size_t checked = 0;
  for (GameId a : pool) {
    for (GameId b : pool) {
      const GameId sum = store.add(a, b, budget);
      const auto ea = *finder.expansion(a), eb = *finder.expansion(b);
      UptimalExpansion want{ea.number + eb.number, ea.nim ^ eb.nim, {}};
      want.coefficients.resize(std::max(ea.length(), eb.length()), 0);
      for (std::size_t i = 0; i < want.coefficients.size(); ++i) {
        want.coefficients[i] = ea.coefficient(i + 1) + eb.coefficient(i + 1);
      }
      while (!want.coefficients.empty() && want.coefficients.back() == 0) {
        want.coefficients.pop_back();
      }
      const auto got = finder.expansion(sum);
      ASSERT_TRUE(got) << format_game(store, a) << " + " << format_game(store, b) << " = "
                       << format_game(store, sum);
      EXPECT_EQ(*got, want) << format_game(store, sum);
      ++checked;
    }
  }
  EXPECT_EQ(checked, pool.size() * pool.size());
}

// Issue 34: CGSuite lists numbers, nimbers, uptimals, then the rest. {^|*} is an uptimal, so it
// comes before +-1 among Right's options, though +-1's Left option 1 sorts before ↑. It is
// ↑ + ↑^2 = ↑^{→2}, which CGSuite prints ^[2].
TEST_F(Uptimals, UptimalsPrintBeforeOtherGames) {
  EXPECT_EQ(format_game(store, g("{2|+-1,{^|*}}")), "{2|^[2],+-1}");
  EXPECT_EQ(format_game(store, g("{1|{^|*},{0|v}}")), "{1|*,^[2]}");
  EXPECT_LT(compare_uptimal(*finder.expansion(g("^")), *finder.expansion(g("{^|*}"))), 0);
  EXPECT_LT(compare_uptimal(*finder.expansion(g("{^|*}")), *finder.expansion(g("^^"))), 0);
}

}  // namespace
}  // namespace grundy::partizan
