// Temperature theory: known answers (Winning Ways ch. 6; Siegel, CGT §II.5).
#include "partizan/thermograph.h"

#include <gtest/gtest.h>

#include "partizan/notation.h"

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

}  // namespace
}  // namespace grundy::partizan
