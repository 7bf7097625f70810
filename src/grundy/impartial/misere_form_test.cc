// Misère simplest forms of positions of the rulesets, against the misère win/lose search (which
// never uses a form) and the genus solver; their spellings read back as the same games.
#include "grundy/impartial/misere_form.h"

#include <gtest/gtest.h>

#include <random>

#include "grundy/impartial/genus_solver.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

bool misere_p_by_search(const Sum& sum) {
  Budget budget;
  WinLossSolver solver(budget, Convention::kMisere);
  return solver.outcome(sum) == Outcome::kP;
}

std::string random_heaps(std::mt19937_64& rng, const char* ruleset, int count, int max_heap) {
  std::string s = std::string(ruleset) + ":";
  for (int i = 0; i < count; ++i) {
    if (i > 0) s += ',';
    s += std::to_string(rng() % (max_heap + 1));
  }
  return s;
}

TEST(MisereForm, OutcomesAndMisereValuesAgreeWithTheSearches) {
  std::mt19937_64 rng(11);
  Budget budget;
  misere::MisereStore store(budget);
  MisereFormSolver solver(store, budget);
  const char* rulesets[] = {"kayles", "dawsons-kayles", "nim", "grundys-game", "0.137"};
  for (int trial = 0; trial < 300; ++trial) {
    const char* r = rulesets[trial % 5];
    std::string expr = random_heaps(rng, r, 1 + trial % 3, trial % 5 == 2 ? 5 : 9);
    if (trial % 4 == 0) expr += " + nim:" + std::to_string(rng() % 4);
    const Sum sum = parse_sum(expr);
    const misere::GameId g = solver.form(sum);
    ASSERT_EQ(store.is_p_position(g), misere_p_by_search(sum)) << expr;
    Budget gb;
    GenusSolver genus(gb);
    ASSERT_EQ(store.misere_grundy(g), genus.genus(sum).misere()) << expr;
  }
}

TEST(MisereForm, EqualFormsPlayAlikeBesideOtherGames) {
  // A position and its printed form, each beside the same third game, have the same misère
  // outcome by the search: the form is the position's misère value.
  std::mt19937_64 rng(5);
  Budget budget;
  misere::MisereStore store(budget);
  MisereFormSolver solver(store, budget);
  for (int trial = 0; trial < 120; ++trial) {
    const std::string a = random_heaps(rng, trial % 2 ? "kayles" : "dawsons-kayles", 2, 8);
    const std::string x =
        random_heaps(rng, "kayles", 1 + trial % 2, 6) + " + nim:" + std::to_string(rng() % 3);
    const std::string form = spell_form(store, solver.form(parse_sum(a)));
    ASSERT_EQ(misere_p_by_search(parse_sum(a + " + " + x)),
              misere_p_by_search(parse_sum(form + " + " + x)))
        << a << " is " << form << ", beside " << x;
  }
}

TEST(MisereForm, SpellingsReadBackAsTheSameForm) {
  Budget budget;
  misere::MisereStore store(budget);
  MisereFormSolver solver(store, budget);
  for (int n = 0; n <= 14; ++n) {
    for (const char* r : {"kayles:", "dawsons-kayles:", "grundys-game:"}) {
      const misere::GameId g = solver.form(parse_sum(r + std::to_string(n)));
      const std::string nested = spell_form(store, g);
      const std::string graph = spell_form(store, g, 0);
      EXPECT_EQ(solver.form(parse_sum(nested)), g) << r << n << " " << nested;
      EXPECT_EQ(solver.form(parse_sum(graph)), g) << r << n << " " << graph;
    }
  }
  // A form is spelled the same by a store that met its followers in another order.
  Budget other_budget;
  misere::MisereStore other(other_budget);
  MisereFormSolver other_solver(other, other_budget);
  for (int n = 14; n >= 0; --n) {
    const std::string e = "0.137:" + std::to_string(n) + " + nim:2";
    const misere::GameId g = solver.form(parse_sum(e)), h = other_solver.form(parse_sum(e));
    EXPECT_EQ(spell_form(store, g), spell_form(other, h)) << e;
    EXPECT_EQ(spell_form(store, g, 0), spell_form(other, h, 0)) << e;
  }
  // Nim heaps are their own simplest forms; *1 + *1 = 0; *2 + *2 is {*2,*3}.
  EXPECT_EQ(spell_form(store, solver.form(parse_sum("nim:7"))), "*7");
  EXPECT_EQ(spell_form(store, solver.form(parse_sum("nim:1,1"))), "0");
  EXPECT_EQ(spell_form(store, solver.form(parse_sum("nim:2,2"))), "impartial:{*2,*3}");
  // {*} = 0 (its option * reverses through 0), so {0, {*}} is {0} = *.
  EXPECT_EQ(spell_form(store, solver.form(parse_sum("impartial:{0,{*}}"))), "*");
}

TEST(MisereForm, PartizanAndLoopyPositionsAreRefused) {
  Budget budget;
  misere::MisereStore store(budget);
  MisereFormSolver solver(store, budget);
  EXPECT_THROW(solver.form(parse_sum("graph{a->b;b->a}:a")), Error);
}

}  // namespace
}  // namespace grundy
