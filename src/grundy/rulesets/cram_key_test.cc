// The word-level symmetry keys of Cram regions (cram_key.h) against a plain canonicaliser that
// draws each image of the region as text, square by square.
#include "grundy/rulesets/cram_key.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace grundy::cram {
namespace {

// A picture: rows of '#' (a square of the region) and '.'.
using Picture = std::vector<std::string>;

Picture crop(std::uint64_t m, int rows, int cols) {
  int r0 = rows, r1 = -1, c0 = cols, c1 = -1;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if ((m >> (r * cols + c)) & 1) {
        r0 = std::min(r0, r), r1 = std::max(r1, r), c0 = std::min(c0, c), c1 = std::max(c1, c);
      }
    }
  }
  Picture out;
  for (int r = r0; r <= r1; ++r) {
    std::string line;
    for (int c = c0; c <= c1; ++c) line += (m >> (r * cols + c)) & 1 ? '#' : '.';
    out.push_back(line);
  }
  return out;
}

Picture mirror(const Picture& p) {  // columns reversed
  Picture out = p;
  for (auto& line : out) std::reverse(line.begin(), line.end());
  return out;
}
Picture transpose(const Picture& p) {
  Picture out(p[0].size(), std::string(p.size(), '.'));
  for (std::size_t r = 0; r < p.size(); ++r) {
    for (std::size_t c = 0; c < p[0].size(); ++c) out[c][r] = p[r][c];
  }
  return out;
}
std::uint64_t packed(const Picture& p) {
  std::uint64_t out = 0;
  const std::size_t w = p[0].size();
  for (std::size_t r = 0; r < p.size(); ++r) {
    for (std::size_t c = 0; c < w; ++c) {
      if (p[r][c] == '#') out |= std::uint64_t{1} << (r * w + c);
    }
  }
  return out;
}

// The least packed image among the eight (rotations, reflections) that are at least as wide as
// they are tall.
RegionKey plain_key(std::uint64_t m, int rows, int cols) {
  Picture p = crop(m, rows, cols);
  RegionKey best;
  bool any = false;
  for (int turn = 0; turn < 4; ++turn, p = mirror(transpose(p))) {  // a quarter turn
    for (const Picture& q : {p, mirror(p)}) {
      if (q.size() > q[0].size()) continue;
      const RegionKey k{packed(q), static_cast<std::uint8_t>(q.size()),
                        static_cast<std::uint8_t>(q[0].size())};
      if (!any || k.bits < best.bits) best = k;
      any = true;
    }
  }
  return best;
}

// Draws a picture back onto a board of cols columns at (r, c).
std::uint64_t place(const Picture& p, int r, int c, int cols) {
  std::uint64_t out = 0;
  for (std::size_t y = 0; y < p.size(); ++y) {
    for (std::size_t x = 0; x < p[0].size(); ++x) {
      if (p[y][x] == '#')
        out |= std::uint64_t{1} << ((r + static_cast<int>(y)) * cols + c + static_cast<int>(x));
    }
  }
  return out;
}

TEST(CramKey, BitTricks) {
  EXPECT_EQ(reverse_bits(1), std::uint64_t{1} << 63);
  EXPECT_EQ(reverse_bits(0x0123456789ABCDEFull), 0xF7B3D591E6A2C480ull);
  // Row 0 = 0b00000011 transposed: column 0 and 1 of row 0 become rows 0 and 1 of column 0.
  EXPECT_EQ(transpose8(0x3), 0x0101);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 100; ++i) {
    const std::uint64_t x = rng();
    EXPECT_EQ(transpose8(transpose8(x)), x);
    EXPECT_EQ(reverse_bits(reverse_bits(x)), x);
    for (int y = 0; y < 8; ++y) {
      for (int z = 0; z < 8; ++z)
        ASSERT_EQ((transpose8(x) >> (8 * y + z)) & 1, (x >> (8 * z + y)) & 1);
    }
  }
}

// Random boards of every shape up to 64 squares, a random set of squares each (not always
// connected: the key is defined for any set), against the text canonicaliser; and every image of
// the set, drawn back at a random place of a board of a random width, has the same key.
TEST(CramKey, AgreesWithPlainCanonicaliser) {
  std::mt19937_64 rng(31);
  int checked = 0;
  for (int rows = 1; rows <= 64; ++rows) {
    for (int cols = 1; rows * cols <= 64; ++cols) {
      for (int i = 0; i < 20; ++i) {
        const int density = 1 + static_cast<int>(rng() % 9);  // tenths of squares in the set
        std::uint64_t m = 0;
        for (int k = 0; k < rows * cols; ++k) {
          if (static_cast<int>(rng() % 10) < density) m |= std::uint64_t{1} << k;
        }
        if (!m) continue;
        const RegionKey k = canonical_key(m, cols);
        ASSERT_EQ(k, plain_key(m, rows, cols)) << rows << "x" << cols << " " << m;
        Picture p = crop(m, rows, cols);
        for (int turn = 0; turn < 4; ++turn, p = mirror(transpose(p))) {
          for (const Picture& q : {p, mirror(p)}) {
            const int h = static_cast<int>(q.size()), w = static_cast<int>(q[0].size());
            // A board wide enough for the image and at most 64 squares (h · w ≤ 64).
            const int board_cols =
                w + static_cast<int>(rng() % static_cast<unsigned>(64 / h - w + 1));
            const int board_rows = 64 / board_cols;
            const int r = static_cast<int>(rng() % static_cast<unsigned>(board_rows - h + 1));
            const int c = static_cast<int>(rng() % static_cast<unsigned>(board_cols - w + 1));
            ASSERT_EQ(canonical_key(place(q, r, c, board_cols), board_cols), k)
                << rows << "x" << cols << " " << m << " image " << turn;
            ++checked;
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace
}  // namespace grundy::cram
