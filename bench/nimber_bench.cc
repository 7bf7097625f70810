// The nimber product by each route in one run (issue 10): the PCLMULQDQ route through the
// polynomial basis, the same before issue 31 (its changes of basis as loops: clmul_looped), the
// byte-sliced tables, and the Fermat 2-power recursion (the reference). Figures: bench/README.md.
// Run: build/grundy_microbench --benchmark_filter=Nim. Figures are printed, never asserted.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "grundy/core/nimber_field.h"

namespace grundy {
namespace {

// 1024 random full-width pairs, cycled: each product is independent of the one before, so the
// figure is throughput of independent products (the loop-carried form is below).
const std::vector<Nimber>& operands() {
  static const std::vector<Nimber> v = [] {
    std::mt19937_64 rng(42);
    std::vector<Nimber> out(2048);
    for (Nimber& x : out) x = rng();
    return out;
  }();
  return v;
}

template <Nimber (*Product)(Nimber, Nimber)>
void BM_NimProduct(benchmark::State& state) {
  const auto& v = operands();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Product(v[i], v[i + 1]));
    i = (i + 2) & 2047;
  }
  state.SetItemsProcessed(state.iterations());
}

// A chain r = r ⊗ v[i]: each product waits for the last (latency rather than throughput).
template <Nimber (*Product)(Nimber, Nimber)>
void BM_NimProductChain(benchmark::State& state) {
  const auto& v = operands();
  std::size_t i = 0;
  Nimber r = 1;
  for (auto _ : state) {
    r = Product(r | 1, v[i]);
    i = (i + 1) & 2047;
  }
  benchmark::DoNotOptimize(r);
  state.SetItemsProcessed(state.iterations());
}

Nimber clmul_or_table(Nimber a, Nimber b) {
  return nim_clmul_available() ? nim_product_clmul(a, b) : nim_product_table(a, b);
}

Nimber clmul_looped_or_table(Nimber a, Nimber b) {
  return nim_clmul_available() ? nim_product_clmul_looped(a, b) : nim_product_table(a, b);
}

BENCHMARK(BM_NimProduct<clmul_or_table>)->Name("NimProduct/clmul");
BENCHMARK(BM_NimProduct<clmul_looped_or_table>)->Name("NimProduct/clmul_looped");
BENCHMARK(BM_NimProduct<nim_product_table>)->Name("NimProduct/table");
BENCHMARK(BM_NimProduct<nim_product>)->Name("NimProduct/recursion");
BENCHMARK(BM_NimProduct<nimber_product>)->Name("NimProduct/dispatched");
BENCHMARK(BM_NimProductChain<clmul_or_table>)->Name("NimProductChain/clmul");
BENCHMARK(BM_NimProductChain<clmul_looped_or_table>)->Name("NimProductChain/clmul_looped");
BENCHMARK(BM_NimProductChain<nim_product_table>)->Name("NimProductChain/table");
BENCHMARK(BM_NimProductChain<nim_product>)->Name("NimProductChain/recursion");

void BM_NimInverse(benchmark::State& state) {
  const auto& v = operands();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(nimber_inverse(v[i] | 1));
    i = (i + 1) & 2047;
  }
}
BENCHMARK(BM_NimInverse);

void BM_NimSqrt(benchmark::State& state) {
  const auto& v = operands();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(nimber_sqrt(v[i]));
    i = (i + 1) & 2047;
  }
}
BENCHMARK(BM_NimSqrt);

}  // namespace
}  // namespace grundy
