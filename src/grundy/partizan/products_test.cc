// CGSuite's ConwayProduct and OrdinalProduct (grundy/partizan/products.h), Tiny/Miny printing and
// reading (format.cc, syntax.cc) and the spelling of UptimalExpansion (uptimal.h): CGSuite's own
// test values (its CompoundGameTestCase and CanonicalShortGameTestCase), and each product against
// its definition written out plainly here on hundreds of random games.
#include "grundy/partizan/products.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "grundy/core/nim.h"
#include "grundy/partizan/algebra.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/uptimal.h"

namespace grundy::partizan {
namespace {

struct Products : ::testing::Test {
  GameStore store;
  Budget budget;
  GameId g(const std::string& text) { return parse_game(store, text, budget); }
  std::string str(GameId x) { return format_game(store, x); }
  std::string eval(const std::string& text) { return str(g(text)); }
  std::string listed(std::vector<GameId> games) {
    sort_in_cgsuite_order(store, games);
    std::string out;
    for (GameId x : games) out += (out.empty() ? "" : ",") + str(x);
    return "{" + out + "}";
  }

  // A random game: leaves 0, ±1, *, ±1/2, ↑, *2, 2, and above them up to three options a side.
  GameId random_game(std::mt19937& rng, int depth) {
    if (depth == 0 || rng() % 6 == 0) {
      static const char* const kLeaves[] = {"0", "1", "-1", "*", "1/2", "-1/2", "^", "*2", "2"};
      return g(kLeaves[rng() % 9]);
    }
    std::vector<GameId> left, right;
    const int nl = rng() % 3, nr = rng() % 3;
    for (int i = 0; i < nl; ++i) left.push_back(random_game(rng, depth - 1));
    for (int i = 0; i < nr; ++i) right.push_back(random_game(rng, depth - 1));
    return store.construct(left, right, budget);
  }

  // ONAG's product written out: every option of the formula, no nimber rule, no symmetry.
  std::map<std::pair<GameId, GameId>, GameId> plain_memo;
  GameId plain_conway(GameId a, GameId b) {
    if (auto it = plain_memo.find({a, b}); it != plain_memo.end()) return it->second;
    std::vector<GameId> left, right;
    for (Side sa : {Side::kLeft, Side::kRight}) {
      for (Side sb : {Side::kLeft, Side::kRight}) {
        for (GameId x : store.options(a, sa)) {
          for (GameId y : store.options(b, sb)) {
            const GameId t =
                store.subtract(store.add(plain_conway(x, b), plain_conway(a, y), budget),
                               plain_conway(x, y), budget);
            (sa == sb ? left : right).push_back(t);
          }
        }
      }
    }
    const GameId r = store.construct(left, right, budget);
    plain_memo.emplace(std::pair{a, b}, r);
    return r;
  }

