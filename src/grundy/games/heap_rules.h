#pragma once
// Heap games as data: a take-and-break code (Winning Ways ch. 4; CGSuite's TBCode). Digit d_j
// says what a move removing j tokens from a heap may leave: bit 1, no heap (j = the whole
// heap); bit 2, one heap; bit 4, two heaps; bit 8, three heaps. Subtraction games, all-but
// subtraction games and Nim are codes too: sub{1,3,4} has d_1 = d_3 = d_4 = 3, allbut{1,2} has
// d_j = 3 for every j ≥ 3 (a repeating tail), Nim is 0.[3].
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <span>      // std::span
#include <string>    // std::string
#include <utility>   // std::pair
#include <vector>    // std::vector

#include "grundy/core/budget.h"

namespace grundy {

struct HeapDigit {
  std::uint8_t bits = 0;  // 1: leave nothing, 2: one heap, 4: two heaps, 8: three heaps
  bool unequal = false;   // the '!' modifier: the heaps left must be pairwise unequal
  friend bool operator==(const HeapDigit&, const HeapDigit&) = default;
};

class HeapRules {
 public:
  // explicit_digits[j] is d_j for j below its size; tail repeats for every larger j.
  HeapRules(std::vector<HeapDigit> explicit_digits, std::vector<HeapDigit> tail);
  // Sparse form for subtraction sets with large elements: (j, d_j) pairs, sorted by j.
  static HeapRules sparse(std::vector<std::pair<std::uint64_t, HeapDigit>> digits);

  // d_j.
  HeapDigit digit(std::uint64_t j) const;
  // The removals j with a non-zero digit, below the tail (sorted).
  const std::vector<std::pair<std::uint64_t, HeapDigit>>& finite_digits() const { return finite_; }
  // Where the repeating tail starts (its first j), or nullopt for a finite code.
  std::optional<std::uint64_t> tail_start() const;
  const std::vector<HeapDigit>& tail() const { return tail_; }

  // t: the most tokens a move removes, for finite codes.
  std::optional<std::uint64_t> max_take() const;
  // k: the most heaps a move can leave (1 for subtraction games, 2 for octal, 3 for hex).
  int max_heaps() const;
  bool has_unequal() const;
  // Nim (every j ≥ 1 may leave 0 or 1 heap, nothing else): G(n) = n, since the options of n are
  // exactly the heaps 0 … n−1 (mex rule).
  bool is_nim() const;

  // Calls visit(parts) for every option of a heap of n, parts being the heaps left (each ≥ 1).
  template <class Visit>
  void for_each_option(std::uint64_t n, Visit&& visit) const;

 private:
  HeapRules() = default;
  std::vector<std::pair<std::uint64_t, HeapDigit>> finite_;  // non-zero digits below the tail
  std::uint64_t tail_start_ = 0;
  std::vector<HeapDigit> tail_;  // empty for a finite code
};

// The Grundy values G(0), G(1), … of a heap game, extended on demand by the mex rule (the naive
// engine: every option of every heap). Values are exact; a budget that runs out leaves the
// prefix already computed intact.
class HeapValueTable {
 public:
  explicit HeapValueTable(const HeapRules& rules) : rules_(rules) {}
  // Extends the table to include heap n; charges the budget one unit per option examined.
  void extend_to(std::uint64_t n, Budget& budget);
  std::uint64_t size() const { return values_.size(); }
  std::uint32_t operator[](std::uint64_t n) const { return values_[n]; }
  const std::vector<std::uint32_t>& values() const { return values_; }

  // The largest heap a table may hold (2^28 values, 1 GiB).
  static constexpr std::uint64_t kMaxHeap = (1ull << 28) - 1;

 private:
  const HeapRules& rules_;
  std::vector<std::uint32_t> values_;
};

// ---- template implementation ----

template <class Visit>
void HeapRules::for_each_option(std::uint64_t n, Visit&& visit) const {
  std::uint64_t parts[3];
  auto moves_for = [&](std::uint64_t j, HeapDigit d) {
    if (j > n) return;
    const std::uint64_t m = n - j;
    if ((d.bits & 1) && m == 0) visit(std::span<const std::uint64_t>(parts, 0));
    if ((d.bits & 2) && m >= 1) {
      parts[0] = m;
      visit(std::span<const std::uint64_t>(parts, 1));
    }
    if ((d.bits & 4) && m >= 2) {
      for (std::uint64_t a = 1; a <= m / 2; ++a) {
        if (d.unequal && a == m - a) continue;
        parts[0] = a, parts[1] = m - a;
        visit(std::span<const std::uint64_t>(parts, 2));
      }
    }
    if ((d.bits & 8) && m >= 3) {
      for (std::uint64_t a = 1; 3 * a <= m; ++a) {
        for (std::uint64_t b = a; a + 2 * b <= m; ++b) {
          const std::uint64_t c = m - a - b;
          if (d.unequal && (a == b || b == c)) continue;
          parts[0] = a, parts[1] = b, parts[2] = c;
          visit(std::span<const std::uint64_t>(parts, 3));
        }
      }
    }
  };
  for (const auto& [j, d] : finite_) {
    if (j > n) break;
    moves_for(j, d);
  }
  if (!tail_.empty()) {
    for (std::uint64_t j = tail_start_, i = 0; j <= n;
         ++j, i = (i + 1 == tail_.size() ? 0 : i + 1)) {
      if (tail_[i].bits) moves_for(j, tail_[i]);
    }
  }
}

}  // namespace grundy
