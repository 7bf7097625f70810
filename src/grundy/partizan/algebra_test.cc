// Norton multiplication, ordinal sums, overheating and incentives: CGSuite's own test values and
// the literature, each operation against a second route on hundreds of random games, and the
// grammar's spelling of them (precedence, print → parse).
#include "grundy/partizan/algebra.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/number_ordinal_sum.h"
#include "grundy/partizan/reduction.h"
#include "grundy/partizan/thermograph.h"

namespace grundy::partizan {
namespace {

struct AlgebraFixture : ::testing::Test {
  GameStore store;
  Budget budget;
  Algebra algebra{store, budget};
  GameId g(const std::string& text) { return parse_game(store, text, budget); }
  std::string str(GameId x) { return format_game(store, x); }
  std::string eval(const std::string& text) { return str(g(text)); }
};

// A random game: leaves 0, ±1, ±2, *, ±1/2 (only the integers and * when integer_leaves), and
// above them up to three options a side, each a random game one level lower.
GameId random_game(GameStore& store, std::mt19937& rng, int depth, Budget& budget,
                   bool integer_leaves = false) {
  if (depth == 0 || rng() % 8 == 0) {
    const int k = rng() % (integer_leaves ? 6 : 8);
    switch (k) {
      case 0:
        return kZero;
      case 1:
      case 2:
        return store.number(Dyadic(k == 1 ? 1 : -1));
      case 3:
      case 4:
        return store.number(Dyadic(k == 3 ? 2 : -2));
      case 5:
        return store.nimber(1);
      default:
        return store.number(Dyadic(BigInt(k == 6 ? 1 : -1), 1));
    }
  }
  std::vector<GameId> left, right;
  const int nl = 1 + rng() % 3, nr = 1 + rng() % 3;
  for (int i = 0; i < nl; ++i) {
    left.push_back(random_game(store, rng, depth - 1, budget, integer_leaves));
  }
  for (int i = 0; i < nr; ++i) {
    right.push_back(random_game(store, rng, depth - 1, budget, integer_leaves));
  }
  return store.construct(left, right, budget);
}

// --- Known values ---------------------------------------------------------------------------

// CGSuite's CgscriptTest ("game.CanonicalShortGame ... >=2-ary methods"): x.NortonMultiply(^),
// Overheat; and Lessons in Play ch. 9: 1.↑ = ↑, 2.↑ = ⇑.
TEST_F(AlgebraFixture, CgsuiteNortonProducts) {
  EXPECT_EQ(eval("0.NortonMultiply(^)"), "0");
  EXPECT_EQ(eval("6.NortonMultiply(^)"), "^6");
  EXPECT_EQ(eval("(-4).NortonMultiply(^)"), "v4");
  EXPECT_EQ(eval("(1/2).NortonMultiply(^)"), "{^^*|v*}");
  EXPECT_EQ(eval("^.NortonMultiply(^)"), "{^^*||0|v4}");
  EXPECT_EQ(eval("{0||0|-2}.NortonMultiply(^)"), "{^^*||0|v6}");  // Tiny(2).NortonMultiply(^)
  EXPECT_EQ(eval("1.^"), "^");
  EXPECT_EQ(eval("2.^"), "^^");
  // *.↑ by the definition: {0.↑ + (↑ + ↑*) | 0.↑ − (↑ + ↑*)} = {⇑* | ⇓*} (↑'s incentives are ↓
  // and ↑*, and ↓ < ↑* is dominated).
  EXPECT_EQ(eval("*.^"), "+-(^^*)");
  // Integer multiples of numbers are products: 3.(1/2) = 3/2, (-2).(3/4) = -3/2.
  EXPECT_EQ(eval("3.(1/2)"), "3/2");
  EXPECT_EQ(eval("(-2).(3/4)"), "-3/2");
  EXPECT_EQ(eval("2.(5)"), "10");
}

TEST_F(AlgebraFixture, CgsuiteOverheating) {
  EXPECT_EQ(eval("{3||2+*|1+*}.Overheat(*,1+*)"), "{1||+-(1*)|-1,{-1|-3}}");
  // CGSuite prints ^[3] (GameTest.scala); by hand: every integer overheats to 0 copies of 0, so
  // 1/2 = {0|1} goes to {0|0} = *, 1/4 = {0|1/2} to {0|*} = ↑, 3/8 = {1/4|1/2} to {↑|*}, 7/16 to
  // {{↑|*}|*} = {^|*||*}, which is ↑^{→3}.
  EXPECT_EQ(eval("(7/16).Overheat(0,0)"), "^[3]");
  EXPECT_EQ(g("{^|*||*}"), g("^[3]"));
  // ∫_1^1 of a switch with integer stops is heating by 1: ±1 goes to {2|-2}.
  EXPECT_EQ(eval("(+-1).Overheat(1,1)"), "+-2");
}

// Ordinal sums of numbers concatenate sign expansions (Hackenbush strings: 1 is +, 1:1 is ++ = 2,
// 1:-1 is +- = 1/2); of nimbers add: *a : *b = *(a + b); *:1 = {0, * | 0} = ↑*.
TEST_F(AlgebraFixture, OrdinalSums) {
  EXPECT_EQ(eval("1:1"), "2");
  EXPECT_EQ(eval("1:-1"), "1/2");
  EXPECT_EQ(eval("-1:1"), "-1/2");
  EXPECT_EQ(eval("1/2:1"), "3/4");
  EXPECT_EQ(eval("*:1"), "^*");
  EXPECT_EQ(eval("*2:*3"), "*5");
  EXPECT_EQ(eval("1:*"), "1*");
  EXPECT_EQ(eval("{0|1}.OrdinalSum(1)"), "3/4");
  EXPECT_EQ(eval("0:^"), "^");
  EXPECT_EQ(eval("^:0"), "^");
}

// CGSuite's Incentives keep the largest of {G^L − G} and {G − G^R}.
TEST_F(AlgebraFixture, Incentives) {
  auto printed = [&](std::vector<GameId> v) {
    sort_in_cgsuite_order(store, v);
    std::string out;
    for (GameId x : v) out += (out.empty() ? "" : ",") + str(x);
    return out;
  };
  EXPECT_EQ(printed(algebra.incentives(g("^"), Side::kLeft)), "v");
  EXPECT_EQ(printed(algebra.incentives(g("^"), Side::kRight)), "^*");
  EXPECT_EQ(printed(algebra.incentives(g("^"))), "^*");  // ↓ < ↑*
  EXPECT_EQ(printed(algebra.incentives(g("^*"), Side::kLeft)), "v,v*");
  EXPECT_EQ(printed(algebra.incentives(g("+-1"))), "{2|0}");
  EXPECT_EQ(printed(algebra.incentives(g("1/2"))), "-1/2");
  EXPECT_EQ(printed(algebra.incentives(g("3"), Side::kLeft)), "-1");
  EXPECT_EQ(printed(algebra.incentives(g("3"), Side::kRight)), "");
}

// The temperature of a number, CGSuite's convention (its CanonicalShortGameTestCase: 0 and 5
// have −1, −1/2 has −1/2, 25/16 has −1/16): the closed form agrees with the thermograph, whose
// walls meet there.
TEST_F(AlgebraFixture, TemperatureOfNumbers) {
  Thermographer thermo(store, budget);
  EXPECT_EQ(thermo.temperature(g("0")).to_string(), "-1");
  EXPECT_EQ(thermo.temperature(g("5")).to_string(), "-1");
  EXPECT_EQ(thermo.temperature(g("-1823437481924")).to_string(), "-1");
  EXPECT_EQ(thermo.temperature(g("-1/2")).to_string(), "-1/2");
  EXPECT_EQ(thermo.temperature(g("25/16")).to_string(), "-1/16");
  EXPECT_EQ(thermo.temperature(g("3/4")).to_string(), "-1/4");
  for (int num = -40; num <= 40; ++num) {
    for (std::uint64_t k = 0; k <= 6; ++k) {
      const Dyadic x(BigInt(num), k);
      Thermographer fresh(store, budget);
      const GameId xg = store.number(x);
      EXPECT_EQ(fresh.temperature(xg), fresh.thermograph(xg).temperature) << x.to_string();
      EXPECT_EQ(fresh.mean(xg), fresh.thermograph(xg).mean) << x.to_string();
      const Dyadic expected = x.is_integer() ? Dyadic(-1) : Dyadic(BigInt(-1), x.exponent());
      EXPECT_EQ(fresh.temperature(xg), expected) << x.to_string();
    }
  }
  // In closed form, however deep the number.
  const GameId deep = store.number(Dyadic(BigInt(1), 5000));
  EXPECT_EQ(thermo.temperature(deep), Dyadic(BigInt(-1), 5000));
}

// CGSuite's Thermograph(…) and the critical temperatures of known games.
TEST_F(AlgebraFixture, CriticalTemperatures) {
  Thermographer thermo(store, budget);
  EXPECT_EQ(cgsuite_spelling(thermo.thermograph(g("+-1"))),
            "Thermograph(0,[1],[0,-1],0,[1],[0,1])");
  EXPECT_EQ(cgsuite_spelling(thermo.thermograph(g("3"))), "Thermograph(3,[],[0],3,[],[0])");
  EXPECT_EQ(cgsuite_spelling(thermo.thermograph(g("^"))), "Thermograph(0,[0],[0,-1],0,[],[0])");
  // {1, {4|0} | −5}: Left's wall 2 − t, then 0 from t = 1, then 2 − t from t = 2 to 7/2.
  const Thermograph& th = thermo.thermograph(g("{1,{4|0}|-5}"));
  EXPECT_EQ(cgsuite_spelling(th), "Thermograph(-3/2,[7/2,2,1],[0,-1,0,-1],-3/2,[7/2],[0,1])");
  std::string critical;
  for (const Dyadic& t : critical_temperatures(th)) critical += t.to_string() + " ";
  EXPECT_EQ(critical, "7/2 2 1 ");
}

// --- Second routes on random games ----------------------------------------------------------

// Norton multiplication by the definition with every incentive of U (none dropped as
// dominated), and integer multiples by repeated addition (not doubling).
GameId naive_norton(GameStore& store, GameId g, GameId u, Budget& budget) {
  if (const auto n = store.number_of(g); n && n->is_integer()) {
    GameId total = kZero;
    const int copies = static_cast<int>(n->to_double());
    for (int i = 0; i < (copies < 0 ? -copies : copies); ++i) {
      total = store.add(total, copies < 0 ? store.negative(u) : u, budget);
    }
    return total;
  }
  std::vector<GameId> u_plus;
  for (GameId l : store.options(u, Side::kLeft)) u_plus.push_back(l);  // U + (U^L − U) = U^L
  for (GameId r : store.options(u, Side::kRight)) {
    u_plus.push_back(store.subtract(store.add(u, u, budget), r, budget));  // U + (U − U^R)
  }
  std::vector<GameId> left, right;
  for (GameId l : store.options(g, Side::kLeft)) {
    for (GameId x : u_plus) left.push_back(store.add(naive_norton(store, l, u, budget), x, budget));
  }
  for (GameId r : store.options(g, Side::kRight)) {
    for (GameId x : u_plus) {
      right.push_back(store.subtract(naive_norton(store, r, u, budget), x, budget));
    }
  }
  return store.construct(left, right, budget);
}

constexpr const char* kMultipliers[] = {"1", "^", "^^*", "1/2", "{2|1}", "{1|^}", "1*", "2"};

TEST_F(AlgebraFixture, NortonAgreesWithDefinitionAndIsLinear) {
  std::mt19937 rng(2026);
  int checked = 0;
  for (int i = 0; i < 200; ++i) {
    const GameId a = random_game(store, rng, 3, budget), b = random_game(store, rng, 2, budget);
    const GameId u = g(kMultipliers[i % std::size(kMultipliers)]);
    ASSERT_EQ(store.compare(u, kZero, budget), Relation::kGreater) << str(u);
    const GameId au = algebra.norton(a, u);
    EXPECT_EQ(au, naive_norton(store, a, u, budget)) << str(a) << " . " << str(u);
    // Norton multiplication by U > 0 is additive and order-preserving (Lessons in Play ch. 9):
    // (A + B).U = A.U + B.U, and A ≤ B iff A.U ≤ B.U.
    const GameId bu = algebra.norton(b, u);
    EXPECT_EQ(algebra.norton(store.add(a, b, budget), u), store.add(au, bu, budget))
        << str(a) << " + " << str(b) << " times " << str(u);
    EXPECT_EQ(store.compare(a, b, budget), store.compare(au, bu, budget))
        << str(a) << " vs " << str(b) << " times " << str(u);
    // Printed and read back, alone and as the expression A.U (precedence with printed forms).
    EXPECT_EQ(g(str(au)), au);
    // A number after a number is written in parentheses (2.5 would be a decimal, refused).
    const std::string us =
        std::isdigit(static_cast<unsigned char>(str(u)[0])) ? "(" + str(u) + ")" : str(u);
    EXPECT_EQ(g(str(a) + "." + us), au) << str(a) << "." << us;
    EXPECT_EQ(g("(" + str(a) + ").NortonMultiply(" + str(u) + ")"), au);
    ++checked;
  }
  EXPECT_EQ(checked, 200);
}

// When U has one largest incentive I, G.U is G overheated from U to U + I (Lessons in Play
// ch. 9: Norton multiplication is overheating): two definitions, one answer.
TEST_F(AlgebraFixture, NortonIsOverheatingForOneIncentive) {
  std::mt19937 rng(7);
  std::set<GameId> distinct;
  for (const char* text : {"^", "1", "{2|1}", "^^*"}) {
    const GameId u = g(text);
    const auto inc = algebra.incentives(u);
    ASSERT_EQ(inc.size(), 1u) << text;
    const GameId t = store.add(u, inc[0], budget);
    for (int i = 0; i < 60; ++i) {
      const GameId a = random_game(store, rng, 3, budget);
      EXPECT_EQ(algebra.norton(a, u), algebra.overheat(a, u, t)) << str(a) << " . " << text;
      distinct.insert(a);
    }
  }
  EXPECT_GE(distinct.size(), 100u);
}

// Overheating by (s, t) = (1, t) is heating by t for a game whose numbers are all integers
// (heating leaves every number alone; overheating maps an integer n to n.1 = n), and the
// definition by options without the cache.
TEST_F(AlgebraFixture, OverheatingAgreesWithHeating) {
  std::mt19937 rng(99);
  Thermographer thermo(store, budget);
  int checked = 0;
  std::set<GameId> distinct;
  for (int i = 0; i < 300; ++i) {
    const GameId a = random_game(store, rng, 3, budget, /*integer_leaves=*/true);
    bool integer_numbers = true;
    std::vector<GameId> stack{a};
    while (!stack.empty() && integer_numbers) {
      const GameId x = stack.back();
      stack.pop_back();
      if (auto n = store.number_of(x)) {
        integer_numbers = n->is_integer();
        continue;
      }
      for (Side s : {Side::kLeft, Side::kRight}) {
        for (GameId o : store.options(x, s)) stack.push_back(o);
      }
    }
    if (!integer_numbers) continue;
    ++checked;
    distinct.insert(a);
    for (const char* t : {"1", "2", "*"}) {
      EXPECT_EQ(algebra.overheat(a, g("1"), g(t)), thermo.heat(a, g(t))) << str(a) << " by " << t;
    }
    const GameId o = algebra.overheat(a, g("^"), g("1*"));
    EXPECT_EQ(g("(" + str(a) + ").Overheat(^,1*)"), o);
    EXPECT_EQ(g(str(o)), o);
  }
  EXPECT_GE(checked, 100);
  EXPECT_GE(distinct.size(), 40u);
}

// Sign expansions (Berlekamp, Conway): x > 0 integer is n pluses; then the fraction part, a
// minus and a plus for each binary digit after the point, ended by a plus... computed here by
// the simplicity walk: from 0, step toward x with step 1 until passing it, then halving.
std::string sign_expansion(const Dyadic& x) {
  std::string out;
  Dyadic at(0), step(1);
  bool halving = false;
  while (at != x) {
    const bool up = x > at;
    if (!out.empty() && (out.back() == '+') != up) halving = true;
    if (halving) step = step.half();
    out += up ? '+' : '-';
    at = up ? at + step : at - step;
  }
  return out;
}

Dyadic from_sign_expansion(const std::string& s) {
  Dyadic at(0), step(1);
  bool halving = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && s[i] != s[i - 1]) halving = true;
    if (halving) step = step.half();
    at = s[i] == '+' ? at + step : at - step;
  }
  return at;
}

