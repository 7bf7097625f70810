// CGSuite's Companion, Freeze, StopCount, predicates, Pow/PowTo/Subordinate, conjunctive and
// selective sums and the methods that spell them (grundy/partizan/companion.h, freeze.h,
// predicates.h, powers.h, compound_sums.h): CGSuite's own test values (its
// CanonicalShortGameTestCase), and each function against its recursive definition written out
// plainly here (no closed forms, no memo) on hundreds of random games.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/partizan/algebra.h"
#include "grundy/partizan/companion.h"
#include "grundy/partizan/compound_sums.h"
#include "grundy/partizan/freeze.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/powers.h"
#include "grundy/partizan/predicates.h"
#include "grundy/partizan/reduction.h"
#include "grundy/partizan/thermograph.h"
#include "grundy/partizan/uptimal.h"

namespace grundy::partizan {
namespace {

struct Breadth : ::testing::Test {
  GameStore store;
  Budget budget;
  GameId g(const std::string& text) { return parse_game(store, text, budget); }
  std::string str(GameId x) { return format_game(store, x); }
  std::string eval(const std::string& text) { return str(g(text)); }
  std::vector<GameId> options(GameId x, Side s) { return store.options(x, s); }
  bool geq(GameId a, GameId b) { return store.leq(b, a, budget); }

