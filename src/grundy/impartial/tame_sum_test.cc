#include "grundy/impartial/tame_sum.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

// Conway's tame rule against the misère win/lose search, on random sums whose components are
// mostly tame (and some wild, where the rule must decline).
TEST(TameSum, AgreesWithTheMisereSearch) {
  static const char* const kRulesets[] = {"kayles",       "dawsons-kayles", "0.75", "nim",
                                          "grundys-game", "sub{1,3,4}",     "0.137"};
  std::mt19937_64 rng(99);
  Budget budget;
  int decided = 0, declined = 0;
  for (int trial = 0; trial < 500; ++trial) {
    std::string expr;
    const int terms = 1 + static_cast<int>(rng() % 4);
    for (int t = 0; t < terms; ++t) {
      if (!expr.empty()) expr += " + ";
      expr +=
          std::string(kRulesets[rng() % std::size(kRulesets)]) + ":" + std::to_string(rng() % 9);
    }
    SCOPED_TRACE(expr);
    const Sum sum = parse_sum(expr);
    const auto tame = tame_sum_outcome(sum, budget);
    if (!tame) {
      ++declined;
      continue;
    }
    ++decided;
    WinLossSolver search(budget, Convention::kMisere);
    EXPECT_EQ(tame->outcome, search.outcome(sum)) << tame->reason;
    if (trial % 5 == 0) {  // the winning moves: exactly the search's
      const auto moves = tame_winning_moves(sum, budget);
      ASSERT_TRUE(moves.has_value());
      std::set<std::string> by_rule, by_search;
      for (const auto& m : moves->moves) by_rule.insert(format_sum(m.to));
      for (const auto& m : misere_winning_moves(sum, budget)) by_search.insert(format_sum(m.to));
      EXPECT_EQ(by_rule, by_search);
      EXPECT_EQ(moves->outcome.outcome, tame->outcome);
      if (tame->outcome == Outcome::kP) {
        EXPECT_TRUE(moves->moves.empty());
      }
    }
  }
  EXPECT_GT(decided, 150);
  EXPECT_GT(declined, 20);
}

TEST(TameSum, DeclinesAWildComponentAndSaysWhy) {
  Budget budget;
  EXPECT_FALSE(tame_sum_outcome(parse_sum("kayles:5 + *1"), budget).has_value());
  const auto r = tame_sum_outcome(parse_sum("*1 + *1 + *1"), budget);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->outcome, Outcome::kP);
  EXPECT_NE(r->reason.find("nim-sum is 1"), std::string::npos) << r->reason;
  const auto d = tame_sum_outcome(parse_sum("dawsons-kayles:4 + dawsons-kayles:6"), budget);
  ASSERT_TRUE(d.has_value());  // 2^20 + 3^31: nim-sum 1, some genus a^{a,a⊕2}: N
  EXPECT_EQ(d->outcome, Outcome::kN);
}

}  // namespace
}  // namespace grundy
