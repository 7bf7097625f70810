// Ruleset::options under the caller's budget (issue 14): the rulesets whose option lists can be
// large charge each option's bytes and the work of finding it as they list, so a tiny budget
// refuses part way (memory: a memory error; time: a budget error, not a memory one) and gives
// every byte back; a normal budget lists the same options as a listing with no limit, and as an
// independent enumeration written here from the rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <set>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"

namespace grundy {
namespace {

struct Case {
  std::string expr;  // one component
  Side side;
};

// Large enough that the listing passes several deadline checks and a megabyte of options.
const std::vector<Case> kCases = {
    {"c.ffff:300", Side::kLeft},
    {"8!.ffff!:300", Side::kLeft},
    {"impartial:*100000", Side::kLeft},
    {"*200000", Side::kLeft},
    {"wythoff:(100000,100000)", Side::kLeft},
    {"nogo:" +
         [] {
           std::string b;
           for (int r = 0; r < 30; ++r) b += (r ? "|" : "") + std::string(30, '.');
           return b;
         }(),
     Side::kRight},
    {"domineering:" +
         [] {
           std::string b;
           for (int r = 0; r < 40; ++r) b += (r ? "|" : "") + std::string(40, '.');
           return b;
         }(),
     Side::kLeft},
};

struct Listed {
  RulesetPtr ruleset;
  Component c;
};

Listed one(const std::string& expr) {
  if (expr.starts_with("nogo:") || expr.starts_with("domineering:")) {  // partizan: the rules
    const std::size_t colon = expr.find(':');
    const RulesetPtr r = make_ruleset(expr.substr(0, colon));
    return {r, r->parse_position(std::string_view(expr).substr(colon + 1), colon + 2).at(0)};
  }
  const Sum sum = parse_sum(expr);
  EXPECT_EQ(sum.terms.size(), 1u);
  EXPECT_EQ(sum.terms[0].components.size(), 1u);
  return {sum.terms[0].ruleset, sum.terms[0].components[0]};
}

TEST(OptionsBudget, TinyMemoryRefusesPartWayAndGivesBack) {
  for (const Case& k : kCases) {
    const Listed l = one(k.expr);
    Budget budget;
    budget.set_byte_limit(1 << 20);
    try {
      (void)l.ruleset->options(l.c, k.side, budget);
      ADD_FAILURE() << k.expr << ": listed under 1 MiB";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget) << k.expr;
      EXPECT_TRUE(e.memory()) << k.expr << ": " << e.what();
    }
    // Part way: some options were charged, up to the limit, and every byte is given back.
    EXPECT_GT(budget.peak_bytes(), 0u) << k.expr;
    EXPECT_LE(budget.peak_bytes(), std::uint64_t{1} << 20) << k.expr;
    EXPECT_EQ(budget.bytes(), 0u) << k.expr;
  }
}

TEST(OptionsBudget, PassedDeadlineRefusesPartWay) {
  for (const Case& k : kCases) {
    const Listed l = one(k.expr);
    Budget unlimited;
    const std::size_t all = l.ruleset->options(l.c, k.side, unlimited).size();
    Budget budget;
    budget.set_deadline(Budget::Clock::now() - std::chrono::seconds(1));
    try {
      (void)l.ruleset->options(l.c, k.side, budget);
      ADD_FAILURE() << k.expr << ": listed past its deadline";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget) << k.expr;
      EXPECT_FALSE(e.memory()) << k.expr << ": " << e.what();
    }
    EXPECT_GT(budget.peak_bytes(), 0u) << k.expr;  // it had started
    EXPECT_EQ(budget.bytes(), 0u) << k.expr;
    // Part way: less was charged than the whole list charges.
    EXPECT_LT(budget.peak_bytes(), unlimited.peak_bytes()) << k.expr << ": not part way";
    EXPECT_GT(all, 0u) << k.expr;
  }
}

TEST(OptionsBudget, NormalBudgetListsTheSameOptions) {
  for (const Case& k : kCases) {
    const Listed l = one(k.expr);
    Budget unlimited;
    Budget normal;
    normal.set_byte_limit(std::uint64_t{1} << 30);
    normal.set_deadline(Budget::Clock::now() + std::chrono::minutes(10));
    EXPECT_EQ(l.ruleset->options(l.c, k.side, normal), l.ruleset->options(l.c, k.side, unlimited))
        << k.expr;
    EXPECT_EQ(normal.bytes(), 0u) << k.expr;
  }
}

// The heap options of c.ffff, from the rules (hexadecimal digit d_j = 8|4|2|1: take j and
// leave 3, 2, 1 or 0 nonempty heaps; 'c' = 8|4 at j = 0: split into 3 or 2 without taking),
// as sorted multisets.
std::set<std::vector<std::uint64_t>> c_ffff_by_hand(std::uint64_t n) {
  std::set<std::vector<std::uint64_t>> out;
  for (std::uint64_t j = 0; j <= 4 && j <= n; ++j) {
    const std::uint64_t m = n - j;
    if (j > 0 && m == 0) out.insert(std::vector<std::uint64_t>{});
    if (j > 0 && m >= 1) out.insert(std::vector<std::uint64_t>{m});
    for (std::uint64_t a = 1; a < m; ++a) out.insert(std::vector<std::uint64_t>{a, m - a});
    for (std::uint64_t a = 1; a < m; ++a)
      for (std::uint64_t b = 1; a + b < m; ++b)
        out.insert(std::vector<std::uint64_t>{a, b, m - a - b});
  }
  std::set<std::vector<std::uint64_t>> sorted;
  for (auto v : out) {
    std::sort(v.begin(), v.end());
    sorted.insert(v);
  }
  return sorted;
}

TEST(OptionsBudget, HeapOptionsMatchTheRules) {
  for (std::uint64_t n : {1u, 2u, 5u, 12u, 40u}) {
    const Listed l = one("c.ffff:" + std::to_string(n));
    Budget budget;
    budget.set_byte_limit(std::uint64_t{1} << 26);
    std::set<std::vector<std::uint64_t>> listed;
    for (const Parts& p : l.ruleset->options(l.c, budget)) {
      std::vector<std::uint64_t> heaps;
      for (const Component& h : p) heaps.push_back(h.a);
      std::sort(heaps.begin(), heaps.end());
      listed.insert(heaps);
    }
    EXPECT_EQ(listed, c_ffff_by_hand(n)) << n;
  }
}

TEST(OptionsBudget, NimberOptionsMatchTheRules) {
  for (const std::string expr : {"*1000", "impartial:*1000"}) {
    const Listed l = one(expr);
    Budget budget;
    budget.set_byte_limit(std::uint64_t{1} << 26);
    const std::vector<Parts> o = l.ruleset->options(l.c, budget);
    ASSERT_EQ(o.size(), 1000u) << expr;
    for (std::size_t k = 0; k < o.size(); ++k) {
      if (k == 0) {
        EXPECT_TRUE(o[k].empty()) << expr;
        continue;
      }
      const std::string prefix = expr.starts_with("impartial") ? "impartial:*" : "*";
      EXPECT_EQ(o[k], Parts{one(prefix + std::to_string(k)).c}) << expr << " " << k;
    }
  }
}

}  // namespace
}  // namespace grundy
