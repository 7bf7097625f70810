// Spawning codes (spawning_code.h): CGSuite's own printed answers (GameHeapTest.scala: ten named
// codes' values for heaps 1 … 20 and their option counts at 20), the option lists against a rule
// written out over every set of coins, the values against a plain mex recursion over those sets,
// and Winning Ways' coin-turning games already in grundy (mock-turtles, ruler, turn{<=k}).
#include "grundy/rulesets/spawning.h"

#include <gtest/gtest.h>

#include <set>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy {
namespace {

std::vector<std::uint64_t> values(const std::string& code, std::uint64_t top) {
  SpawningRuleset r(parse_spawning_code(code, 1));
  Budget budget;
  return r.values_up_to(top, budget);
}

std::uint64_t option_count(const std::string& code, std::uint64_t n) {
  std::uint64_t count = 0;
  parse_spawning_code(code, 1).for_each_option(n, [&](std::span<const std::uint64_t>) {
    ++count;
    return true;
  });
  return count;
}

// CGSuite's GameHeapTest "define other heap games properly": [Spawning(code)(n).NimValue for n
// from 1 to 20] and Spawning(code)(20).Options.Size.
TEST(Spawning, CgsuiteValuesAndOptionCounts) {
  struct Case {
    std::string code;
    std::uint64_t options_at_20;
    std::vector<std::uint64_t> values;  // heaps 1 … 20
  };
  const std::vector<Case> cases{
      {"1-3", 191, {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},
      {"1-9", 169766, {1,   2,    4,    8,    16,   32,   64,    128,   256,   511,
                       512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},
      {"3", 171, {0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}},
      {"1+C", 20, {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},
      {"1-3C(5)", 11, {1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}},
      {"3C(5)", 6, {0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}},
      {"1-5C", 5, {1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}},
      {"3E", 9, {0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},
      {"4FS", 9, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},
      {"1+S", 2046, {1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(option_count(c.code, 20), c.options_at_20) << c.code;
    auto v = values(c.code, 20);
    v.erase(v.begin());  // heap 0
    EXPECT_EQ(v, c.values) << c.code;
  }
}

// The rule in words: the coins turned are the heaps left and n itself.
bool allowed(const SpawningElement& e, const std::vector<std::uint64_t>& turned) {
  const std::uint64_t count = turned.size(), first = turned.front(), last = turned.back();
  if (count < e.min_coins || (e.max_coins && count > *e.max_coins)) return false;
  if (e.span && last - first + 1 > *e.span) return false;
  if (e.first && first != 1) return false;
  switch (e.spacing) {
    case CoinSpacing::kConsecutive:
      return last - first + 1 == count;
    case CoinSpacing::kEqual:
      for (std::size_t i = 2; i < count; ++i) {
        if (turned[i] - turned[i - 1] != turned[1] - turned[0]) return false;
      }
      return true;
    case CoinSpacing::kSymmetric: {
      const std::set<std::uint64_t> set(turned.begin(), turned.end());
      for (std::uint64_t p : turned) {
        if (!set.contains(first + last - p)) return false;
      }
      return true;
    }
    case CoinSpacing::kAny:
      return true;
  }
  return false;
}

// Every set of heaps below n (a bitmask over 1 … n−1) that some element allows.
std::set<std::vector<std::uint64_t>> plain_options(const SpawningCode& code, std::uint64_t n) {
  std::set<std::vector<std::uint64_t>> out;
  for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (n - 1)); ++mask) {
    std::vector<std::uint64_t> turned;
    for (std::uint64_t p = 1; p < n; ++p) {
      if (mask >> (p - 1) & 1) turned.push_back(p);
    }
    turned.push_back(n);
    for (const SpawningElement& e : code.elements) {
      if (allowed(e, turned)) {
        out.insert(std::vector<std::uint64_t>(turned.begin(), turned.end() - 1));
        break;
      }
    }
  }
  return out;
}

TEST(Spawning, OptionsAndValuesAgreeWithPlainRecursion) {
  const std::vector<std::string> codes{
      "1-3",   "2",      "1+",     "1+C",  "2-4C", "3E",     "1-4e",   "2+E",     "4FS",
      "1+S",   "1+FS",   "3S",     "2-5s", "1+F",  "2F",     "3FE",    "2+FC",    "1-3C(5)",
      "3C(5)", "2+C(4)", "2EC(6)", "1,4E", "2,3S", "1-2,5C", "3SC(7)", "1+FC(3)", "2-3,6C"};
  constexpr std::uint64_t kTop = 14;
  for (const std::string& text : codes) {
    const SpawningCode code = parse_spawning_code(text, 1);
    std::vector<std::uint64_t> g{0};
    for (std::uint64_t n = 1; n <= kTop; ++n) {
      const auto plain = plain_options(code, n);
      std::set<std::vector<std::uint64_t>> listed;
      code.for_each_option(n, [&](std::span<const std::uint64_t> heaps) {
        EXPECT_TRUE(std::is_sorted(heaps.begin(), heaps.end())) << text;
        listed.insert(std::vector<std::uint64_t>(heaps.begin(), heaps.end()));
        return true;
      });
      ASSERT_EQ(listed, plain) << text << " at " << n;
      std::set<std::uint64_t> seen;
      for (const auto& heaps : plain) {
        std::uint64_t v = 0;
        for (std::uint64_t h : heaps) v ^= g[h];
        seen.insert(v);
      }
      std::uint64_t mex = 0;
      while (seen.contains(mex)) ++mex;
      g.push_back(mex);
    }
    EXPECT_EQ(values(text, kTop), g) << text;
  }
}

// Winning Ways ch. 14 through grundy's coin rulesets: the heap of n is the coin n − 1 there
// (coins are numbered from 0), a head alone in a row of n coins.
TEST(Spawning, AgreesWithCoinTurningRulesets) {
  const std::vector<std::pair<std::string, std::string>> pairs{
      {"1-2", "turning-turtles"}, {"1-3", "mock-turtles"}, {"1-5", "moebius"},   {"2", "twins"},
      {"3", "triplets"},          {"1+C", "ruler"},        {"1-4", "turn{<=4}"}, {"4", "turn{=4}"}};
  for (const auto& [code, coins] : pairs) {
    const RulesetPtr heap = make_ruleset("spawning{" + code + "}");
    const RulesetPtr row = make_ruleset(coins);
    Budget budget;
    for (std::uint64_t n = 1; n <= 16; ++n) {
      const std::string cells = std::string(n - 1, 'T') + "H";
      const auto parts = row->parse_position(cells, 1);
      ASSERT_EQ(parts.size(), 1u);
      GrundySolver solver(budget);
      EXPECT_EQ(heap->fast_value({n, 0}, budget), solver.grundy_value(*row, parts[0]))
          << code << " heap " << n;
    }
  }
}

TEST(Spawning, SpellingAndErrors) {
  EXPECT_EQ(make_ruleset("spawning{1-3c(5)}")->spelling(), "spawning{1-3C(5)}");
  EXPECT_EQ(make_ruleset("spawning{4sf}")->spelling(), "spawning{4FS}");
  EXPECT_EQ(make_ruleset("spawning{3-3,1+sf}")->spelling(), "spawning{3,1+FS}");
  const std::vector<std::pair<std::string, std::size_t>> bad{
      {"spawning{}", 10},     {"spawning{0}", 10},   {"spawning{3-1}", 12},
      {"spawning{3X}", 11},   {"spawning{3CE}", 12}, {"spawning{3C(}", 13},
      {"spawning{3C(4}", 14}, {"spawning{1,}", 12},  {"spawning{1-3", 13}};
  for (const auto& [spelling, column] : bad) {
    try {
      make_ruleset(spelling);
      ADD_FAILURE() << spelling << " was accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.column(), column) << spelling << ": " << e.what();
    }
  }
}

GRUNDY_RULESET_CASES(.family = "spawning",
                     .prints = {{"spawning{1-3c(5)}:4", "spawning{1-3C(5)}:4"},
                                {"spawning{4sf}:3,2", "spawning{4FS}:3,2"}},
                     .refusals = {{"spawning{1-3}:x", 15}, {"spawning{3-1}:2", 12}})

}  // namespace
}  // namespace grundy
