// Misère play of partizan forms and sums (issue 34), each answer checked by a second route: a
// plain recursion on explicit game trees that never uses the store, the search or a table.
#include "grundy/partizan/misere_forms.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/misere_search.h"

namespace grundy::partizan::misere {
namespace {

// A game tree, written out in full.
struct Tree {
  std::vector<Tree> left, right;
};

// Whether side, moving first on the sum of the trees, wins in misère play: by the definition.
bool plain_wins(const std::vector<Tree>& sum, Side side) {
  bool moved = false;
  for (std::size_t i = 0; i < sum.size(); ++i) {
    const std::vector<Tree>& options = side == Side::kLeft ? sum[i].left : sum[i].right;
    for (const Tree& t : options) {
      moved = true;
      std::vector<Tree> next = sum;
      next[i] = t;
      if (!plain_wins(next, other(side))) return true;
    }
  }
  return !moved;
}

Outcome plain_outcome(const std::vector<Tree>& sum) {
  const bool l = plain_wins(sum, Side::kLeft), r = plain_wins(sum, Side::kRight);
  return l && r ? Outcome::kN : l ? Outcome::kL : r ? Outcome::kR : Outcome::kP;
}

Tree random_tree(std::mt19937& rng, int depth) {
  Tree t;
  if (depth == 0) return t;
  std::uniform_int_distribution<int> count(0, 2);
  for (int i = count(rng); i > 0; --i) t.left.push_back(random_tree(rng, depth - 1));
  for (int i = count(rng); i > 0; --i) t.right.push_back(random_tree(rng, depth - 1));
  return t;
}

FormId form_of(MisereForms& forms, const Tree& t) {
  std::vector<FormId> l, r;
  for (const Tree& x : t.left) l.push_back(form_of(forms, x));
  for (const Tree& x : t.right) r.push_back(form_of(forms, x));
  return forms.make(l, r);
}

// Siegel's adjoint G° (o⁻(G + G°) = P): * for 0; {(G^R)° | 0} for a Left end, {0 | (G^L)°} for a
// Right end, {(G^R)° | (G^L)°} otherwise.
FormId adjoint(MisereForms& forms, FormId g) {
  const std::vector<FormId> l = forms.options(g, Side::kLeft), r = forms.options(g, Side::kRight);
  if (l.empty() && r.empty()) return forms.make({kZeroForm}, {kZeroForm});
  std::vector<FormId> left, right;
  for (FormId x : r) left.push_back(adjoint(forms, x));
  for (FormId x : l) right.push_back(adjoint(forms, x));
  if (r.empty()) left.push_back(kZeroForm);
  if (l.empty()) right.push_back(kZeroForm);
  return forms.make(left, right);
}

// o1 ≥ o2 in the order L > N, P > R.
bool outcome_geq(Outcome a, Outcome b) {
  return a == b || a == Outcome::kL || b == Outcome::kR;
}

// The forms born by day 2: every {A | B} with A, B sets of the four forms born by day 1.
std::vector<FormId> born_by_day_two(MisereForms& forms) {
  const FormId z = kZeroForm;
  const std::vector<FormId> day1{z, forms.make({z}, {}), forms.make({}, {z}), forms.make({z}, {z})};
  std::vector<FormId> games;
  for (unsigned a = 0; a < 16; ++a) {
    for (unsigned b = 0; b < 16; ++b) {
      std::vector<FormId> l, r;
      for (unsigned i = 0; i < 4; ++i) {
        if (a >> i & 1) l.push_back(day1[i]);
        if (b >> i & 1) r.push_back(day1[i]);
      }
      games.push_back(forms.make(l, r));
    }
  }
  return games;
}

TEST(MisereForms, KnownOutcomes) {
  Budget budget;
  MisereForms forms(budget);
  const FormId star = forms.make({kZeroForm}, {kZeroForm});
  // 0: the player to move cannot move, and so wins.
  EXPECT_EQ(forms.outcome(kZeroForm), Outcome::kN);
  EXPECT_EQ(forms.outcome(star), Outcome::kP);
  // 1 = {0|}: Left must move to 0 and lose; Right, with no move, wins.
  EXPECT_EQ(forms.outcome(forms.integer(1)), Outcome::kR);
  EXPECT_EQ(forms.outcome(forms.integer(-1)), Outcome::kL);
  // * + * is 0 among impartial games (ONAG ch. 12) but not among partizan ones: 0 is a Left
  // end and * + * is not (Mesdal and Ottaway: G + H = 0 only when G = H = 0).
  EXPECT_EQ(forms.outcome(forms.add(star, star)), Outcome::kN);
  EXPECT_FALSE(forms.equal(forms.add(star, star), kZeroForm));
  EXPECT_NE(forms.canonical(forms.add(star, star)), kZeroForm);
  // {-1|1} is 0 in normal play; in misère play it has 0's outcome N (Left moves to -1, Right
  // must move to 0, and Left, with no move, wins) but is not 0: beside 0's Left-end status the
  // proviso tells them apart.
  const FormId f = forms.make({forms.integer(-1)}, {forms.integer(1)});
  EXPECT_EQ(forms.outcome(f), Outcome::kN);
  EXPECT_FALSE(forms.equal(f, kZeroForm));
  EXPECT_NE(forms.canonical(f), kZeroForm);
  // 1 − 1 is not 0 in misère play either (no game but 0 has an inverse: Mesdal and Ottaway).
  const FormId one_minus_one = forms.add(forms.integer(1), forms.integer(-1));
  EXPECT_EQ(forms.outcome(one_minus_one), Outcome::kN);
  EXPECT_FALSE(forms.equal(one_minus_one, kZeroForm));
}

TEST(MisereForms, OutcomeOfRandomSumsAgreesWithPlainRecursion) {
  std::mt19937 rng(34);
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<Tree> sum;
    const int parts = 1 + trial % 3;
    for (int i = 0; i < parts; ++i) sum.push_back(random_tree(rng, 3 - (parts == 3)));
    Budget budget;
    MisereSearch search(budget);
    FormId total = kZeroForm;
    for (const Tree& t : sum) {
      const FormId f = form_of(search.forms(), t);
      search.add(f);
      total = search.forms().add(total, f);
    }
    const Outcome expected = plain_outcome(sum);
    ASSERT_EQ(search.outcome(), expected) << "trial " << trial;
    ASSERT_EQ(search.forms().outcome(total), expected) << "trial " << trial;
    // The simplest form of the sum has the sum's outcome.
    ASSERT_EQ(search.forms().outcome(search.canonical()), expected) << "trial " << trial;
  }
}

// Plain recursion over a ruleset's own options (no split, no table) for small boards.
bool plain_ruleset_wins(const std::vector<std::pair<RulesetPtr, Component>>& sum, Side side,
                        Budget& budget) {
  bool moved = false;
  for (std::size_t i = 0; i < sum.size(); ++i) {
    for (const Parts& to : sum[i].first->options(sum[i].second, side, budget)) {
      moved = true;
      std::vector<std::pair<RulesetPtr, Component>> next;
      for (std::size_t j = 0; j < sum.size(); ++j) {
        if (j != i) next.push_back(sum[j]);
      }
      for (const Component& c : to) next.emplace_back(sum[i].first, c);
      if (!plain_ruleset_wins(next, other(side), budget)) return true;
    }
  }
  return !moved;
}

TEST(MisereSearch, RulesetSumsAgreeWithPlainRecursion) {
  const std::vector<std::pair<std::string, std::string>> terms{
      {"domineering", "..|.."}, {"domineering", "...|.#."},  {"domineering", "....."},
      {"domineering", ".|.|."}, {"clobber", "xoxo"},         {"clobber", "xo|ox"},
      {"clobber", "xxo"},       {"toads-and-frogs", "t..f"}, {"toads-and-frogs", "tt.f"},
      {"kayles", "4"}};
  std::mt19937 rng(7);
  int decided[4] = {0, 0, 0, 0};
  for (int trial = 0; trial < 60; ++trial) {
    Budget budget;
    MisereSearch search(budget);
    std::vector<std::pair<RulesetPtr, Component>> plain;
    std::string text;
    const int parts = 1 + trial % 2;
    for (int i = 0; i < parts; ++i) {
      const auto& [name, position] = terms[rng() % terms.size()];
      const RulesetPtr ruleset = make_ruleset(name);
      for (const Component& c : ruleset->parse_position(position, 1)) {
        search.add(ruleset, c);
        plain.emplace_back(ruleset, c);
      }
      text += (i ? " + " : "") + name + ":" + position;
    }
    const bool l = plain_ruleset_wins(plain, Side::kLeft, budget),
               r = plain_ruleset_wins(plain, Side::kRight, budget);
    const Outcome expected = l && r ? Outcome::kN : l ? Outcome::kL : r ? Outcome::kR : Outcome::kP;
    ASSERT_EQ(search.outcome(), expected) << text;
    ++decided[static_cast<int>(expected) % 4];
    // The simplest form of the position has its outcome.
    ASSERT_EQ(search.forms().outcome(search.canonical()), expected) << text;
  }
  // The sample reaches more than one outcome class.
  EXPECT_GE((decided[0] > 0) + (decided[1] > 0) + (decided[2] > 0) + (decided[3] > 0), 3);
}

TEST(MisereForms, ExpressionsAreReadAsForms) {
  auto outcome_of = [](const std::string& text) {
    Budget budget;
    MisereSearch search(budget);
    add_misere_expression(search, text, nullptr);
    return search.outcome();
  };
  EXPECT_EQ(outcome_of("0"), Outcome::kN);
  EXPECT_EQ(outcome_of("*"), Outcome::kP);
  EXPECT_EQ(outcome_of("{0|}"), Outcome::kR);
  EXPECT_EQ(outcome_of("1"), Outcome::kR);
  EXPECT_EQ(outcome_of("{-1|1}"), Outcome::kN);
  EXPECT_EQ(outcome_of("* + *"), Outcome::kN);
  EXPECT_EQ(outcome_of("{-1|1} + *"), Outcome::kP);
  EXPECT_EQ(outcome_of("1 + 1"), Outcome::kR);
  // {1|*}: Left moves to 1 and Right, with no move there, wins; Right moves to * and loses.
  EXPECT_EQ(outcome_of("{1|*}"), Outcome::kR);
  EXPECT_THROW(outcome_of("{domineering:..|0}"), Error);
}

// Siegel's order test is sound: G ≥ H found by the test implies o(G + X) ≥ o(H + X) for every X
// of the pool; and the simplest form of G plays like G beside every X of the pool.
TEST(MisereForms, OrderAndSimplestFormAgainstAPoolOfGames) {
  Budget budget;
  MisereForms forms(budget);
  std::vector<FormId> pool = born_by_day_two(forms);
  std::mt19937 rng(2015);
  for (int i = 0; i < 40; ++i) pool.push_back(form_of(forms, random_tree(rng, 3)));
  std::vector<FormId> games;
  for (int i = 0; i < 150; ++i) games.push_back(form_of(forms, random_tree(rng, 3 + (i % 5 == 0))));
  int reduced = 0;
  for (FormId g : games) {
    const FormId c = forms.canonical(g);
    ASSERT_LE(forms.birthday(c), forms.birthday(g));
    ASSERT_LE(forms.follower_count(c), forms.follower_count(g));
    ASSERT_TRUE(forms.equal(g, c));
    ASSERT_EQ(forms.canonical(c), c);
    reduced += c != g;
    for (FormId x : pool) {
      ASSERT_EQ(forms.outcome(forms.add(g, x)), forms.outcome(forms.add(c, x)))
          << forms.spell(g) << " against " << forms.spell(x);
    }
  }
  EXPECT_GT(reduced, 30);  // the sample has games that simplify
  // The order on pairs of forms born by day 2, against the pool and the adjoints of its games.
  std::vector<FormId> wider(pool.begin(), pool.begin() + 256);
  for (std::size_t i = 0; i < 256; ++i) wider.push_back(adjoint(forms, pool[i]));
  int comparable = 0;
  for (int i = 0; i < 3000; ++i) {
    const FormId a = pool[rng() % 256], b = pool[rng() % 256];
    if (a == b || !forms.geq(a, b)) continue;
    ++comparable;
    for (FormId x : wider) {
      ASSERT_TRUE(outcome_geq(forms.outcome(forms.add(a, x)), forms.outcome(forms.add(b, x))))
          << forms.spell(a) << " >= " << forms.spell(b) << " fails beside " << forms.spell(x);
    }
  }
  EXPECT_GT(comparable, 50);
}

// The forms born by day 2: forms with the same simplest form play alike beside every game of the
// pool and its adjoints; the adjoint G° makes G + G° a P-position (Siegel's lemma); and the 256
// forms are 256 distinct games (Siegel 2015), most of them told apart by the pool itself.
TEST(MisereForms, FormsBornByDayTwo) {
  Budget budget;
  MisereForms forms(budget);
  const std::vector<FormId> day2 = born_by_day_two(forms);
  std::vector<FormId> pool = day2;
  for (FormId g : day2) {
    pool.push_back(adjoint(forms, g));
    ASSERT_EQ(forms.outcome(forms.add(g, pool.back())), Outcome::kP) << forms.spell(g);
  }
  std::set<FormId> simplest;
  std::set<std::vector<Outcome>> profiles;
  for (FormId g : day2) {
    simplest.insert(forms.canonical(g));
    std::vector<Outcome> profile;
    for (FormId x : pool) profile.push_back(forms.outcome(forms.add(g, x)));
    profiles.insert(profile);
  }
  EXPECT_EQ(simplest.size(), 256u);
  // Distinct profiles are distinct games: at least 220 classes are proved apart by the pool.
  EXPECT_GE(profiles.size(), 220u);
}

TEST(MisereForms, SpellingReadsBack) {
  Budget budget;
  MisereSearch search(budget);
  MisereForms& forms = search.forms();
  EXPECT_EQ(forms.spell(kZeroForm), "0");
  EXPECT_EQ(forms.spell(forms.integer(2)), "2");
  EXPECT_EQ(forms.spell(forms.integer(-1)), "-1");
  EXPECT_EQ(forms.spell(forms.make({kZeroForm}, {kZeroForm})), "*");
  std::mt19937 rng(5);
  for (int i = 0; i < 100; ++i) {
    const FormId g = form_of(forms, random_tree(rng, 3));
    MisereSearch again(budget);
    add_misere_expression(again, forms.spell(g), nullptr);
    const FormId back = again.canonical();
    EXPECT_EQ(again.forms().spell(back), forms.spell(forms.canonical(g))) << forms.spell(g);
  }
}

}  // namespace
}  // namespace grundy::partizan::misere
