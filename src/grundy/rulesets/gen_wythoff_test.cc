// r-Wythoff (gen_wythoff.cc): values against a plain recursion over every (x', y') below (x, y)
// kept by the rule in words, and wythoff{1} against Wythoff's game.
#include <gtest/gtest.h>

#include <set>

#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "gen-wythoff",
                     .prints = {{"wythoff{2}:(3,5)", "wythoff{2}:(3,5)"},
                                {"wythoff{3}:(4, 1),(0,0)", "wythoff{3}:(4,1),(0,0)"}},
                     .refusals = {{"wythoff{0}:(1,1)", 9},
                                  {"wythoff{x}:(1,1)", 9},
                                  {"wythoff{2}:(1)", 12}},
                     .positions = {"wythoff{2}:(6,9)", "wythoff{3}:(5,5)"})

namespace grundy {
namespace {

TEST(GenWythoff, AgreesWithPlainRecursion) {
  constexpr std::uint64_t kN = 24;
  for (std::uint64_t r : {1, 2, 3, 5}) {
    SCOPED_TRACE(r);
    std::vector<std::vector<std::uint64_t>> g(kN + 1, std::vector<std::uint64_t>(kN + 1));
    for (std::uint64_t x = 0; x <= kN; ++x) {
      for (std::uint64_t y = 0; y <= kN; ++y) {
        std::set<std::uint64_t> seen;
        for (std::uint64_t a = 0; a <= x; ++a) {
          for (std::uint64_t b = 0; b <= y; ++b) {
            const std::uint64_t k = x - a, l = y - b;  // taken from each pile
            if (k + l == 0) continue;
            const bool one_pile = k == 0 || l == 0;
            const bool both = k > 0 && l > 0 && (k > l ? k - l : l - k) < r;
            if (one_pile || both) seen.insert(g[a][b]);
          }
        }
        std::uint64_t mex = 0;
        while (seen.contains(mex)) ++mex;
        g[x][y] = mex;
      }
    }
    const RulesetPtr ruleset = make_ruleset("wythoff{" + std::to_string(r) + "}");
    const RulesetPtr wythoff = make_ruleset("wythoff");
    Budget budget;
    GrundySolver solver(budget);
    for (std::uint64_t x = 0; x <= kN; ++x) {
      for (std::uint64_t y = 0; y <= kN; ++y) {
        ASSERT_EQ(solver.grundy_value(*ruleset, Component{x, y}), g[x][y]) << x << "," << y;
        if (r == 1) {
          ASSERT_EQ(solver.grundy_value(*wythoff, Component{x, y}), g[x][y]);
        }
      }
    }
  }
}

}  // namespace
}  // namespace grundy
