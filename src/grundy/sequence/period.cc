#include "grundy/sequence/period.h"

#include <fmt/format.h>

#include <algorithm>

namespace grundy {
namespace {

// The least n0 such that G(n + p) = G(n) + s for every n0 ≤ n < L − p (scanning backwards).
template <class T>
std::uint64_t least_start(std::span<const T> g, std::uint64_t p, std::int64_t s) {
  std::uint64_t n = g.size() - p;
  while (n > 0 && static_cast<std::int64_t>(g[n - 1 + p]) - g[n - 1] == s) --n;
  return n;
}

// Grundy's game and other codes with '!': with unequal splits the Guy–Smith correspondence
// between the splits of n − j and of n + p − j misses exactly one option, the equal split
// (a, a) of n − j, whose image (a, a + p) is legal at n + p and has value G(a) XOR G(a + p) = 0.
// So options(n + p) = options(n) ∪ {0 when n − j is even for an unequal-split rule j}, and
// G(n + p) = G(n) still holds whenever G(n) ≠ 0 (0 is then already an option of n). The test:
// no zero in the periodic block at a residue of the parity some unequal rule j reaches
// (p odd: every residue has both parities, so no zero at all).
template <class T>
bool unequal_splits_keep_period(const HeapRules& rules, std::span<const T> g, std::uint64_t n0,
                                std::uint64_t p) {
  bool parity_reached[2] = {false, false};
  for (const auto& [j, d] : rules.finite_digits()) {
    if (d.unequal && (d.bits & 4)) parity_reached[j % 2] = true;
  }
  for (std::uint64_t n = n0; n < n0 + p; ++n) {
    if (g[n] != 0) continue;
    // n − j even ⇔ n ≡ j (mod 2).
    if (p % 2 == 1 && (parity_reached[0] || parity_reached[1])) return false;
    if (parity_reached[n % 2]) return false;
  }
  return true;
}

}  // namespace

std::optional<std::uint64_t> values_needed_for_period(const HeapRules& rules, std::uint64_t n0,
                                                      std::uint64_t p) {
  const auto t = rules.max_take();
  if (!t) return std::nullopt;
  const int k = rules.max_heaps();
  if (k <= 1) {
    // Finite subtraction games: if G(n + p) = G(n) for n0 ≤ n < n0 + t, every move from n ≥ n0 + t
    // lands in [n0, n) and the option sets of n and n + p correspond, so by induction for all
    // n ≥ n0 (values read: up to n0 + t − 1 + p).
    // Digits other than 3 (remove-all only, or leave-a-heap only) make heap 0 special, so the
    // induction then starts at n0 ≥ 1, where no move can empty the heap or be blocked by it.
    bool all_three = true;
    for (const auto& entry : rules.finite_digits()) all_three &= entry.second.bits == 3;
    const std::uint64_t start = all_three ? n0 : std::max<std::uint64_t>(n0, 1);
    return start + std::max<std::uint64_t>(*t, 1) + p;
  }
  if (rules.has_unequal() && k > 2) return std::nullopt;
  // Guy–Smith periodicity theorem, for moves leaving up to k heaps: if G(n + p) = G(n) for
  // n0 ≤ n < k·n0 + (k−1)·p + t, with n0 ≥ 1, then for all n ≥ n0 (the largest of k parts of
  // n + p − j is at least n0 + p past the window). Values read: up to k·n0 + k·p + t − 1.
  const std::uint64_t start = std::max<std::uint64_t>(n0, 1);
  return k * start + k * p + *t;
}

template <class T>
std::optional<Periodicity> find_period_in(const HeapRules& rules, std::span<const T> g) {
  const std::uint64_t length = g.size();
  for (std::uint64_t p = 1; 2 * p <= length; ++p) {
    // The values a proof needs grow with n0 and with p: once even n0 = 0 needs more than there
    // are, no larger p can be proved either. Without this, a game with a large subtraction
    // (sub{1,3,4,6,7,10485761}) would scan the whole sequence back for every multiple of its
    // small early period, quadratic work that no budget sees, for proofs that cannot succeed.
    if (const auto least = values_needed_for_period(rules, 0, p); !least || *least > length) break;
    const std::uint64_t n0 = least_start(g, p, 0);
    const auto needed = values_needed_for_period(rules, n0, p);
    if (!needed || *needed > length) continue;
    const std::uint64_t start = rules.max_heaps() >= 2 ? std::max<std::uint64_t>(n0, 1) : n0;
    if (rules.has_unequal() && !unequal_splits_keep_period(rules, g, start, p)) continue;
    Periodicity result;
    result.preperiod = n0;
    result.period = p;
    result.proved = true;
    result.values_needed = *needed;
    result.theorem =
        rules.max_heaps() <= 1
            ? "finite subtraction game: G(n+p) = G(n) for n0 <= n < n0 + max(S) proves it for all "
              "n >= n0"
        : rules.has_unequal()
            ? "Guy-Smith periodicity theorem with the unequal-split condition (no zero in the "
              "period at a parity an unequal split reaches)"
            : (rules.max_heaps() == 2
                   ? "Guy-Smith periodicity theorem: G(n+p) = G(n) for n0 <= n < 2n0 + p + t"
                   : "Guy-Smith periodicity theorem for moves leaving up to k heaps: G(n+p) = "
                     "G(n) for n0 <= n < k*n0 + (k-1)p + t");
    return result;
  }
  // Arithmetic periodicity: seen in the data, not proved by any theorem implemented here.
  if (length >= 16) {
    for (std::uint64_t p = 1; 4 * p <= length; ++p) {
      const std::int64_t s = static_cast<std::int64_t>(g[length - 1]) - g[length - 1 - p];
      if (s == 0) continue;
      const std::uint64_t n0 = least_start(g, p, s);
      // No theorem proves it, so it is reported only on enough evidence: the pattern repeats
      // well (3p + 8 values) and holds over at least the second half of the values computed.
      // A sequence that merely grows (0.c!, about n/2.5) shows a short run of G(n + 2) =
      // G(n) + 1 at its end by chance: such a run is short beside the values before it.
      if (length - n0 < std::max(3 * p + 8, n0)) continue;
      Periodicity result;
      result.preperiod = n0;
      result.period = p;
      result.saltus = s;
      result.proved = false;
      result.values_needed = length;
      result.theorem = "arithmetic periodicity seen in the values computed, not proved";
      return result;
    }
  }
  return std::nullopt;
}

template <class T>
std::uint64_t value_from_period_in(const Periodicity& period, std::span<const T> g,
                                   std::uint64_t n) {
  if (n < g.size()) return g[n];
  const std::uint64_t steps = (n - period.preperiod) / period.period;
  const std::uint64_t base = n - steps * period.period;
  return g[base] + period.saltus * static_cast<std::int64_t>(steps);
}

std::optional<Periodicity> find_period_k_heaps(std::uint64_t k, std::uint64_t t,
                                               std::span<const std::uint16_t> g) {
  k = std::max<std::uint64_t>(k, 2);
  const std::uint64_t length = g.size();
  auto needed = [&](std::uint64_t n0, std::uint64_t p) {
    return k * std::max<std::uint64_t>(n0, 1) + k * p + t;
  };
  for (std::uint64_t p = 1; 2 * p <= length && needed(0, p) <= length; ++p) {
    const std::uint64_t n0 = least_start(g, p, 0);
    if (needed(n0, p) > length) continue;
    Periodicity result;
    result.preperiod = n0;
    result.period = p;
    result.proved = true;
    result.values_needed = needed(n0, p);
    result.theorem = fmt::format(
        "Guy-Smith periodicity theorem for moves leaving up to k = {} heaps (no constraint among "
        "them) and removing up to t = {} tokens: G(n+p) = G(n) for n0 <= n < k*n0 + (k-1)p + t",
        k, t);
    return result;
  }
  return std::nullopt;
}

std::optional<Periodicity> find_period(const HeapRules& rules, std::span<const std::uint32_t> g) {
  return find_period_in(rules, g);
}
std::optional<Periodicity> find_period(const HeapRules& rules, std::span<const std::uint16_t> g) {
  return find_period_in(rules, g);
}
std::uint64_t value_from_period(const Periodicity& period, std::span<const std::uint32_t> g,
                                std::uint64_t n) {
  return value_from_period_in(period, g, n);
}
std::uint64_t value_from_period(const Periodicity& period, std::span<const std::uint16_t> g,
                                std::uint64_t n) {
  return value_from_period_in(period, g, n);
}

}  // namespace grundy
