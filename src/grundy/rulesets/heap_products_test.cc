// Products of heap games (heap_products.cc): CGSuite's printed tables (GameHeapTest.scala:
// Motley.AcrosticProduct(Ruler), Winning Ways' "Strip and Streak", and
// Turnips.DirectProduct(Grunt)), the generic solver over options() against a plain memoised mex
// recursion written here from the factors' option lists, and the Tartan theorem (the direct
// product's value is the nim-product of the factors' values) against that plain recursion.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <set>

#include "grundy/core/error.h"
#include "grundy/core/nim.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy {
namespace {

// The heaps of each option of a heap of n of r.
std::vector<std::vector<std::uint64_t>> heap_options(const Ruleset& r, std::uint64_t n) {
  Budget budget;
  std::vector<std::vector<std::uint64_t>> out;
  if (n == 0) return out;
  for (const Parts& p : r.options({n, 0}, budget)) {
    std::vector<std::uint64_t> heaps;
    for (const Component& c : p) heaps.push_back(c.a);
    out.push_back(heaps);
  }
  return out;
}

// The value of (m, n) by the mex rule over the product's moves, written from the definitions.
class PlainProduct {
 public:
  PlainProduct(bool acrostic, RulesetPtr r, RulesetPtr s)
      : acrostic_(acrostic), r_(std::move(r)), s_(std::move(s)) {}

  std::uint64_t value(std::uint64_t m, std::uint64_t n) {
    if (auto it = memo_.find({m, n}); it != memo_.end()) return it->second;
    std::set<std::uint64_t> seen;
    const auto ro = heap_options(*r_, m), so = heap_options(*s_, n);
    if (acrostic_) {
      for (const auto& a : ro) {
        std::uint64_t v = 0;
        for (std::uint64_t x : a) v ^= value(x, n);
        seen.insert(v);
      }
      for (const auto& b : so) {
        std::uint64_t v = 0;
        for (std::uint64_t y : b) v ^= value(m, y);
        seen.insert(v);
      }
    } else {
      for (const auto& a : ro) {
        for (const auto& b : so) {
          std::uint64_t v = 0;
          for (std::uint64_t x : a) v ^= value(x, n);
          for (std::uint64_t y : b) v ^= value(m, y);
          for (std::uint64_t x : a) {
            for (std::uint64_t y : b) v ^= value(x, y);
          }
          seen.insert(v);
        }
      }
    }
    std::uint64_t mex = 0;
    while (seen.contains(mex)) ++mex;
    return memo_[{m, n}] = mex;
  }

