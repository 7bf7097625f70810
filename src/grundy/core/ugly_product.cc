#include "grundy/core/ugly_product.h"

#include <bit>  // std::countr_zero

namespace grundy {
namespace {

// 2^m ⊙ 2^n (ugly_product.h).
std::uint64_t power_ugly(int m, int n) {
  if (m == 0) return std::uint64_t{1} << n;
  if (n == 0) return std::uint64_t{1} << m;
  if (m == n) return std::uint64_t{1} << (m - 1);
  const int high = m > n ? m : n, low = m > n ? n : m;
  return (std::uint64_t{1} << high) | (std::uint64_t{1} << (low - 1));
}

}  // namespace

std::uint64_t ugly_product(std::uint64_t a, std::uint64_t b) {
  std::uint64_t result = 0;
  for (std::uint64_t x = a; x; x &= x - 1) {
    for (std::uint64_t y = b; y; y &= y - 1) {
      result ^= power_ugly(std::countr_zero(x), std::countr_zero(y));
    }
  }
  return result;
}

}  // namespace grundy
