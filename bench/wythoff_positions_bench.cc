// Wythoff's P-position test and winning moves by the exact integer route (any size), beside the
// Grundy table it replaces for outcomes (side 1000, built once per iteration as `value` would).
// Run: build/grundy_microbench --benchmark_filter=WythoffP. Figures are printed, never asserted.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "grundy/rulesets/wythoff.h"
#include "grundy/rulesets/wythoff_positions.h"

namespace grundy {
namespace {

void BM_WythoffPTest(benchmark::State& state) {
  std::mt19937_64 rng(1);
  std::vector<std::uint64_t> v(2048);
  for (auto& x : v) x = rng();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(wythoff_is_p(v[i], v[i + 1], false));
    i = (i + 2) & 2047;
  }
}
BENCHMARK(BM_WythoffPTest);

void BM_WythoffPMoves(benchmark::State& state) {
  std::mt19937_64 rng(2);
  std::vector<std::uint64_t> v(2048);
  for (auto& x : v) x = rng();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(wythoff_moves_to_p(v[i], v[i + 1], false));
    i = (i + 2) & 2047;
  }
}
BENCHMARK(BM_WythoffPMoves);

// The reference for an outcome below 1000: the whole Grundy table of side 1000.
void BM_WythoffPTableReference(benchmark::State& state) {
  for (auto _ : state) {
    Budget budget;
    benchmark::DoNotOptimize(wythoff_table(1000, budget)[999 * 1000 + 617]);
  }
}
BENCHMARK(BM_WythoffPTableReference)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace grundy
