// Coin-turning benchmarks (issue 10), fast and naive routes side by side in one run:
//   1. single-coin values of rows of 10^6 coins (Turning Turtles, Mock Turtles, Ruler) by the
//      closed form and by the incremental bitsets of nim-sums (each run stops at a deadline);
//   2. how many values of Moebius and Mogul the bitsets give in a second;
//   3. the brute-force solver (the mex rule over every move of the whole row, no theorem) on an
//      all-heads row of growing length: the largest row it finishes within the limit, beside the
//      fast route (the nim-sum of the heads) on the same row.
//   grundy_coins_bench [--limit SECONDS] [--coins N]
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <string>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/coin_values.h"

namespace {

using namespace grundy;
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

Budget deadline(double seconds) {
  return Budget::with_time(std::chrono::milliseconds(static_cast<long long>(seconds * 1000)));
}

}  // namespace

int main(int argc, char** argv) {
  double limit = 10;
  std::uint64_t coins = 1'000'000;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string arg = argv[i];
    if (arg == "--limit") limit = std::atof(argv[i + 1]);
    if (arg == "--coins") coins = std::strtoull(argv[i + 1], nullptr, 10);
  }
  fmt::print("# 1. single-coin values g(0) … g({}), closed form vs incremental bitsets\n",
             coins - 1);
  for (const char* name : {"turning-turtles", "ruler", "mock-turtles"}) {
    const CoinShape shape = *parse_coin_shape(name, 1);
    auto t = Clock::now();
    std::uint64_t h = 0;
    for (std::uint64_t n = 0; n < coins; ++n) h = h * 1000003 + *closed_coin_value(shape, n);
    fmt::print("{:16} closed form   {:>10.4f} s  hash {:016x}\n", name, since(t), h);
    for (std::uint64_t count : {coins / 10, coins}) {
      t = Clock::now();
      Budget budget = deadline(limit);
      try {
        const auto values = incremental_coin_values(shape, count, budget);
        std::uint64_t hi = 0;
        for (std::uint64_t v : values) hi = hi * 1000003 + v;
        fmt::print("{:16} bitsets {:>8} {:>8.4f} s  hash {:016x}\n", name, count, since(t), hi);
      } catch (const Error& e) {
        fmt::print("{:16} bitsets {:>8} stopped after {:.1f} s: {}\n", name, count, since(t),
                   e.what());
      }
    }
  }
  fmt::print("# 2. Moebius and Mogul: the bitsets' time as the row doubles\n");
  for (const char* name : {"moebius", "mogul"}) {
    const CoinShape shape = *parse_coin_shape(name, 1);
    std::uint64_t count = 64;
    double seconds = 0;
    std::uint64_t last = 0;
    while (seconds < 0.4) {
      auto t = Clock::now();
      Budget budget = deadline(limit);
      try {
        last = incremental_coin_values(shape, count, budget).back();
      } catch (const Error& e) {
        fmt::print("{:16} stopped at {} coins: {}\n", name, count, e.what());
        break;
      }
      seconds = since(t);
      fmt::print("{:16} {:>6} coins {:>8.4f} s  g({}) = {}\n", name, count, seconds, count - 1,
                 last);
      count *= 2;
    }
  }
  fmt::print("# 3. brute force over whole rows (all heads) vs the fast route\n");
  for (const char* name : {"turning-turtles", "mock-turtles", "ruler", "moebius"}) {
    const RulesetPtr r = make_ruleset(name);
    unsigned best = 0;
    double best_s = 0;
    for (unsigned len = 4; len <= 40; ++len) {
      const Component c{0, 0, std::string(len, 'H')};
      auto t = Clock::now();
      Budget budget = deadline(limit / 5);
      try {
        GrundySolver generic(budget, false);
        const std::uint64_t g = generic.grundy_value(*r, c);
        const double s = since(t);
        Budget fast_budget;
        auto t2 = Clock::now();
        const std::uint64_t f = *r->fast_value(c, fast_budget);
        fmt::print("{:16} {:>2} heads: brute force {:>8.4f} s, fast {:.6f} s, value {} {}\n", name,
                   len, s, since(t2), g, g == f ? "(agree)" : "(DISAGREE)");
        best = len, best_s = s;
      } catch (const Error& e) {
        fmt::print("{:16} {:>2} heads: brute force > {:.1f} s ({})\n", name, len, limit / 5,
                   e.what());
        break;
      }
    }
    fmt::print("{:16} largest row the brute force finished: {} coins in {:.3f} s\n", name, best,
               best_s);
  }
}
