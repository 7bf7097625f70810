#pragma once
// The transposition table of the Cram search: regions' nimbers in an array of 4-way buckets (one
// 64-byte cache line each, aligned to it), found by one hash and at most four compares. An entry
// holds a region's nimber, or while that is unknown the nimbers below 32 it is known not to have
// (a search for a value in a set that found none: Beling and Rogalski's NOT_IN_SET). It doubles
// when half full, up to the most its budget allows; once there (or when the budget refuses more),
// or when a key's bucket is full, a new entry replaces the one in its bucket that cost the least
// work to find. Losing an entry only costs time: a nimber that is not found is searched again.
#include <cstdint>  // std::uint64_t
#include <optional>
#include <vector>

#include "grundy/core/budget.h"
#include "grundy/rulesets/cram_key.h"

namespace grundy::cram {

class RegionTable {
 public:
  static constexpr std::uint8_t kUnknown = 255;  // Entry::value: only `excluded` is known
  struct Entry {
    std::uint64_t bits = 0;
    std::uint8_t rows = 0, cols = 0;  // rows == 0: an empty slot
    std::uint8_t value = 0;           // the nimber, or kUnknown
    std::uint8_t work =
        0;  // bit width of the nodes its search took (replacement keeps the dearest)
    std::uint32_t excluded = 0;  // bit v: the nimber is not v (kUnknown entries)
  };
  static constexpr int kWays = 8;
  static constexpr std::uint64_t kEntryBytes = sizeof(Entry);
  struct alignas(128) Bucket {
    Entry e[kWays];
  };
  static_assert(sizeof(Bucket) == 128);

  // At most max_entries slots (a power of two, at least kWays; 0: as many as the budget has room
  // for, capped at kDefaultMaxEntries), charged to budget as the table grows.
  RegionTable(Budget& budget, std::uint64_t max_entries = 0);

  std::optional<std::uint8_t> find(const RegionKey& k) const {
    const Entry* e = entry(k);
    if (e && e->value != kUnknown) return e->value;
    return std::nullopt;
  }
  // What is known of k: its nimber (kUnknown if not known) and the nimbers it is known not to
  // have (below 32).
  struct Known {
    std::uint8_t value = kUnknown;
    std::uint32_t excluded = 0;
  };
  Known probe(const RegionKey& k) const {
    const Entry* e = entry(k);
    return e ? Known{e->value, e->excluded} : Known{};
  }
  // Starts fetching k's bucket into the cache.
  void prefetch(const RegionKey& k) const {
    const Entry* b = bucket(k);
    __builtin_prefetch(b);
    __builtin_prefetch(b + kWays / 2);
  }
  // Stores k's nimber g, found with `nodes` nodes of search.
  void store(const RegionKey& k, std::uint8_t g, std::uint64_t nodes);
  // Records that k's nimber is none of the values below 32 in `excluded`, found with `nodes`
  // nodes of search (adding to what is known; nothing if its nimber is known).
  // Not recorded if the search took fewer than kExcludeMinNodes nodes.
  void exclude(const RegionKey& k, std::uint32_t excluded, std::uint64_t nodes);
  static constexpr std::uint64_t kExcludeMinNodes = 256;

  std::uint64_t size() const { return size_; }
  std::uint64_t capacity() const { return slots_.size() * kWays; }
  std::uint64_t max_capacity() const { return max_entries_; }
  std::uint64_t replaced() const { return replaced_; }

  static constexpr std::uint64_t kInitialEntries = 1 << 10;
  static constexpr std::uint64_t kDefaultMaxEntries = std::uint64_t{1} << 26;  // 1 GiB

 private:
  static std::uint64_t hash(const RegionKey& k) {
    std::uint64_t z = k.bits + (static_cast<std::uint64_t>(k.rows) << 8 | k.cols) *
                                   0x9E3779B97F4A7C15ull;  // splitmix64's finaliser
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  const Entry* bucket(const RegionKey& k) const { return slots_[hash(k) & mask_].e; }
  Entry* bucket(const RegionKey& k) { return slots_[hash(k) & mask_].e; }
  const Entry* entry(const RegionKey& k) const {
    const Entry* b = bucket(k);
    for (int i = 0; i < kWays; ++i) {
      if (b[i].bits == k.bits && b[i].rows == k.rows && b[i].cols == k.cols) return b + i;
    }
    return nullptr;
  }
  // Doubles the table if the budget allows; false if not.
  bool grow();
  // Puts e in its bucket: in an empty slot or over its own key (merged with it: a known nimber
  // stays, exclusions add up), else over the entry that took the least work.
  void place(const Entry& e);

  MemoryCharge charge_;
  std::uint64_t max_entries_;
  std::vector<Bucket> slots_;
  std::uint64_t mask_ = 0;  // buckets − 1
  std::uint64_t size_ = 0, replaced_ = 0;
};

}  // namespace grundy::cram