  // A random game: leaves 0, ±1, ±2, *, ±1/2, ↑, *2, and above them up to three options a side.
  GameId random_game(std::mt19937& rng, int depth) {
    if (depth == 0 || rng() % 8 == 0) {
      switch (rng() % 10) {
        case 0:
          return kZero;
        case 1:
          return store.number(Dyadic(1));
        case 2:
          return store.number(Dyadic(-1));
        case 3:
          return store.number(Dyadic(2));
        case 4:
          return store.number(Dyadic(-2));
        case 5:
          return store.nimber(1);
        case 6:
          return store.number(Dyadic(BigInt(1), 1));
        case 7:
          return store.number(Dyadic(BigInt(-1), 1));
        case 8:
          return store.nus({Dyadic(0), 1, 0});
        default:
          return store.nimber(2);
      }
    }
    std::vector<GameId> left, right;
    const int nl = 1 + rng() % 3, nr = 1 + rng() % 3;
    for (int i = 0; i < nl; ++i) left.push_back(random_game(rng, depth - 1));
    for (int i = 0; i < nr; ++i) right.push_back(random_game(rng, depth - 1));
    return store.construct(left, right, budget);
  }
  // Random games, and every x + u↑ + *n with small parts (the closed forms' domain).
  std::vector<GameId> sample(unsigned seed, int count, int depth = 3) {
    std::mt19937 rng(seed);
    std::vector<GameId> out;
    for (int i = 0; i < count; ++i) out.push_back(random_game(rng, depth));
    for (int x : {-1, 0, 2}) {
      for (int u = -3; u <= 3; ++u) {
        for (std::uint64_t n = 0; n <= 4; ++n) out.push_back(store.nus({Dyadic(x), u, n}));
      }
      out.push_back(store.nus({Dyadic(BigInt(2 * x + 1), 2), 1, 1}));
    }
    return out;
  }
};

// --- CGSuite's own test values (lib/core/src/test/.../CanonicalShortGameTestCase.scala) --------

struct CgsuiteCase {
  const char* input;
  const char* canonical;
  const char* companion;
  const char* freeze;
  const char* stop_count;
  bool infinitesimal, numberish, all_small, atomic, even_tempered, odd_tempered;
};

const CgsuiteCase kCgsuiteCases[] = {
    {"0", "0", "*", "0", "1", true, true, true, true, true, false},
    {"5", "5", "5", "5", "1", false, true, false, false, true, false},
    {"-1823437481924", "-1823437481924", "-1823437481924", "-1823437481924", "1", false, true,
     false, false, true, false},
    {"-1/2", "-1/2", "-1/2", "-1/2", "1", false, true, false, false, true, false},
    {"25/16", "25/16", "25/16", "25/16", "1", false, true, false, false, true, false},
    {"*8", "*8", "*8", "*8", "4374", true, true, true, true, false, false},
    {"9/8+*", "9/8*", "9/8*", "9/8*", "2", false, true, false, false, false, true},
    {"^", "^", "^*", "^", "3", true, true, true, true, false, false},
    {"v*", "v*", "v", "v*", "4", true, true, true, true, false, false},
    {"6+^*", "6^*", "6^*", "6^*", "4", false, true, false, false, false, false},
    {"^*6", "^*6", "^*6", "^*6", "1459", true, true, true, true, false, false},
    {"73/16+v9*8", "73/16v9*8", "73/16v9*8", "73/16v9*8", "13131", false, true, false, false, false,
     false},
    {"{0|*||*|||*||||*}", "^[4]", "^[4]*", "^[4]", "9", true, true, true, true, false, false},
    {"{0||0|v*}", "{0|^<2>}", "{0|^<2>*}", "{0|^<2>}", "6", true, true, true, true, false, false},
    {"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
     "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
     "{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*,v|vv*|||vv*,{*,v|vv*"
     "}||||vv*}}",
     "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
     "79", true, true, true, true, false, false},
    {"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*"
     ",*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*"
     ",*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*"
     ",*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*"
     ",*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "1509", true, true, true, true, false, false},
    {"{0||0|vvv}", "{0||0|v3}", "{0,*||*|v3*}", "{0||0|v3}", "7", true, true, true, true, false,
     false},
    {"{^^^|vv}", "{^3|vv}", "{^3*|vv*}", "{^3|vv}", "10", true, true, true, true, false, false},
    {"{0||0|-3/2}", "Tiny(3/2)", "{0,*||*|-3/2}", "Tiny(3/2)", "3", true, true, false, true, false,
     false},
    {"{0|||0||-1|-3}", "Tiny({3|1})", "{0,*|||*||-1|-3}", "Tiny({3|1})", "4", true, true, false,
     true, false, false},
    {"{5||3|1|||0||||0}", "Miny({5||3|1})", "{5||3|1|||*||||0,*}", "Miny({5||3|1})", "5", true,
     true, false, true, false, false},
    {"{1|^^||^}", "{1|^^||^}", "{1|^^*||^*}", "{1|^^||^}", "9", true, true, false, true, false,
     false},
    {"{1|^^^||^}", "{1|^3||^}", "{1|^3*||^*}", "{1|^3||^}", "9", true, true, false, false, false,
     false},
    {"{3||2+*|1+*}", "{3||2*|1*}", "{3||2*|1*}", "9/4*", "5", false, false, false, false, false,
     true},
    {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
     "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}", "-5/16*", "11", false, false, false, false, false,
     false},
};

TEST_F(Breadth, CgsuiteTestCases) {
  for (const CgsuiteCase& c : kCgsuiteCases) {
    SCOPED_TRACE(c.input);
    const GameId x = g(c.input);
    // grundy prints Tiny(…) and Miny(…) as CGSuite does (format.cc).
    const auto same = [&](GameId got, const std::string& want) { EXPECT_EQ(str(got), want); };
    same(x, c.canonical);
    same(companion(store, budget, x), c.companion);
    Thermographer thermo(store, budget);
    same(freeze(store, thermo, x), c.freeze);
    Predicates is(store, budget);
    EXPECT_EQ(is.stop_count(x).to_decimal(), c.stop_count);
    EXPECT_EQ(is.is_infinitesimal(x), c.infinitesimal);
    EXPECT_EQ(is.is_numberish(x), c.numberish);
    EXPECT_EQ(is.is_all_small(x), c.all_small);
    EXPECT_EQ(is.is_atomic(x), c.atomic);
    EXPECT_EQ(is.is_even_tempered(x), c.even_tempered);
    EXPECT_EQ(is.is_odd_tempered(x), c.odd_tempered);
  }
}

// --- Companion ------------------------------------------------------------------------------

// The definition, without CGSuite's closed form for u↑ + *n.
GameId plain_companion(GameStore& store, Budget& budget, GameId x) {
  if (x == kZero) return store.nimber(1);
  std::vector<GameId> left, right;
  for (GameId l : store.options(x, Side::kLeft)) left.push_back(plain_companion(store, budget, l));
  for (GameId r : store.options(x, Side::kRight)) {
    right.push_back(plain_companion(store, budget, r));
  }
  if (store.leq(kZero, x, budget)) left.push_back(kZero);
  if (store.leq(x, kZero, budget)) right.push_back(kZero);
  return store.construct(left, right, budget);
}

TEST_F(Breadth, CompanionIsItsRecursion) {
  int checked = 0;
  for (GameId x : sample(34, 300)) {
    ASSERT_EQ(companion(store, budget, x), plain_companion(store, budget, x)) << str(x);
    ++checked;
  }
  EXPECT_GE(checked, 400);
  // Siegel, CGT §III.2: 0 ↔ *, ↑ ↔ ↑*, and *2 (confused with 0 and *) is its own.
  EXPECT_EQ(eval("0.Companion"), "*");
  EXPECT_EQ(eval("*.Companion"), "0");
  EXPECT_EQ(eval("^.Companion"), "^*");
  EXPECT_EQ(eval("*2.Companion"), "*2");
  EXPECT_EQ(eval("{2|1}.Companion()"), "{2|1}");
}

// The companion is an automorphism of the games born by day n (Siegel, CGT §III.2): an
// involution that keeps the order.
TEST_F(Breadth, CompanionKeepsOrderAndIsAnInvolution) {
  std::mt19937 rng(3434);
  for (int i = 0; i < 200; ++i) {
    const GameId a = random_game(rng, 2), b = random_game(rng, 2);
    const GameId ca = companion(store, budget, a), cb = companion(store, budget, b);
    EXPECT_EQ(companion(store, budget, ca), a) << str(a);
    EXPECT_EQ(store.compare(a, b, budget), store.compare(ca, cb, budget))
        << str(a) << " " << str(b);
  }
}

// --- Freeze ---------------------------------------------------------------------------------

TEST_F(Breadth, FreezeIsCoolingByTheTemperature) {
  Thermographer thermo(store, budget);
  int checked = 0;
  for (GameId x : sample(35, 300)) {
    const GameId f = freeze(store, thermo, x);
    if (!store.nus_of(x)) {
      ASSERT_EQ(f, thermo.cool(x, thermo.temperature(x))) << str(x);
    } else {
      // CGSuite's Uptimal.Freeze: a number-up-star is its own (a number is not cooled below 0).
      ASSERT_EQ(f, x);
    }
    // Infinitesimally close to the mean (CGSuite's doc; Siegel, CGT §II.5).
    ASSERT_EQ(thermo.left_stop(f), thermo.mean(x)) << str(x);
    ASSERT_EQ(thermo.right_stop(f), thermo.mean(x)) << str(x);
    ++checked;
  }
  EXPECT_GE(checked, 400);
  // ±1 cooled by 1 is {0|0}; {2|1} by 1/2 is 3/2*; {3||2|1} by 3/4 is {9/4|9/4}.
  EXPECT_EQ(eval("(+-1).Freeze"), "*");
  EXPECT_EQ(eval("{2|1}.Freeze"), "3/2*");
  EXPECT_EQ(eval("{3||2|1}.Freeze"), "9/4*");
}

// --- Predicates and the stop count ----------------------------------------------------------

Tempering plain_tempering(GameStore& store, GameId x) {
  if (store.is_number(x)) return Tempering::kEven;
  bool all_odd = true, all_even = true;
  for (Side s : {Side::kLeft, Side::kRight}) {
    for (GameId o : store.options(x, s)) {
      const Tempering t = plain_tempering(store, o);
      all_odd = all_odd && t == Tempering::kOdd;
      all_even = all_even && t == Tempering::kEven;
    }
  }
  return all_odd ? Tempering::kEven : all_even ? Tempering::kOdd : Tempering::kNeither;
}

BigInt plain_stop_count(GameStore& store, GameId x) {
  if (store.is_number(x)) return BigInt(1);
  BigInt n(0);
  for (Side s : {Side::kLeft, Side::kRight}) {
    for (GameId o : store.options(x, s)) n = n + plain_stop_count(store, o);
  }
  return n;
}

bool plain_all_small(GameStore& store, GameId x) {
  const auto l = store.options(x, Side::kLeft), r = store.options(x, Side::kRight);
  if (l.empty() != r.empty()) return false;
  for (const auto* side : {&l, &r}) {
    for (GameId o : *side) {
      if (!plain_all_small(store, o)) return false;
    }
  }
  return true;
}

TEST_F(Breadth, PredicatesAreTheirDefinitions) {
  Predicates is(store, budget);
  Reducer reducer(store, budget);
  Thermographer thermo(store, budget);
  // ε = 1/2^20, below every positive number these small games can tell from 0.
  const GameId eps = store.number(Dyadic(BigInt(1), 20)), minus_eps = store.negative(eps);
  const auto infinitesimal = [&](GameId x) {
    return store.compare(minus_eps, x, budget) == Relation::kLess &&
           store.compare(x, eps, budget) == Relation::kLess;
  };
  int checked = 0;
  for (GameId x : sample(36, 300)) {
    SCOPED_TRACE(str(x));
    ASSERT_EQ(is.tempering(x), plain_tempering(store, x));
    ASSERT_EQ(is.stop_count(x), plain_stop_count(store, x));
    ASSERT_EQ(is.is_all_small(x), plain_all_small(store, x));
    ASSERT_EQ(is.is_infinitesimal(x), infinitesimal(x));
    ASSERT_EQ(is.is_numberish(x),
              infinitesimal(store.subtract(x, store.number(thermo.mean(x)), budget)));
    ASSERT_EQ(is.is_atomic(x), reducer.atomic_weight(x).has_value());
    if (is.is_all_small(x)) {
      ASSERT_TRUE(is.is_atomic(x));
    }
    ++checked;
  }
  EXPECT_GE(checked, 400);
  EXPECT_EQ(is.stop_count(g("*2")).to_decimal(), "6");
  EXPECT_EQ(is.stop_count(g("{3||2|1}")).to_decimal(), "3");
}

// --- Powers ---------------------------------------------------------------------------------

TEST_F(Breadth, PowersOfUp) {
  const GameId up = store.nus({Dyadic(0), 1, 0}), one = store.number(Dyadic(1));
  UptimalFinder uptimals(store);
  Reducer reducer(store, budget);
  GameId running = kZero;
  for (int n = 1; n <= 8; ++n) {
    SCOPED_TRACE(n);
    const GameId nn = store.number(Dyadic(n));
    const GameId p = pow(store, budget, up, nn), q = pow_to(store, budget, up, nn);
    // ↑^{→n} = ↑ + ↑^2 + … + ↑^n (Siegel, CGT §II.7), by the store's addition.
    running = store.add(running, p, budget);
    EXPECT_EQ(q, running);
    // ↑^n = {0 | ↓^{→(n−1)} *}, the definition.
    EXPECT_EQ(p,
              store.construct(
                  {kZero},
                  {store.add(store.negative(pow_to(store, budget, up, store.number(Dyadic(n - 1)))),
                             store.nimber(1), budget)},
                  budget));
    // Their uptimal expansions, read off the options by the shapes of uptimal.h: 0.0…01, 0.11…1.
    UptimalExpansion unit{Dyadic(0), 0, std::vector<std::int64_t>(n, 0)}, sum{Dyadic(0), 0, {}};
    unit.coefficients.back() = 1;
    sum.coefficients.assign(n, 1);
    EXPECT_EQ(uptimals.expansion(p), unit);
    EXPECT_EQ(uptimals.expansion(q), sum);
    // ↑^n for n ≥ 2 has atomic weight 0 (Siegel, CGT §II.7), and ↑ has 1.
    EXPECT_EQ(reducer.atomic_weight(p), store.number(Dyadic(n == 1 ? 1 : 0)));
    // Printed as CGSuite prints them, and read back.
    const std::string ns = std::to_string(n);
    if (n >= 2) {
      EXPECT_EQ(str(p), "^<" + ns + ">");
      EXPECT_EQ(str(q), "^[" + ns + "]");
      EXPECT_EQ(str(store.negative(p)), "v<" + ns + ">");
      EXPECT_EQ(str(store.add(store.negative(q), store.nus({Dyadic(-3), 0, 2}), budget)),
                "-3v[" + ns + "]*2");
    }
    EXPECT_EQ(g("^<" + ns + ">"), p);
    EXPECT_EQ(g("^[" + ns + "]*"), store.add(q, store.nimber(1), budget));
    EXPECT_EQ(g("1/2v<" + ns + ">"), store.subtract(store.number(Dyadic(BigInt(1), 1)), p, budget));
    EXPECT_EQ(g("^.Pow(" + ns + ")"), p);
    EXPECT_EQ(g("^.PowTo(" + ns + ")"), q);
    // PowTo(n) is the ordinal sum ↑ : (n − 1).
    EXPECT_EQ(q, Algebra(store, budget).ordinal_sum(up, store.number(Dyadic(n - 1))));
    (void)one;
  }
  EXPECT_EQ(eval("^.PowTo(0)"), "0");
  EXPECT_EQ(eval("{0|^<2>}"), "{0|^<2>}");
  // * = {0|0} is a base {0|H}: *.Pow(2) = {0 | −(* : 0) + 0} = {0|*} = ↑.
  EXPECT_EQ(eval("*.Pow(2)"), "^");
  // Other uptimals print as {L|R}, and every printed form reads back.
  for (const char* text : {"^<2> + ^<2>", "^<2> + ^<3>*", "^[3] - ^<2>", "^[2] + ^[2]"}) {
    const GameId x = g(text);
    EXPECT_EQ(g(str(x)), x) << text << " printed " << str(x);
  }
  EXPECT_EQ(eval("{^<2>|v<2>}"), "*");  // as {^|v} = *
  // v<2>:1 and v[2]*:1 are ordinal sums (values before ':'), not ruleset terms.
  Algebra algebra(store, budget);
  EXPECT_EQ(g("v<2>:1"), algebra.ordinal_sum(g("v<2>"), store.number(Dyadic(1))));
  EXPECT_EQ(g("v[2]*:1"), algebra.ordinal_sum(g("v[2]*"), store.number(Dyadic(1))));
  EXPECT_EQ(eval("+-(1^<2>)"), "+-(1^<2>)");
}

TEST_F(Breadth, SubordinateUndoesTheOrdinalSum) {
  // CGSuite's documentation: (3/8).Subordinate(1); the sign expansion of 3/8 is +−−+, of 1 +, and
  // −−+ is −3/2.
  EXPECT_EQ(eval("(3/8).Subordinate(1)"), "-3/2");
  std::mt19937 rng(37);
  Algebra algebra(store, budget);
  int checked = 0, refused = 0;
  for (int i = 0; i < 300; ++i) {
    const GameId b = random_game(rng, 2), h = random_game(rng, 2);
    const GameId bh = algebra.ordinal_sum(b, h);
    try {
      const GameId s = subordinate(store, budget, bh, b);
      // B : s = B : H whenever a subordinate is found (the H is not always unique as a value
      // when B's options are not all kept in B:H's canonical form).
      ASSERT_EQ(algebra.ordinal_sum(b, s), bh) << str(b) << " : " << str(h);
      if (s == h) ++checked;
    } catch (const Error& e) {
      ASSERT_EQ(e.kind(), ErrorKind::kUsage);
      ++refused;
    }
  }
  EXPECT_GE(checked, 150) << "refused " << refused;
  // x.Subordinate(1) for a number x > 0 is the rest of its sign expansion.
  for (int k = 1; k <= 6; ++k) {
    EXPECT_EQ(subordinate(store, budget, store.number(Dyadic(k)), store.number(Dyadic(1))),
              store.number(Dyadic(k - 1)));
  }
}

TEST_F(Breadth, BadPowersAreRefused) {
  EXPECT_THROW(g("^.PowTo(-1)"), Error);
  EXPECT_THROW(g("{1|0}.Pow(2)"), Error);  // not {0|H}
  EXPECT_THROW(g("^.Pow(^)"), Error);      // not a number
  EXPECT_THROW(g("1.Subordinate(2)"), Error);
  EXPECT_THROW(g("^<0>"), Error);
  EXPECT_THROW(g("^<2"), Error);
  EXPECT_THROW(g("^^<2>"), Error);
  try {
    g("^<x>");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.column(), 3u) << e.what();
    EXPECT_NE(std::string(e.what()).find("^<n>"), std::string::npos) << e.what();
  }
  EXPECT_THROW(g("^<5000>"), Error);  // deeper than any game the store recurses through
  try {
    g("^.Pow(^)");
  } catch (const Error& e) {
    EXPECT_EQ(e.column(), 7u) << e.what();
  }
}

// --- Conjunctive and selective sums ---------------------------------------------------------

// Who wins moving first, by plain minimax over pairs of canonical forms (no canonical form of
// the compound): moves are (G^L, H^L) for the conjunctive sum, and also (G^L, H), (G, H^L) for
// the selective one.
class PairPlay {
 public:
  PairPlay(GameStore& store, bool selective) : store_(store), selective_(selective) {}
  bool wins_first(GameId a, GameId b, Side s) {
    const auto key = std::tuple{a, b, s};
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const Side other = s == Side::kLeft ? Side::kRight : Side::kLeft;
    const auto as = store_.options(a, s), bs = store_.options(b, s);
    bool win = false;
    for (GameId x : as) {
      for (GameId y : bs) win = win || !wins_first(x, y, other);
    }
    if (selective_) {
      for (GameId x : as) win = win || !wins_first(x, b, other);
      for (GameId y : bs) win = win || !wins_first(a, y, other);
    }
    memo_.emplace(key, win);
    return win;
  }
  Outcome outcome(GameId a, GameId b) {
    const bool l = wins_first(a, b, Side::kLeft), r = wins_first(a, b, Side::kRight);
    return l && r ? Outcome::kN : l ? Outcome::kL : r ? Outcome::kR : Outcome::kP;
  }

