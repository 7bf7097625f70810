#pragma once
// The key of a Cram region in the transposition table: the region cropped to its bounding box and
// put in the least of its images under the symmetries of the rectangle (four) or of the square
// (eight), since Cram's rules see no orientation. Computed a word at a time: the 180° turn of a
// packed box is its bit reversal, a quarter turn goes through 8 × 8 bit-matrix transposes.
#include <cstdint>  // std::uint64_t

namespace grundy::cram {

struct RegionKey {
  std::uint64_t bits = 0;           // square (y, x) of the box is bit y·cols + x
  std::uint8_t rows = 0, cols = 0;  // rows ≤ cols
  bool operator==(const RegionKey&) const = default;
};

// The key of the nonempty region m of a board `cols` squares wide (square (r, c) is bit
// r·cols + c). No allocation.
RegionKey canonical_key(std::uint64_t m, int cols);

// The 64 bits of x in reverse order.
std::uint64_t reverse_bits(std::uint64_t x);

// The 8 × 8 bit matrix x (row y is byte y, column x is bit x of it) transposed.
std::uint64_t transpose8(std::uint64_t x);

}  // namespace grundy::cram
