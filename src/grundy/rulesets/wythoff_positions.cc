#include "grundy/rulesets/wythoff_positions.h"

#include <fmt/format.h>

#include <stdexcept>  // std::logic_error
#include <utility>    // std::swap

namespace grundy {
namespace {

constexpr WythoffWide kTwo64 = WythoffWide{1} << 64;

// K = ⌊2^64/φ⌋: the largest k < 2^64 with k² < 2^64(2^64 − k), i.e. k < 2^64/φ (as above, with
// n = 2^64), by bisection at compile time.
constexpr std::uint64_t golden_fraction() {
  std::uint64_t lo = 0, hi = ~std::uint64_t{0};  // lo satisfies the condition, hi does not
  while (hi - lo > 1) {
    const std::uint64_t mid = lo + (hi - lo) / 2;
    if (WythoffWide{mid} * mid < (kTwo64 - mid) * kTwo64) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}
constexpr std::uint64_t kGolden = golden_fraction();
// 0.59375·2^64 < K = 0.618…·2^64 < 0.625·2^64.
static_assert(kGolden > (std::uint64_t{19} << 59) && kGolden < (std::uint64_t{5} << 61));

// c < n/φ, for 0 ≤ c ≤ n: c² < n(n − c), both sides below 2^128.
bool below_n_over_phi(std::uint64_t c, std::uint64_t n) {
  return WythoffWide{c} * c < WythoffWide{n} * (n - c);
}

// The P-position (x, y) named by its place in the sequence: "(a_5, b_5) = (8, 13)".
std::string label(std::uint64_t x, std::uint64_t y, bool misere) {
  const std::uint64_t n = x <= y ? y - x : x - y;
  const bool exception = misere && x <= 2 && y <= 2;
  if (exception) {
    return fmt::format(
        "({},{}) is a misère P-position (Wythoff's P-positions, with (0,1), (1,0), (2,2) for "
        "(0,0), (1,2), (2,1))",
        x, y);
  }
  return fmt::format(
      "({}, {}) = ({},{}) is a {}P-position (Wythoff 1907: a_n = ⌊nφ⌋, b_n = a_n + n)",
      x <= y ? fmt::format("a_{}", n) : fmt::format("b_{}", n),
      x <= y ? fmt::format("b_{}", n) : fmt::format("a_{}", n), x, y, misere ? "misère " : "");
}

}  // namespace

std::uint64_t floor_over_phi(std::uint64_t n) {
  if (n == 0) return 0;
  // K ≤ 2^64/φ < K + 1, so nK/2^64 ≤ n/φ < nK/2^64 + n/2^64 < nK/2^64 + 1: the floor is the
  // guess g or g + 1.
  const auto g = static_cast<std::uint64_t>((WythoffWide{n} * kGolden) >> 64);
  return below_n_over_phi(g + 1, n) ? g + 1 : g;
}

WythoffWide wythoff_a(std::uint64_t n) {
  return WythoffWide{n} + floor_over_phi(n);
}

WythoffWide wythoff_b(std::uint64_t n) {
  return wythoff_a(n) + n;
}

bool wythoff_is_p(std::uint64_t x, std::uint64_t y, bool misere) {
  if (x > y) std::swap(x, y);
  if (misere && y <= 2) return (x == 0 && y == 1) || (x == 2 && y == 2);
  return wythoff_a(y - x) == x;
}

WythoffPartner wythoff_partner(std::uint64_t v, bool misere) {
  if (misere && v <= 2) {
    constexpr std::uint64_t kMisere[3] = {1, 0, 2};  // (0,1), (1,0), (2,2)
    const std::uint64_t w = kMisere[v];
    return {w, v > w ? v - w : w - v};
  }
  if (v == 0) return {0, 0};
  // v = a_n: nφ − 1 < v < nφ, so n = ⌊v/φ⌋ + 1. v = b_m: mφ² − 1 < v < mφ², so
  // m = ⌊v/φ²⌋ + 1 = ⌊v − v/φ⌋ + 1 = v − ⌊v/φ⌋ (v/φ is irrational).
  const std::uint64_t c = floor_over_phi(v);
  if (wythoff_a(c + 1) == v) return {wythoff_b(c + 1), c + 1};
  const std::uint64_t m = v - c;
  if (wythoff_b(m) == v) return {wythoff_a(m), m};
  throw std::logic_error("a pile size is neither a_n nor b_n: the Beatty sequences are wrong");
}

std::vector<WythoffMove> wythoff_moves_to_p(std::uint64_t x, std::uint64_t y, bool misere) {
  std::vector<WythoffMove> out;
  // Keep y, take from the first pile down to y's partner.
  if (const WythoffPartner p = wythoff_partner(y, misere); p.w < x) {
    const auto to = static_cast<std::uint64_t>(p.w);
    out.push_back({to, y, label(to, y, misere)});
  }
  // Keep x, take from the second pile down to x's partner.
  if (const WythoffPartner p = wythoff_partner(x, misere); p.w < y) {
    const auto to = static_cast<std::uint64_t>(p.w);
    out.push_back({x, to, label(x, to, misere)});
  }
  // Take the same from both: the difference stays, and one P-position has it.
  const std::uint64_t d = x <= y ? y - x : x - y;
  WythoffWide low = wythoff_a(d);
  if (misere && d <= 1) low = d == 0 ? 2 : 0;  // (2,2) and (0,1) replace (0,0) and (1,2)
  const std::uint64_t smaller = x <= y ? x : y;
  if (low < smaller) {
    const std::uint64_t k = smaller - static_cast<std::uint64_t>(low);
    out.push_back({x - k, y - k, label(x - k, y - k, misere)});
  }
  return out;
}

std::string wythoff_theorem(bool misere) {
  return misere ? "Wythoff's game in misère play: the P-positions are Wythoff's (⌊nφ⌋, ⌊nφ²⌋) "
                  "and their mirror images, except that (0,1), (1,0), (2,2) replace (0,0), "
                  "(1,2), (2,1)"
                : "Wythoff (1907): the P-positions are (⌊nφ⌋, ⌊nφ²⌋) = (a_n, a_n + n) and their "
                  "mirror images";
}

}  // namespace grundy
