// The conformance suite, run over every registered ruleset family (OpenSpiel's generic tests):
// the notation round-trips; options are deterministic; the fast route agrees with the mex rule;
// G(A + B) = G(A) XOR G(B); the win/lose solver agrees with the value.
#include <gtest/gtest.h>

#include <random>

#include "impartial/grundy_solver.h"
#include "impartial/registry.h"
#include "impartial/sum.h"
#include "impartial/win_loss_solver.h"

namespace grundy {
namespace {

class Conformance : public ::testing::TestWithParam<std::string> {
 protected:
  RulesetPtr ruleset() const { return parse_sum(GetParam()).terms.at(0).ruleset; }
};

std::vector<std::string> examples() {
  std::vector<std::string> out;
  for (const auto& family : ruleset_families()) out.push_back(family.example);
  // More members of the families, as data.
  for (const char* s :
       {"dawson:5", "dawsons-kayles:5", "grundys-game:9", "0.6:3", "4.07:3", "0.[3]:4", "0.f:4",
        "8.0:5", "0.1!6!:5", "sub{2,5,7}:4", "allbut{}:3", "hackenbush:0g1,1g2,2g0"}) {
    out.push_back(s);
  }
  return out;
}

TEST_P(Conformance, NotationRoundTrips) {
  const Sum sum = parse_sum(GetParam());
  const std::string printed = format_sum(sum);
  const Sum again = parse_sum(printed);
  EXPECT_EQ(format_sum(again), printed);
  ASSERT_EQ(again.terms.size(), sum.terms.size());
  for (std::size_t i = 0; i < sum.terms.size(); ++i) {
    EXPECT_EQ(again.terms[i].components, sum.terms[i].components);
  }
}

TEST_P(Conformance, OptionsAreDeterministicAndFastRouteAgrees) {
  const RulesetPtr r = ruleset();
  Budget budget;
  GrundySolver fast(budget, true), generic(budget, false);
  for (std::uint64_t seed = 0; seed < 30; ++seed) {
    const Component c = r->sample(seed, 14);
    EXPECT_EQ(r->options(c), r->options(c));
    EXPECT_EQ(fast.grundy_value(*r, c), generic.grundy_value(*r, c)) << seed;
    EXPECT_EQ(r->is_terminal(c), r->options(c).empty());
    // Printing a component and parsing it back gives the same component.
    const std::vector<Component> one{c};
    if (!r->is_terminal(c) || !r->is_heap_ruleset()) {
      EXPECT_EQ(r->parse_position(r->format_position(one), 1), one);
    }
  }
}

TEST_P(Conformance, ValueOfASumIsTheNimSum) {
  const RulesetPtr r = ruleset();
  Budget budget;
  GrundySolver solver(budget);
  WinLossSolver win_loss(budget, Convention::kNormal);
  std::mt19937_64 rng(42);
  for (int i = 0; i < 25; ++i) {
    const Component a = r->sample(rng() % 1000, 10), b = r->sample(rng() % 1000, 10);
    Sum sum;
    sum.terms.push_back({r, {a, b}});
    const std::uint64_t g = solver.grundy_value(sum);
    EXPECT_EQ(g, solver.grundy_value(*r, a) ^ solver.grundy_value(*r, b));
    // The independent route: who wins, by search alone.
    EXPECT_EQ(win_loss.outcome(sum), g == 0 ? Outcome::kP : Outcome::kN);
    // And the sum with *g added is always a second-player win.
    Sum balanced = sum;
    if (g) balanced.terms.push_back({parse_sum("*").terms[0].ruleset, {{g, 0}}});
    EXPECT_EQ(win_loss.outcome(balanced), Outcome::kP);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, Conformance, ::testing::ValuesIn(examples()));

TEST(Conformance, EveryFamilyIsCovered) {
  std::set<std::string> names;
  for (const auto& family : ruleset_families()) names.insert(family.name);
  for (const char* expected :
       {"nim", "sub", "allbut", "take-and-break", "wythoff", "graph", "nimber"}) {
    EXPECT_TRUE(names.contains(expected)) << expected;
  }
}

}  // namespace
}  // namespace grundy
