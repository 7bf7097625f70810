// Heaps with a memory (gen_mem.cc): Fibonacci Nim, Take-Away, Mem. Values by the engine's solver
// against a plain recursion over (n, k) written from each rule in words, and Fibonacci Nim's
// P-positions against Whinihan's theorem (1963): (n, k) is a P-position iff the smallest
// Fibonacci number in n's Zeckendorf representation exceeds 2k.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <set>

#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "gen-mem",
                     .prints = {{"fibonacci-nim:(10,2)", "fibonacci-nim:(10,2)"},
                                {"mem:(7, 0),(3,1)", "mem:(7,0),(3,1)"},
                                {"take-away{6/4}:(9,2)", "take-away{3/2}:(9,2)"},
                                {"take-away{2/1}:(5,1)", "take-away{2}:(5,1)"},
                                {"fibonacci-nim:(0,3)", "fibonacci-nim:(0,0)"}},
                     .refusals = {{"fibonacci-nim:5", 15},
                                  {"mem:(3)", 5},
                                  {"take-away{0}:(3,1)", 11},
                                  {"take-away{1/0}:(3,1)", 13},
                                  {"take-away:(3,1)", 10}},
                     .positions = {"fibonacci-nim:(20,3)", "mem:(9,0)", "take-away{3/2}:(12,2)"})

namespace grundy {
namespace {

using Rule = std::function<bool(std::uint64_t k, std::uint64_t a)>;

std::uint64_t plain(std::uint64_t n, std::uint64_t k, const Rule& allowed,
                    std::map<std::pair<std::uint64_t, std::uint64_t>, std::uint64_t>& memo) {
  if (auto it = memo.find({n, k}); it != memo.end()) return it->second;
  std::set<std::uint64_t> seen;
  for (std::uint64_t a = 1; a <= n; ++a) {
    if (allowed(k, a)) seen.insert(plain(n - a, a, allowed, memo));
  }
  std::uint64_t mex = 0;
  while (seen.contains(mex)) ++mex;
  return memo[{n, k}] = mex;
}

void check_against_plain(const std::string& name, const Rule& allowed, std::uint64_t top) {
  SCOPED_TRACE(name);
  const RulesetPtr r = make_ruleset(name);
  std::map<std::pair<std::uint64_t, std::uint64_t>, std::uint64_t> memo;
  Budget budget;
  GrundySolver solver(budget);
  for (std::uint64_t n = 1; n <= top; ++n) {
    for (std::uint64_t k = 0; k <= top; ++k) {
      ASSERT_EQ(solver.grundy_value(*r, Component{n, k}), plain(n, k, allowed, memo))
          << "(" << n << "," << k << ")";
    }
  }
}

TEST(GenMem, AgreesWithPlainRecursion) {
  check_against_plain(
      "fibonacci-nim", [](auto k, auto a) { return a <= 2 * k; }, 40);
  check_against_plain(
      "mem", [](auto k, auto a) { return a >= k; }, 40);
  check_against_plain(
      "take-away{3/2}", [](auto k, auto a) { return 2 * a <= 3 * k; }, 40);
  check_against_plain(
      "take-away{1}", [](auto k, auto a) { return a <= k; }, 30);
}

TEST(GenMem, FibonacciNimIsWhinihansTheorem) {
  std::vector<std::uint64_t> fib{1, 2};
  while (fib.back() < 1000) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
  auto smallest_zeckendorf = [&](std::uint64_t n) {
    std::uint64_t last = 0;
    for (std::size_t i = fib.size(); i-- > 0;) {
      if (fib[i] <= n) n -= fib[i], last = fib[i];
    }
    return last;
  };
  const RulesetPtr r = make_ruleset("fibonacci-nim");
  Budget budget;
  GrundySolver solver(budget);
  for (std::uint64_t n = 1; n <= 150; ++n) {
    for (std::uint64_t k = 0; k <= 80; ++k) {
      const bool p = smallest_zeckendorf(n) > 2 * k;
      ASSERT_EQ(solver.grundy_value(*r, Component{n, k}) == 0, p) << "(" << n << "," << k << ")";
    }
  }
}

}  // namespace
}  // namespace grundy
