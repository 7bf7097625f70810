#pragma once
// A Cram board's frame of rows × cols squares as bit masks (square (r, c) is bit r·cols + c):
// its neighbour relation and the dominoes that fit in a set of empty squares, a word at a time.
#include <cstdint>  // std::uint64_t

namespace grundy::cram {

inline std::uint64_t shr(std::uint64_t x, int n) {
  return n >= 64 ? 0 : x >> n;
}
inline std::uint64_t shl(std::uint64_t x, int n) {
  return n >= 64 ? 0 : x << n;
}

struct Frame {
  int rows = 0, cols = 1;
  std::uint64_t all = 0, first = 0, last = 0;  // every square, the first and last columns
  Frame() = default;
  Frame(int r, int c) : rows(r), cols(c) {
    for (int i = 0; i < r * c; ++i) {
      all |= std::uint64_t{1} << i;
      if (i % c == 0) first |= std::uint64_t{1} << i;
      if (i % c == c - 1) last |= std::uint64_t{1} << i;
    }
  }
  // The squares of x moved one step: each lands on the square beside it in that direction
  // (or leaves the board).
  std::uint64_t to_left(std::uint64_t x) const { return (x & ~first) >> 1; }
  std::uint64_t to_right(std::uint64_t x) const { return (x & ~last) << 1; }
  std::uint64_t to_up(std::uint64_t x) const { return shr(x, cols); }
  std::uint64_t to_down(std::uint64_t x) const { return shl(x, cols) & all; }
  std::uint64_t neighbours(std::uint64_t x) const {
    return to_left(x) | to_right(x) | to_up(x) | to_down(x);
  }
  // The first squares of the horizontal and vertical dominoes that fit in e.
  std::uint64_t across(std::uint64_t e) const { return e & (e >> 1) & ~last; }
  std::uint64_t down(std::uint64_t e) const { return e & shr(e, cols); }
};

// The frame of rows × cols squares (rows · cols at most 64), built once.
const Frame& frame(int rows, int cols);

}  // namespace grundy::cram
