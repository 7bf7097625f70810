// The outcome on two threads against one thread and against the canonical form: on random sums of
// every partizan ruleset the registry holds, the two searches run apart give the outcome that
// one search gives and that the canonical form of the sum has (the second route). And the
// budget: over its node limit on two threads is a budget error, not a wrong answer or a hang.
#include "grundy/search/outcome_on_threads.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/solver.h"
#include "grundy/search/search_expression.h"
#include "tests/unit/partizan_rulesets.h"

namespace grundy::partizan {
namespace {

struct Term {
  RulesetPtr ruleset;
  Component c;
  bool negated = false;
};

std::optional<Outcome> canonical_outcome(const std::vector<Term>& terms) {
  GameStore store;
  Budget budget;
  budget.set_node_limit(300'000);
  try {
    PartizanSolver solver(store, budget);
    GameId total = kZero;
    for (const Term& t : terms) {
      const GameId v = solver.value(*t.ruleset, t.c);
      total = store.add(total, t.negated ? store.negative(v) : v, budget);
    }
    return store.outcome(total, budget);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
}

// The outcome on `threads` threads, or nullopt when the search needs more than 400,000 nodes
// (a pure search of some random sums does: those are left out, not guessed).
std::optional<OutcomeOnThreads> on_threads(const std::vector<Term>& terms, unsigned threads) {
  Budget budget;
  budget.set_node_limit(400'000);
  OutcomeSearchOptions options;
  options.table_bytes = std::uint64_t{1} << 16;
  options.trial_moves = 0;  // a pure search: no component valued, so the sides search much
  try {
    return outcome_on_threads(
        budget, options,
        [&](OutcomeSearch& search) {
          for (const Term& t : terms) search.add(t.ruleset, t.c, t.negated);
        },
        threads);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
}

TEST(OutcomeOnThreads, TwoThreadsAgreeWithOneAndWithTheCanonicalForm) {
  const std::vector<RulesetPtr> rulesets = testing::partizan_rulesets();
  std::mt19937_64 rng(31);
  int compared = 0;
  for (int round = 0; round < 60; ++round) {
    std::vector<Term> terms;
    const int n = 1 + static_cast<int>(rng() % 3);
    for (int k = 0; k < n; ++k) {
      const RulesetPtr& r = rulesets[rng() % rulesets.size()];
      terms.push_back({r, r->sample(rng(), 3 + rng() % 4), rng() % 4 == 0});
    }
    const std::optional<Outcome> expected = canonical_outcome(terms);
    if (!expected) continue;
    const std::optional<OutcomeOnThreads> one = on_threads(terms, 1);
    const std::optional<OutcomeOnThreads> two = on_threads(terms, 2);
    if (!one || !two) continue;
    EXPECT_EQ(one->threads, 1u);
    EXPECT_EQ(two->threads, 2u);
    ASSERT_EQ(one->outcome, *expected) << "round " << round;
    ASSERT_EQ(two->outcome, *expected) << "round " << round;
    ++compared;
  }
  EXPECT_GE(compared, 45);
}

TEST(OutcomeOnThreads, KnownBoards) {
  // Domineering 4×4 is a first-player win, 4×5 Left's (Lessons in Play; Breuker et al.);
  // * + * = 0.
  struct Case {
    const char* expression;
    Outcome outcome;
  };
  for (const Case& c : {Case{"domineering:....|....|....|....", Outcome::kN},
                        Case{"domineering:.....|.....|.....|.....", Outcome::kL},
                        Case{"clobber:xo + clobber:ox", Outcome::kP}}) {
    Budget budget;
    const OutcomeOnThreads r = outcome_on_threads(
        budget, {}, [&](OutcomeSearch& s) { add_expression(s, c.expression, nullptr); }, 2);
    EXPECT_EQ(r.outcome, c.outcome) << c.expression;
    EXPECT_GT(r.stats.nodes, 0u);
    // The work of both threads is charged to the one budget.
    EXPECT_GE(budget.nodes(), r.stats.nodes);
  }
}

TEST(OutcomeOnThreads, OverItsNodeLimitIsABudgetErrorOnBothThreads) {
  Budget budget;
  budget.set_node_limit(5'000);
  OutcomeSearchOptions options;
  options.trial_moves = 0;
  try {
    outcome_on_threads(
        budget, options,
        [](OutcomeSearch& s) {
          add_expression(s, "domineering:......|......|......|......", nullptr);
        },
        2);
    FAIL() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    // The part that ran out says so; the one it stopped is not the error reported.
    EXPECT_NE(std::string(e.what()).find("nodes"), std::string::npos) << e.what();
  }
}

TEST(OutcomeOnThreads, ABadExpressionIsAParseErrorFromEitherThread) {
  Budget budget;
  try {
    outcome_on_threads(
        budget, {}, [](OutcomeSearch& s) { add_expression(s, "domineering:..|.x", nullptr); }, 2);
    FAIL() << "no parse error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_GT(e.column(), 0u);
  }
}

}  // namespace
}  // namespace grundy::partizan
