// The HeapPeriodOracle of sequence/: per game, a rare/common engine extended at doublings with
// the certificate checked at each (search_period), cached for the life of the process. Values
// are exact: computed, or read from a proved period (Guy–Smith and the other theorems of
// sequence/period.h).
#include <fmt/format.h>

#include <map>
#include <memory>
#include <mutex>

#include "core/error.h"
#include "rulesets/heap_period_oracle.h"
#include "sequence/engine.h"
#include "sequence/period_search.h"

namespace grundy {
namespace {

class PeriodOracle final : public HeapPeriodOracle {
 public:
  // Heaps beyond this need a proved period (2^26 values: 128 MiB).
  static constexpr std::uint64_t kMaxComputed = (1ull << 26) - 1;
  // A period search for a heap beyond kMaxComputed, or for `moves`, looks this far (2^20 values).
  static constexpr std::uint64_t kPeriodSearch = (1ull << 20) - 1;

  std::optional<std::uint64_t> value(const std::string& key, const HeapRules& rules,
                                     std::uint64_t n, Budget& budget) const override {
    if (!handles(rules)) return std::nullopt;
    Entry& e = entry(key, rules);
    std::lock_guard lock(e.mutex);
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
    Entry& e = entry(key, rules);
    std::lock_guard lock(e.mutex);
    if (!e.proved) search(e, rules, kPeriodSearch, budget);
    if (!e.proved) return std::nullopt;
    return ProvedPeriod{e.period->preperiod, e.period->period};
  }

  bool seed(const std::string& key, const HeapRules& rules, std::vector<std::uint16_t> values,
            const std::optional<ProvedPeriod>& period) const override {
    if (!handles(rules)) return false;
    Entry& e = entry(key, rules);
    std::lock_guard lock(e.mutex);
    bool taken = false;
    if (values.size() > e.engine->size()) {
      e.engine->restore(std::move(values));
      taken = true;
    }
    // A proved period answers every heap from the values of its preperiod and one period.
    if (!e.proved && period && period->period > 0 &&
        e.engine->size() >= period->preperiod + period->period) {
      Periodicity p;
      p.preperiod = period->preperiod, p.period = period->period, p.proved = true;
      p.theorem = "proved earlier (the results store)";
      p.values_needed = e.engine->size();
      e.period = p;
      e.proved = true;
      taken = true;
    }
    return taken;
  }

 private:
  struct Entry {
    std::mutex mutex;
    std::unique_ptr<SequenceEngine> engine;
    std::optional<Periodicity> period;
    bool proved = false;
    std::uint64_t searched = 0;  // a period search has looked at heaps up to this one
  };

  // Finite codes whose certificate a theorem here gives (not the '!' codes leaving 3 heaps).
  static bool handles(const HeapRules& rules) {
    return rules.max_take().has_value() && !rules.is_nim() &&
           !(rules.has_unequal() && rules.max_heaps() > 2);
  }

  Entry& entry(const std::string& key, const HeapRules& rules) const {
    std::lock_guard lock(mutex_);
    auto& slot = entries_[key];
    if (!slot) {
      slot = std::make_unique<Entry>();
      rules_.push_back(std::make_unique<HeapRules>(rules));  // the engine keeps a reference
      slot->engine = make_engine(*rules_.back(), EngineKind::kRareCommon);
    }
    return *slot;
  }

  // Extends at doublings up to heap max, stopping at a proof (values already computed stay).
  static void search(Entry& e, const HeapRules& rules, std::uint64_t max, Budget& budget) {
    if (max <= e.searched && e.engine->size() > max) return;
    const auto found = search_period(rules, *e.engine, max, budget);
    e.searched = std::max(e.searched, max);
    if (found.period && found.period->proved) {
      e.period = found.period;
      e.proved = true;
    }
  }

  mutable std::mutex mutex_;
  mutable std::map<std::string, std::unique_ptr<Entry>> entries_;
  mutable std::vector<std::unique_ptr<HeapRules>> rules_;
};

const PeriodOracle kOracle;
const bool kInstalled = install_heap_period_oracle(&kOracle);

}  // namespace
}  // namespace grundy