 private:
  bool acrostic_;
  RulesetPtr r_, s_;
  std::map<std::pair<std::uint64_t, std::uint64_t>, std::uint64_t> memo_;
};

// The value by the generic solver from options() alone (no fast route).
std::uint64_t solved(const Ruleset& product, std::uint64_t m, std::uint64_t n) {
  Budget budget;
  GrundySolver solver(budget, /*use_fast_routes=*/false);
  return solver.grundy_value(product, Component{m, n});
}

TEST(HeapProducts, CgsuiteStripAndStreak) {
  // Motley.AcrosticProduct(Ruler).NimValueTable(5, 20): rows m = 0 … 5, columns n = 0 … 20.
  const std::vector<std::vector<std::uint64_t>> table{
      {0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4},
      {1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4},
      {2, 2, 1, 2, 5, 2, 1, 2, 9, 2, 1, 2, 5, 2, 1, 2, 17, 2, 1, 2, 5},
      {4, 4, 5, 4, 2, 4, 5, 4, 10, 4, 5, 4, 2, 4, 5, 4, 18, 4, 5, 4, 2},
      {8, 8, 9, 8, 10, 8, 9, 8, 4, 8, 9, 8, 10, 8, 9, 8, 20, 8, 9, 8, 10},
      {16, 16, 17, 16, 18, 16, 17, 16, 20, 16, 17, 16, 18, 16, 17, 16, 8, 16, 17, 16, 18},
  };
  const RulesetPtr product = make_ruleset("acrostic(spawning{1+},spawning{1+C})");
  PlainProduct plain(true, make_ruleset("spawning{1+}"), make_ruleset("spawning{1+C}"));
  for (std::uint64_t m = 0; m < table.size(); ++m) {
    for (std::uint64_t n = 0; n < table[m].size(); ++n) {
      EXPECT_EQ(plain.value(m, n), table[m][n]) << m << "," << n;
      if (n <= 12) {
        EXPECT_EQ(solved(*product, m, n), table[m][n]) << m << "," << n;
      }
    }
  }
}

TEST(HeapProducts, CgsuiteTurnipsTimesGrunt) {
  // Turnips.DirectProduct(Grunt).NimValueTable(8, 20), rows 3, 6, 7 (rows 0-2, 4, 5 are 0, and
  // row 8 is row 7, as Turnips(8) = Turnips(7) = 2).
  const std::vector<std::uint64_t> grunt{0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1,
                                         0, 2, 1, 3, 2, 1, 3, 2, 4, 3};
  const std::vector<std::uint64_t> row7{0, 0, 0, 0, 2, 0, 3, 2, 0, 3, 2,
                                        0, 3, 2, 1, 3, 2, 1, 3, 8, 1};
  const RulesetPtr product = make_ruleset("direct(spawning{3E},spawning{4FS})");
  PlainProduct plain(false, make_ruleset("spawning{3E}"), make_ruleset("spawning{4FS}"));
  Budget budget;
  for (std::uint64_t m = 0; m <= 8; ++m) {
    for (std::uint64_t n = 0; n <= 20; ++n) {
      const std::uint64_t want = (m == 3 || m == 6) ? grunt[n] : (m >= 7 ? row7[n] : 0);
      EXPECT_EQ(plain.value(m, n), want) << m << "," << n;
      EXPECT_EQ(product->fast_value({m, n}, budget), want) << m << "," << n;
      if (n <= 12 && m <= 7) {
        EXPECT_EQ(solved(*product, m, n), want) << m << "," << n;
      }
    }
  }
}

TEST(HeapProducts, AgreeWithPlainRecursionAndTartanTheorem) {
  const std::vector<std::pair<std::string, std::string>> factors{
      {"kayles", "nim"},         {"0.07", "sub{1,3}"},
      {"4!.0", "spawning{1-3}"}, {"spawning{2}", "spawning{2}"},
      {"80.0", "0.6"},           {"allbut{2}", "spawning{1+C}"},
      {"spawning{3E}", "0.137"}};
  for (const auto& [r, s] : factors) {
    for (const bool acrostic : {true, false}) {
      const std::string spelling = (acrostic ? "acrostic(" : "direct(") + r + "," + s + ")";
      const RulesetPtr product = make_ruleset(spelling);
      const RulesetPtr rr = make_ruleset(r), ss = make_ruleset(s);
      PlainProduct plain(acrostic, rr, ss);
      PlainProduct heaps(true, rr, ss);  // (m, 0) and (0, n) are R(m) and S(n)
      Budget budget;
      for (std::uint64_t m = 0; m <= 7; ++m) {
        for (std::uint64_t n = 0; n <= 7; ++n) {
          const std::uint64_t p = plain.value(m, n);
          EXPECT_EQ(solved(*product, m, n), p) << spelling << " (" << m << "," << n << ")";
          if (acrostic) continue;
          // The Tartan theorem, the factors' values from the plain recursion too.
          EXPECT_EQ(p, nim_product(heaps.value(m, 0), heaps.value(0, n)))
              << spelling << " (" << m << "," << n << ")";
          EXPECT_EQ(product->fast_value({m, n}, budget), p) << spelling;
        }
      }
    }
  }
}

TEST(HeapProducts, SpellingAndErrors) {
  EXPECT_EQ(make_ruleset("acrostic( 0.77 ,sub{3,1})")->spelling(), "acrostic(0.77,sub{1,3})");
  EXPECT_EQ(make_ruleset("direct(spawning{3e},kayles)")->spelling(), "direct(spawning{3E},kayles)");
  const RulesetPtr r = make_ruleset("acrostic(nim,nim)");
  EXPECT_EQ(r->format_position(r->parse_position("(3,4), (0,2)", 1)), "(3,4),(0,2)");
  const std::vector<std::pair<std::string, std::size_t>> bad{
      {"acrostic(nim)", 10}, {"acrostic(nim,clobber)", 14}, {"direct(nim,nim,nim)", 8},
      {"direct(nim,)", 12},  {"direct(nim,nim", 15},
  };
  for (const auto& [spelling, column] : bad) {
    try {
      make_ruleset(spelling);
      ADD_FAILURE() << spelling << " was accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.column(), column) << spelling << ": " << e.what();
    }
  }
  for (const std::string pos : {"3,4", "(3)", "(3,4,5)", "(a,1)"}) {
    EXPECT_THROW(r->parse_position(pos, 1), Error) << pos;
  }
}

GRUNDY_RULESET_CASES(.family = "acrostic",
                     .prints = {{"acrostic( 0.77 ,sub{3,1}):(2,3)",
                                 "acrostic(0.77,sub{1,3}):(2,3)"}},
                     .refusals = {{"acrostic(nim):(1,1)", 10}, {"acrostic(nim,nim):3,4", 19}})
GRUNDY_RULESET_CASES(.family = "direct",
                     .prints = {{"direct(spawning{3e},kayles):(3,4), (0,2)",
                                 "direct(spawning{3E},kayles):(3,4),(0,2)"}},
                     .refusals = {{"direct(nim,nim,nim):(1,1)", 8}, {"direct(nim,nim):3,4", 17}})

}  // namespace
}  // namespace grundy
