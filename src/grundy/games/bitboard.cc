#include "grundy/games/bitboard.h"

#include <bit>      // std::countr_zero, std::countl_zero
#include <utility>  // std::swap

#include "grundy/core/splitmix.h"

namespace grundy::partizan {

namespace {

// Each byte's bits reversed.
std::uint64_t reverse_bytes_bits(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  return ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
}

// Bit 8r + c to bit 8c + r: the transpose of the 8 × 8 frame by three delta swaps.
std::uint64_t transpose_frame(std::uint64_t x) {
  std::uint64_t t = 0x0F0F0F0F00000000ull & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ull & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ull & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

BitBoard swap_layers(BitBoard b) {
  std::swap(b.layer[0], b.layer[1]);
  return b;
}

}  // namespace

std::size_t BitBoardHash::operator()(const BitBoard& b) const {
  return splitmix(b.layer[0] ^ splitmix(b.layer[1] + (std::uint64_t{b.rows} << 8 | b.cols)));
}

std::uint64_t bit_flood(std::uint64_t seed, std::uint64_t mask) {
  std::uint64_t x = seed & mask;
  for (;;) {
    const std::uint64_t y = (x | bit_neighbours(x)) & mask;
    if (y == x) return x;
    x = y;
  }
}

BitBoard bit_crop(BitBoard b) {
  const std::uint64_t all = b.layer[0] | b.layer[1];
  if (all == 0) return BitBoard{};
  std::uint64_t columns = all | (all >> 32);
  columns |= columns >> 16;
  columns |= columns >> 8;
  columns &= 0xFF;
  const int row0 = std::countr_zero(all) / 8, row1 = (63 - std::countl_zero(all)) / 8;
  const int col0 = std::countr_zero(columns), col1 = 63 - std::countl_zero(columns);
  // No square lies left of col0, so no bit crosses into the row above.
  const int shift = 8 * row0 + col0;
  b.layer[0] >>= shift;
  b.layer[1] >>= shift;
  b.rows = static_cast<std::uint8_t>(row1 - row0 + 1);
  b.cols = static_cast<std::uint8_t>(col1 - col0 + 1);
  return b;
}

BitBoard bit_flip_rows(BitBoard b) {
  if (b.rows == 0) return b;
  const int shift = 8 * (kBitBoardSide - b.rows);
  for (std::uint64_t& l : b.layer) l = __builtin_bswap64(l) >> shift;
  return b;
}

BitBoard bit_flip_columns(BitBoard b) {
  // Reversed, a row's squares sit in the top cols bits of its byte; the bits below are clear,
  // so the shift moves nothing across rows.
  const int shift = kBitBoardSide - b.cols;
  for (std::uint64_t& l : b.layer) l = reverse_bytes_bits(l) >> shift;
  return b;
}

BitBoard bit_transpose(BitBoard b) {
  for (std::uint64_t& l : b.layer) l = transpose_frame(l);
  std::swap(b.rows, b.cols);
  return b;
}

SignedBoard bit_normalise(const BitBoard& b, Symmetry symmetry, Conjugate conjugate) {
  SignedBoard best{b, false};
  bool positive_seen = true;  // the least so far is reached without the conjugate
  auto offer = [&](const BitBoard& image, bool negated) {
    if (image < best.board) {
      best = {image, negated};
      positive_seen = !negated;
    } else if (image == best.board && !negated) {
      positive_seen = true;
    }
  };
  // The four images that keep a board's orientation (itself and its flips).
  auto flips = [&](const BitBoard& start, bool negated) {
    offer(start, negated);
    const BitBoard r = bit_flip_rows(start);
    offer(r, negated);
    offer(bit_flip_columns(start), negated);
    offer(bit_flip_columns(r), negated);
  };
  auto images = [&](const BitBoard& start, bool negated) {
    if (symmetry == Symmetry::kNone) {
      offer(start, negated);
      return;
    }
    // Boards order by rows first. On a board that is not square, the images of one orientation
    // have fewer rows than those of the other (the transposed ones), and best always has at most
    // as many rows as the lesser (every start has b's box or its transpose, and b is the first
    // best): the images with more rows are neither less than best nor equal to it, so offering
    // them changes nothing. Only the other four are made.
    if (symmetry == Symmetry::kDihedral && start.rows != start.cols) {
      flips(start.rows < start.cols ? start : bit_transpose(start), negated);
      return;
    }
    flips(start, negated);
    if (symmetry != Symmetry::kDihedral) return;
    const BitBoard t = bit_transpose(start);
    const BitBoard tr = bit_flip_rows(t), tc = bit_flip_columns(t);
    offer(t, negated);
    offer(tr, negated);
    offer(tc, negated);
    offer(bit_flip_columns(tr), negated);
  };
  images(b, false);
  if (conjugate == Conjugate::kTranspose) images(bit_transpose(b), true);
  if (conjugate == Conjugate::kSwapLayers) images(swap_layers(b), true);
  // A board equal to an image of its own conjugate is its own negative: keep it positive.
  best.negated = !positive_seen;
  return best;
}

std::optional<BitBoard> bit_encode(const Component& c, char layer0, char layer1) {
  if (c.a == 0 || c.b == 0 || c.a > kBitBoardSide || c.b > kBitBoardSide ||
      c.cells.size() != c.a * c.b) {
    return std::nullopt;
  }
  BitBoard b;
  b.rows = static_cast<std::uint8_t>(c.a);
  b.cols = static_cast<std::uint8_t>(c.b);
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    const std::uint64_t bit = std::uint64_t{1} << (8 * (i / c.b) + i % c.b);
    if (c.cells[i] == layer0) b.layer[0] |= bit;
    if (c.cells[i] == layer1) b.layer[1] |= bit;
  }
  return b;
}

Component bit_decode(const BitBoard& b, char layer0, char layer1) {
  Grid g;
  g.rows = b.rows;
  g.cols = b.cols;
  g.cells.assign(static_cast<std::size_t>(g.rows * g.cols), '#');
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      const std::uint64_t bit = std::uint64_t{1} << (8 * r + c);
      if (b.layer[0] & bit) g.at(r, c) = layer0;
      if (b.layer[1] & bit) g.at(r, c) = layer1;
    }
  }
  return std::move(g).position();
}

}  // namespace grundy::partizan
