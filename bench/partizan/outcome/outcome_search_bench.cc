// The outcome search (grundy/search/outcome_search.h) beside the canonical-form route, in one run:
// each workload is decided by the search (on bit boards where the ruleset has them), by the same
// search through the generic Ruleset interface only (the route before bit boards), and by the
// canonical form, each cold (a fresh store, fresh rulesets); CPU time, outcome and work are
// printed side by side with the ratios. --search-only skips the canonical form, --generic
// searches through the generic interface alone, --with-7x7 adds Domineering 7×7 (minutes),
// --deepening adds the search with iterative deepening on the number of moves beside the plain
// one (OutcomeSearchOptions::deepening). --ab runs each workload's search twice in the same run,
// A without the Domineering speed-ups of issue 31 (the move-count cut, the count move ordering) and
// B with them, and prints both (CPU time, sums searched) and the ratio; nothing else. --ab-order: A
// with the cut but not the count ordering, B with both. A plain main():
//   build/grundy_outcome_bench [--quick] [--seconds S] [--trial-moves N] [--trial-nodes N]
//                              [--search-only] [--generic] [--with-7x7] [--deepening] [--ab]
//                              [EXPR ...]
// With expressions, those alone. Each route has a deadline (--seconds, 60 by default): past it
// the route prints "over budget".
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>  // std::strtoull
#include <cstring>
#include <ctime>  // std::clock: CPU time, steadier than wall time on a shared machine
#include <string>
#include <vector>

#include "app/context.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/search/outcome_search.h"
#include "grundy/search/search_expression.h"

