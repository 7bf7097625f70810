// Temperature theory: known answers (Winning Ways ch. 6; Siegel, CGT §II.5).
#include "grundy/partizan/thermograph.h"

#include <gtest/gtest.h>

#include <random>  // std::mt19937

#include "grundy/core/error.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

struct Thermo : ::testing::Test {
  GameStore store;
  Budget budget;
  Thermographer thermo{store, budget};
  GameId g(const char* text) { return parse_game(store, text, budget); }
  std::string str(GameId x) { return format_game(store, x); }
};

TEST_F(Thermo, MeanAndTemperature) {
  const GameId x = g("{3||2|1}");
  EXPECT_EQ(thermo.mean(x).to_string(), "9/4");
  EXPECT_EQ(thermo.temperature(x).to_string(), "3/4");
  EXPECT_EQ(thermo.left_stop(x).to_string(), "3");
  EXPECT_EQ(thermo.right_stop(x).to_string(), "2");
  EXPECT_EQ(thermo.temperature(g("+-1")).to_string(), "1");
  EXPECT_EQ(thermo.mean(g("+-1")).to_string(), "0");
  EXPECT_EQ(thermo.temperature(g("*")).to_string(), "0");
  EXPECT_EQ(thermo.temperature(g("^")).to_string(), "0");
  EXPECT_EQ(thermo.temperature(g("1/2")).to_string(), "-1/2");
  EXPECT_EQ(thermo.temperature(g("3")).to_string(), "-1");
  EXPECT_EQ(thermo.temperature(g("{2|1}")).to_string(), "1/2");
  EXPECT_EQ(thermo.mean(g("{2|1}")).to_string(), "3/2");
  // The mean is additive: m(G + H) = m(G) + m(H).
  EXPECT_EQ(thermo.mean(g("{3||2|1} + {2|1} + 5/8")).to_string(), "35/8");
}

TEST_F(Thermo, Walls) {
  const Thermograph& th = thermo.thermograph(g("+-1"));
  EXPECT_EQ(th.left.at(Dyadic(0)).to_string(), "1");
  EXPECT_EQ(th.right.at(Dyadic(0)).to_string(), "-1");
  EXPECT_EQ(th.left.at(Dyadic(5)).to_string(), "0");
}

TEST_F(Thermo, CoolingAndHeating) {
  EXPECT_EQ(str(thermo.cool(g("+-1"), Dyadic(1))), "*");
  EXPECT_EQ(str(thermo.cool(g("+-1"), Dyadic(2))), "0");
  EXPECT_EQ(str(thermo.cool(g("{2|1}"), Dyadic(BigInt(1), 1))), "3/2*");
  EXPECT_EQ(str(thermo.cool(g("{3|-3}"), Dyadic(1))), "+-2");
  EXPECT_EQ(str(thermo.heat(g("*"), g("1"))), "+-1");
  EXPECT_EQ(str(thermo.heat(g("1/2"), g("1"))), "1/2");
  // Heating undoes cooling for a switch of temperature above t.
  EXPECT_EQ(thermo.heat(thermo.cool(g("{5|-5}"), Dyadic(1)), g("1")), g("{5|-5}"));
}

// A number m/2^k is k levels deep, and its thermograph walks all k: 1/2^4000 (under
// kMaxRecursionDepth) must come back, not exhaust the stack. The router's fuzzer found
// cool?expr={3|-372:513*2.06}&t=2 overflowing 8 MiB under AddressSanitizer when each level held
// the trajectories in its own frame. The walk's temperature and mean are checked against the
// closed form temperature() and mean() give a number (−1/2^k and the number itself), and the
// switch above it against its stops: {3 | x} for a negative x has temperature (3 − x)/2.
TEST_F(Thermo, DeepNumbersDoNotExhaustTheStack) {
  const Dyadic x = -Dyadic(BigInt(1), 4000);  // −1/2^4000
  const GameId deep = store.number(x);
  const Thermograph& th = thermo.thermograph(deep);
  EXPECT_EQ(th.temperature, thermo.temperature(deep));
  EXPECT_EQ(th.temperature, -Dyadic(BigInt(1), 4000));
  EXPECT_EQ(th.mean, x);
  const GameId hot = store.construct({store.number(Dyadic(3))}, {deep}, budget);
  const Thermograph& sw = thermo.thermograph(hot);
  EXPECT_EQ(sw.temperature, (Dyadic(3) - x).half());
  EXPECT_EQ(sw.mean, (Dyadic(3) + x).half());
  EXPECT_EQ(thermo.right_stop(hot), x);
  // Cooled by 1 it is {2 | x + 1}; past its temperature, its mean.
  EXPECT_EQ(thermo.cool(hot, Dyadic(1)),
            store.construct({store.number(Dyadic(2))}, {store.number(x + Dyadic(1))}, budget));
  EXPECT_EQ(thermo.cool(hot, Dyadic(4)), store.number(sw.mean));
}

