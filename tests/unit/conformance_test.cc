// The conformance suite, run over every registered ruleset, impartial and partizan (OpenSpiel's
// generic tests): positions print and parse back to themselves; options are deterministic; the
// sum of a position's components equals the whole, solved with no splitting; joining components
// gives them back; and on every impartial position both players have the same moves, the fast
// route agrees with the mex rule, the canonical form is the nimber *G of the Grundy value
// (Sprague–Grundy), G(A + B) = G(A) XOR G(B), and the win/lose search that never uses values
// agrees. Partizan positions are refused by the impartial commands.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <unordered_map>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/partizan/solver.h"

namespace grundy {
namespace {

using partizan::GameId;
using partizan::GameStore;
using partizan::PartizanSolver;

constexpr std::uint64_t kSamples = 30;

std::vector<std::string> examples() {
  std::vector<std::string> out;
  for (const auto& family : ruleset_families()) out.push_back(family.example);
  // More members of the families, as data.
  for (const char* s :
       {"dawson:5", "dawsons-kayles:5", "grundys-game:9", "0.6:3", "4.07:3", "0.[3]:4", "0.f:4",
        "8.0:5", "0.1!6!:5", "sub{2,5,7}:4", "allbut{}:3", "hackenbush:bbr,0g1"}) {
    out.push_back(s);
  }
  return out;
}

class Conformance : public ::testing::TestWithParam<std::string> {
 protected:
  // The example as a term: read by the impartial reader, or, where its position is partizan
  // (which that reader refuses), by its ruleset directly.
  Term term() const {
    const std::string& e = GetParam();
    try {
      return parse_sum(e).terms.at(0);
    } catch (const Error&) {
      const std::size_t colon = e.find(':');
      RulesetPtr r = make_ruleset(e.substr(0, colon));
      std::vector<Component> components = r->parse_position(e.substr(colon + 1), colon + 2);
      return {std::move(r), std::move(components)};
    }
  }
  RulesetPtr ruleset() const { return term().ruleset; }
  // Samples of moderate size: impartial rulesets' up to 14, boards' up to 6 squares.
  Component sample(std::uint64_t seed) const {
    const RulesetPtr r = ruleset();
    return r->sample(seed, r->is_impartial_ruleset() ? 14 : 6);
  }
};

// The canonical form by recursion on the options alone: components() is never called, so no
// board is split or normalised, and an option is worth the sum of its parts taken whole.
GameId whole(const Ruleset& r, const Component& c, GameStore& store, Budget& budget,
             std::map<Component, GameId>& memo) {
  if (auto it = memo.find(c); it != memo.end()) return it->second;
  std::vector<GameId> sides[2];
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (const Parts& option : r.options(c, side, budget)) {
      GameId v = partizan::kZero;
      for (const Component& p : option) v = store.add(v, whole(r, p, store, budget, memo), budget);
      sides[side == Side::kLeft ? 0 : 1].push_back(v);
    }
  }
  const GameId g = store.construct(std::move(sides[0]), std::move(sides[1]), budget);
  memo.emplace(c, g);
  return g;
}

TEST_P(Conformance, NotationRoundTrips) {
  const Term t = term();
  const std::string printed = format_term(t);
  const std::size_t colon = printed.find(':');
  if (colon == std::string::npos) {  // a nimber, *3
    EXPECT_EQ(format_sum(parse_sum(printed)), printed);
    return;
  }
  const std::vector<Component> again =
      t.ruleset->parse_position(printed.substr(colon + 1), colon + 2);
  EXPECT_EQ(again, t.components) << printed;
  EXPECT_EQ(t.ruleset->format_term(again), printed);
}

TEST_P(Conformance, PositionsRoundTrip) {
  const RulesetPtr r = ruleset();
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    // Printing a component and parsing it back gives the same component.
    const std::vector<Component> one{sample(seed)};
    Budget no_limit;  // a test of the rules, with no limit
    if (r->is_heap_ruleset() && r->is_terminal(one[0], no_limit)) continue;  // heap 0 is dropped
    EXPECT_EQ(r->parse_position(r->format_position(one), 1), one) << r->format_position(one);
  }
}

TEST_P(Conformance, OptionsAreDeterministic) {
  const RulesetPtr r = ruleset();
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    Budget no_limit;  // a test of the rules, with no limit
    for (Side side : {Side::kLeft, Side::kRight})
      EXPECT_EQ(r->options(c, side, no_limit), r->options(c, side, no_limit));
    EXPECT_EQ(r->is_terminal(c, no_limit), r->options(c, Side::kLeft, no_limit).empty() &&
                                               r->options(c, Side::kRight, no_limit).empty());
  }
}

