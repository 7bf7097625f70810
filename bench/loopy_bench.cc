// The generalized Sprague–Grundy labelling (grundy/impartial/loopy.h: counters of open options, O(V + E)
// a stage) beside the same algorithm written out naively (grundy/impartial/loopy_naive.h: each stage
// rescans every node until nothing changes), on one random digraph with cycles; both must label
// it alike, and the run fails if they do not.
#include <benchmark/benchmark.h>

#include <random>
#include <stdexcept>

#include "grundy/core/budget.h"
#include "grundy/impartial/loopy.h"
#include "grundy/impartial/loopy_naive.h"

namespace {

// Shape 0: random, each node 0–3 options anywhere. Shape 1: a chain n0 → n1 → … with a cycle
// n0 ↔ n1 at its start, the case the naive rescan is slow on: a label travels one step against
// the scan order per rescan, O(V²) a stage.
std::vector<std::vector<std::uint32_t>> digraph(std::uint32_t n, int shape) {
  std::mt19937_64 rng(n);
  std::vector<std::vector<std::uint32_t>> succ(n);
  for (std::uint32_t u = 0; u < n; ++u) {
    if (shape == 1) {
      if (u + 1 < n) succ[u].push_back(u + 1);
      if (u == 1) succ[u].push_back(0);
      continue;
    }
    const unsigned degree = static_cast<unsigned>(rng() % 4);
    for (unsigned d = 0; d < degree; ++d) succ[u].push_back(static_cast<std::uint32_t>(rng() % n));
  }
  return succ;
}

void BM_LoopyLabelling(benchmark::State& state) {
  const auto succ =
      digraph(static_cast<std::uint32_t>(state.range(0)), static_cast<int>(state.range(1)));
  if (grundy::Budget b; grundy::label_digraph(succ, b).gamma != grundy::label_digraph_naive(succ)) {
    throw std::logic_error("the labelling and the naive labelling disagree");
  }
  for (auto _ : state) {
    grundy::Budget budget;
    benchmark::DoNotOptimize(grundy::label_digraph(succ, budget));
  }
}
BENCHMARK(BM_LoopyLabelling)->Args({4000, 0})->Args({2000, 1});

void BM_LoopyLabellingNaive(benchmark::State& state) {
  const auto succ =
      digraph(static_cast<std::uint32_t>(state.range(0)), static_cast<int>(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(grundy::label_digraph_naive(succ));
}
BENCHMARK(BM_LoopyLabellingNaive)->Args({4000, 0})->Args({2000, 1});

}  // namespace
