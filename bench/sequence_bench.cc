// Sequence benchmarks (issue 3): the naive and the rare/common engine side by side on the same
// workloads, in one run. Prints one line per engine and workload; naive runs stop at a deadline
// (reported as "> limit") because it needs minutes where rare/common needs seconds.
//   grundy_sequence_bench [--naive-limit SECONDS] [WORKLOAD …]
// Workloads: kayles dawson 0.16 grundy6 grundy7 grundy7-bounded 0.6 0.007 (default: all).
// Threads (issue 15 item 6): one sequence on several threads, beside one thread in the same run,
// the values compared (a hash of every value):
//   grundy_sequence_bench --threads T [--from-heap H] [--block B] [--measure] CODE:LOG2N[:PREFIX] …
// runs the rare/common engine on each CODE up to heap 2^LOG2N (bounded memory with PREFIX) with
// one thread, then with T threads, and prints both times and their ratio. Beside the process's
// CPU time it prints the calling thread's: with T threads that thread runs its share of the
// parallel phase and all of the sequential one, so cpu(1 thread) / calling-thread cpu(T) is the
// speed-up on T idle cores (the wall ratio is the one measured, on however loaded a machine).
// --measure times each thread's parallel phases (thread CPU) and prints what the run would take
// on T idle cores: the serial CPU plus the parallel phases' CPU over T.
// Scaling (docs/sequences.md, "on paper"): one engine extended doubling by doubling,
//   grundy_sequence_bench --scaling CODE:LOG2FROM:LOG2TO[:PREFIX] [--threads T]
// prints the time, CPU and scan steps of each doubling and the memory the engine holds.
#include <fmt/format.h>
#include <time.h>  // clock_gettime(CLOCK_THREAD_CPUTIME_ID)

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/period_search.h"