TEST_F(AlgebraFixture, OrdinalSumAgreesWithSignExpansionsAndDefinition) {
  // Numbers: x:y is the number whose sign expansion is x's followed by y's.
  for (int a = -12; a <= 12; ++a) {
    for (int b = -12; b <= 12; ++b) {
      const Dyadic x(BigInt(a), 2), y(BigInt(b), 2);
      const GameId sum = algebra.ordinal_sum(store.number(x), store.number(y));
      const auto n = store.number_of(sum);
      ASSERT_TRUE(n) << x.to_string() << ":" << y.to_string() << " = " << str(sum);
      EXPECT_EQ(*n, from_sign_expansion(sign_expansion(x) + sign_expansion(y)))
          << x.to_string() << ":" << y.to_string();
    }
  }
  // Random games: the definition {G^L, G:H^L | G^R, G:H^R} without the nimber shortcut; the
  // colon principle (H ≥ H' implies G:H ≥ G:H'); print → parse.
  std::mt19937 rng(5);
  auto naive = [&](auto&& self, GameId a, GameId h) -> GameId {
    if (h == kZero) return a;
    std::vector<GameId> left = store.options(a, Side::kLeft),
                        right = store.options(a, Side::kRight);
    for (GameId l : store.options(h, Side::kLeft)) left.push_back(self(self, a, l));
    for (GameId r : store.options(h, Side::kRight)) right.push_back(self(self, a, r));
    return store.construct(left, right, budget);
  };
  for (int i = 0; i < 200; ++i) {
    const GameId a = random_game(store, rng, 3, budget), h = random_game(store, rng, 2, budget),
                 h2 = random_game(store, rng, 2, budget);
    const GameId ah = algebra.ordinal_sum(a, h);
    EXPECT_EQ(ah, naive(naive, a, h)) << str(a) << " : " << str(h);
    if (store.leq(h2, h, budget)) {
      EXPECT_TRUE(store.leq(algebra.ordinal_sum(a, h2), ah, budget)) << str(a) << " " << str(h);
    }
    EXPECT_EQ(g(str(ah)), ah);
    EXPECT_EQ(g(str(a) + ":" + str(h)), ah) << str(a) << ":" << str(h);
  }
  // The nimber shortcut against the definition.
  for (int x = 0; x < 6; ++x) {
    for (int y = 0; y < 6; ++y) {
      const GameId a = store.nus({Dyadic(BigInt(3), 1), 0, static_cast<std::uint64_t>(x)});
      const GameId b = store.nimber(y);
      EXPECT_EQ(algebra.ordinal_sum(a, b), naive(naive, a, b)) << x << " " << y;
    }
  }
}

