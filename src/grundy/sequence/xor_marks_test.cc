// The vector kernels against the plain loops they stand for, on random values, for the code
// dispatched on this processor and for the baseline code other processors run.
#include "grundy/sequence/xor_marks.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace grundy {
namespace {

TEST(XorMarks, SplitRunMarksEveryXor) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    const std::size_t n = 4 + rng() % 300;
    const std::uint32_t top = 1u << (1 + rng() % 16);  // values below 2 … 2^16
    std::vector<std::uint16_t> g(n);
    for (auto& v : g) v = static_cast<std::uint16_t>(rng() % top);
    // The splits a + (m − a) … (a + count − 1) + (m − a − count + 1) of a heap m, a ≤ m/2.
    const std::size_t m = n - 1, a = 1 + rng() % (m / 2), count = 1 + rng() % (m / 2 - a + 1);
    std::vector<std::uint8_t> expected(1 << 16), fast(1 << 16), base(1 << 16);
    for (std::size_t k = 0; k < count; ++k) expected[g[a + k] ^ g[m - a - k]] = 1;
    mark_split_run(g.data() + a, g.data() + m - a, count, fast.data());
    mark_split_run_baseline(g.data() + a, g.data() + m - a, count, base.data());
    ASSERT_EQ(fast, expected) << "trial " << trial;
    ASSERT_EQ(base, expected) << "trial " << trial;
  }
}

TEST(XorMarks, RowsMarkSixteenLanes) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 100; ++trial) {
    const std::uint32_t top = 1u << (1 + rng() % 16);
    const std::size_t stride = top + 64, n = 64 + rng() % 400;
    std::vector<std::uint16_t> g(n);
    for (auto& v : g) v = static_cast<std::uint16_t>(rng() % top);
    const std::uint64_t offset = n - 16;  // rows g[offset − i … offset − i + 15], i ≥ 0
    std::vector<std::uint64_t> heaps;
    std::vector<std::uint16_t> values;
    for (std::uint64_t i = rng() % 5; i <= offset; i += 1 + rng() % 7) {
      heaps.push_back(i);
      values.push_back(static_cast<std::uint16_t>(rng() % top));
    }
    std::vector<std::uint8_t> expected(16 * stride), fast(16 * stride), base(16 * stride);
    for (std::size_t k = 0; k < heaps.size(); ++k) {
      for (std::size_t t = 0; t < 16; ++t) {
        expected[t * stride + (values[k] ^ g[offset - heaps[k] + t])] = 1;
      }
    }
    mark_rows(g.data(), offset, heaps.data(), values.data(), heaps.size(), fast.data(), stride);
    mark_rows_baseline(g.data(), offset, heaps.data(), values.data(), heaps.size(), base.data(),
                       stride);
    ASSERT_EQ(fast, expected) << "trial " << trial;
    ASSERT_EQ(base, expected) << "trial " << trial;
  }
}

}  // namespace
}  // namespace grundy
