// Green Hackenbush: the linear-time route (grundy/rulesets/green_hackenbush.h: one search,
// fusion and colon principles as each node closes) on pictures of up to 10^6 edges beside the
// plain three-pass route (bench/green_hackenbush_reference.h: bridges, then fusion, then the
// colon principle on the bridge tree), and beside the brute force, the generic solver over the
// real moves (cut an edge, what is no longer grounded falls), at the largest sizes it finishes in
// about a second. Run: build/grundy_microbench --benchmark_filter=Green. Results are printed,
// never asserted (the tests check the answers); figures in bench/README.md.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "bench/green_hackenbush_reference.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/rulesets/green_hackenbush.h"

namespace grundy {
namespace {

using partizan::GreenEdge;

// A random connected picture: each edge joins a new node to an old one, or (one time in
// `chords`) two old nodes, closing a circuit.
std::vector<GreenEdge> random_picture(std::uint32_t edges, unsigned chords, std::uint32_t& nodes) {
  std::mt19937 random(edges);
  std::vector<GreenEdge> out;
  nodes = 1;
  for (std::uint32_t i = 0; i < edges; ++i) {
    if (nodes > 2 && random() % chords == 0) {
      out.push_back({static_cast<std::uint32_t>(random() % nodes),
                     static_cast<std::uint32_t>(random() % nodes)});
    } else {
      out.push_back({static_cast<std::uint32_t>(random() % nodes), nodes++});
    }
  }
  return out;
}

std::string spell(const std::vector<GreenEdge>& edges) {
  std::string s;
  for (const GreenEdge& e : edges) {
    s += (s.empty() ? "" : ",") + std::to_string(e.u) + "g" + std::to_string(e.v);
  }
  return s;
}

// The fast route alone, on an edge list; args: edges, one edge in `chords` closes a circuit.
void BM_GreenHackenbushFast(benchmark::State& state) {
  std::uint32_t nodes = 0;
  const auto edges = random_picture(static_cast<std::uint32_t>(state.range(0)),
                                    static_cast<unsigned>(state.range(1)), nodes);
  for (auto _ : state) {
    Budget budget;
    benchmark::DoNotOptimize(partizan::green_value(nodes, edges, budget));
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

// The plain reference on the same pictures.
void BM_GreenHackenbushPlain(benchmark::State& state) {
  std::uint32_t nodes = 0;
  const auto edges = random_picture(static_cast<std::uint32_t>(state.range(0)),
                                    static_cast<unsigned>(state.range(1)), nodes);
  for (auto _ : state) {
    benchmark::DoNotOptimize(partizan::reference::green_value_plain(nodes, edges));
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

// Many circuits, a few, none (a tree), at 10^3, 10^5 and 10^6 edges.
void sizes(benchmark::internal::Benchmark* b) {
  b->Args({1000, 4})->Args({100000, 4})->Args({100000, 50})->Args({100000, 1000000});
  b->Args({1000000, 4})->Unit(benchmark::kMillisecond);
}
BENCHMARK(BM_GreenHackenbushFast)->Apply(sizes);
BENCHMARK(BM_GreenHackenbushPlain)->Apply(sizes);

// Through the ruleset, as `grundy value` does: parse the spelling, then the solver's fast route.
void BM_GreenHackenbushValueOfASpelling(benchmark::State& state) {
  std::uint32_t nodes = 0;
  const std::string text =
      spell(random_picture(static_cast<std::uint32_t>(state.range(0)), 4, nodes));
  const RulesetPtr hackenbush = make_ruleset("hackenbush");
  for (auto _ : state) {
    Budget budget;
    GrundySolver solver(budget);
    benchmark::DoNotOptimize(solver.grundy_value(*hackenbush, hackenbush->parse_position(text, 1)));
  }
}
BENCHMARK(BM_GreenHackenbushValueOfASpelling)->Arg(20000)->Unit(benchmark::kMillisecond);

// The winning cuts (target 0) of a picture, from its bridge tree.
void BM_GreenHackenbushWinningCuts(benchmark::State& state) {
  std::uint32_t nodes = 0;
  const auto edges = random_picture(static_cast<std::uint32_t>(state.range(0)),
                                    static_cast<unsigned>(state.range(1)), nodes);
  for (auto _ : state) {
    Budget budget;
    benchmark::DoNotOptimize(partizan::green_cuts_worth(nodes, edges, 0, budget));
  }
}
BENCHMARK(BM_GreenHackenbushWinningCuts)
    ->Args({20000, 1000000})  // a tree
    ->Args({20000, 50})       // a few circuits
    ->Args({20000, 4})        // many
    ->Unit(benchmark::kMillisecond);

// The brute force: the generic solver's mex rule over options(), every sub-picture searched.
void BM_GreenHackenbushBruteForce(benchmark::State& state) {
  std::uint32_t nodes = 0;
  const std::string text =
      spell(random_picture(static_cast<std::uint32_t>(state.range(0)), 4, nodes));
  const RulesetPtr hackenbush = make_ruleset("hackenbush");
  for (auto _ : state) {
    Budget budget;
    GrundySolver solver(budget, /*use_fast_routes=*/false);
    benchmark::DoNotOptimize(solver.grundy_value(*hackenbush, hackenbush->parse_position(text, 1)));
  }
}
BENCHMARK(BM_GreenHackenbushBruteForce)->Arg(12)->Arg(18)->Arg(21)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace grundy
