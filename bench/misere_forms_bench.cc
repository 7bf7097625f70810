// Misère simplest forms (issue 11 item 3): the forms of a sum of Kayles heaps beside the misère
// win/lose search on the same sum (the naive reference, which never simplifies), and every game
// born by day 5 (Conway and Siegel count 4 171 780 of them). Results are printed, never asserted.
#include <benchmark/benchmark.h>

#include <set>

#include "grundy/games/sum.h"
#include "grundy/impartial/misere_form.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

std::string kayles_sum(std::int64_t n) {
  return "kayles:" + std::to_string(n) + "," + std::to_string(n - 3) + "," + std::to_string(n / 2);
}

void BM_MisereFormOutcome(benchmark::State& state) {
  const Sum sum = parse_sum(kayles_sum(state.range(0)));
  for (auto _ : state) {
    Budget budget;
    misere::MisereStore store(budget);
    MisereFormSolver solver(store, budget);
    benchmark::DoNotOptimize(store.is_p_position(solver.form(sum)));
    state.counters["forms"] = static_cast<double>(store.size());
  }
}
BENCHMARK(BM_MisereFormOutcome)->Arg(12)->Arg(16)->Arg(20)->Unit(benchmark::kMillisecond);

void BM_MisereSearchOutcome(benchmark::State& state) {
  const Sum sum = parse_sum(kayles_sum(state.range(0)));
  for (auto _ : state) {
    Budget budget;
    WinLossSolver solver(budget, Convention::kMisere);
    benchmark::DoNotOptimize(solver.outcome(sum));
    state.counters["positions"] = static_cast<double>(solver.positions_settled());
  }
}
BENCHMARK(BM_MisereSearchOutcome)->Arg(12)->Arg(16)->Arg(20)->Unit(benchmark::kMillisecond);

void BM_GamesBornByDay5(benchmark::State& state) {
  for (auto _ : state) {
    Budget budget;
    misere::MisereStore store(budget);
    std::vector<misere::GameId> games{misere::kZero};
    for (int day = 0; day < 5; ++day) {
      std::vector<misere::GameId> next;
      for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << games.size()); ++mask) {
        std::vector<misere::GameId> options;
        for (std::size_t i = 0; i < games.size(); ++i) {
          if (mask >> i & 1) options.push_back(games[i]);
        }
        next.push_back(store.game(options));
      }
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      games = std::move(next);
    }
    state.counters["games"] = static_cast<double>(games.size());
  }
}
BENCHMARK(BM_GamesBornByDay5)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
}  // namespace grundy