  // Forms as trees, for the ordinal product's definition taken literally: a form's options are
  // forms, and its value is found only at the end.
  struct Form {
    std::vector<std::shared_ptr<const Form>> left, right;
  };
  using FormPtr = std::shared_ptr<const Form>;
  FormPtr form_of(GameId x) {  // the canonical form as a tree
    auto f = std::make_shared<Form>();
    for (GameId o : store.options(x, Side::kLeft)) f->left.push_back(form_of(o));
    for (GameId o : store.options(x, Side::kRight)) f->right.push_back(form_of(o));
    return f;
  }
  GameId value(const FormPtr& f) {
    std::vector<GameId> left, right;
    for (const auto& o : f->left) left.push_back(value(o));
    for (const auto& o : f->right) right.push_back(value(o));
    return store.construct(left, right, budget);
  }
  FormPtr negate(const FormPtr& f) {
    auto n = std::make_shared<Form>();
    for (const auto& o : f->right) n->left.push_back(negate(o));
    for (const auto& o : f->left) n->right.push_back(negate(o));
    return n;
  }
  // X:Y = {X^L, X:Y^L | X^R, X:Y^R} on forms.
  FormPtr ordinal_sum_form(const FormPtr& x, const FormPtr& y) {
    auto f = std::make_shared<Form>(*x);
    for (const auto& o : y->left) f->left.push_back(ordinal_sum_form(x, o));
    for (const auto& o : y->right) f->right.push_back(ordinal_sum_form(x, o));
    return f;
  }
  // G⊛H = {G⊛H^L : G^L, G⊛H^R : (−G)^L | G⊛H^L : G^R, G⊛H^R : (−G)^R} on forms.
  FormPtr ordinal_product_form(const FormPtr& a, const FormPtr& b) {
    auto f = std::make_shared<Form>();
    const FormPtr na = negate(a);
    for (const auto& bl : b->left) {
      const FormPtr p = ordinal_product_form(a, bl);
      for (const auto& al : a->left) f->left.push_back(ordinal_sum_form(p, al));
      for (const auto& ar : a->right) f->right.push_back(ordinal_sum_form(p, ar));
    }
    for (const auto& br : b->right) {
      const FormPtr p = ordinal_product_form(a, br);
      for (const auto& nl : na->left) f->left.push_back(ordinal_sum_form(p, nl));
      for (const auto& nr : na->right) f->right.push_back(ordinal_sum_form(p, nr));
    }
    return f;
  }
};

// CGSuite's CompoundGameTestCase (the form '{*|*}' is the value 0 here, and *[[[2]],[2],0] is *2).
TEST_F(Products, CgsuiteCompoundGameTestCases) {
  struct Case {
    const char *g, *h, *conway, *ordinal;
  };
  const Case kCases[] = {
      {"1/2", "1/4", "1/8", "11/32"}, {"*5", "*6", "*8", "*30"}, {"+-1", "^^", "+-^^", "+-1"},
      {"{1|0}", "0", "0", "0"},       {"{*|*}", "3", "0", "0"},  {"*2", "*5", "*10", "*10"},
  };
  for (const Case& c : kCases) {
    SCOPED_TRACE(std::string(c.g) + " and " + c.h);
    EXPECT_EQ(str(conway_product(store, budget, g(c.g), g(c.h))), c.conway);
    EXPECT_EQ(str(ordinal_product(store, budget, g(c.g), g(c.h))), c.ordinal);
    EXPECT_EQ(eval(std::string("(") + c.g + ").ConwayProduct(" + c.h + ")"), c.conway);
    EXPECT_EQ(eval(std::string("(") + c.g + ").OrdinalProduct(" + c.h + ")"), c.ordinal);
  }
}

TEST_F(Products, ConwayProductIsItsDefinition) {
  std::mt19937 rng(34);
  int checked = 0;
  for (int i = 0; i < 300; ++i) {
    const GameId a = random_game(rng, 2), b = random_game(rng, 2);
    ASSERT_EQ(conway_product(store, budget, a, b), plain_conway(a, b)) << str(a) << " . " << str(b);
    ++checked;
  }
  EXPECT_EQ(checked, 300);
}

TEST_F(Products, ConwayProductOfNumbersAndNimbers) {
  // Numbers: the product of the numbers (exact in a double for these), by the definition.
  const double kNumbers[] = {0, 1, -1, 2, 3, -5, 0.5, -0.75, 1.25, 0.125};
  for (double x : kNumbers) {
    for (double y : kNumbers) {
      const auto num = [&](double v) {
        return store.number(Dyadic(BigInt(static_cast<std::int64_t>(v * 8)), 3));
      };
      const GameId p = conway_product(store, budget, num(x), num(y));
      ASSERT_TRUE(store.number_of(p)) << x << " " << y;
      EXPECT_EQ(store.number_of(p)->to_double(), x * y) << x << " " << y;
      EXPECT_EQ(p, plain_conway(num(x), num(y)));
    }
  }
  // Nimbers: the nim product, and the definition (without the nimber rule) gives it too.
  for (std::uint64_t a = 0; a < 12; ++a) {
    for (std::uint64_t b = 0; b < 12; ++b) {
      const GameId p = conway_product(store, budget, store.nimber(a), store.nimber(b));
      EXPECT_EQ(p, store.nimber(nim_product(a, b))) << a << " " << b;
      if (a < 8 && b < 8) EXPECT_EQ(p, plain_conway(store.nimber(a), store.nimber(b)));
    }
  }
  EXPECT_EQ(eval("*2.ConwayProduct(*2)"), "*3");
  EXPECT_EQ(eval("(1/2).ConwayProduct(-3)"), "-3/2");
}

TEST_F(Products, OrdinalProductIsItsDefinition) {
  std::mt19937 rng(340);
  int checked = 0;
  for (int i = 0; i < 300; ++i) {
    const GameId a = random_game(rng, 2), b = random_game(rng, 2);
    const GameId want = value(ordinal_product_form(form_of(a), form_of(b)));
    ASSERT_EQ(ordinal_product(store, budget, a, b), want) << str(a) << " (x) " << str(b);
    // CGSuite's documented identities: G⊛(−H) = −(G⊛H), and G⊛1 = G.
    EXPECT_EQ(ordinal_product(store, budget, a, store.negative(b)), store.negative(want));
    EXPECT_EQ(ordinal_product(store, budget, a, store.number(Dyadic(1))), a);
    ++checked;
  }
  EXPECT_EQ(checked, 300);
  // On canonical forms, not Hackenbush stalks: 2 is {1|}, so *⊛2 = {*:0 | *:0} = 0.
  EXPECT_EQ(eval("*.OrdinalProduct(2)"), "0");
  EXPECT_EQ(eval("1.OrdinalProduct(3/4)"), "3/4");
}

// CGSuite's CanonicalShortGameTestCase: the values printed as Tiny and Miny, and their incentives.
TEST_F(Products, TinyAndMinyPrintAsCgsuite) {
  struct Case {
    const char *input, *printed, *left_incentives, *right_incentives;
  };
  const Case kCases[] = {
      {"{0||0|-3/2}", "Tiny(3/2)", "{Miny(3/2)}", "{{3/2,{3/2|0}|0}}"},
      {"{0|||0||-1|-3}", "Tiny({3|1})", "{Miny({3|1})}",
       "{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}"},
      {"{5||3|1|||0||||0}", "Miny({5||3|1})",
       "{{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}",
       "{Miny({5||3|1})}"},
  };
  Algebra algebra(store, budget);
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.input);
    const GameId x = g(c.input);
    EXPECT_EQ(str(x), c.printed);
    EXPECT_EQ(g(c.printed), x);  // read back
    EXPECT_EQ(listed(algebra.incentives(x, Side::kLeft)), c.left_incentives);
    EXPECT_EQ(listed(algebra.incentives(x, Side::kRight)), c.right_incentives);
    // Every incentive reads back as what it printed.
    for (Side s : {Side::kLeft, Side::kRight}) {
      for (GameId i : algebra.incentives(x, s)) EXPECT_EQ(g(str(i)), i) << str(i);
    }
  }
  // CGSuite's spellings Tiny(G) = {0||0|-G}, Miny(G) = {G|0||0}, G.Tiny, and x before them.
  EXPECT_EQ(g("Tiny(2)"), g("{0||0|-2}"));
  EXPECT_EQ(g("2.Tiny"), g("{0||0|-2}"));
  EXPECT_EQ(g("Miny(2)"), g("{2|0||0}"));
  EXPECT_EQ(eval("{0||0|-2}"), "Tiny(2)");
  EXPECT_EQ(eval("{3||3|1}"), "3Tiny(2)");
  EXPECT_EQ(eval("3Tiny(2)"), "3Tiny(2)");
  EXPECT_EQ(eval("-1/2Miny(1)"), "-1/2Miny(1)");
  EXPECT_EQ(g("-1/2Miny(1)"), g("{1/2|-1/2||-1/2}"));
  EXPECT_EQ(eval("{-1||-1|-3}"), "-1Tiny(2)");
  // As an option, and nested: {Miny(1)|0} is Miny({1|0}), but {Miny({1|0})|0} is not number-tiny
  // (the mean of Miny(1) is 0, not above 0).
  EXPECT_EQ(eval("{2|Tiny(1)}"), "{2|Tiny(1)}");
  EXPECT_EQ(eval("Miny(Miny(1))"), "{Miny({1|0})|0}");
  // Not number-tiny: CGSuite's {1|^^||^} (the Left option is not a number's {x|z} shape), and a
  // far side of two options.
  EXPECT_EQ(eval("{1|^^||^}"), "{1|^^||^}");
  EXPECT_EQ(eval("{0||0,*|-2}").find("Tiny"), std::string::npos);
}

