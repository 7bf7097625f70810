#pragma once
// The nimber of every Cram position inside a small box, computed once by the mex rule, so that a
// region of the search that fits the box needs no key, no table look-up and no search. Each of
// the 2^(h·w) sets of empty squares of an h × w box is valued in increasing order as a number:
// a move empties two squares, so each option is a smaller number, valued already, and the
// position's nimber is the mex of its options' (the definition of the nimber; the sets that are
// not connected are valued the same way, by their own moves). A region of a larger board whose
// bounding box fits h × w in the board's orientation is the position of its squares moved into
// the box's corner: the same squares side by side, the same moves.
#include <bit>      // std::countr_zero, std::countl_zero, std::bit_width
#include <cstdint>  // std::uint64_t, std::uint8_t
#include <optional>
#include <vector>

#include "grundy/core/budget.h"
#include "grundy/rulesets/cram_frame.h"

namespace grundy::cram {

class BoxTable {
 public:
  // The most squares a box may have (2^kMaxCells bytes: 32 MiB).
  static constexpr int kMaxCells = 25;

  // The h × w box's nimbers (h · w ≤ kMaxCells), their bytes charged to budget, a node charged
  // per 256 positions valued (its limits checked as it goes).
  BoxTable(int h, int w, Budget& budget);

  int rows() const { return h_; }
  int cols() const { return w_; }

  // The nimber of the squares box_bits of the box (square (y, x) is bit y·w + x).
  std::uint8_t value(std::uint64_t box_bits) const { return value_[box_bits]; }

  // The index in the box (value's argument) of the nonempty squares m of frame f if their
  // bounding box fits h × w; kNone if not.
  static constexpr std::uint64_t kNone = ~std::uint64_t{0};
  std::uint64_t index(std::uint64_t m, const Frame& f) const {
    const int first = std::countr_zero(m) / f.cols;
    const int last = (63 - std::countl_zero(m)) / f.cols;
    if (last - first >= h_) return kNone;
    m >>= first * f.cols;
    const std::uint64_t row_mask =
        f.cols >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << f.cols) - 1;
    std::uint64_t columns = 0;
    for (std::uint64_t r = m; r; r = f.cols >= 64 ? 0 : r >> f.cols) columns |= r & row_mask;
    const int c0 = std::countr_zero(columns);
    if (static_cast<int>(std::bit_width(columns)) - c0 > w_) return kNone;
    std::uint64_t index = 0;
    for (int y = 0; m; ++y, m = f.cols >= 64 ? 0 : m >> f.cols)
      index |= ((m & row_mask) >> c0) << (y * w_);
    return index;
  }
  // Starts fetching value(index) into the cache.
  void prefetch(std::uint64_t index) const { __builtin_prefetch(value_.data() + index); }

 private:
  MemoryCharge charge_;
  int h_, w_;
  std::vector<std::uint8_t> value_;
};

// The box a search on a rows × cols board uses: the largest of at most kMaxCells squares that
// fits the board (the squarest of those), or 0 × 0 for a board too small to gain from one.
struct BoxShape {
  int rows = 0, cols = 0;
};
BoxShape box_for(int rows, int cols);

}  // namespace grundy::cram
