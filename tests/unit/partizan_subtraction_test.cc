// Partizan subtraction games sub{L|R} (src/grundy/rulesets/partizan_subtraction.cc; the test
// reaches it through the app layer, so it lives here): each heap's canonical form against the form
// built from its options in the partizan grammar ({G(n − l), … | G(n − r), …}, canonical forms of
// smaller heaps found the same way: the ruleset is never asked), outcomes against a plain win/lose
// recursion, and the impartial case L = R against sub{L}.
#include <gtest/gtest.h>

#include <map>

#include "app/commands.h"
#include "app/partizan.h"
#include "tests/unit/ruleset_cases.h"
#include "tests/unit/test_context.h"

GRUNDY_RULESET_CASES(.family = "partizan-sub",
                     .prints = {{"sub{3,1|2,3}:10", "sub{1,3|2,3}:10"},
                                {"sub{1|}:4,2", "sub{1|}:4,2"},
                                {"sub{ 2 | 1 }:0", "sub{2|1}:0"}},
                     .refusals = {{"sub{0|1}:3", 5}, {"sub{1|x}:3", 7}, {"sub{1|2|3}:3", 8}},
                     .positions = {"sub{1,3|2,3}:9", "sub{1|2}:7", "sub{2|1,2}:6,3"})

namespace grundy {
namespace {

struct Game {
  std::vector<std::uint64_t> left, right;
};

void check(const Game& g, const std::string& name, std::uint64_t top) {
  SCOPED_TRACE(name);
  testing::TestShared shared;
  Budget budget;
  const app::Context c = shared.context(budget);
  std::vector<std::string> form;              // canonical form of heap n, from the grammar alone
  std::vector<bool> left_first, right_first;  // who wins moving first, by plain recursion
  for (std::uint64_t n = 0; n <= top; ++n) {
    std::string spelled = "{";
    bool lw = false, rw = false;
    for (std::size_t i = 0; i < g.left.size(); ++i) {
      if (g.left[i] > n) continue;
      spelled += (spelled.size() > 1 ? ",(" : "(") + form[n - g.left[i]] + ")";
      lw |= !right_first[n - g.left[i]];
    }
    spelled += "|";
    const std::size_t bar = spelled.size();
    for (std::size_t i = 0; i < g.right.size(); ++i) {
      if (g.right[i] > n) continue;
      spelled += (spelled.size() > bar ? ",(" : "(") + form[n - g.right[i]] + ")";
      rw |= !left_first[n - g.right[i]];
    }
    spelled += "}";
    form.push_back(app::canonical(spelled, c).canonical);
    left_first.push_back(lw);
    right_first.push_back(rw);
    const std::string term = name + ":" + std::to_string(n);
    EXPECT_EQ(app::canonical(term, c).canonical, form.back()) << term;
    const char* want = lw ? (rw ? "N" : "L") : (rw ? "R" : "P");
    EXPECT_EQ(to_string(app::outcome(term, false, c).outcome), want) << term;
  }
}

TEST(PartizanSubtraction, CanonicalFormsAndOutcomesFromTheRules) {
  check({{1, 3}, {2, 3}}, "sub{1,3|2,3}", 24);
  check({{1}, {2}}, "sub{1|2}", 24);
  check({{2}, {1, 2}}, "sub{2|1,2}", 20);
  check({{1, 4}, {}}, "sub{1,4|}", 12);
}

TEST(PartizanSubtraction, EqualSetsAreTheImpartialGame) {
  testing::TestShared shared;
  Budget budget;
  const app::Context c = shared.context(budget);
  for (std::uint64_t n = 0; n <= 30; ++n) {
    EXPECT_EQ(app::value("sub{1,3,4|1,3,4}:" + std::to_string(n), c).value,
              app::value("sub{1,3,4}:" + std::to_string(n), c).value);
  }
}

}  // namespace
}  // namespace grundy
