#include "grundy/core/nim.h"

namespace grundy {
namespace {

// Product of a and b, both below 2^(2^(level+1)), by splitting at F = 2^(2^level).
Nimber nim_product_level(Nimber a, Nimber b, int level) {
  if (a < 2 || b < 2) return a * b;
  const int half = 1 << level;  // F = 2^half
  const Nimber low_mask = (Nimber{1} << half) - 1;
  const Nimber a1 = a >> half, a0 = a & low_mask;
  const Nimber b1 = b >> half, b0 = b & low_mask;
  const Nimber high = nim_product_level(a1, b1, level - 1);
  const Nimber middle =
      nim_product_level(a1 ^ a0, b1 ^ b0, level - 1) ^ nim_product_level(a0, b0, level - 1);
  const Nimber low = nim_product_level(a0, b0, level - 1);
  // F ⊗ F = 3F/2 (the square of a Fermat 2-power is its sesquimultiple).
  const Nimber half_f = Nimber{1} << (half - 1);
  return (middle << half) ^ low ^ nim_product_level(high, half_f, level - 1);
}

}  // namespace

Nimber nim_product(Nimber a, Nimber b) {
  // The least level with a, b < 2^(2^(level+1)); level 5 covers every 64-bit value.
  int level = 0;
  while (level < 5 && (a | b) >= (Nimber{1} << (2 << level))) ++level;
  return nim_product_level(a, b, level);
}

}  // namespace grundy
