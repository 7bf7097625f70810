#pragma once
// A transposition table of fixed size for the outcome search (partizan/outcome_search.h): the
// win/loss of a sum with a side to move, keyed by two independent 64-bit hashes of the
// normalised sum (so a false hit needs both to collide: about one chance in 2^120 per probe).
// Buckets of two entries: the first keeps the entry whose subtree took the most work, the second
// is replaced always (the two-tier scheme of chess programs). Its bytes are charged to the
// budget once, when it is made: it never grows.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <vector>    // std::vector

#include "core/budget.h"

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

  // Whether the side to move wins the sum keyed by key (the side is part of the key), if known.
  std::optional<bool> find(const SumKey& key) const;
  // Records it; work is the search nodes the answer took (the replacement priority).
  void store(const SumKey& key, bool win, std::uint64_t work);

  std::uint64_t bytes() const { return charge_.bytes(); }
  std::uint64_t entries() const { return entries_.size(); }

 private:
  // b's low 8 bits hold the flags: bit 0 used, bit 1 win, bits 2-7 log2 of the work.
  struct Entry {
    std::uint64_t a = 0, b = 0;
  };
  static constexpr std::uint64_t kFlagBits = 0xFF;
  std::size_t bucket(const SumKey& key) const {
    return static_cast<std::size_t>(key.a & mask_) * 2;
  }
  MemoryCharge charge_;
  std::vector<Entry> entries_;
  std::uint64_t mask_ = 0;  // buckets − 1
};

}  // namespace grundy::partizan