 private:
  GameStore& store_;
  bool selective_;
  std::map<std::tuple<GameId, GameId, Side>, bool> memo_;
};

TEST_F(Breadth, CompoundSumsPlayAsTheirDefinitions) {
  std::mt19937 rng(38);
  PairPlay conj(store, false), sel(store, true);
  int checked = 0;
  for (int i = 0; i < 300; ++i) {
    const GameId a = random_game(rng, 2), b = random_game(rng, 2);
    SCOPED_TRACE(str(a) + " and " + str(b));
    const GameId c = conjunctive_sum(store, budget, a, b), s = selective_sum(store, budget, a, b);
    ASSERT_EQ(store.outcome(c, budget), conj.outcome(a, b));
    ASSERT_EQ(store.outcome(s, budget), sel.outcome(a, b));
    // Symmetric, and −(G ∧ H) = −G ∧ −H (likewise ∨), as CGSuite's CompoundGame negates.
    ASSERT_EQ(c, conjunctive_sum(store, budget, b, a));
    ASSERT_EQ(s, selective_sum(store, budget, b, a));
    ASSERT_EQ(store.negative(c),
              conjunctive_sum(store, budget, store.negative(a), store.negative(b)));
    ASSERT_EQ(store.negative(s),
              selective_sum(store, budget, store.negative(a), store.negative(b)));
    ++checked;
  }
  EXPECT_EQ(checked, 300);
  // Winning Ways ch. 9 (selective compounds of impartial games): a P-position exactly when every
  // component is one; here on nimbers and the conjunctive sum ends when either component does.
  for (std::uint64_t m = 0; m < 5; ++m) {
    for (std::uint64_t n = 0; n < 5; ++n) {
      const GameId s = selective_sum(store, budget, store.nimber(m), store.nimber(n));
      EXPECT_EQ(store.outcome(s, budget) == Outcome::kP, m == 0 && n == 0) << m << " " << n;
      EXPECT_EQ(conjunctive_sum(store, budget, store.nimber(m), kZero), kZero);
    }
  }
  EXPECT_EQ(eval("^.ConjunctiveSum(^)"), "^");
  EXPECT_EQ(eval("*.SelectiveSum(*)"), "*2");  // {0 ∨ *, * ∨ 0, 0 ∨ 0 | …} = {0,*|0,*}
}

// --- Heating by a game, cooling as a method -------------------------------------------------

GameId plain_heat(GameStore& store, Budget& budget, GameId x, GameId t) {
  if (store.is_number(x)) return x;
  std::vector<GameId> left, right;
  for (GameId l : store.options(x, Side::kLeft)) {
    left.push_back(store.add(plain_heat(store, budget, l, t), t, budget));
  }
  for (GameId r : store.options(x, Side::kRight)) {
    right.push_back(store.subtract(plain_heat(store, budget, r, t), t, budget));
  }
  return store.construct(left, right, budget);
}

TEST_F(Breadth, HeatingByAGame) {
  std::mt19937 rng(39);
  for (int i = 0; i < 200; ++i) {
    const GameId x = random_game(rng, 3), t = random_game(rng, 1);
    ASSERT_EQ(Thermographer(store, budget).heat(x, t), plain_heat(store, budget, x, t))
        << str(x) << " heated by " << str(t);
  }
  // ∫^1 * = ±1, heating undoes cooling: {2|1}.Cool(1/2).Heat(1/2) = {2|1}.
  EXPECT_EQ(eval("*.Heat(1)"), "+-1");
  EXPECT_EQ(eval("{2|1}.Cool(1/2).Heat(1/2)"), "{2|1}");
  EXPECT_EQ(eval("{2|1}.Cool(1/2)"), "3/2*");
  EXPECT_THROW(g("^.Cool(^)"), Error);
  EXPECT_THROW(g("^.Cool(-1)"), Error);
}

// CGSuite's GameTest.scala ("implement >=2-ary methods correctly"), the short games among them.
TEST_F(Breadth, CgsuiteMethodValues) {
  const std::pair<const char*, const char*> cases[] = {
      {"{3||2+*|1+*}.Cool(0)", "{3||2*|1*}"},
      {"{3||2+*|1+*}.Cool(1/4)", "{11/4||2|3/2}"},
      {"{3||2+*|1+*}.Cool(1/2)", "{5/2|2*}"},
      {"{3||2+*|1+*}.Cool(5/8)", "{19/8|17/8}"},
      {"{3||2+*|1+*}.Cool(3/4)", "9/4*"},
      {"{3||2+*|1+*}.Cool(70)", "9/4"},
      {"{3||2+*|1+*}.Cool(-1/2)", "{7/2|||5/2|3/2||+-1/2}"},
      {"(1/4).Cool(-1/8)", "1/4"},
      {"(1/4).Cool(-1/4)", "1/4*"},
      {"(1/4).Cool(-3/8)", "{3/8|1/8}"},
      {"{3||2+*|1+*}.Heat(0)", "{3||2*|1*}"},
      {"{3||2+*|1+*}.Heat(1/2)", "{7/2|||5/2|3/2||+-1/2}"},
      {"{3||2+*|1+*}.Heat(1)", "{4|||3|1||0|-2}"},
      {"{3||2+*|1+*}.Heat(-3/4)", "9/4*"},
      {"{3||2+*|1+*}.Heat(-1)", "9/4"},
      {"{3||2+*|1+*}.Heat(-2)", "3/2"},
      {"{3||2+*|1+*}.Heat(-3)", "1"},
      {"{3||2+*|1+*}.Heat(-4)", "0"},
      {"{3||2+*|1+*}.Heat(*)", "{3*||2|1}"},
      {"0.NortonProduct(^)", "0"},
      {"(1/2).NortonProduct(^)", "{^^*|v*}"},
      {"^.NortonProduct(^)", "{^^*||0|v4}"},
      {"(7/16).Overheat(0,0)", "^[3]"},
      {"^.Pow(7/4)", "{0||0,v*|0,{0,v*|0,*}}"},
      {"^.Pow(3)", "^<3>"},
      {"{0||0|-2}.Pow(3)", "{0||0|-2,{0|-2,{0|-2}}}"},
      {"{0||0|-2}.Pow(7/4)", "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}"},
      {"^.PowTo(7/4)", "{^|*,^[2]||*,^[2]}"},
      {"^.PowTo(3)", "^[3]"},
  };
  for (const auto& [text, want] : cases) EXPECT_EQ(eval(text), want) << text;
  EXPECT_THROW(g("{3||2+*|1+*}.Cool(-1)"), Error);
}

TEST_F(Breadth, UnknownMethodsNameTheKnownOnes) {
  try {
    g("^.Frezee");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_EQ(e.column(), 3u);
    EXPECT_NE(std::string(e.what()).find("Freeze"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace grundy::partizan