TEST_F(AlgebraFixture, OrdinalSumOfNumbersInClosedFormAgreesWithTheDefinition) {
  // The definition {x^L, x:y^L | x^R, x:y^R}, recursing on y's canonical options, against the
  // closed form (number_ordinal_sum.h) on every pair of eighths in [-5/2, 5/2].
  auto naive = [&](auto&& self, GameId a, GameId h) -> GameId {
    if (h == kZero) return a;
    std::vector<GameId> left = store.options(a, Side::kLeft),
                        right = store.options(a, Side::kRight);
    for (GameId l : store.options(h, Side::kLeft)) left.push_back(self(self, a, l));
    for (GameId r : store.options(h, Side::kRight)) right.push_back(self(self, a, r));
    return store.construct(left, right, budget);
  };
  for (int a = -20; a <= 20; ++a) {
    for (int b = -20; b <= 20; ++b) {
      const Dyadic x(BigInt(a), 3), y(BigInt(b), 3);
      const GameId by_definition = naive(naive, store.number(x), store.number(y));
      EXPECT_EQ(store.number(number_ordinal_sum(x, y, budget)), by_definition)
          << x.to_string() << ":" << y.to_string() << " = " << str(by_definition);
    }
  }
  // Older numbers against their sign expansions written out.
  std::mt19937 rng(11);
  for (int i = 0; i < 300; ++i) {
    const auto random_number = [&] {
      return Dyadic(BigInt(static_cast<std::int64_t>(rng() % 801) - 400), rng() % 7);
    };
    const Dyadic x = random_number(), y = random_number();
    EXPECT_EQ(number_ordinal_sum(x, y, budget),
              from_sign_expansion(sign_expansion(x) + sign_expansion(y)))
        << x.to_string() << ":" << y.to_string();
  }
}

