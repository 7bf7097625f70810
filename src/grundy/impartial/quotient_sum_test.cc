#include "grundy/impartial/quotient_sum.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

// The quotient's answers against the misère win/lose search (which knows nothing of quotients)
// on random sums of up to four heaps, and the winning moves against the search's on every
// third.
TEST(QuotientSum, AgreesWithTheMisereSearch) {
  static const char* const kRulesets[] = {"kayles", "dawsons-kayles", "0.75", "0.137",
                                          "0.6",    "sub{1,3,4}",     "0.37"};
  std::mt19937_64 rng(2026);
  Budget budget;
  int decided = 0;
  for (int trial = 0; trial < 150; ++trial) {
    const char* ruleset = kRulesets[rng() % std::size(kRulesets)];
    std::string expr = std::string(ruleset) + ":";
    const int heaps = 1 + static_cast<int>(rng() % 4);
    for (int h = 0; h < heaps; ++h) {
      expr += (h ? "," : "") + std::to_string(1 + rng() % 12);
    }
    SCOPED_TRACE(expr);
    const Sum sum = parse_sum(expr);
    const auto q = quotient_sum_outcome(sum, budget);
    ASSERT_TRUE(q.has_value());
    ++decided;
    WinLossSolver search(budget, Convention::kMisere);
    EXPECT_EQ(q->outcome, search.outcome(sum)) << q->reason;
    if (trial % 3 == 0) {
      const auto moves = quotient_winning_moves(sum, budget);
      ASSERT_TRUE(moves.has_value());
      std::set<std::string> by_rule, by_search;
      for (const auto& m : moves->moves) by_rule.insert(format_sum(m.to));
      for (const auto& m : misere_winning_moves(sum, budget)) by_search.insert(format_sum(m.to));
      EXPECT_EQ(by_rule, by_search);
      EXPECT_EQ(moves->outcome.outcome, q->outcome);
    }
  }
  EXPECT_EQ(decided, 150);
}

TEST(QuotientSum, DeclinesWhatItCannotDecide) {
  Budget budget;
  EXPECT_FALSE(quotient_sum_outcome(parse_sum("nim:3,4"), budget).has_value());  // Bouton's
  EXPECT_FALSE(quotient_sum_outcome(parse_sum("kayles:3 + 0.75:4"), budget).has_value());
  EXPECT_FALSE(quotient_sum_outcome(parse_sum("kayles:3 + *2"), budget).has_value());
  // Kayles' period is not proved by heap 40, so a heap past it is left to the search.
  EXPECT_FALSE(quotient_sum_outcome(parse_sum("kayles:50"), budget).has_value());
}

TEST(QuotientSum, TheReasonNamesTheClassesAndTheProduct) {
  Budget budget;
  const auto r = quotient_sum_outcome(parse_sum("0.75:5,9"), budget);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->outcome, Outcome::kP);
  EXPECT_NE(r->reason.find("heap 5 is c, heap 9 is ab²; c·ab² = b² lies in P"), std::string::npos)
      << r->reason;
  // 0.75's period is proved (at heap 23), so a heap of a million is its class at once.
  const auto big = quotient_sum_outcome(parse_sum("0.75:1000001,1000001"), budget);
  ASSERT_TRUE(big.has_value());
  // Heap 1000001 is ab², as heap 9 is: the search on 0.75:9,9 must agree.
  WinLossSolver search(budget, Convention::kMisere);
  EXPECT_EQ(big->outcome, search.outcome(parse_sum("0.75:9,9")));
  EXPECT_EQ(big->outcome, Outcome::kP);  // ab²·ab² = a²b⁴ = b²
}

// Fifty Kayles heaps at once (the search could not settle this sum).
TEST(QuotientSum, FiftyKaylesHeaps) {
  std::string expr = "kayles:";
  for (int i = 0; i < 50; ++i) expr += (i ? "," : "") + std::to_string(1 + (7 * i) % 12);
  Budget budget;
  const auto r = quotient_sum_outcome(parse_sum(expr), budget);
  ASSERT_TRUE(r.has_value());  // decided by the quotient (no timing asserted: tests never do)
}

}  // namespace
}  // namespace grundy
