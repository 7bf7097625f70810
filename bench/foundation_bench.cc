// Foundation benchmarks: each fast route beside the plain mex rule over options() (the naive
// reference), in one run. Run: build/grundy_microbench. Results are printed, never asserted.
#include <benchmark/benchmark.h>

#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/games/heap_rules.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/rulesets/wythoff.h"

namespace grundy {
namespace {

// Kayles to heap N: the value table (every split, over a bitset) …
void BM_KaylesTable(benchmark::State& state) {
  const HeapRules rules = parse_take_and_break_code("0.77", 1);
  for (auto _ : state) {
    Budget budget;
    HeapValueTable table(rules);
    table.extend_to(state.range(0), budget);
    benchmark::DoNotOptimize(table[state.range(0)]);
  }
}
BENCHMARK(BM_KaylesTable)->Arg(3000)->Arg(40000)->Unit(benchmark::kMillisecond);

// … beside the generic solver's mex rule over listed options (the naive reference).
void BM_KaylesGenericMexRule(benchmark::State& state) {
  const RulesetPtr kayles = make_ruleset("kayles");
  for (auto _ : state) {
    Budget budget;
    GrundySolver solver(budget, /*use_fast_routes=*/false);
    benchmark::DoNotOptimize(
        solver.grundy_value(*kayles, Component{static_cast<std::uint64_t>(state.range(0)), 0}));
  }
}
BENCHMARK(BM_KaylesGenericMexRule)->Arg(3000)->Unit(benchmark::kMillisecond);

void BM_WythoffTable(benchmark::State& state) {
  for (auto _ : state) {
    Budget budget;
    benchmark::DoNotOptimize(wythoff_table(static_cast<std::uint32_t>(state.range(0)), budget));
  }
}
BENCHMARK(BM_WythoffTable)->Arg(200)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_WythoffGenericMexRule(benchmark::State& state) {
  const RulesetPtr wythoff = make_ruleset("wythoff");
  const std::uint64_t side = state.range(0);
  for (auto _ : state) {
    Budget budget;
    GrundySolver solver(budget, false);
    std::uint64_t h = 0;
    for (std::uint64_t x = 0; x < side; ++x) {
      for (std::uint64_t y = 0; y < side; ++y) h += solver.grundy_value(*wythoff, Component{x, y});
    }
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_WythoffGenericMexRule)->Arg(200)->Unit(benchmark::kMillisecond);

// The independent route on the 169 sums of `grundy verify kayles`.
void BM_WinLossKaylesGrid(benchmark::State& state) {
  for (auto _ : state) {
    Budget budget;
    WinLossSolver solver(budget, Convention::kNormal);
    int p = 0;
    for (int h = 0; h <= 12; ++h) {
      for (int m = 0; m <= 12; ++m) {
        p += solver.outcome(parse_sum("kayles:" + std::to_string(h) +
                                      " + nim:" + std::to_string(m))) == Outcome::kP;
      }
    }
    benchmark::DoNotOptimize(p);
  }
}
BENCHMARK(BM_WinLossKaylesGrid)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace grundy
