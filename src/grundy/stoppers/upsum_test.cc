// CGSuite's Upsum and Downsum of stoppers (grundy/stoppers/stopper_value.h): CGSuite's own test
// values (GameTest's upon.Upsum(^.Pow(on)) and upon.Downsum(^.Pow(on)); the degrees of its
// CanonicalStopperTestCase, G.Degree = G Upsum -G), and on random stoppers the defining property
// of the sides of S + T, checked by retrograde analysis of the sum's own graph, which never
// sidles: for every stopper X, U >= X iff Left, moving second, survives S + T - X, and D <= X iff
// Right, moving second, survives it (Siegel, CGT ch. VI: the onside of G is what G is when
// infinite play counts for Left, the offside when it counts for Right).
#include <gtest/gtest.h>

#include <cstdio>  // std::printf
#include <random>  // std::mt19937
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_value.h"
#include "tests/unit/random_stopper_graph.h"

namespace grundy::partizan::stopper {
namespace {

struct Upsum : ::testing::Test {
  GameStore store;
  Budget budget;
  Sides value(const std::string& s) { return evaluate_loopy(s, store, budget); }
  std::string print(const std::string& s) { return format_sides(value(s), store, budget); }
  bool same(const std::string& a, const std::string& b) {
    return compare_sides(value(a), value(b), budget) == Relation::kEqual;
  }
};

// ^.Pow(on) = ^<on> = uponth = {0||0|0,pass} (CanonicalStopperTestCase spells it so), written
// {0|{0|0,pass}} here (a loopy form has one bar).
constexpr const char* kUponth = "{0|{0|0,pass}}";

TEST_F(Upsum, CgsuiteGameTest) {
  // CGSuite: upon.Upsum(^.Pow(on)) = {0|^<on>*}, upon.Downsum(^.Pow(on)) = ^[on] = upon.
  const std::string up = std::string("upon.Upsum(") + kUponth + ")";
  const std::string down = std::string("upon.Downsum(") + kUponth + ")";
  EXPECT_TRUE(same(up, std::string("{0|") + kUponth + " + *}")) << print(up);
  EXPECT_TRUE(same(down, "upon")) << print(down);
}

TEST_F(Upsum, CgsuiteDegrees) {
  // CanonicalStopperTestCase: G.Degree, which CGSuite defines as G Upsum -G.
  const std::pair<std::string, std::string> kCases[] = {
      {"on", "on"},
      {"off", "on"},
      {"over", "over"},
      {"{pass|3/2}", "over"},
      {"{-1/4+*|pass}", kUponth},          // ^<on>
      {"{{on|0}|0}", "{0|{0|off}}"},       // Miny(on), degree Tiny(on)
      {"{0|{0|under}}", "{0|{0|under}}"},  // Tiny(over)
      {"+-{0|pass}", "over"},
      {"+-{5|pass}", "over"},
  };
  for (const auto& [g, degree] : kCases) {
    const std::string s = "g=" + g + "; g.Upsum(-g)";
    EXPECT_TRUE(same(s, degree)) << g << ": " << print(s);
  }
}

TEST_F(Upsum, ShortGamesAndBuiltins) {
  // on + off = on & off (= dud): its sides.
  EXPECT_EQ(print("on.Upsum(off)"), "on");
  EXPECT_EQ(print("on.Downsum(off)"), "off");
  // A sum that is a stopper is both.
  EXPECT_EQ(print("over.Upsum(over)"), print("over + over"));
  EXPECT_EQ(print("over.Downsum(1/2)"), print("over + 1/2"));
  // Only stoppers: dud = on & off is not one.
  EXPECT_THROW(value("dud.Upsum(0)"), Error);
}

TEST(UpsumRandom, SidesOfTheSumByRetrogradeAnalysis) {
  std::mt19937 rng(3434);
  std::vector<Stopper> pool;
  for (int attempt = 0; attempt < 20000 && pool.size() < 40; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 4, 0.3);
    Budget budget;
    if (is_stopper(g, 0, budget)) pool.push_back(simplest(g, 0, budget));
  }
  ASSERT_EQ(pool.size(), 40u);
  int checked = 0, unsettled = 0, loopy = 0;
  for (std::size_t i = 0; i < pool.size(); ++i) {
    for (std::size_t j = i; j < pool.size(); j += 2) {
      Budget budget;
      Stopper up, down;
      try {
        up = upsum(pool[i], pool[j], budget);
        down = downsum(pool[i], pool[j], budget);
      } catch (const Error& e) {
        ASSERT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
        ++unsettled;
        continue;
      }
      const Graph total = sum(pool[i].graph, pool[i].root, pool[j].graph, pool[j].root, budget);
      loopy += !is_stopper(total, 0, budget);
      EXPECT_TRUE(stopper_ge(up, down, budget));
      // Commutative.
      Stopper up2 = upsum(pool[j], pool[i], budget);
      EXPECT_TRUE(stopper_ge(up, up2, budget) && stopper_ge(up2, up, budget));
      for (std::size_t k = 0; k < pool.size(); k += 3) {
        const Stopper& x = pool[k];
        const Graph minus_x = negative(x.graph);
        const Graph probe = sum(total, 0, minus_x, x.root, budget);
        const Outcomes o = outcomes(probe, budget);
        const bool left_survives = o.right_first[0] != Result::kRight;
        const bool right_survives = o.left_first[0] != Result::kLeft;
        ASSERT_EQ(stopper_ge(up, x, budget), left_survives) << i << "+" << j << " vs " << k;
        ASSERT_EQ(stopper_ge(x, down, budget), right_survives) << i << "+" << j << " vs " << k;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 2000);
  EXPECT_GT(loopy, 20);
  std::printf("upsum/downsum: %d checks, %d loopy sums, %d unsettled\n", checked, loopy, unsettled);
}

}  // namespace
}  // namespace grundy::partizan::stopper
