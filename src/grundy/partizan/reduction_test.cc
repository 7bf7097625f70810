// Atomic weights (Winning Ways ch. 8) and reduced canonical forms.
#include "grundy/partizan/reduction.h"

#include <gtest/gtest.h>

#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

struct Reduction : ::testing::Test {
  GameStore store;
  Budget budget;
  Reducer reducer{store, budget};
  Thermographer thermo{store, budget};
  GameId g(const char* text) { return parse_game(store, text, budget); }
  std::string aw(const char* text) {
    const auto w = reducer.atomic_weight(g(text));
    return w ? format_game(store, *w) : "none";
  }
  std::string rcf(const char* text) { return format_game(store, reducer.reduced(g(text))); }
};

TEST_F(Reduction, AtomicWeights) {
  EXPECT_EQ(aw("0"), "0");
  EXPECT_EQ(aw("*"), "0");
  EXPECT_EQ(aw("^"), "1");
  EXPECT_EQ(aw("^*"), "1");
  EXPECT_EQ(aw("^^"), "2");
  EXPECT_EQ(aw("v3*"), "-3");
  EXPECT_EQ(aw("^ + ^ + v + *2"), "1");
  EXPECT_EQ(aw("1"), "none");  // not infinitesimal
  EXPECT_EQ(aw("+-1"), "none");
  EXPECT_EQ(aw("1/2*"), "none");
}

// Issue 34: infinitesimals that are not all-small have atomic weights too (CGSuite's
// atomicWeight: the calculus {aw(G^L) − 2 | aw(G^R) + 2} with numbers weighing 0, and the
// atomicity test −ε ≤ G − aw.↑ ≤ ε). CGSuite gives Tiny(3/2) → 0, Miny({5||3|1}) → 0,
// {1|^^||^} → 2.
TEST_F(Reduction, AtomicWeightsOfInfinitesimalsThatAreNotAllSmall) {
  EXPECT_EQ(aw("{0||0|-3/2}"), "0");      // Tiny(3/2)
  EXPECT_EQ(aw("{{5||3|1}|0||0}"), "0");  // Miny({5||3|1})
  EXPECT_EQ(aw("{1|^^||^}"), "2");
  EXPECT_EQ(aw("{1|^^||^} + ^ + *"), "3");  // the weight is additive
  EXPECT_EQ(aw("{0||0|-3/2} + {0||0|-2}"), "0");
  // Second route for {1|^^||^}: G − 2.↑ = G + ⇓ lies within ±(↑* + ☆:−1), ☆ = *8 here.
  const GameId d = store.add(g("{1|^^||^}"), g("vv"), budget);
  EXPECT_TRUE(store.leq(d, g("^* + *8:-1"), budget));
  EXPECT_TRUE(store.leq(g("v* - (*8:-1)"), d, budget));
}

TEST_F(Reduction, ReducedCanonicalForms) {
  EXPECT_EQ(rcf("^"), "0");
  EXPECT_EQ(rcf("1*"), "1");
  EXPECT_EQ(rcf("{3||2|1}"), "{3||2|1}");
  EXPECT_EQ(rcf("+-1 + ^"), "+-1");
  EXPECT_EQ(rcf("{1|^}"), "{1|0}");  // {1 | ↑} is infinitesimally close to the switch {1 | 0}
  EXPECT_EQ(rcf("{1|1/2^}"), "{1|1/2}");
  // G − rcf(G) is infinitesimal, and rcf is idempotent.
  for (const char* s : {"{3||2|1} + ^", "{2|*} + +-1", "{{1|*}|v}", "{5|3*} + {1|^}"}) {
    const GameId x = g(s), r = reducer.reduced(x);
    const GameId d = store.subtract(x, r, budget);
    EXPECT_EQ(thermo.left_stop(d).to_string(), "0") << s;
    EXPECT_EQ(thermo.right_stop(d).to_string(), "0") << s;
    EXPECT_EQ(reducer.reduced(r), r) << s;
  }
}

}  // namespace
}  // namespace grundy::partizan