// Two Left options whose scaffolds cross: G = {1, {4|0} | -5}. Left's scaffold is the max of
// 1 − t (from the option 1) and R_t({4|0}) − t, which is 0 up to t = 2 (Right's wall of {4|0} is
// t, till its temperature 2) and 2 − t above; they cross at t = 1. Right's scaffold is −5 + t. The
// walls meet where 2 − t = −5 + t: temperature 7/2, mean −3/2.
TEST_F(Thermo, ScaffoldsThatCross) {
  const GameId x = g("{1,{4|0}|-5}");
  const Thermograph& th = thermo.thermograph(x);
  EXPECT_EQ(th.temperature.to_string(), "7/2");
  EXPECT_EQ(th.mean.to_string(), "-3/2");
  auto points = [](const Trajectory& f) {
    std::string out;
    for (std::size_t i = 0; i < f.t.size(); ++i) {
      out += "(" + f.t[i].to_string() + "," + f.v[i].to_string() + "," +
             std::to_string(f.slope[i]) + ")";
    }
    return out;
  };
  EXPECT_EQ(points(th.left), "(-1,2,-1)(1,0,0)(2,0,-1)(7/2,-3/2,0)");
  EXPECT_EQ(points(th.right), "(-1,-6,1)(7/2,-3/2,0)");
}

// Crossings are found whatever the slopes, or refused: a slope difference of 4 crosses at a
// dyadic point, found exactly; a difference of 3 would cross at a third (not dyadic), an error
// rather than a crossing left out of the wall.
TEST(ThermographWalls, CrossingsAreFoundOrRefused) {
  const Trajectory rising{{Dyadic(-1)}, {Dyadic(0)}, {2}};    // 2(t + 1)
  const Trajectory falling{{Dyadic(-1)}, {Dyadic(2)}, {-2}};  // 2 − 2(t + 1)
  const Trajectory max = wall_max(rising, falling);
  ASSERT_EQ(max.t.size(), 2u);
  EXPECT_EQ(max.t[1].to_string(), "-1/2");  // 2(t + 1) = 2 − 2(t + 1) at t + 1 = 1/2
  EXPECT_EQ(max.v[1].to_string(), "1");
  EXPECT_EQ(max.slope[0], -2);
  EXPECT_EQ(max.slope[1], 2);
  const Trajectory min = wall_min(rising, falling);
  EXPECT_EQ(min.at(Dyadic(0)).to_string(), "0");
  const Trajectory falling_once{{Dyadic(-1)}, {Dyadic(1)}, {-1}};  // 1 − (t + 1)
  try {
    wall_max(rising, falling_once);
    ADD_FAILURE() << "a crossing at t = -2/3 was not refused";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kComputation);
    EXPECT_NE(std::string(e.what()).find("differ by 3"), std::string::npos) << e.what();
  }
}

