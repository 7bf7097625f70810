#include "grundy/search/outcome_on_threads.h"

#include <atomic>     // std::atomic
#include <cstdlib>    // std::abort
#include <exception>  // std::exception_ptr
#include <memory>     // std::make_shared
#include <optional>   // std::optional
#include <thread>     // std::thread

#include "grundy/core/budgeted_mutex.h"
#include "grundy/core/error.h"

namespace grundy::partizan {

namespace {

// The database of solved regions shared by the two searches: one look-up or save at a time, each
// waiting under its own search's budget.
class LockedRegionStore final : public RegionStore {
 public:
  LockedRegionStore(RegionStore& inner, BudgetedMutex& mutex, Budget& budget)
      : inner_(inner), mutex_(mutex), budget_(budget) {}
  std::optional<std::string> find(const std::string& ruleset, const std::string& region) override {
    auto held = lock_under(mutex_, budget_);
    return inner_.find(ruleset, region);
  }
  void save(const std::string& ruleset, const std::string& region,
            const std::string& value) override {
    auto held = lock_under(mutex_, budget_);
    inner_.save(ruleset, region, value);
  }
  [[noreturn]] void refuse(const std::string& ruleset, const std::string& region,
                           const std::string& what) override {
    inner_.refuse(ruleset, region, what);
    std::abort();  // not reached: the inner store's refuse throws ([[noreturn]])
  }

 private:
  RegionStore& inner_;
  BudgetedMutex& mutex_;
  Budget& budget_;
};

void add_stats(OutcomeSearchStats& to, const OutcomeSearchStats& s) {
  to.nodes += s.nodes;
  to.table_hits += s.table_hits;
  to.components += s.components;
  to.canonical += s.canonical;
  to.failed_trials += s.failed_trials;
  to.table_entries += s.table_entries;
  to.region_hits += s.region_hits;
  to.region_saves += s.region_saves;
  to.iterations += s.iterations;
}

Outcome outcome_of(bool left_wins_first, bool right_wins_first) {
  if (left_wins_first && right_wins_first) return Outcome::kN;
  if (left_wins_first) return Outcome::kL;
  if (right_wins_first) return Outcome::kR;
  return Outcome::kP;
}

// One side's search on a thread of its own.
struct SideRun {
  Side side;
  Budget budget;
  bool wins = false;
  OutcomeSearchStats stats{};
  std::exception_ptr error{};
  bool stopped_by_sibling = false;
};

}  // namespace

OutcomeOnThreads outcome_on_threads(Budget& budget, const OutcomeSearchOptions& options,
                                    const SumSetup& setup, unsigned threads) {
  OutcomeOnThreads r;
  if (threads < 2) {
    OutcomeSearch search(budget, options);
    setup(search);
    r.outcome = search.outcome();
    r.stats = search.stats();
    return r;
  }
  r.threads = 2;
  auto stop = std::make_shared<std::atomic<bool>>(false);
  BudgetedMutex regions_mutex;
  const std::uint64_t nodes_before = budget.nodes();
  SideRun runs[2] = {{.side = Side::kLeft, .budget = budget.derive_part(2, stop)},
                     {.side = Side::kRight, .budget = budget.derive_part(2, stop)}};
  auto run = [&](SideRun& part) {
    try {
      OutcomeSearchOptions own = options;
      std::optional<LockedRegionStore> locked;
      if (options.regions)
        own.regions = &locked.emplace(*options.regions, regions_mutex, part.budget);
      OutcomeSearch search(part.budget, own);
      setup(search);
      part.wins = search.wins_moving_first(part.side);
      part.stats = search.stats();
    } catch (...) {
      // The sibling was told to stop first only if stop was already set when this one failed.
      part.stopped_by_sibling = stop->exchange(true);
      part.error = std::current_exception();
    }
  };
  {
    std::thread right([&] { run(runs[1]); });
    run(runs[0]);
    right.join();
  }
  // The work done, charged to the whole budget (each part stayed within its share of it).
  std::uint64_t work = 0;
  for (const SideRun& part : runs) work += part.budget.nodes() - nodes_before;
  // An error of a part that failed on its own comes first; a part stopped by it only says so.
  for (const SideRun& part : runs) {
    if (part.error && !part.stopped_by_sibling) std::rethrow_exception(part.error);
  }
  for (const SideRun& part : runs) {
    if (part.error) std::rethrow_exception(part.error);
  }
  budget.charge(work);
  r.outcome = outcome_of(runs[0].wins, runs[1].wins);
  add_stats(r.stats, runs[0].stats);
  add_stats(r.stats, runs[1].stats);
  return r;
}

}  // namespace grundy::partizan
