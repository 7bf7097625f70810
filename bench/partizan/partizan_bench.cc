// The partizan benchmarks beside CGSuite's own set (its tools/Benchmark.scala) and the issue's
// extra boards. Each workload runs cold, in a fresh GameStore, and prints its wall time and the
// start of its result. A plain main(): `build/grundy_partizan_bench [--quick]`. Cold also means
// fresh rulesets and period oracle (an app::Shared of its own) and no results store.
#include <fmt/format.h>

#include <chrono>
#include <cstring>
#include <ctime>  // std::clock: CPU time, steadier than wall time on a shared machine
#include <string>

#include "app/context.h"
#include "app/partizan.h"

namespace {

using grundy::Budget;
using grundy::app::Context;

constexpr std::uint64_t kRetainedBytes = std::uint64_t{1} << 30;

template <class Work>
void run(const std::string& name, Work&& work) {
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  std::string result;
  try {
    Budget budget = Budget::with_time(std::chrono::minutes(10));
    grundy::app::Shared shared(kRetainedBytes, /*db=*/"");
    result = work(shared.context(budget));
  } catch (const std::exception& e) {
    result = std::string("failed: ") + e.what();
  }
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  if (result.size() > 50) result = result.substr(0, 47) + "...";
  fmt::print("{:<44} {:>8.3f} s wall {:>8.3f} s cpu  {}\n", name, took.count(), cpu, result);
  std::fflush(stdout);
}

void canonical(const std::string& expr) {
  run("canonical " + expr,
      [&](const Context& c) { return grundy::app::canonical(expr, c).canonical; });
}

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  canonical("kayles:40000");
  run("heat *12 by 1", [](const Context& c) { return grundy::app::heat("*12", "1", c).result; });
  run("heat *14 by 1", [](const Context& c) { return grundy::app::heat("*14", "1", c).result; });
  canonical("clobber:xoxo|oxox|xoxo");
  canonical("domineering:....|....|....|....");
  canonical("domineering:.....|.....|.....|.....");
  canonical("toads-and-frogs:ttt..fff");
  canonical("amazons:x....|o....");
  canonical("amazons:x......|o......");
  if (!quick) canonical("clobber:xoxo|oxox|xoxo|oxox");
  return 0;
}
