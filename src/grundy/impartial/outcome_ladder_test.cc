// Each rung of the ladder on a position where it applies, against the win/lose search that
// knows no theorem (the second route).
#include "grundy/impartial/outcome_ladder.h"

#include <gtest/gtest.h>

#include <string>  // std::string

namespace grundy {
namespace {

struct OutcomeRung {
  const char* expression;
  Convention convention;
  const char* method;  // how the method decided it begins
  int rung;            // 1 … 6
};

constexpr OutcomeRung kOutcomeRungs[] = {
    {"wythoff:(3,5)", Convention::kNormal, "Wythoff (1907)", 1},
    {"wythoff:(3,5) + wythoff:(4,7)", Convention::kNormal, "Wythoff (1907)", 1},
    {"wythoff:(2,2)", Convention::kMisere, "Wythoff's game in misère play", 1},
    {"kayles:5 + nim:3", Convention::kNormal, "Sprague-Grundy", 2},
    {"nim:1,2,3", Convention::kMisere, "Bouton's misère Nim rule", 3},
    {"nim:1,1 + *1", Convention::kMisere, "Bouton's misère Nim rule", 3},
    {"dawsons-kayles:4 + dawsons-kayles:6", Convention::kMisere, "Conway's rule for tame games", 4},
    {"0.75:5,9", Convention::kMisere, "in the misère quotient of 0.75", 5},
    {"kayles:5 + *1", Convention::kMisere, "direct win/lose search in misère play", 6},
};

TEST(OutcomeLadder, EachRungAgreesWithTheSearch) {
  for (const OutcomeRung& rung : kOutcomeRungs) {
    SCOPED_TRACE(rung.expression);
    const Sum sum = parse_sum(rung.expression);
    Budget budget;
    int asked = 0;  // the stored quotient is asked for at Plambeck's rung only
    const ImpartialOutcome found = impartial_outcome(sum, rung.convention, budget, [&] {
      ++asked;
      return static_cast<const MisereQuotient*>(nullptr);
    });
    EXPECT_TRUE(found.method.starts_with(rung.method)) << found.method;
    EXPECT_EQ(asked, rung.rung >= 5 ? 1 : 0);
    WinLossSolver search(budget, rung.convention);
    EXPECT_EQ(found.outcome, search.outcome(sum)) << found.method;
  }
}

// Random sums of small heaps in both plays: whatever rung decides, the search agrees.
TEST(OutcomeLadder, RandomSumsAgreeWithTheSearch) {
  const char* const kRulesets[] = {"nim", "kayles", "dawsons-kayles", "0.75", "sub{1,3,4}"};
  std::uint64_t state = 12345;
  auto next = [&] { return state = state * 6364136223846793005ull + 1442695040888963407ull; };
  for (int trial = 0; trial < 120; ++trial) {
    std::string expression;
    for (int t = 1 + static_cast<int>(next() >> 60) % 3; t > 0; --t) {
      if (!expression.empty()) expression += " + ";
      expression += std::string(kRulesets[(next() >> 33) % std::size(kRulesets)]) + ":" +
                    std::to_string(1 + (next() >> 40) % 9);
    }
    SCOPED_TRACE(expression);
    const Sum sum = parse_sum(expression);
    for (Convention convention : {Convention::kNormal, Convention::kMisere}) {
      Budget budget;
      const ImpartialOutcome found = impartial_outcome(sum, convention, budget);
      WinLossSolver search(budget, convention);
      EXPECT_EQ(found.outcome, search.outcome(sum)) << found.method;
    }
  }
}

}  // namespace
}  // namespace grundy
