// Lexicodes: the kernel of the game's value map against the greedy scan (every small N, D, and
// bases above 2), and the literature: Hamming, Golay, the hexacode, the dimension table.
#include "grundy/impartial/lexicode.h"

#include <gtest/gtest.h>

#include "grundy/core/error.h"

namespace grundy {
namespace {

TEST(Lexicode, KernelIsTheGreedyCodeForEverySmallLengthAndDistance) {
  Budget budget;
  for (unsigned base : {2u, 4u, 8u, 16u}) {
    const unsigned a = static_cast<unsigned>(std::countr_zero(base));
    for (unsigned n = 1; n * a <= (base == 2 ? 12u : 12u); ++n) {
      for (unsigned d = 1; d <= n; ++d) {
        const std::vector<std::uint64_t> greedy = greedy_lexicode(n, d, base, budget);
        const Lexicode code = lexicode(n, d, base, true, budget);
        EXPECT_EQ(code.words, greedy) << "n=" << n << " d=" << d << " base " << base;
        EXPECT_EQ(code.size, greedy.size());
        std::map<unsigned, std::uint64_t> weights;
        for (std::uint64_t w : greedy) ++weights[lexicode_weight(w, n, base)];
        EXPECT_EQ(code.weights, weights) << "n=" << n << " d=" << d << " base " << base;
      }
    }
  }
}

TEST(Lexicode, DimensionTable) {
  Budget budget;
  const std::vector<std::vector<unsigned>> table = {{7, 6, 4, 3, 1, 1, 1},
                                                    {8, 7, 4, 4, 2, 1, 1, 1},
                                                    {14, 13, 10, 9, 6, 5, 4, 3, 2, 1, 1, 1, 1, 1}};
  for (const auto& row : table) {
    const unsigned n = static_cast<unsigned>(row.size());
    for (unsigned d = 1; d <= n; ++d)
      EXPECT_EQ(lexicode(n, d, 2, false, budget).binary_dimension, row[d - 1]) << n << "," << d;
  }
}

TEST(Lexicode, HammingAndGolay) {
  Budget budget;
  const Lexicode hamming = lexicode(7, 3, 2, false, budget);
  EXPECT_EQ(hamming.size, 16u);
  EXPECT_EQ(hamming.weights, (std::map<unsigned, std::uint64_t>{{0, 1}, {3, 7}, {4, 7}, {7, 1}}));
  const Lexicode golay = lexicode(24, 8, 2, true, budget);
  EXPECT_EQ(golay.size, 4096u);
  EXPECT_EQ(golay.binary_dimension, 12u);
  EXPECT_EQ(golay.weights,
            (std::map<unsigned, std::uint64_t>{{0, 1}, {8, 759}, {12, 2576}, {16, 759}, {24, 1}}));
  // The greedy basis begins ff, f0f, 3333, 5555 (Conway–Sloane; the notes).
  EXPECT_EQ(golay.words[1], 0xffu);
  EXPECT_EQ(golay.words[2], 0xf0fu);
}

TEST(Lexicode, MacWilliamsAgreesWithEnumeration) {
  Budget budget;
  // (40, 4): dimension 34 is past enumeration, the dual's 6 is not.
  const Lexicode big = lexicode(40, 4, 2, false, budget);
  EXPECT_EQ(big.weights_route, "MacWilliams' identity from the dual code");
  std::uint64_t total = 0;
  for (auto [w, count] : big.weights) total += count;
  EXPECT_EQ(total, big.size);
  EXPECT_EQ(big.weights.begin()->first, 0u);
  EXPECT_EQ(std::next(big.weights.begin())->first, 4u);  // minimum distance 4
  // Both routes on every code where both apply.
  for (unsigned base : {2u, 4u, 16u}) {
    for (unsigned n = 1; n * std::countr_zero(base) <= 20; ++n) {
      for (unsigned d = 1; d <= n; ++d) {
        const Lexicode e = lexicode(n, d, base, false, budget, WeightRoute::kEnumerate);
        const Lexicode m = lexicode(n, d, base, false, budget, WeightRoute::kMacWilliams);
        EXPECT_EQ(e.weights, m.weights) << n << "," << d << " base " << base;
      }
    }
  }
  const Lexicode golay = lexicode(24, 8, 2, false, budget, WeightRoute::kMacWilliams);
  EXPECT_EQ(golay.weights,
            (std::map<unsigned, std::uint64_t>{{0, 1}, {8, 759}, {12, 2576}, {16, 759}, {24, 1}}));
}

TEST(Lexicode, HexacodeOverBase4) {
  Budget budget;
  const Lexicode hexacode = lexicode(6, 4, 4, true, budget);
  EXPECT_EQ(hexacode.size, 64u);
  ASSERT_GE(hexacode.words.size(), 5u);
  EXPECT_EQ(format_lexicode_word(hexacode.words[1], 6, 4), "001111");
  EXPECT_EQ(format_lexicode_word(hexacode.words[2], 6, 4), "002222");
  EXPECT_EQ(format_lexicode_word(hexacode.words[4], 6, 4), "010123");
  EXPECT_EQ(hexacode.weights, (std::map<unsigned, std::uint64_t>{{0, 1}, {4, 45}, {6, 18}}));
  EXPECT_EQ(lexicode(3, 2, 16, false, budget).size, 256u);
}

TEST(Lexicode, BadArguments) {
  Budget budget;
  for (auto [n, d, base] : {std::tuple{7u, 3u, 3u},
                            {7u, 8u, 2u},
                            {7u, 0u, 2u},
                            {64u, 3u, 2u},
                            {8u, 3u, 512u},
                            {0u, 0u, 2u}}) {
    try {
      (void)lexicode(n, d, base, false, budget);
      ADD_FAILURE() << n << " " << d << " " << base;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kUsage);
    }
  }
}

}  // namespace
}  // namespace grundy
