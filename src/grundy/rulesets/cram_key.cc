#include "grundy/rulesets/cram_key.h"

#include <algorithm>  // std::min
#include <array>
#include <bit>  // std::byteswap, std::countr_zero, std::countl_zero

namespace grundy::cram {

std::uint64_t reverse_bits(std::uint64_t x) {
  x = std::byteswap(x);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  return x;
}

// Hacker's Delight (Warren, 2nd ed., §7–3): three rounds of swapping 1×1, 2×2 and 4×4 blocks
// across the diagonal.
std::uint64_t transpose8(std::uint64_t x) {
  std::uint64_t t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull;
  x ^= t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull;
  x ^= t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull;
  x ^= t ^ (t << 28);
  return x;
}

namespace {

constexpr int kMax = 64;

std::uint64_t low(int n) {
  return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
}

// The h rows of w bits each, row y at bits y·w: forwards and with the rows in reverse order.
void pack(const std::uint64_t* row, int h, int w, std::uint64_t& forwards,
          std::uint64_t& backwards) {
  forwards = 0, backwards = 0;
  for (int y = 0; y < h; ++y) {
    forwards |= row[y] << (y * w);
    backwards |= row[y] << ((h - 1 - y) * w);
  }
}

// The least of the four images of the packed h × w box p and q (q: its rows reversed) under the
// symmetries of the rectangle: p, q, and their half turns (a half turn reverses all h·w bits).
std::uint64_t least_of_four(std::uint64_t p, std::uint64_t q, int n) {
  const int drop = 64 - n;
  return std::min({p, q, reverse_bits(p) >> drop, reverse_bits(q) >> drop});
}

}  // namespace

RegionKey canonical_key(std::uint64_t m, int cols) {
  const std::uint64_t row_mask = low(cols);
  std::array<std::uint64_t, kMax> row;
  int h = 0;
  std::uint64_t columns = 0;
  // The rows of the bounding box: from the first row with a square to the last.
  const int first = std::countr_zero(m) / cols;
  m >>= first * cols;
  for (; m; ++h) {
    row[static_cast<std::size_t>(h)] = m & row_mask;
    columns |= m & row_mask;
    m = cols >= 64 ? 0 : m >> cols;
  }
  const int c0 = std::countr_zero(columns);
  const int w = 64 - std::countl_zero(columns) - c0;
  for (int y = 0; y < h; ++y) row[static_cast<std::size_t>(y)] >>= c0;
  RegionKey out;
  out.rows = static_cast<std::uint8_t>(std::min(h, w));
  out.cols = static_cast<std::uint8_t>(std::max(h, w));
  std::uint64_t p, q;
  if (h <= w) {
    pack(row.data(), h, w, p, q);
    out.bits = least_of_four(p, q, h * w);
    if (h < w) return out;
  }
  // The transpose (w rows of h bits), by 8 × 8 tiles: tile (i, j) holds rows 8i… and columns
  // 8j… of the box, and lands transposed as rows 8j… and columns 8i….
  std::array<std::uint64_t, kMax> col{};
  for (int i = 0; i * 8 < h; ++i) {
    for (int j = 0; j * 8 < w; ++j) {
      std::uint64_t tile = 0;
      for (int k = 0; k < 8 && i * 8 + k < h; ++k)
        tile |= ((row[static_cast<std::size_t>(i * 8 + k)] >> (j * 8)) & 0xFF) << (8 * k);
      tile = transpose8(tile);
      for (int k = 0; k < 8 && j * 8 + k < w; ++k)
        col[static_cast<std::size_t>(j * 8 + k)] |= ((tile >> (8 * k)) & 0xFF) << (i * 8);
    }
  }
  pack(col.data(), w, h, p, q);
  const std::uint64_t t = least_of_four(p, q, h * w);
  out.bits = h == w ? std::min(out.bits, t) : t;
  return out;
}

}  // namespace grundy::cram