TEST_F(AlgebraFixture, OrdinalSumOfLargeNumbersIsQuickOrRefusedByBudget) {
  // grammar_fuzz's timeout: 2880 levels of the definition, each building a game, took 1.3 s
  // (release) and over 10 s under the sanitizers. 4880 is +^4880; then −^2880 halves 2880 times
  // from 4880 − 1/2 (4879 + 2^−2880); then −^20 halves 20 more times.
  Budget small;
  small.set_node_limit(20'000);
  const GameId sum = parse_game(store, "4880:-2880:-20", small);  // within 20 000 nodes
  EXPECT_EQ(store.number_of(sum), Dyadic(4879) + Dyadic(BigInt(1), 2900));
  EXPECT_EQ(g(str(sum)), sum);  // prints and reads back
  // A denominator past 2^kMaxOrdinalSumExponent is refused by budget, at once.
  for (const char* text :
       {"1:-5000", "1/2:5000", "-3/4:-100000000000000000000000000", "{1|0}:-1:-5000"}) {
    try {
      parse_game(store, text, small);
      ADD_FAILURE() << text << " was computed";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget) << text << ": " << e.what();
    }
  }
  // Integers in one direction add however large they are: 10^30 : 10^30 = 2·10^30.
  EXPECT_EQ(eval("1000000000000000000000000000000:1000000000000000000000000000000"),
            "2000000000000000000000000000000");
}

