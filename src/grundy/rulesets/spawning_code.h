#pragma once
// CGSuite's turning codes (game.strip.Turning, game.heap.Spawning; Winning Ways ch. 14). A
// coin-turning move turns over some coins, the rightmost from heads to tails; in the heap
// representation (CGSuite's Spawning) a coin at position n ≥ 1 is a heap of n, and the move from
// it turns the coins a_1 < … < a_k < n, which is a move from the heap n to the heaps a_1 … a_k
// (two equal heaps are 0, so heaps and coins have the same normal-play values).
//
// A code is a comma-separated list of elements, any of which may be used. An element is a range
// of how many coins are turned, the rightmost included: `3`, `1-3`, `2+`; then modifiers:
//   C     the coins turned are consecutive;
//   E     they are equally spaced;
//   S     they are symmetrically arranged (about the middle of the first and the last);
//   F     the leftmost coin of the strip (position 1) is among them;
//   C(s)  they lie within s adjacent coins.
// `1-3` is Mock Turtles, `1+C` Ruler, `3E` Turnips, `4FS` Grunt, `1+S` Sym, `1-3C(5)` Mock
// Turtle Fives. Letters are read in either case and printed in capitals.
//
// F follows its description in CGSuite's documentation ("the leftmost coin must be among those
// turned") also when one coin is turned: then that coin is the leftmost, so the heap is 1.
// CGSuite's Spawning.scala lets a single coin anywhere be turned under F (for Sympler, `1+FS`,
// heaps of an odd size), so values of codes with F and a range starting at 1 can differ.
#include <algorithm>    // std::min
#include <cstdint>      // std::uint64_t
#include <optional>     // std::optional
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

namespace grundy {

enum class CoinSpacing : std::uint8_t { kAny, kConsecutive, kEqual, kSymmetric };

struct SpawningElement {
  std::uint64_t min_coins = 1;             // coins turned, the rightmost included
  std::optional<std::uint64_t> max_coins;  // nullopt: no bound (`2+`)
  std::optional<std::uint64_t> span;       // C(s)
  CoinSpacing spacing = CoinSpacing::kAny;
  bool first = false;  // F
  friend bool operator==(const SpawningElement&, const SpawningElement&) = default;
};

struct SpawningCode {
  std::vector<SpawningElement> elements;

  // Calls visit(heaps) (heaps ascending, each in 1 … n−1; returning false stops) for every move
  // from a heap of n, element by element in the code's order (the same option may come twice
  // when two elements allow it). False when stopped.
  template <class Visit>
  bool for_each_option(std::uint64_t n, Visit&& visit) const;
  friend bool operator==(const SpawningCode&, const SpawningCode&) = default;
};

// Parses a code (column is its first character's); a parse error names the column.
SpawningCode parse_spawning_code(std::string_view code, std::size_t column);
// Prints a code so that parse_spawning_code reads it back: `1-3C(5)`, `4FS`, `1+S`.
std::string format_spawning_code(const SpawningCode& code);

namespace spawning_detail {

// Calls visit() with pick set to each j-subset of pool (pool ascending, so is pick), in
// lexicographic order; false when visit stopped it.
template <class Visit>
bool for_each_subset(std::span<const std::uint64_t> pool, std::size_t j,
                     std::vector<std::uint64_t>& pick, Visit&& visit) {
  if (j > pool.size()) return true;
  std::vector<std::size_t> index(j);
  for (std::size_t i = 0; i < j; ++i) index[i] = i;
  pick.resize(j);
  while (true) {
    for (std::size_t i = 0; i < j; ++i) pick[i] = pool[index[i]];
    if (!visit()) return false;
    std::size_t i = j;
    while (i > 0 && index[i - 1] == pool.size() - j + (i - 1)) --i;
    if (i == 0) return true;
    ++index[i - 1];
    for (std::size_t t = i; t < j; ++t) index[t] = index[t - 1] + 1;
  }
}

}  // namespace spawning_detail

template <class Visit>
bool SpawningCode::for_each_option(std::uint64_t n, Visit&& visit) const {
  if (n == 0) return true;  // no coin
  std::vector<std::uint64_t> heaps, pool, pick;
  auto emit = [&]() { return visit(std::span<const std::uint64_t>(heaps)); };
  for (const SpawningElement& e : elements) {
    // The leftmost coin turned is at least lo (C(s): all within s coins ending at n).
    const std::uint64_t lo = e.span && *e.span < n ? n + 1 - *e.span : 1;
    const std::uint64_t most = std::min(e.max_coins.value_or(n), n);  // coins turned
    for (std::uint64_t coins = e.min_coins; coins <= most; ++coins) {
      const std::uint64_t k = coins - 1;  // coins turned besides the one at n
      if (k == 0) {
        heaps.clear();
        if ((!e.first || n == 1) && !emit()) return false;
        continue;
      }
      switch (e.spacing) {
        case CoinSpacing::kConsecutive: {
          if (n - k < lo || (e.first && n - k != 1)) break;
          heaps.clear();
          for (std::uint64_t a = n - k; a < n; ++a) heaps.push_back(a);
          if (!emit()) return false;
          break;
        }
        case CoinSpacing::kEqual: {
          // Spacing d: a_1 = n − d·k, then every d.
          for (std::uint64_t d = 1; d * k < n && n - d * k >= lo; ++d) {
            if (e.first && n - d * k != 1) continue;
            heaps.clear();
            for (std::uint64_t i = 0; i < k; ++i) heaps.push_back(n - d * (k - i));
            if (!emit()) return false;
          }
          break;
        }
        case CoinSpacing::kSymmetric: {
          // The first coin a; the others pair up p ↔ a + n − p strictly between, with the
          // middle (a + n)/2 alone when a + n is even.
          for (std::uint64_t a = lo; a < n; ++a) {
            if (e.first && a != 1) break;
            pool.clear();
            for (std::uint64_t p = a + 1; 2 * p < a + n; ++p) pool.push_back(p);
            const bool middle = (a + n) % 2 == 0;
            for (std::uint64_t with_middle = 0; with_middle <= (middle ? 1 : 0); ++with_middle) {
              if ((k - 1) < with_middle || (k - 1 - with_middle) % 2) continue;
              const std::uint64_t pairs = (k - 1 - with_middle) / 2;
              const bool go = spawning_detail::for_each_subset(pool, pairs, pick, [&] {
                heaps.assign(1, a);
                for (std::uint64_t p : pick) heaps.push_back(p);
                if (with_middle) heaps.push_back((a + n) / 2);
                for (std::size_t i = pick.size(); i-- > 0;) heaps.push_back(a + n - pick[i]);
                return emit();
              });
              if (!go) return false;
            }
          }
          break;
        }
        case CoinSpacing::kAny: {
          if (e.first) {
            if (lo > 1) break;
            pool.clear();
            for (std::uint64_t p = 2; p < n; ++p) pool.push_back(p);
            const bool go = spawning_detail::for_each_subset(pool, k - 1, pick, [&] {
              heaps.assign(1, 1);
              heaps.insert(heaps.end(), pick.begin(), pick.end());
              return emit();
            });
            if (!go) return false;
          } else {
            pool.clear();
            for (std::uint64_t p = lo; p < n; ++p) pool.push_back(p);
            const bool go = spawning_detail::for_each_subset(pool, k, pick, [&] {
              heaps = pick;
              return emit();
            });
            if (!go) return false;
          }
          break;
        }
      }
    }
  }
  return true;
}

}  // namespace grundy
