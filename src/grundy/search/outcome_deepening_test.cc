// Iterative deepening on the number of moves (OutcomeSearchOptions::deepening) against the plain
// search: on random positions of every partizan ruleset the registry holds and on random sums of
// them, the outcome with deepening (from horizons of 1 and 3 moves, so that many lines are cut
// off and searched again) equals the plain search's, with small components replaced by their
// canonical forms and without.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/search/outcome_search.h"
#include "grundy/search/search_expression.h"
#include "tests/unit/partizan_rulesets.h"

namespace grundy::partizan {
namespace {

using testing::partizan_rulesets;

struct DeepeningTerm {
  RulesetPtr ruleset;
  Component c;
  bool negated = false;
};

// The outcome and the horizons searched; nullopt over 300,000 nodes.
std::optional<std::pair<Outcome, std::uint64_t>> run(const std::vector<DeepeningTerm>& terms,
                                                     bool pure, bool deepening, std::size_t start) {
  Budget budget;
  budget.set_node_limit(300'000);
  OutcomeSearchOptions o;
  o.table_bytes = std::uint64_t{1} << 16;
  if (pure) {
    o.trial_moves = 0;
    o.sum_nodes = 0;
  }
  o.deepening = deepening;
  o.deepening_start = start;
  try {
    OutcomeSearch search(budget, o);
    for (const DeepeningTerm& t : terms) search.add(t.ruleset, t.c, t.negated);
    const Outcome out = search.outcome();
    return std::pair{out, search.stats().iterations};
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
}

std::string shown(const std::vector<DeepeningTerm>& terms) {
  std::string out;
  for (const DeepeningTerm& t : terms) {
    out += (t.negated ? " - " : " + ") + t.ruleset->format_term(std::vector{t.c});
  }
  return out;
}

// Compares the two on terms; counts the sums compared and those that needed several horizons.
void compare(const std::vector<DeepeningTerm>& terms, int& compared, int& deepened) {
  for (bool pure : {false, true}) {
    const auto plain = run(terms, pure, false, 0);
    if (!plain) continue;
    for (std::size_t start : {std::size_t{1}, std::size_t{3}}) {
      const auto deep = run(terms, pure, true, start);
      if (!deep) continue;  // more nodes than the plain search: left out, not guessed
      ++compared;
      if (deep->second > 2) ++deepened;
      ASSERT_EQ(deep->first, plain->first)
          << shown(terms) << (pure ? " (pure)" : "") << " from horizon " << start;
    }
  }
}

TEST(OutcomeDeepening, AgreesWithThePlainSearchOnEveryRuleset) {
  for (const RulesetPtr& r : partizan_rulesets()) {
    int compared = 0, deepened = 0;
    for (std::uint64_t seed = 0; seed < 60; ++seed) {
      compare({{r, r->sample(seed, 4 + seed % 8), seed % 5 == 2}}, compared, deepened);
    }
    EXPECT_GE(compared, 100) << r->spelling();
    EXPECT_GT(deepened, 0) << r->spelling() << ": no position needed a second horizon";
  }
}

TEST(OutcomeDeepening, AgreesWithThePlainSearchOnRandomSums) {
  const std::vector<RulesetPtr> rulesets = partizan_rulesets();
  std::mt19937_64 rng(31);
  int compared = 0, deepened = 0;
  for (int round = 0; round < 150; ++round) {
    std::vector<DeepeningTerm> terms;
    const int n = 2 + static_cast<int>(rng() % 3);
    for (int k = 0; k < n; ++k) {
      const RulesetPtr& r = rulesets[rng() % rulesets.size()];
      terms.push_back({r, r->sample(rng(), 3 + rng() % 5), rng() % 4 == 0});
    }
    compare(terms, compared, deepened);
  }
  EXPECT_GE(compared, 400);
  EXPECT_GT(deepened, 50);
}

TEST(OutcomeDeepening, KnownBoards) {
  for (const char* e : {"domineering:....|....|....|....", "domineering:.....|.....|.....|.....",
                        "clobber:xoxo|oxox|xoxo"}) {
    Outcome plain, deep;
    {
      Budget budget;
      OutcomeSearch s(budget);
      add_expression(s, e, nullptr);
      plain = s.outcome();
    }
    {
      Budget budget;
      OutcomeSearchOptions o;
      o.deepening = true;
      o.deepening_start = 2;
      OutcomeSearch s(budget, o);
      add_expression(s, e, nullptr);
      deep = s.outcome();
      EXPECT_GT(s.stats().iterations, 2u) << e;
    }
    EXPECT_EQ(deep, plain) << e;
  }
}

}  // namespace
}  // namespace grundy::partizan
