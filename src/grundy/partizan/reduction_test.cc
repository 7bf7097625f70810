// Atomic weights (Winning Ways ch. 8) and reduced canonical forms.
#include "grundy/partizan/reduction.h"

#include <gtest/gtest.h>

#include <random>  // std::mt19937

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

// All-small games keep the weights they had (issue 34 changed only the games that are not
// all-small): on random all-small games the weight is additive and odd, aw(G + H) = aw(G) + aw(H)
// and aw(−G) = −aw(G) (Winning Ways ch. 8), a second route through the sum's own canonical form.
TEST_F(Reduction, AllSmallWeightsAreAdditive) {
  std::mt19937 rng(34);
  std::vector<GameId> pool;
  for (const char* s : {"0", "*", "^", "v", "*2", "^*", "{0|^*}", "{^|*}", "{0,*|v}"}) {
    pool.push_back(g(s));
  }
  while (pool.size() < 40) {
    std::vector<GameId> left, right;
    for (int i = 0, n = 1 + rng() % 2; i < n; ++i) left.push_back(pool[rng() % pool.size()]);
    for (int i = 0, n = 1 + rng() % 2; i < n; ++i) right.push_back(pool[rng() % pool.size()]);
    pool.push_back(store.construct(left, right, budget));
  }
  std::size_t checked = 0;
  for (std::size_t i = 9; i < pool.size(); ++i) {
    const GameId a = pool[i], b = pool[rng() % pool.size()];
    ASSERT_TRUE(reducer.is_all_small(a)) << format_game(store, a);
    const auto wa = reducer.atomic_weight(a), wb = reducer.atomic_weight(b);
    ASSERT_TRUE(wa && wb) << format_game(store, a) << ", " << format_game(store, b);
    const auto sum = reducer.atomic_weight(store.add(a, b, budget));
    ASSERT_TRUE(sum);
    EXPECT_EQ(*sum, store.add(*wa, *wb, budget))
        << format_game(store, a) << " + " << format_game(store, b);
    EXPECT_EQ(*reducer.atomic_weight(store.negative(a)), store.negative(*wa))
        << format_game(store, a);
    ++checked;
  }
  EXPECT_EQ(checked, 31u);
}

}  // namespace
}  // namespace grundy::partizan