TEST_F(Products, TinyFormsReadBack) {
  // x + Tiny(G) and x + Miny(G) for numbers x and random G of positive mean print as CGSuite's
  // isNumberTiny does, and every printed form reads back to the same game.
  std::mt19937 rng(3434);
  int tiny = 0;
  for (int i = 0; i < 300; ++i) {
    const GameId a = random_game(rng, 3);
    const GameId x = g(i % 3 == 0 ? "0" : i % 3 == 1 ? "3/2" : "-2");
    for (const char* method : {"Tiny", "Miny"}) {
      const GameId t = store.add(x, g(std::string(method) + "(" + str(a) + ")"), budget);
      const std::string printed = str(t);
      ASSERT_EQ(g(printed), t) << printed;
      tiny += printed.find(method) != std::string::npos;
    }
  }
  EXPECT_GE(tiny, 100);
}

// CGSuite's CanonicalShortGameTestCase, UptimalExpansion.
TEST_F(Products, UptimalExpansionSpelling) {
  const std::pair<const char*, const char*> kCases[] = {
      {"0", "0.0"},
      {"5", "5.0"},
      {"-1823437481924", "-1823437481924.0"},
      {"-1/2", "-1/2.0"},
      {"25/16", "25/16.0"},
      {"*8", "*8.0"},
      {"9/8+*", "9/8*.0"},
      {"^", "0.1"},
      {"v*", "*.1-"},
      {"6+^*", "6*.1"},
      {"^*6", "*6.1"},
      {"73/16+v9*8", "73/16*8.9-"},
      {"{0|*||*|||*||||*}", "0.1111"},
      {"{0||0|v*}", "*.12"},
      {"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
       "0.0202"},
      {"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{"
       "0,"
       "*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
       "*4.0202"},
  };
  UptimalFinder finder(store);
  for (const auto& [input, want] : kCases) {
    const auto e = finder.expansion(g(input));
    ASSERT_TRUE(e) << input;
    EXPECT_EQ(format_uptimal_expansion(*e), want) << input;
  }
  // CGSuite's rows that are not uptimals.
  for (const char* input : {"{0||0|vvv}", "{^^^|vv}", "{0||0|-3/2}"}) {
    EXPECT_FALSE(finder.expansion(g(input))) << input;
  }
  // Digits past 9 are letters, past 35 in parentheses.
  UptimalExpansion big{Dyadic(0), 0, {10, -35, 36, -1}};
  EXPECT_EQ(format_uptimal_expansion(big), "0.AZ-(36)1-");
}

}  // namespace
}  // namespace grundy::partizan