namespace {

using namespace grundy;
using Clock = std::chrono::steady_clock;

struct Workload {
  std::string name, code;
  bool period;               // search for a proved period, or compute values up to heap n
  std::uint64_t n;           // the last heap (or the --max of the period search)
  std::uint64_t prefix = 0;  // bounded memory (make_bounded_engine), values hashed as they come
};

struct Timing {
  double wall = 0, cpu = 0, thread_cpu = 0;
  std::string result;
};

// The calling thread's CPU time, in seconds.
double thread_cpu() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

Timing run(const Workload& w, EngineKind kind, double limit_s, const EngineThreads& threads = {}) {
  const HeapRules rules = parse_take_and_break_code(w.code, 1);
  if (w.prefix && kind == EngineKind::kNaive) return {};  // bounded memory is rare/common only
  auto engine = w.prefix ? make_bounded_engine(rules, kind, w.prefix, threads)
                         : make_engine(rules, kind, threads);
  Budget budget;
  if (limit_s > 0)
    budget.set_deadline(Clock::now() +
                        std::chrono::milliseconds(static_cast<long long>(limit_s * 1000)));
  const auto start = Clock::now();
  const std::clock_t cpu_start = std::clock();
  const double thread_start = thread_cpu();
  std::string result;
  try {
    if (w.period) {
      const auto s = search_period(rules, *engine, w.n, budget);
      result = s.period && s.period->proved
                   ? fmt::format("preperiod {} period {} values_needed {} computed {}",
                                 s.period->preperiod, s.period->period, s.period->values_needed,
                                 s.values_computed)
                   : fmt::format("no proved period in {} values", s.values_computed);
    } else if (w.prefix) {
      std::uint64_t h = 0, last = 0;
      while (engine->size() <= w.n) {
        const std::uint64_t from = engine->size();
        engine->extend_to(std::min(w.n, from + (1 << 14) - 1), budget);
        for (std::uint64_t i = from; i < engine->size(); ++i) h = h * 1000003 + engine->value(i);
        last = engine->value(engine->size() - 1);
      }
      result = fmt::format("G({})={} hash {:016x} (prefix {})", w.n, last, h, w.prefix);
    } else {
      engine->extend_to(w.n, budget);
      std::uint64_t h = 0;
      for (std::uint16_t v : engine->values()) h = h * 1000003 + v;
      result = fmt::format("G({})={} hash {:016x}", w.n, engine->values()[w.n], h);
    }
  } catch (const Error& e) {
    result = fmt::format("stopped at heap {} ({})", engine->size(), e.what());
  }
  const std::chrono::duration<double> took = Clock::now() - start;
  // CPU time as well: on a shared machine the wall time includes waiting for a core.
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  const double own_cpu = thread_cpu() - thread_start;
  const auto st = engine->stats();
  fmt::print(
      "{:<15} {:<10} threads {} wall {:>8.3f} s  cpu {:>8.3f} s (calling thread {:.3f} s)  {}  "
      "[rare {} mask {:#x} scans {} mask-changes {} scan-steps {} blocks {} rescans {} "
      "worker-items {}/{}]\n",
      w.name, st.engine, threads.threads, took.count(), cpu, own_cpu, result, st.rare_positions,
      st.mask, st.full_scans, st.mask_changes, st.scan_steps, st.parallel_blocks,
      st.parallel_rescans, st.parallel_worker_items, st.parallel_items);
  if (threads.measure && threads.threads > 1) {
    // What the run would take on idle cores: the serial part (the calling thread's CPU outside
    // the parallel phases, its waits included) plus the parallel phases shared evenly, which
    // the pool's item-by-item hand-out and the pipeline achieve to within an item a block.
    const double parallel = st.far_cpu_caller + st.far_cpu_workers + st.near_cpu;
    const double serial = own_cpu - st.far_cpu_caller - st.near_cpu;
    fmt::print(
        "{:<15} thread cpu: far {:.3f} s (calling thread) + {:.3f} s (workers), near {:.3f} s, "
        "serial {:.3f} s; on {} idle cores about {:.3f} s\n",
        w.name, st.far_cpu_caller, st.far_cpu_workers, st.near_cpu, serial, threads.threads,
        serial + parallel / threads.threads);
  }
  std::fflush(stdout);
  return {took.count(), cpu, own_cpu, result};
}

// --threads: each CODE:LOG2N[:PREFIX] with one thread, then with T, in this run.
int run_threads(const std::vector<std::string>& specs, const EngineThreads& many) {
  int status = 0;
  for (const std::string& spec : specs) {
    const auto c1 = spec.find(':');
    if (c1 == std::string::npos) {
      fmt::print(stderr, "expected CODE:LOG2N[:PREFIX], not '{}'\n", spec);
      return 2;
    }
    const auto c2 = spec.find(':', c1 + 1);
    const std::string code = spec.substr(0, c1);
    const int log2n = std::atoi(spec.substr(c1 + 1, c2 - c1 - 1).c_str());
    const std::uint64_t prefix =
        c2 == std::string::npos ? 0 : std::strtoull(spec.c_str() + c2 + 1, nullptr, 10);
    const Workload w{fmt::format("{}@2^{}", code, log2n), code, false, std::uint64_t{1} << log2n,
                     prefix};
    EngineThreads one = many;
    one.threads = 1;
    const Timing a = run(w, EngineKind::kRareCommon, 0, one);
    const Timing b = run(w, EngineKind::kRareCommon, 0, many);
    const bool same = a.result == b.result;
    if (!same) status = 1;
    fmt::print(
        "{:<15} 1 thread / {} threads: wall {:.2f}x  cpu {:.2f}x  cpu / calling-thread cpu "
        "{:.2f}x  values {}\n",
        w.name, many.threads, a.wall / b.wall, a.cpu / b.cpu, a.cpu / b.thread_cpu,
        same ? "identical" : "DIFFERENT");
    std::fflush(stdout);
  }
  return status;
}

// --scaling CODE:FROM:TO[:PREFIX]: one engine, extended to 2^FROM, 2^(FROM+1), … 2^TO heaps.
int run_scaling(const std::string& spec, const EngineThreads& threads) {
  std::vector<std::string> part;
  for (std::size_t at = 0;;) {
    const auto colon = spec.find(':', at);
    part.push_back(spec.substr(at, colon - at));
    if (colon == std::string::npos) break;
    at = colon + 1;
  }
  if (part.size() < 3) {
    fmt::print(stderr, "expected CODE:LOG2FROM:LOG2TO[:PREFIX], not '{}'\n", spec);
    return 2;
  }
  const HeapRules rules = parse_take_and_break_code(part[0], 1);
  const int from = std::atoi(part[1].c_str()), to = std::atoi(part[2].c_str());
  const std::uint64_t prefix = part.size() > 3 ? std::strtoull(part[3].c_str(), nullptr, 10) : 0;
  auto engine = prefix ? make_bounded_engine(rules, EngineKind::kRareCommon, prefix, threads)
                       : make_engine(rules, EngineKind::kRareCommon, threads);
  Budget budget;
  const auto start = Clock::now();
  const std::clock_t cpu_start = std::clock();
  double last_cpu = 0;
  std::uint64_t last_steps = 0, last_n = 0;
  fmt::print("{} threads {} prefix {}\n", part[0], threads.threads, prefix);
  fmt::print("{:>5} {:>10} {:>10} {:>12} {:>12} {:>14} {:>8} {:>12}\n", "log2N", "wall s", "cpu s",
             "doubling cpu", "steps/heap", "engine bytes", "rare", "G(N)");
  try {
    for (int k = 0; k <= to; ++k) {
      const std::uint64_t n = std::uint64_t{1} << k;
      if (!prefix) engine->reserve(n);
      while (engine->size() <= n) {
        engine->extend_to(std::min(n, engine->size() + (1 << 16) - 1), budget);
      }
      if (k < from) continue;
      const double wall = std::chrono::duration<double>(Clock::now() - start).count();
      const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      const auto st = engine->stats();
      // What the engine holds: the value table (2 bytes a heap), or the prefix and the window.
      const std::uint64_t bytes = prefix ? 2 * prefix + 4 * (prefix + 64) : 2 * (n + 1);
      fmt::print("{:>5} {:>10.2f} {:>10.2f} {:>12.2f} {:>12.0f} {:>14} {:>8} {:>12}\n", k, wall,
                 cpu, cpu - last_cpu,
                 static_cast<double>(st.scan_steps - last_steps) /
                     static_cast<double>(std::max<std::uint64_t>(1, n - last_n)),
                 bytes, st.rare_positions, engine->value(n));
      std::fflush(stdout);
      last_cpu = cpu, last_steps = st.scan_steps, last_n = n;
    }
  } catch (const Error& e) {
    fmt::print("stopped at heap {}: {}\n", engine->size(), e.what());
    return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  double naive_limit = 60;
  std::vector<std::string> wanted;
  EngineThreads threads;
  std::string scaling;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--naive-limit" && i + 1 < argc)
      naive_limit = std::atof(argv[++i]);
    else if (a == "--threads" && i + 1 < argc)
      threads.threads = static_cast<unsigned>(std::atoi(argv[++i]));
    else if (a == "--from-heap" && i + 1 < argc)
      threads.from_heap = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--scaling" && i + 1 < argc)
      scaling = argv[++i];
    else if (a == "--block" && i + 1 < argc)
      threads.block = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--measure")
      threads.measure = true;
    else
      wanted.push_back(a);
  }
  if (!scaling.empty()) return run_scaling(scaling, threads);
  if (threads.threads > 1) return run_threads(wanted, threads);
  const std::vector<Workload> all = {
      {"kayles", "0.77", true, 1 << 20},    {"dawson", "0.137", true, 1 << 20},
      {"0.16", "0.16", true, 1 << 21},      {"grundy6", "4!.0", false, 1000000},
      {"grundy7", "4!.0", false, 10000000}, {"grundy7-bounded", "4!.0", false, 10000000, 1 << 20},
      {"0.6", "0.6", false, 1 << 20},       {"0.007", "0.007", false, 1 << 20},
  };
  for (const Workload& w : all) {
    if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), w.name) == wanted.end())
      continue;
    run(w, EngineKind::kRareCommonValue, 0);
    run(w, EngineKind::kRareCommon, 0);
    run(w, EngineKind::kNaive, naive_limit);
  }
}