TEST_F(AlgebraFixture, NortonByAUnitWithManyIncentivesIsChargedToTheBudget) {
  // grammar_fuzz's slow input: the incentives of 1*4000 are 8000 nimbers, none above another,
  // and keeping the maximal ones compared every pair (64 million comparisons) without charging
  // the budget, so a node limit or a deadline went unseen for seconds.
  Budget small;
  small.set_node_limit(100'000);
  try {
    parse_game(store, "2 .1*4000", small);
    ADD_FAILURE() << "computed within 100 000 nodes";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
  }
  EXPECT_EQ(eval("2 .1*40"), "2");  // a small one is still computed: 2 . (1 + *40) = 2
}

// A game is a number iff every incentive is negative (Lessons in Play, ch. 6 exercises; for
// canonical forms), and −G's Left incentives are G's Right ones.
TEST_F(AlgebraFixture, IncentivesOnRandomGames) {
  std::mt19937 rng(11);
  for (int i = 0; i < 300; ++i) {
    const GameId a = random_game(store, rng, 3, budget);
    bool all_negative = true;
    for (GameId x : algebra.incentives(a)) {
      all_negative = all_negative && store.compare(x, kZero, budget) == Relation::kLess;
    }
    EXPECT_EQ(all_negative, store.is_number(a)) << str(a);
    EXPECT_EQ(algebra.incentives(store.negative(a), Side::kLeft),
              algebra.incentives(a, Side::kRight))
        << str(a);
    // Every incentive listed is some G^L − G, none below another.
    const auto left = algebra.incentives(a, Side::kLeft);
    for (GameId x : left) {
      bool found = false;
      for (GameId l : store.options(a, Side::kLeft)) found |= store.subtract(l, a, budget) == x;
      EXPECT_TRUE(found);
      for (GameId y : left) EXPECT_TRUE(x == y || !store.leq(x, y, budget));
    }
  }
}

// Stops from the definition (no closed forms: LS(G) = G for a number, else the largest RS(G^L)),
// the walls of the thermograph at t are the stops of G cooled by t (Winning Ways ch. 6), the
// critical temperatures are exactly where those stops change slope, and the mean is that of the
// stops of n·G: n·m − t ≤ RS(nG) ≤ LS(nG) ≤ n·m + t.
using StopMemo = std::map<std::pair<GameId, bool>, Dyadic>;
Dyadic naive_stop(GameStore& store, GameId x, bool left, StopMemo& memo) {
  if (auto n = store.number_of(x)) return *n;
  if (auto it = memo.find({x, left}); it != memo.end()) return it->second;
  std::optional<Dyadic> best;
  for (GameId o : store.options(x, left ? Side::kLeft : Side::kRight)) {
    const Dyadic s = naive_stop(store, o, !left, memo);
    if (!best || (left ? s > *best : s < *best)) best = s;
  }
  memo.emplace(std::pair{x, left}, *best);
  return *best;
}

TEST_F(AlgebraFixture, StopsWallsCriticalTemperaturesAndMean) {
  std::mt19937 rng(3);
  Thermographer thermo(store, budget);
  StopMemo memo;
  auto naive_stop = [&](GameStore& st, GameId x, bool left) {
    return partizan::naive_stop(st, x, left, memo);
  };
  const Dyadic eps(BigInt(1), 4);  // 1/16: the critical points here have smaller denominators
  int switches = 0;
  std::set<GameId> distinct;
  for (int i = 0; i < 150; ++i) {
    const GameId a = random_game(store, rng, 3, budget);
    EXPECT_EQ(thermo.left_stop(a), naive_stop(store, a, true)) << str(a);
    EXPECT_EQ(thermo.right_stop(a), naive_stop(store, a, false)) << str(a);
    const Thermograph& th = thermo.thermograph(a);
    if (store.is_number(a)) continue;
    ++switches;
    distinct.insert(a);
    const std::vector<Dyadic> critical = critical_temperatures(th);
    // Walls sampled from t = 0 to τ + 1 against the stops of the cooled game.
    std::vector<Dyadic> ls, rs, ts;
    for (Dyadic t(0); t <= th.temperature + Dyadic(1); t = t + eps) {
      const GameId cooled = thermo.cool(a, t);
      ls.push_back(naive_stop(store, cooled, true));
      rs.push_back(naive_stop(store, cooled, false));
      ts.push_back(t);
      EXPECT_EQ(th.left.at(t), ls.back()) << str(a) << " at " << t.to_string();
      EXPECT_EQ(th.right.at(t), rs.back()) << str(a) << " at " << t.to_string();
    }
    // Where the sampled walls bend (a change of the difference between neighbours) there is a
    // critical temperature, and every critical temperature t ≥ 0 (but the lowest sample) bends.
    for (std::size_t j = 1; j + 1 < ts.size(); ++j) {
      const bool bends =
          ls[j + 1] - ls[j] != ls[j] - ls[j - 1] || rs[j + 1] - rs[j] != rs[j] - rs[j - 1];
      const bool listed = std::find(critical.begin(), critical.end(), ts[j]) != critical.end();
      EXPECT_EQ(bends, listed) << str(a) << " at " << ts[j].to_string();
    }
    // The mean against the stops of 4·G.
    const GameId two = store.add(a, a, budget), four = store.add(two, two, budget);
    const Dyadic n_mean = (thermo.mean(a) + thermo.mean(a)).twice();
    const Dyadic t = th.temperature.sign() > 0 ? th.temperature : Dyadic(0);
    EXPECT_LE(naive_stop(store, four, true), n_mean + t) << str(a);
    EXPECT_GE(naive_stop(store, four, false), n_mean - t) << str(a);
    EXPECT_EQ(thermo.mean(four), n_mean) << str(a);
  }
  EXPECT_GE(switches, 80);
  EXPECT_GE(distinct.size(), 50u);
}

// The atomic weight of u↑ + *n in closed form against the definition (Winning Ways ch. 8's
// {AW(G^L) − 2 | AW(G^R) + 2}, with the eccentric case): the weight is additive, and X + u↑ + *n
// for an all-small X that is not an up-multiple goes by the definition, so aw(X + u↑ + *n) =
// aw(X) + u checks one route against the other; and ↑^4096 and 1/2^20000 without deep recursion.
TEST_F(AlgebraFixture, AtomicWeightOfUpsAndDeepGames) {
  Reducer reducer(store, budget);
  for (const char* text : {"{0|v*}", "{^|*||*}", "{^^|v}", "{0||0|v*}", "{*|vv}"}) {
    const GameId x = g(text);
    ASSERT_FALSE(store.nus_of(x)) << text;
    const auto wx = reducer.atomic_weight(x);
    ASSERT_TRUE(wx) << text;
    for (int u = -4; u <= 4; ++u) {
      for (std::uint64_t n = 0; n < 3; ++n) {
        const GameId up = store.nus({Dyadic(0), u, n});
        EXPECT_EQ(*reducer.atomic_weight(up), store.number(Dyadic(u))) << str(up);
        const GameId sum = store.add(x, up, budget);
        if (store.nus_of(sum)) continue;
        const auto w = reducer.atomic_weight(sum);
        ASSERT_TRUE(w) << str(sum);
        EXPECT_EQ(*w, store.add(*wx, store.number(Dyadic(u)), budget)) << str(sum);
      }
    }
  }
  EXPECT_EQ(str(*reducer.atomic_weight(g("^4096"))), "4096");
  Thermographer thermo(store, budget);
  try {
    thermo.thermograph(store.number(Dyadic(BigInt(1), 20000)));
    ADD_FAILURE() << "a thermograph 20000 levels deep was not refused";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

// --- The grammar ----------------------------------------------------------------------------

TEST_F(AlgebraFixture, Precedence) {
  // '.' binds tighter than ':', which binds tighter than '+' (CGSuite's ordinalSumExpr sits
  // between addExpr and multiplyExpr); a unary minus tighter than both.
  EXPECT_EQ(g("2.^+^"), g("^3"));
  EXPECT_EQ(g("1:1+1"), g("3"));
  EXPECT_EQ(g("1+1:-1"), g("3/2"));
  EXPECT_EQ(g("1:1.^"), g("1:(1.^)"));
  EXPECT_EQ(g("-1:1"), g("(-1):1"));
  EXPECT_NE(g("-1:1"), g("-(1:1)"));
  EXPECT_EQ(g("*:1:1"), g("(*:1):1"));
  EXPECT_EQ(g("2+-1:1"), g("2 + +-(1:1)"));  // binary +- takes the ordinal sum, as CGSuite's
  EXPECT_EQ(g("+-1:1"), g("(+-1):1"));
  EXPECT_EQ(g("{0|1:1}"), g("{0|2}"));
  EXPECT_EQ(g("2 . ^ : 1"), g("(2.^):1"));
}

TEST(AlgebraGrammar, RulesetTermsStillRead) {
  auto is_term = [](const char* text) { return parse_syntax(text).kind == SyntaxKind::kTerm; };
  EXPECT_TRUE(is_term("nim:3"));
  EXPECT_TRUE(is_term("0.77:5"));
  EXPECT_TRUE(is_term("4!.0:7"));
  EXPECT_TRUE(is_term("sub{1,2}:4"));
  EXPECT_TRUE(is_term("toads-and-frogs:tt..ff"));
  EXPECT_EQ(parse_syntax("1:1").kind, SyntaxKind::kOrdinal);
  EXPECT_EQ(parse_syntax("*:3").kind, SyntaxKind::kOrdinal);
  EXPECT_EQ(parse_syntax("v:1").kind, SyntaxKind::kOrdinal);
  EXPECT_EQ(parse_syntax("vv*2:1").kind, SyntaxKind::kOrdinal);
  EXPECT_EQ(parse_syntax("{0|1}:-1").kind, SyntaxKind::kOrdinal);
  EXPECT_EQ(parse_syntax("nim:3 + 1:1").children[1].kind, SyntaxKind::kOrdinal);
  EXPECT_EQ(parse_syntax("1.^").kind, SyntaxKind::kNorton);
}

TEST(AlgebraGrammar, BadInput) {
  GameStore store;
  Budget budget;
  auto column = [&](const char* text) -> std::size_t {
    try {
      parse_game(store, text, budget);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << text;
      return e.column();
    }
    ADD_FAILURE() << "no error for " << text;
    return 0;
  };
  EXPECT_EQ(column("1."), 3u);
  EXPECT_EQ(column("1:"), 3u);
  EXPECT_EQ(column("^.Foo(1)"), 3u);
  EXPECT_EQ(column("^.Overheat(1)"), 13u);  // expects ',' and a second argument
  EXPECT_EQ(column("2.(0)"), 4u);           // U must be > 0 (the column of U)
  EXPECT_EQ(column("2.0"), 2u);             // a decimal
  EXPECT_EQ(column("2.*"), 3u);             // * is not > 0
  EXPECT_EQ(column("1.(^-^)"), 4u);         // the column of U
  EXPECT_EQ(column("2.5"), 2u);             // a decimal, refused (2.(5) is the Norton product, 10)
  // Chains count toward the nesting bound (each link nests the tree a level deeper).
  std::string chain = "1";
  for (int i = 0; i < 1500; ++i) chain += ":1";
  EXPECT_GT(column(chain.c_str()), 1000u);
  std::string products = "1";
  for (int i = 0; i < 1500; ++i) products += ".^";
  EXPECT_GT(column(products.c_str()), 1000u);
  std::string fine = "^";
  for (int i = 0; i < 900; ++i) fine += ":0";
  EXPECT_EQ(parse_game(store, fine, budget), parse_game(store, "^", budget));
}

}  // namespace
}  // namespace grundy::partizan
