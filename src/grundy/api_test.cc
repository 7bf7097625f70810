// The public calls (grundy/api.h) against a second route each: the nim-sum by hand, the
// canonical form's outcome, the sequence against the ruleset's own recursion, the period
// against the values it claims to predict.
#include "grundy/api.h"

#include <gtest/gtest.h>

#include <string>  // std::to_string

namespace grundy {
namespace {

TEST(Api, GrundyValueIsTheNimSum) {
  Budget budget;
  EXPECT_EQ(grundy_value("nim:3,4,5", budget), 3u ^ 4u ^ 5u);
  EXPECT_EQ(grundy_value("nim:3 + nim:3", budget), 0u);
  // Kayles: 0 1 2 3 1 4 3 2 (Winning Ways, ch. 4).
  EXPECT_EQ(grundy_value("kayles:5", budget), 4u);
  EXPECT_EQ(grundy_value("kayles:5 + nim:4", budget), 0u);
}

TEST(Api, PartizanSumsHaveNoGrundyValue) {
  Budget budget;
  try {
    grundy_value("clobber:xo", budget);
    ADD_FAILURE() << "a partizan sum had a Grundy value";
  } catch (const Error& e) {
    // The impartial reader refuses it where it stands, and says what to ask instead.
    EXPECT_EQ(e.kind(), ErrorKind::kParse) << e.what();
    EXPECT_EQ(e.column(), 1u);
    EXPECT_NE(std::string(e.what()).find("no Grundy value"), std::string::npos) << e.what();
  }
}

TEST(Api, CanonicalFormsPrintAsCgsuitePrintsThem) {
  Budget budget;
  EXPECT_EQ(canonical_form("{1|*}", budget), "{1|*}");
  EXPECT_EQ(canonical_form("nim:3", budget), "*3");
  EXPECT_EQ(canonical_form("{0|0} + {0|0}", budget), "0");
  EXPECT_EQ(canonical_form("clobber:xo", budget), "*");
}

TEST(Api, OutcomeAgreesWithTheCanonicalForm) {
  Budget budget;
  for (const char* e : {"{1|*}", "*", "0", "1", "-1", "{0|-1}", "clobber:xo|ox", "nim:1,2,3"}) {
    const std::string form = canonical_form(e, budget);
    const Outcome searched = outcome(e, budget);
    const Outcome of_form = outcome(form, budget);
    EXPECT_EQ(searched, of_form) << e << " = " << form;
  }
  EXPECT_EQ(outcome("nim:1,2,3", budget), Outcome::kP);
  EXPECT_EQ(outcome("1", budget), Outcome::kL);
  // Misère Nim: with a heap of two or more, the nim-sum decides; with all heaps of one, parity.
  EXPECT_EQ(outcome("nim:1,1", budget, Convention::kMisere), Outcome::kN);
  EXPECT_EQ(outcome("nim:1", budget, Convention::kMisere), Outcome::kP);
  EXPECT_EQ(outcome("nim:2,2", budget, Convention::kMisere), Outcome::kP);
  // Partizan misère play: the player who cannot move wins. In 1 = {0|} Right cannot move, so
  // he wins moving first; Left moving first moves to 0, where Right cannot move and wins: R.
  // {1|*}: Right moves to *, Left must move to 0 and Right, unable to move, wins; Left moving
  // first moves to 1, Right has no move and wins: R. 0: the player to move cannot and wins.
  EXPECT_EQ(outcome("1", budget, Convention::kMisere), Outcome::kR);
  EXPECT_EQ(outcome("{1|*}", budget, Convention::kMisere), Outcome::kR);
  EXPECT_EQ(outcome("0", budget, Convention::kMisere), Outcome::kN);
  // Domineering 2×2: whoever moves first leaves the other without a move, who then wins: P.
  EXPECT_EQ(outcome("domineering:..|..", budget, Convention::kMisere), Outcome::kP);
}

TEST(Api, SequenceAgreesWithTheRulesetRecursion) {
  Budget budget;
  const auto g = grundy_sequence("0.07", 60, budget);
  ASSERT_EQ(g.size(), 61u);
  for (std::uint64_t n = 0; n <= 60; n += 7) {
    EXPECT_EQ(g[n], grundy_value("0.07:" + std::to_string(n), budget)) << n;
  }
}

TEST(Api, ProvedPeriodPredictsTheValues) {
  Budget budget;
  // Dawson's Kayles (0.07): period 34 (Guy and Smith 1956).
  const auto p = proved_period("0.07", 1000, budget);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->period, 34u);
  EXPECT_TRUE(p->proved);
  EXPECT_FALSE(p->theorem.empty());
  const auto g = grundy_sequence("0.07", p->preperiod + 3 * p->period, budget);
  for (std::uint64_t n = p->preperiod; n + p->period < g.size(); ++n) {
    EXPECT_EQ(g[n + p->period], g[n]) << n;
  }
  // A heap game that is not one: a usage error.
  EXPECT_THROW(proved_period("clobber", 10, budget), Error);
}

TEST(Api, BadInputNamesTheColumn) {
  Budget budget;
  try {
    grundy_value("nim:3 + + nim:4", budget);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_GT(e.column(), 0u);
  }
}

TEST(Api, OverBudgetIsABudgetError) {
  Budget budget;
  budget.set_node_limit(100);
  try {
    canonical_form("clobber:xoxoxo|oxoxox|xoxoxo", budget);
    ADD_FAILURE() << "searched past 100 nodes";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
  }
}

}  // namespace
}  // namespace grundy
