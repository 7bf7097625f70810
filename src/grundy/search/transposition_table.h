#pragma once
// A transposition table of bounded size for the outcome search (grundy/search/outcome_search.h):
// the win/loss of a sum with a side to move, keyed by two independent 64-bit hashes of the
// normalised sum (so a false hit needs both to collide: about one chance in 2^120 per probe).
// Buckets of two entries: the first keeps the entry whose subtree took the most work, the second
// is replaced always (the two-tier scheme of chess programs).
// It starts small and doubles while more than half its entries are in use, up to its bound;
// each doubling is charged to the budget before it is made, and where the budget has no room
// for it the table stays as it is (a table is a cache: a full one costs speed, not answers).
// Starting at 64 MiB cost every search 0.2 s of clearing memory it mostly never used.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <vector>    // std::vector

#include "grundy/core/budget.h"

namespace grundy::partizan {

struct SumKey {
  std::uint64_t a = 0, b = 0;
  friend bool operator==(const SumKey&, const SumKey&) = default;
};

class TranspositionTable {
 public:
  // At most max_bytes (rounded down to a power of two of entries), and no more than a quarter of
  // what the budget may still charge; at least a small table.
  TranspositionTable(Budget& budget, std::uint64_t max_bytes);
  // The size it starts at (or its bound, if smaller).
  static constexpr std::uint64_t kStartBytes = std::uint64_t{1} << 18;

  // Whether the side to move wins the sum keyed by key (the side is part of the key), if known.
  std::optional<bool> find(const SumKey& key) const;
  // Asks the processor to bring key's bucket into the cache (a hint: no effect on answers), so
  // that the misses of several keys looked up one after the other overlap.
  void prefetch(const SumKey& key) const { __builtin_prefetch(&entries_[bucket(key)]); }
  // Records it; work is the search nodes the answer took (the replacement priority).
  void store(const SumKey& key, bool win, std::uint64_t work);

  std::uint64_t bytes() const { return charge_.bytes(); }
  std::uint64_t entries() const { return entries_.size(); }
  std::uint64_t max_entries() const { return max_entries_; }

 private:
  // b's low 8 bits hold the flags: bit 0 used, bit 1 win, bits 2-7 log2 of the work.
  struct Entry {
    std::uint64_t a = 0, b = 0;
  };
  static constexpr std::uint64_t kFlagBits = 0xFF;
  std::size_t bucket(const SumKey& key) const {
    return static_cast<std::size_t>(key.a & mask_) * 2;
  }
  // Doubles the table if it may (its bound, the budget's room), moving every entry in use.
  void grow();

  Budget& budget_;
  MemoryCharge charge_;
  std::vector<Entry> entries_;
  std::uint64_t mask_ = 0;  // buckets − 1
  std::uint64_t used_ = 0;  // entries in use
  std::uint64_t max_entries_ = 0;
};

}  // namespace grundy::partizan