// Issue 34: a number plus an infinitesimal carries the number's walls below 0. CGSuite prints
// these thermographs; the walls are also checked by a second route (the stops of G cooled by t)
// in CooledStopsFollowTheWalls.
TEST_F(Thermo, NumberPlusInfinitesimalKeepsTheNumbersWallsBelowZero) {
  EXPECT_EQ(cgsuite_spelling(thermo.thermograph(g("9/8"))),
            "Thermograph(9/8,[-1/8],[0,-1],9/8,[-1/8,-1/4],[0,1,0])");
  EXPECT_EQ(cgsuite_spelling(thermo.thermograph(g("9/8+*"))),
            "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])");
  // x + u↑ + *n with u ≤ −2 has the thermograph of x + ↓ = {x + * | x} (CGSuite's four cases).
  const Thermograph& down = thermo.thermograph(g("73/16+v9*8"));
  EXPECT_EQ(cgsuite_spelling(down), cgsuite_spelling(thermo.thermograph(g("73/16+v"))));
  EXPECT_EQ(down.temperature.to_string(), "0");
  EXPECT_EQ(down.mean.to_string(), "73/16");
  EXPECT_EQ(cgsuite_spelling(thermo.thermograph(g("1/2+*"))),
            cgsuite_spelling(thermo.thermograph(g("{1/2|1/2}"))));
}

// Cooling by −1 < t < 0 (CGSuite's definition): a number m/2^k is its own mean only once t passes
// its temperature −1/2^k; at or below it the number is cooled through its options.
TEST_F(Thermo, CoolingByANegativeTemperature) {
  const Dyadic half = Dyadic(BigInt(1), 1), quarter = half.half();
  EXPECT_EQ(str(thermo.cool(g("1/2"), -half)), "1/2*");      // {0+1/2 | 1−1/2}
  EXPECT_EQ(str(thermo.cool(g("1/2"), -quarter)), "1/2");    // past −1/2: the mean
  EXPECT_EQ(str(thermo.cool(g("3/4"), -half)), "{1*|1/2}");  // {1/2* + 1/2 | 1 − 1/2}
  EXPECT_EQ(str(thermo.cool(g("3"), -half)), "3");           // an integer: temperature −1
  EXPECT_EQ(str(thermo.cool(g("*"), -half)), "+-1/2");       // {0+1/2 | 0−1/2}
  EXPECT_EQ(str(thermo.cool(g("+-1"), -half)), "+-3/2");
  EXPECT_THROW(thermo.cool(g("*"), Dyadic(-1)), Error);
  EXPECT_THROW(thermo.cool(g("*"), Dyadic(-2)), Error);
}

// The second route for the walls: for −1 < t, L_t(G) is the left stop of G cooled by t and R_t(G)
// its right stop (Siegel, CGT §II.5, the thermograph as the stops of the cooled game), checked
// at many temperatures on random short games built on numbers and infinitesimals.
TEST_F(Thermo, CooledStopsFollowTheWalls) {
  std::mt19937 rng(34);
  const char* atoms[] = {"0", "1", "-1", "1/2",  "-1/2",  "3/4",   "9/8",   "-5/4",   "2",
                         "*", "^", "v*", "1/2*", "9/8+*", "3/4+v", "{1|0}", "{2|1/2}"};
  std::vector<GameId> pool;
  for (const char* a : atoms) pool.push_back(g(a));
  std::vector<Dyadic> ts;
  for (int i = -15; i <= 40; ++i) ts.push_back(Dyadic(BigInt(i), 4));  // −15/16 … 5/2
  std::size_t checked = 0;
  for (int round = 0; round < 300; ++round) {
    std::vector<GameId> left, right;
    const int nl = 1 + rng() % 2, nr = 1 + rng() % 2;
    for (int i = 0; i < nl; ++i) left.push_back(pool[rng() % pool.size()]);
    for (int i = 0; i < nr; ++i) right.push_back(pool[rng() % pool.size()]);
    const GameId game = store.construct(left, right, budget);
    if (pool.size() < 80) pool.push_back(game);
    const Thermograph th = thermo.thermograph(game);
    for (const Dyadic& t : ts) {
      const GameId cooled = thermo.cool(game, t);
      ASSERT_EQ(thermo.left_stop(cooled), th.left.at(t))
          << str(game) << " cooled by " << t.to_string() << " is " << str(cooled) << "; "
          << cgsuite_spelling(th);
      ASSERT_EQ(thermo.right_stop(cooled), th.right.at(t))
          << str(game) << " cooled by " << t.to_string() << " is " << str(cooled) << "; "
          << cgsuite_spelling(th);
      ++checked;
    }
  }
  EXPECT_GT(checked, 10000u);
}

}  // namespace
}  // namespace grundy::partizan