namespace {

using grundy::Budget;

constexpr std::uint64_t kRetainedBytes = std::uint64_t{1} << 30;

struct Settings {
  double seconds = 60;
  grundy::partizan::OutcomeSearchOptions search;
  bool search_only = false;
  bool generic_only = false;
  bool deepening = false;
  bool ab = false;
  bool ab_order_only = false;  // --ab-order: A has the cut, B the cut and the count ordering
};

// The search without issue 31's speed-ups: the A of --ab.
grundy::partizan::OutcomeSearchOptions before_issue_31(grundy::partizan::OutcomeSearchOptions o) {
  o.move_count_cut = false;
  o.count_order = false;
  return o;
}

struct Timed {
  std::string result;
  double cpu = 0;
};

template <class Work>
Timed timed(const Settings& settings, Work&& work) {
  const std::clock_t cpu_start = std::clock();
  Timed t;
  try {
    Budget budget = Budget::with_time(
        std::chrono::milliseconds(static_cast<std::int64_t>(settings.seconds * 1000)));
    grundy::app::Shared shared(kRetainedBytes, /*db=*/"");
    t.result = work(shared.context(budget));
  } catch (const grundy::Error& e) {
    t.result = e.kind() == grundy::ErrorKind::kBudget ? "over budget" : e.what();
  }
  t.cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  return t;
}

Timed search(const Settings& settings, const std::string& expr, bool bit_boards,
             bool deepening = false) {
  grundy::partizan::OutcomeSearchOptions options = settings.search;
  options.bit_boards = bit_boards;
  options.deepening = deepening;
  return timed(settings, [&](const grundy::app::Context& c) {
    grundy::partizan::OutcomeSearch s(c.budget, options);
    grundy::partizan::add_expression(s, expr, &c.rulesets);
    const grundy::Outcome o = s.outcome();
    const auto& st = s.stats();
    return fmt::format("{} ({} nodes, {} hits, {}/{} canonical, {} given up, {} count cuts{})",
                       grundy::to_string(o), st.nodes, st.table_hits, st.canonical, st.components,
                       st.failed_trials, st.count_cuts,
                       deepening ? fmt::format(", {} horizons", st.iterations) : std::string());
  });
}

void compare(const Settings& settings, const std::string& name, const std::string& expr) {
  if (settings.ab) {
    Settings a = settings;
    a.search = before_issue_31(settings.search);
    if (settings.ab_order_only) a.search.move_count_cut = settings.search.move_count_cut;
    const Timed before = search(a, expr, true);
    fmt::print("{:<28} A (before) {:>8.3f} s  {}\n", name, before.cpu, before.result);
    std::fflush(stdout);
    const Timed after = search(settings, expr, true);
    fmt::print("{:<28} B (after)  {:>8.3f} s  {}   (A/B {:.2f}x)\n", name, after.cpu, after.result,
               before.cpu / std::max(after.cpu, 1e-3));
    std::fflush(stdout);
    return;
  }
  const Timed bits = search(settings, expr, !settings.generic_only);
  fmt::print("{:<28} search    {:>8.3f} s  {}\n", name, bits.cpu, bits.result);
  std::fflush(stdout);
  if (settings.deepening) {
    const Timed deep = search(settings, expr, !settings.generic_only, true);
    fmt::print("{:<28} deepening {:>8.3f} s  {}   (deepening/search {:.2f}x)\n", name, deep.cpu,
               deep.result, deep.cpu / std::max(bits.cpu, 1e-3));
    std::fflush(stdout);
  }
  if (!settings.generic_only) {
    const Timed generic = search(settings, expr, false);
    fmt::print("{:<28} generic   {:>8.3f} s  {}   (generic/search {:.1f}x)\n", name, generic.cpu,
               generic.result, generic.cpu / std::max(bits.cpu, 1e-3));
    std::fflush(stdout);
  }
  if (settings.search_only) return;
  const Timed canonical = timed(settings, [&](const grundy::app::Context& c) {
    return std::string(
        grundy::to_string(grundy::app::canonical_outcome(expr, c, ~std::uint64_t{0})->outcome));
  });
  fmt::print("{:<28} canonical {:>8.3f} s  {}   (canonical/search {:.1f}x)\n", name, canonical.cpu,
             canonical.result, canonical.cpu / std::max(bits.cpu, 1e-3));
  std::fflush(stdout);
}

std::string board(int rows, int cols, bool checker) {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    if (r) out += '|';
    for (int c = 0; c < cols; ++c) out += checker ? ((r + c) % 2 ? 'o' : 'x') : '.';
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  Settings settings;
  bool quick = false, with_7x7 = false;
  std::vector<std::string> exprs;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&] { return i + 1 < argc ? argv[++i] : "0"; };
    if (a == "--quick") {
      quick = true;
    } else if (a == "--seconds") {
      settings.seconds = std::strtod(next(), nullptr);
    } else if (a == "--trial-moves") {
      settings.search.trial_moves = std::strtoull(next(), nullptr, 10);
    } else if (a == "--trial-nodes") {
      settings.search.trial_nodes = std::strtoull(next(), nullptr, 10);
    } else if (a == "--generic") {
      settings.generic_only = true;
    } else if (a == "--with-7x7") {
      with_7x7 = true;
    } else if (a == "--deepening") {
      settings.deepening = true;
    } else if (a == "--ab") {
      settings.ab = true;
    } else if (a == "--ab-order") {
      settings.ab = settings.ab_order_only = true;
    } else if (a == "--search-only") {
      settings.search_only = true;
    } else {
      exprs.push_back(a);
    }
  }
  if (!exprs.empty()) {
    for (const std::string& e : exprs) compare(settings, e.substr(0, 28), e);
    return 0;
  }
  compare(settings, "domineering 4x6", "domineering:" + board(4, 6, false));
  compare(settings, "clobber 3x4 checkerboard", "clobber:" + board(3, 4, true));
  compare(settings, "sum of small components",
          "domineering:...|...|... + domineering:....|.... + clobber:xoxo|oxox + "
          "toads-and-frogs:tt..ff + {3||2|1} - domineering:..|..|..");
  compare(settings, "sum of twelve small components",
          "domineering:...|...|... + domineering:....|.... + clobber:xoxo|oxox + "
          "toads-and-frogs:tt..ff + domineering:..#|...|... + clobber:xox|oxo + "
          "domineering:.....|..... + clobber:xoxox + domineering:...|... + "
          "toads-and-frogs:t.t.ff + clobber:oxo|x.x + domineering:....|...#");
  if (quick) return 0;
  compare(settings, "domineering 4x8", "domineering:" + board(4, 8, false));
  compare(settings, "clobber 4x5 checkerboard", "clobber:" + board(4, 5, true));
  compare(settings, "domineering 6x6", "domineering:" + board(6, 6, false));
  if (with_7x7) compare(settings, "domineering 7x7", "domineering:" + board(7, 7, false));
  return 0;
}
