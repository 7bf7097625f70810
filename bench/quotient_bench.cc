// Misère quotient benchmarks (issue 11 items 4 and 5): the quotients of 0.75 (to its proved
// period), of Kayles to heap 30 and to its proved period (heap 179), and of Dawson's Kayles to
// heap 30 (Q_30, order 360: the proof of heap 30 is most of the time), in CPU time; and a misère
// sum of 50 Kayles heaps by the quotient beside the direct misère search (the naive reference) on
// the largest sum it settles quickly. Printed, never asserted.
#include <benchmark/benchmark.h>

#include "grundy/games/sum.h"
#include "grundy/impartial/misere_quotient.h"
#include "grundy/impartial/quotient_sum.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/rulesets/take_and_break.h"

namespace grundy {
namespace {

void quotient(benchmark::State& state, const char* code, std::uint64_t heaps) {
  const HeapRules rules = parse_take_and_break_code(code, 1);
  for (auto _ : state) {
    Budget budget;
    const MisereQuotient q = compute_misere_quotient(rules, heaps, budget);
    state.counters["order"] = static_cast<double>(q.order());
    state.counters["max_heap"] = static_cast<double>(q.max_heap);
  }
}
void BM_Quotient075(benchmark::State& state) {
  quotient(state, "0.75", 100);
}
BENCHMARK(BM_Quotient075)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
void BM_QuotientKayles30(benchmark::State& state) {
  quotient(state, "0.77", 30);
}
BENCHMARK(BM_QuotientKayles30)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->MeasureProcessCPUTime();
void BM_QuotientKaylesPeriod(benchmark::State& state) {
  quotient(state, "0.77", 300);
}
BENCHMARK(BM_QuotientKaylesPeriod)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->MeasureProcessCPUTime();
void BM_QuotientDawsonsKayles30(benchmark::State& state) {
  quotient(state, "0.07", 30);
}
BENCHMARK(BM_QuotientDawsonsKayles30)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->MeasureProcessCPUTime();

std::string kayles_heaps(int count, int largest) {
  std::string expr = "kayles:";
  for (int i = 0; i < count; ++i) expr += (i ? "," : "") + std::to_string(1 + (7 * i) % largest);
  return expr;
}

// 50 heaps of 1..12 by the quotient (Q_12 computed each time), and 50 heaps of 1..30 (Q_30).
void BM_QuotientSum50Kayles(benchmark::State& state) {
  const Sum sum = parse_sum(kayles_heaps(50, static_cast<int>(state.range(0))));
  for (auto _ : state) {
    Budget budget;
    const auto answer = quotient_sum_outcome(sum, budget);
    state.counters["answered"] = answer.has_value() ? 1 : 0;
  }
}
BENCHMARK(BM_QuotientSum50Kayles)
    ->Arg(12)
    ->Arg(30)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime();

// The same sums, by quotient and by search, for the largest count the search settles in time.
void BM_QuotientSumKayles(benchmark::State& state) {
  const Sum sum = parse_sum(kayles_heaps(static_cast<int>(state.range(0)), 12));
  for (auto _ : state) {
    Budget budget;
    benchmark::DoNotOptimize(quotient_sum_outcome(sum, budget));
  }
}
BENCHMARK(BM_QuotientSumKayles)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);
void BM_MisereSearchKayles(benchmark::State& state) {
  const Sum sum = parse_sum(kayles_heaps(static_cast<int>(state.range(0)), 12));
  for (auto _ : state) {
    Budget budget;
    WinLossSolver solver(budget, Convention::kMisere);
    benchmark::DoNotOptimize(solver.outcome(sum));
  }
}
BENCHMARK(BM_MisereSearchKayles)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace grundy
