#include "grundy/impartial/genus_solver.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "grundy/core/mex.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

std::string genus_of(const std::string& expr) {
  Budget budget;
  GenusSolver solver(budget);
  return format_genus(solver.genus(parse_sum(expr)));
}

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : s) {
    if (ch == ',' || ch == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// Winning Ways ch. 13 / CGSuite's GameHeapTest, as collected in the shared notes (§4.2).
void expect_heaps(const std::string& ruleset, const std::string& genera) {
  const std::vector<std::string> expected = split(genera);
  Budget budget;
  GenusSolver solver(budget);  // one solver: heaps share their followers
  for (std::size_t n = 0; n < expected.size(); ++n) {
    const std::string expr = ruleset + ":" + std::to_string(n);
    EXPECT_EQ(format_genus(solver.genus(parse_sum(expr))), expected[n]) << expr;
  }
}

TEST(GenusSolver, KaylesHeapsMatchTheLiterature) {
  expect_heaps("kayles",
               "0^120, 1^031, 2^20, 3^31, 1^031, 4^146, 3^31, 2^20, 1^13, 4^046, 2^20, 6^46, "
               "4^046, 1^13, 2^20, 7^57, 1^13, 4^64, 3^31, 2^20, 1^031");
}

TEST(GenusSolver, DawsonsKaylesHeapsMatchTheLiterature) {
  expect_heaps("dawsons-kayles",
               "0^120, 0^120, 1^031, 1^031, 2^20, 0^120, 3^31, 1^031, 1^031, 0^120, 3^1431, "
               "3^31, 2^0520, 2^20, 4^146, 0^120, 5^057, 2^0520, 2^20, 3^1431, 3^31");
  expect_heaps("0.07",
               "0^120, 0^120, 1^031, 1^031, 2^20, 0^120, 3^31, 1^031, 1^031, 0^120, 3^1431");
}

TEST(GenusSolver, ZeroSevenFiveHeapsMatchTheLiterature) {
  // n = 9 is 1^13 per the notes; 5 is the first wild heap.
  expect_heaps("0.75", "0^120, 1^031, 2^20, 1^031, 2^20, 1^431, 2^20, 1^431, 2^20, 1^13");
}

TEST(GenusSolver, GrundysGameMatchesTheLiterature) {
  Budget budget;
  GenusSolver solver(budget);
  const std::vector<std::uint32_t> misere{1, 1, 1, 0, 1, 2, 0, 1, 2, 0, 1,
                                          2, 0, 1, 2, 0, 1, 2, 0, 1, 2};
  const std::vector<std::uint32_t> normal{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0,
                                          2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
  for (std::size_t n = 0; n <= 20; ++n) {
    const Genus g = solver.genus(parse_sum("grundys-game:" + std::to_string(n)));
    EXPECT_EQ(g.misere(), misere[n]) << n;
    EXPECT_EQ(g.normal, normal[n]) << n;
  }
  const std::pair<int, const char*> known[] = {
      {13, "3^1431"}, {16, "3^1431"}, {18, "4^0564"}, {19, "3^1431"}, {20, "0^20"}};
  for (const auto& [n, text] : known) {
    EXPECT_EQ(format_genus(solver.genus(parse_sum("grundys-game:" + std::to_string(n)))), text)
        << n;
  }
}

TEST(GenusSolver, NimPositionsAreTameWithTheirKnownGenera) {
  EXPECT_EQ(genus_of("0"), "0^120");
  EXPECT_EQ(genus_of("*1"), "1^031");
  EXPECT_EQ(genus_of("*2"), "2^20");
  EXPECT_EQ(genus_of("*3"), "3^31");
  EXPECT_EQ(genus_of("*1 + *1"), "0^120");
  EXPECT_EQ(genus_of("*2 + *2"), "0^02");
  EXPECT_EQ(genus_of("*2 + *3"), "1^13");
  EXPECT_EQ(genus_of("nim:12"), "12^[12,14]");
  Budget budget;
  GenusSolver solver(budget);
  for (const char* e : {"nim:3,5,6", "*7 + *2 + *1", "nim:1,1,1", "nim:4,4"}) {
    EXPECT_TRUE(solver.genus(parse_sum(e)).tame) << e;
  }
  EXPECT_FALSE(solver.genus(parse_sum("kayles:5")).tame);  // 4^146
  EXPECT_FALSE(solver.genus(parse_sum("0.75:5")).tame);    // 1^431
  EXPECT_TRUE(solver.genus(parse_sum("0.75:4")).tame);
  EXPECT_FALSE(solver.genus(parse_sum("0.75:6")).tame);  // 2^20 but a follower is 1^431
}

TEST(GenusSolver, TameGenusDefinition) {
  EXPECT_TRUE(is_tame_genus(0, {1, 2, 0}));
  EXPECT_TRUE(is_tame_genus(1, {0, 3, 1}));
  EXPECT_TRUE(is_tame_genus(0, {0, 2}));
  EXPECT_TRUE(is_tame_genus(5, {5, 7}));
  EXPECT_FALSE(is_tame_genus(4, {1, 4, 6}));
  EXPECT_FALSE(is_tame_genus(1, {4, 3, 1}));
  EXPECT_FALSE(is_tame_genus(3, {5, 7}));  // base and exponent disagree
  EXPECT_FALSE(is_tame_genus(0, {1, 2}));
}

// A random small sum of heaps of several rulesets (and nimbers).
std::string random_sum(std::mt19937_64& rng) {
  static const char* const kRulesets[] = {
      "kayles", "dawsons-kayles", "0.75", "grundys-game", "sub{1,3,4}", "nim", "0.137", "4.07"};
  const int terms = 1 + static_cast<int>(rng() % 3);
  std::string out;
  for (int t = 0; t < terms; ++t) {
    if (!out.empty()) out += " + ";
    if (rng() % 6 == 0) {
      out += "*" + std::to_string(rng() % 4);
      continue;
    }
    out += kRulesets[rng() % std::size(kRulesets)];
    out += ":";
    const int heaps = 1 + static_cast<int>(rng() % 2);
    for (int h = 0; h < heaps; ++h) out += (h ? "," : "") + std::to_string(rng() % 8);
  }
  return out;
}

// γ0 = 0 exactly when the position is a misère P-position, by the independent win/lose
// search; g is the Grundy solver's value.
TEST(GenusSolver, MisereValueAgreesWithTheWinLossSearch) {
  std::mt19937_64 rng(20261201);
  Budget budget;
  GenusSolver solver(budget);
  GrundySolver grundy(budget);
  for (int trial = 0; trial < 400; ++trial) {
    const std::string expr = random_sum(rng);
    SCOPED_TRACE(expr);
    const Sum sum = parse_sum(expr);
    const Genus g = solver.genus(sum);
    WinLossSolver misere(budget, Convention::kMisere);
    EXPECT_EQ(g.misere() == 0, misere.outcome(sum) == Outcome::kP);
    EXPECT_EQ(g.normal, grundy.grundy_value(sum));
    ASSERT_GE(g.exponent.size(), 2u);
    const std::size_t n = g.exponent.size();  // shortest: the alternation starts no earlier
    if (n >= 3) {
      EXPECT_NE(g.exponent[n - 3], g.exponent[n - 1]);
    }
  }
}

// The misère Grundy value by the definition alone (no sorting of components, no *1 identity),
// memoised by the printed position.
std::uint32_t direct_misere_value(const Sum& sum, std::map<std::string, std::uint32_t>& memo) {
  const std::string key = format_sum(sum);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<std::uint32_t> seen;
  Budget no_limit;  // a test of the rules, with no limit
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    for (std::size_t i = 0; i < sum.terms[t].components.size(); ++i) {
      for (const Parts& parts :
           sum.terms[t].ruleset->options(sum.terms[t].components[i], no_limit)) {
        Sum next = sum;
        auto& cs = next.terms[t].components;
        cs.erase(cs.begin() + static_cast<std::ptrdiff_t>(i));
        cs.insert(cs.end(), parts.begin(), parts.end());
        seen.push_back(direct_misere_value(next, memo));
      }
    }
  }
  return memo[key] = seen.empty() ? 1 : static_cast<std::uint32_t>(mex(seen));
}

// γi is G⁻ of the explicit sum G + i·*2, built with the nimber ruleset.
TEST(GenusSolver, GammaAgreesWithExplicitSumsWithStarTwo) {
  std::mt19937_64 rng(7);
  Budget budget;
  GenusSolver solver(budget);
  int checked = 0;
  std::map<std::string, std::uint32_t> memo;
  for (int trial = 0; trial < 300; ++trial) {
    std::string expr = random_sum(rng);
    const Sum base = parse_sum(expr);
    if (base.component_count() > 3) continue;
    const Genus g = solver.genus(base);
    std::string with = expr;
    for (int i = 0; i <= 3; ++i) {
      SCOPED_TRACE(with);
      const Sum sum = parse_sum(with);
      EXPECT_EQ(solver.genus(sum).misere(), g.gamma(i));
      if (trial % 10 == 0 && i <= 2) {
        EXPECT_EQ(direct_misere_value(sum, memo), g.gamma(i));
        ++checked;
      }
      with += " + *2";
    }
  }
  EXPECT_GT(checked, 50);
}

TEST(GenusSolver, OverBudgetIsABudgetError) {
  Budget budget;
  budget.set_node_limit(1000);
  GenusSolver solver(budget);
  try {
    solver.genus(parse_sum("kayles:60"));
    FAIL() << "expected a budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

}  // namespace
}  // namespace grundy
