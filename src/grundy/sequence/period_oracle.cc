// The HeapPeriodOracle of sequence/: per game, a rare/common engine extended at doublings with
// the certificate checked at each (search_period), kept for the life of the oracle. Values
// are exact: computed, or read from a proved period (Guy–Smith and the other theorems of
// grundy/sequence/period.h).
#include "grundy/sequence/period_oracle.h"

#include <fmt/format.h>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>

#include "grundy/core/budgeted_mutex.h"
#include "grundy/core/error.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/period_search.h"

namespace grundy {
namespace {

class PeriodOracle final : public HeapPeriodOracle {
 public:
  explicit PeriodOracle(std::uint64_t max_retained_bytes)
      : max_retained_bytes_(max_retained_bytes) {}

  // Heaps beyond this need a proved period (2^26 values: 128 MiB).
  static constexpr std::uint64_t kMaxComputed = (1ull << 26) - 1;
  // A period search for a heap beyond kMaxComputed, or for `moves`, looks this far (2^20 values).
  static constexpr std::uint64_t kPeriodSearch = (1ull << 20) - 1;

  std::optional<std::uint64_t> value(const std::string& key, const HeapRules& rules,
                                     std::uint64_t n, Budget& budget) const override {
    if (!handles(rules)) return std::nullopt;
    const std::shared_ptr<Entry> held = entry(key, rules);
    Entry& e = *held;
    const auto lock = lock_under(e.mutex, budget);
    if (n < e.engine->size()) return e.engine->values()[n];
    // A heap within reach is computed; a heap beyond it needs a period, searched for as far as
    // `period` searches (not to kMaxComputed: a game with no period found there fails fast).
    if (!e.proved) search(e, rules, n <= kMaxComputed ? n : kPeriodSearch, budget);
    if (n < e.engine->size()) return e.engine->values()[n];
    if (e.proved) return value_from_period(*e.period, std::span(e.engine->values()), n);
    throw Error(ErrorKind::kComputation,
                fmt::format("G({}) of {} is beyond the {} values that may be computed, and no "
                            "period was proved within the first {} values",
                            n, key, kMaxComputed + 1, kPeriodSearch + 1));
  }

  std::optional<ProvedPeriod> period(const std::string& key, const HeapRules& rules,
                                     Budget& budget) const override {
    if (!handles(rules)) return std::nullopt;
    const std::shared_ptr<Entry> held = entry(key, rules);
    Entry& e = *held;
    const auto lock = lock_under(e.mutex, budget);
    if (!e.proved) search(e, rules, kPeriodSearch, budget);
    if (!e.proved) return std::nullopt;
    return ProvedPeriod{e.period->preperiod, e.period->period};
  }

  bool seed(const std::string& key, const HeapRules& rules, std::vector<std::uint16_t> values,
            const std::optional<ProvedPeriod>& period) const override {
    if (!handles(rules)) return false;
    const std::shared_ptr<Entry> held = entry(key, rules);
    Entry& e = *held;
    // Seeding is a cache fill, so it never waits: the entry may be held for a whole budget by a
    // request extending it (a period search of the same code), and a wait here had no budget
    // (the load test's cheap `seq` of 0.60 behind `period` of 0.6 answered after 4–7 s, then
    // ran again past its deadline on the heavy pool: a 422 for a 2 s budget).
    std::unique_lock lock(e.mutex, std::try_to_lock);
    if (!lock.owns_lock()) return false;
    bool taken = false;
    if (values.size() > e.engine->size()) {
      e.engine->restore(std::move(values));
      e.bytes.store(e.engine->values().capacity() * sizeof(std::uint16_t),
                    std::memory_order_relaxed);
      taken = true;
    }
    // A proved period answers every heap from the values of its preperiod and one period.
    if (!e.proved && period && period->period > 0 &&
        e.engine->size() >= period->preperiod + period->period) {
      Periodicity p;
      p.preperiod = period->preperiod, p.period = period->period, p.proved = true;
      p.theorem = "proved earlier (by seq or period, or read from the results store)";
      p.values_needed = e.engine->size();
      e.period = p;
      e.proved = true;
      taken = true;
    }
    return taken;
  }

 private:
  struct Entry {
    // Waited for under the budget: a request behind another that searches for its whole budget
    // is refused when its own budget is spent, not answered a budget late (or later, behind
    // several: seen in the server's load test as 2 s requests answered after 4–6 s).
    BudgetedMutex mutex;
    std::unique_ptr<HeapRules> rules;  // the engine keeps a reference
    std::unique_ptr<SequenceEngine> engine;
    std::optional<Periodicity> period;
    bool proved = false;
    std::uint64_t searched = 0;  // a period search has looked at heaps up to this one
    std::uint64_t last_used = 0;
    // The values' bytes, published after each search so that eviction need not wait on one.
    std::atomic<std::uint64_t> bytes{0};
  };

  // Finite codes whose certificate a theorem here gives (not the '!' codes leaving 3 heaps).
  static bool handles(const HeapRules& rules) {
    return rules.max_take().has_value() && !rules.is_nim() &&
           !(rules.has_unequal() && rules.max_heaps() > 2);
  }

  // The entry for key, made if need be; a request holds it while it works, so evicting it from
  // the map frees it only when the last user is done.
  std::shared_ptr<Entry> entry(const std::string& key, const HeapRules& rules) const {
    std::lock_guard lock(mutex_);
    auto& slot = entries_[key];
    if (!slot) {
      slot = std::make_shared<Entry>();
      slot->rules = std::make_unique<HeapRules>(rules);
      slot->engine = make_engine(*slot->rules, EngineKind::kRareCommon);
    }
    slot->last_used = ++clock_;
    std::shared_ptr<Entry> held = slot;
    std::uint64_t total = 0;
    for (const auto& [k, e] : entries_) total += e->bytes.load(std::memory_order_relaxed);
    while (total > max_retained_bytes_ && entries_.size() > 1) {
      auto oldest = entries_.end();
      for (auto it = entries_.begin(); it != entries_.end(); ++it) {
        if (it->second != held &&
            (oldest == entries_.end() || it->second->last_used < oldest->second->last_used)) {
          oldest = it;
        }
      }
      total -= oldest->second->bytes.load(std::memory_order_relaxed);
      entries_.erase(oldest);
    }
    return held;
  }

  // Extends at doublings up to heap max, stopping at a proof (values already computed stay).
  static void search(Entry& e, const HeapRules& rules, std::uint64_t max, Budget& budget) {
    if (max <= e.searched && e.engine->size() > max) return;
    struct Publish {
      Entry& e;
      ~Publish() {
        e.bytes.store(e.engine->values().capacity() * sizeof(std::uint16_t),
                      std::memory_order_relaxed);
      }
    } publish{e};
    const auto found = search_period(rules, *e.engine, max, budget);
    e.searched = std::max(e.searched, max);
    if (found.period && found.period->proved) {
      e.period = found.period;
      e.proved = true;
    }
  }

  // The most bytes the entries keep together, a share of the process's --memory.
  const std::uint64_t max_retained_bytes_;
  mutable std::mutex mutex_;
  mutable std::map<std::string, std::shared_ptr<Entry>> entries_;
  mutable std::uint64_t clock_ = 0;  // ticks at each use, for least recently used
};

}  // namespace

std::unique_ptr<HeapPeriodOracle> make_period_oracle(std::uint64_t max_retained_bytes) {
  return std::make_unique<PeriodOracle>(max_retained_bytes);
}
}  // namespace grundy
