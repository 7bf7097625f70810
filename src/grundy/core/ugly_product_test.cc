// The ugly product against its definition (Winning Ways ch. 14, as CGSuite's Integer.UglyProduct
// documents it: on a power of two n and k < n by k's parity of bits, n ⊙ n = ⌈n/2⌉, distributive
// over nim-sum), read off whole numbers rather than bit by bit, and CGSuite's printed values.
#include "grundy/core/ugly_product.h"

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <vector>

namespace grundy {
namespace {

bool odious(std::uint64_t k) {
  return std::popcount(k) % 2 == 1;
}

// n ⊙ y for n a power of two, by the definition: the part of y below n by the evil/odious rule
// in one step, each bit m of y at or above n by commutativity (m ⊙ n with n < m) or n ⊙ n.
std::uint64_t power_times(std::uint64_t n, std::uint64_t y) {
  const std::uint64_t low = y & (n - 1);
  std::uint64_t r = odious(low) ? n + low / 2 : low / 2;
  for (std::uint64_t rest = y & ~(n - 1); rest; rest &= rest - 1) {
    const std::uint64_t m = rest & -rest;
    if (m == n) {
      r ^= (n + 1) / 2;  // ⌈n/2⌉
    } else {
      r ^= odious(n) ? m + n / 2 : n / 2;  // m ⊙ n with n < m: n is a power of two, odious
    }
  }
  return r;
}

std::uint64_t by_definition(std::uint64_t x, std::uint64_t y) {
  std::uint64_t r = 0;
  for (std::uint64_t rest = x; rest; rest &= rest - 1) r ^= power_times(rest & -rest, y);
  return r;
}

TEST(UglyProduct, CgsuitesValues) {
  // CGSuite's GameTest: [14 UglyProduct n for n from 1 to 16].
  const std::vector<std::uint64_t> want{14, 13, 3, 13, 3, 0, 14, 7, 9, 10, 4, 10, 4, 7, 9, 23};
  for (std::uint64_t n = 1; n <= 16; ++n) EXPECT_EQ(ugly_product(14, n), want[n - 1]) << n;
}

TEST(UglyProduct, AgreesWithTheDefinition) {
  for (std::uint64_t x = 0; x < 256; ++x) {
    for (std::uint64_t y = 0; y < 256; ++y) {
      ASSERT_EQ(ugly_product(x, y), by_definition(x, y)) << x << " ⊙ " << y;
    }
  }
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t x = rng() >> (rng() % 64), y = rng() >> (rng() % 64);
    ASSERT_EQ(ugly_product(x, y), by_definition(x, y)) << x << " ⊙ " << y;
    ASSERT_EQ(ugly_product(x, y), ugly_product(y, x));
    ASSERT_EQ(ugly_product(x ^ y, 12345), ugly_product(x, 12345) ^ ugly_product(y, 12345));
  }
}

TEST(UglyProduct, PowersOfTwo) {
  // n ⊙ k for n = 2^p, k < n, straight from the rule; 1 is the unit; n ⊙ n = ⌈n/2⌉.
  for (int p = 0; p < 64; ++p) {
    const std::uint64_t n = std::uint64_t{1} << p;
    EXPECT_EQ(ugly_product(n, n), (n + 1) / 2) << n;
    EXPECT_EQ(ugly_product(1, n), n);
    if (p <= 8) {
      for (std::uint64_t k = 0; k < n; ++k) {
        EXPECT_EQ(ugly_product(n, k), odious(k) ? n + k / 2 : k / 2) << n << " " << k;
      }
    }
  }
}

}  // namespace
}  // namespace grundy
