// Temperature theory: known answers (Winning Ways ch. 6; Siegel, CGT §II.5).
#include "grundy/partizan/thermograph.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace grundy::partizan