TEST_P(Conformance, ComponentsAddUpToTheWhole) {
  const RulesetPtr r = ruleset();
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  std::map<Component, GameId> memo;
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    const GameId g = whole(*r, c, store, budget, memo);
    EXPECT_EQ(solver.value(*r, c), g) << r->format_term(std::span(&c, 1));
    if (std::optional<Parts> parts = r->components(c)) {
      GameId sum = partizan::kZero;
      for (const Component& p : *parts)
        sum = store.add(sum, whole(*r, p, store, budget, memo), budget);
      EXPECT_EQ(sum, g) << r->format_term(std::span(&c, 1));
    }
  }
}

TEST_P(Conformance, JoiningComponentsGivesThemBack) {
  const RulesetPtr r = ruleset();
  if (!r->join({})) GTEST_SKIP() << "components do not join into one position here";
  auto split = [&](const Component& c) { return r->components(c).value_or(Parts{c}); };
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    Parts parts = split(sample(seed));
    for (const Component& more : split(sample(seed + 1000))) parts.push_back(more);
    const std::optional<Component> joined = r->join(parts);
    ASSERT_TRUE(joined);
    EXPECT_EQ(split(*joined), parts);
    // And the joined position reads back as itself.
    const std::vector<Component> one{*joined};
    EXPECT_EQ(r->parse_position(r->format_position(one), 1), one);
  }
  EXPECT_TRUE(split(*r->join({})).empty());
}

TEST_P(Conformance, ImpartialPositionsAreNimbers) {
  const RulesetPtr r = ruleset();
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  GrundySolver fast(budget, true), generic(budget, false);
  WinLossSolver win_loss(budget, Convention::kNormal);
  int impartial = 0;
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    if (!r->is_impartial(c)) continue;
    ++impartial;
    EXPECT_EQ(r->options(c, Side::kLeft, budget), r->options(c, Side::kRight, budget));
    const std::uint64_t g = fast.grundy_value(*r, c);
    EXPECT_EQ(generic.grundy_value(*r, c), g) << seed;
    EXPECT_EQ(solver.value(*r, c), store.nimber(g)) << r->format_term(std::span(&c, 1));
    Sum sum;
    sum.terms.push_back({r, {c}});
    EXPECT_EQ(win_loss.outcome(sum), g == 0 ? Outcome::kP : Outcome::kN);
  }
  if (r->is_impartial_ruleset() || r->spelling() == "cram" || r->spelling() == "hackenbush" ||
      r->spelling() == "toppling-dominoes") {
    EXPECT_GT(impartial, 0) << "no impartial sample position";
  } else {
    EXPECT_EQ(impartial, 0) << "a partizan ruleset calls a sample impartial";
  }
}

TEST_P(Conformance, ValueOfASumIsTheNimSum) {
  const RulesetPtr r = ruleset();
  Budget budget;
  GrundySolver solver(budget);
  WinLossSolver win_loss(budget, Convention::kNormal);
  std::mt19937_64 rng(42);
  int checked = 0;
  for (int i = 0; i < 25; ++i) {
    const Component a = sample(rng() % 1000), b = sample(rng() % 1000);
    if (!r->is_impartial(a) || !r->is_impartial(b)) continue;
    ++checked;
    Sum sum;
    sum.terms.push_back({r, {a, b}});
    const std::uint64_t g = solver.grundy_value(sum);
    EXPECT_EQ(g, solver.grundy_value(*r, a) ^ solver.grundy_value(*r, b));
    // The independent route: who wins, by search alone.
    EXPECT_EQ(win_loss.outcome(sum), g == 0 ? Outcome::kP : Outcome::kN);
    // And the sum with *g added is always a second-player win.
    Sum balanced = sum;
    if (g) balanced.terms.push_back({parse_sum("*").terms[0].ruleset, {{g, 0, {}}}});
    EXPECT_EQ(win_loss.outcome(balanced), Outcome::kP);
  }
  if (r->is_impartial_ruleset()) {
    EXPECT_GT(checked, 0);
  }
}

TEST_P(Conformance, PartizanPositionsAreRefusedByTheImpartialCommands) {
  const RulesetPtr r = ruleset();
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    if (r->is_impartial(c)) continue;
    EXPECT_THROW(parse_sum(r->format_term(std::span(&c, 1))), Error);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, Conformance, ::testing::ValuesIn(examples()));

TEST(Conformance, EveryFamilyIsCovered) {
  std::set<std::string> names;
  for (const auto& family : ruleset_families()) names.insert(family.name);
  for (const char* expected :
       {"nim", "sub", "allbut", "take-and-break", "wythoff", "graph", "nimber", "domineering",
        "cram", "clobber", "amazons", "cutcake", "toads-and-frogs", "hackenbush"}) {
    EXPECT_TRUE(names.contains(expected)) << expected;
  }
}

}  // namespace
}  // namespace grundy
