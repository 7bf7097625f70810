// The outcome search against the canonical form: on hundreds of random small positions of every
// partizan ruleset the registry holds, and on random sums of them (some negated, some beside
// CGSuite values), the outcome found by search equals the outcome class of the canonical form.
// Two searches are checked: the default one (small components replaced by their canonical
// forms) and a pure one that never forms a canonical form of a component. And the budget: a
// search over its node limit fails with a budget error.
#include "grundy/search/outcome_search.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/search/search_expression.h"
#include "tests/unit/partizan_rulesets.h"

namespace grundy::partizan {
namespace {

using testing::partizan_rulesets;

OutcomeSearchOptions small_table(bool pure) {
  OutcomeSearchOptions o;
  o.table_bytes = std::uint64_t{1} << 16;
  if (pure) o.trial_moves = 0;
  o.sum_nodes = pure ? 0 : o.sum_nodes;
  return o;
}

struct SearchTerm {
  RulesetPtr ruleset;
  Component c;
  bool negated = false;
};

// The outcome of the canonical form of the sum (the reference), or nullopt if over budget.
std::optional<Outcome> canonical_outcome(const std::vector<SearchTerm>& terms, GameId extra,
                                         GameStore& store) {
  Budget budget;
  budget.set_node_limit(3'000'000);
  try {
    PartizanSolver solver(store, budget);
    GameId total = extra;
    for (const SearchTerm& t : terms) {
      if (t.ruleset->is_loopy(t.c)) return std::nullopt;
      const GameId v = solver.value(*t.ruleset, t.c);
      total = store.add(total, t.negated ? store.negative(v) : v, budget);
    }
    return store.outcome(total, budget);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
}

// The search's outcome; nullopt when node_limit (if any) runs out first.
std::optional<Outcome> searched_outcome(const std::vector<SearchTerm>& terms,
                                        const std::string& extra, bool pure,
                                        std::uint64_t node_limit = 0) {
  Budget budget;
  if (node_limit) budget.set_node_limit(node_limit);
  try {
    OutcomeSearch search(budget, small_table(pure));
    for (const SearchTerm& t : terms) search.add(t.ruleset, t.c, t.negated);
    if (!extra.empty()) search.add(parse_game(search.store(), extra, budget));
    return search.outcome();
  } catch (const Error& e) {
    if (!node_limit || e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
}

std::string shown(const std::vector<SearchTerm>& terms, const std::string& extra) {
  std::string out;
  for (const SearchTerm& t : terms) {
    out += (out.empty() ? (t.negated ? "-" : "") : (t.negated ? " - " : " + ")) +
           t.ruleset->format_term(std::vector{t.c});
  }
  if (!extra.empty()) out += " + " + extra;
  return out;
}

TEST(OutcomeSearch, RegistryHasPartizanRulesets) {
  const std::vector<RulesetPtr> rulesets = partizan_rulesets();
  std::vector<std::string> names;
  for (const RulesetPtr& r : rulesets) names.push_back(r->spelling());
  EXPECT_GE(rulesets.size(), 6u);
  for (const char* name : {"domineering", "clobber", "toads-and-frogs", "amazons", "cutcake"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  }
}

// Every partizan ruleset alone: hundreds of random small positions each.
TEST(OutcomeSearch, AgreesWithCanonicalFormOnEveryRuleset) {
  for (const RulesetPtr& r : partizan_rulesets()) {
    int compared = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      const SearchTerm t{r, r->sample(seed, 4 + seed % 8), seed % 7 == 3};
      GameStore store;
      const std::optional<Outcome> expected = canonical_outcome({t}, kZero, store);
      if (!expected) continue;
      ++compared;
      for (bool pure : {false, true}) {
        ASSERT_EQ(searched_outcome({t}, "", pure), *expected)
            << shown({t}, "") << (pure ? " (pure search)" : "");
      }
    }
    EXPECT_GE(compared, 150) << r->spelling();
  }
}

// Random sums of two to four components of random rulesets, some negated, some with a CGSuite
// value beside them.
TEST(OutcomeSearch, AgreesWithCanonicalFormOnRandomSums) {
  const std::vector<RulesetPtr> rulesets = partizan_rulesets();
  const std::vector<std::string> values = {"",  "",       "1/2", "-1",  "^",
                                           "*", "{2|-1}", "v*",  "+-1", "{3||2|1}"};
  std::mt19937_64 rng(12);
  int compared = 0;
  for (int round = 0; round < 300; ++round) {
    std::vector<SearchTerm> terms;
    const int n = 2 + static_cast<int>(rng() % 3);
    for (int k = 0; k < n; ++k) {
      const RulesetPtr& r = rulesets[rng() % rulesets.size()];
      terms.push_back({r, r->sample(rng(), 3 + rng() % 5), rng() % 4 == 0});
    }
    // Now and then a component beside its own negative (G − G = 0).
    if (round % 10 == 0) terms.push_back({terms[0].ruleset, terms[0].c, !terms[0].negated});
    const std::string extra = values[rng() % values.size()];
    GameStore store;
    Budget budget;
    const GameId g = extra.empty() ? kZero : parse_game(store, extra, budget);
    const std::optional<Outcome> expected = canonical_outcome(terms, g, store);
    if (!expected) continue;
    // A sum of several regions of the larger rulesets (Snort graphs, cakes) can be too large
    // for the pure search, which values no region: such a sum is left out, not guessed.
    const std::optional<Outcome> found = searched_outcome(terms, extra, false, 200'000);
    const std::optional<Outcome> pure = searched_outcome(terms, extra, true, 200'000);
    if (!found || !pure) continue;
    ++compared;
    ASSERT_EQ(*found, *expected) << shown(terms, extra);
    ASSERT_EQ(*pure, *expected) << shown(terms, extra) << " (pure search)";
  }
  EXPECT_GE(compared, 250) << "sums compared";
}

// Known outcomes, through the expression reader.
TEST(OutcomeSearch, KnownPositions) {
  struct Case {
    const char* expression;
    Outcome outcome;
  };
  const Case cases[] = {
      {"domineering:..|..", Outcome::kN},  // ±1
      {"domineering:..|.. - domineering:..|..", Outcome::kP},
      {"domineering:.|.", Outcome::kL},  // 1
      {"domineering:..", Outcome::kR},   // −1
      {"domineering:.|. + domineering:..", Outcome::kP},
      {"clobber:xo", Outcome::kN},               // *
      {"clobber:xo + clobber:ox", Outcome::kP},  // * + * = 0
      {"{3||2|1} + domineering:...|...", Outcome::kL},
      {"domineering:....|....|....|....", Outcome::kN},
      {"domineering:.....|.....|.....|.....", Outcome::kL},
      {"nim:3 + clobber:xo", Outcome::kN},  // *3 + * = *2
      {"nim:1 + clobber:xo", Outcome::kP},  // * + * = 0
      {"^ + clobber:xo", Outcome::kN},      // ^* is fuzzy
      {"^ + ^ + clobber:xo", Outcome::kL},  // ^^* > 0
  };
  for (const Case& c : cases) {
    Budget budget;
    OutcomeSearch search(budget, small_table(false));
    add_expression(search, c.expression, nullptr);
    EXPECT_EQ(search.outcome(), c.outcome) << c.expression;
  }
}

// The canonical forms the search forms on bit boards (OutcomeSearch::value_on_bits, through its
// own regions and options) against the generic canonical-form search: with every component
// tried, the search values the board G on bits; beside −H, H the generic canonical form, the sum
// is P exactly when the two are equal (G − H = 0 iff G = H). Random Clobber and Domineering
// boards (the rulesets' samples, 2 to 12 squares).
TEST(OutcomeSearch, CanonicalFormsOnBitsAreTheGenericOnes) {
  int compared = 0;
  for (const char* name : {"clobber", "domineering"}) {
    const RulesetPtr r = make_ruleset(name);
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      const Component c = r->sample(seed, 2 + seed % 11);
      Budget budget;
      OutcomeSearchOptions o = small_table(false);
      o.trial_moves = 64;
      o.trial_nodes = 1'000'000;
      o.move_count_cut = false;  // the cut may decide a sum before any region is valued
      OutcomeSearch search(budget, o);
      const GameId h = search.solver().value(*r, c);
      search.add(r, c);
      search.add(search.store().negative(h));
      ASSERT_EQ(search.outcome(), Outcome::kP) << r->format_term(std::vector{c});
      if (search.stats().canonical > 0) ++compared;
    }
  }
  EXPECT_GE(compared, 150) << "boards valued on bits";
}

TEST(OutcomeSearch, OverItsNodeLimitIsABudgetError) {
  Budget budget;
  budget.set_node_limit(5'000);
  OutcomeSearchOptions options = small_table(true);
  OutcomeSearch search(budget, options);
  // 5 × 6: the move-count cut solves 4 × 6 in fewer than 5,000 sums.
  add_expression(search, "domineering:......|......|......|......|......", nullptr);
  try {
    search.outcome();
    FAIL() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

TEST(OutcomeSearch, TheTableFitsTheByteLimit) {
  Budget budget;
  budget.set_byte_limit(std::uint64_t{1} << 20);
  OutcomeSearch search(budget);  // asks for 64 MiB, gets a quarter of 1 MiB at most
  EXPECT_LE(search.stats().table_entries * 16, std::uint64_t{1} << 18);
  add_expression(search, "domineering:....|....|....", nullptr);
  EXPECT_EQ(search.outcome(), Outcome::kR);  // 3 rows of 4: Right's
  EXPECT_LE(budget.peak_bytes(), std::uint64_t{1} << 20);
}

TEST(OutcomeSearch, BadInputIsAParseError) {
  Budget budget;
  OutcomeSearch search(budget, small_table(false));
  try {
    add_expression(search, "domineering:..|.x", nullptr);
    FAIL() << "no parse error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_GT(e.column(), 0u);
  }
}

}  // namespace
}  // namespace grundy::partizan
