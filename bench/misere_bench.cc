// Misère benchmarks (issue 11): a misère outcome of a sum of tame components by Conway's tame
// rule (the components' genera) beside the direct misère win/lose search over the whole sum (the
// naive reference), and the genus of a Kayles heap. Results are printed, never asserted.
#include <benchmark/benchmark.h>

#include "grundy/games/sum.h"
#include "grundy/impartial/genus_solver.h"
#include "grundy/impartial/tame_sum.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

// Six tame Dawson's Kayles heaps and a Nim heap: the search sees every sub-multiset.
constexpr const char* kTameSum = "dawsons-kayles:4,6,7,8,9,11 + nim:5";

void BM_MisereTameRule(benchmark::State& state) {
  const Sum sum = parse_sum(kTameSum);
  for (auto _ : state) {
    Budget budget;
    benchmark::DoNotOptimize(tame_sum_outcome(sum, budget));
  }
}
BENCHMARK(BM_MisereTameRule)->Unit(benchmark::kMillisecond);

void BM_MisereSearch(benchmark::State& state) {
  const Sum sum = parse_sum(kTameSum);
  for (auto _ : state) {
    Budget budget;
    WinLossSolver solver(budget, Convention::kMisere);
    benchmark::DoNotOptimize(solver.outcome(sum));
  }
}
BENCHMARK(BM_MisereSearch)->Unit(benchmark::kMillisecond);

void BM_KaylesGenus(benchmark::State& state) {
  const Sum sum = parse_sum("kayles:" + std::to_string(state.range(0)));
  for (auto _ : state) {
    Budget budget;
    GenusSolver solver(budget);
    benchmark::DoNotOptimize(solver.genus(sum));
  }
}
BENCHMARK(BM_KaylesGenus)->Arg(20)->Arg(30)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace grundy
