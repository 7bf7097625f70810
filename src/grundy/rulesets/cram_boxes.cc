#include "grundy/rulesets/cram_boxes.h"

#include <algorithm>  // std::min
#include <bit>        // std::countr_zero
#include <cstdlib>    // std::abs

namespace grundy::cram {

BoxTable::BoxTable(int h, int w, Budget& budget)
    : charge_(budget, "the Cram search's box of nimbers"), h_(h), w_(w) {
  const int n = h * w;
  const std::uint64_t size = std::uint64_t{1} << n;
  charge_.add(size);
  value_.assign(size, 0);
  const Frame& f = frame(h, w);
  for (std::uint64_t p = 1; p < size; ++p) {
    if ((p & 255) == 0) budget.charge();
    std::uint64_t seen = 0;  // the options' nimbers (each below 64: a box has < 64 moves)
    for (std::uint64_t a = f.across(p); a; a &= a - 1) {
      const std::uint64_t b = a & -a;
      seen |= std::uint64_t{1} << value_[p ^ b ^ (b << 1)];
    }
    for (std::uint64_t d = f.down(p); d; d &= d - 1) {
      const std::uint64_t b = d & -d;
      seen |= std::uint64_t{1} << value_[p ^ b ^ (b << w)];
    }
    value_[p] = static_cast<std::uint8_t>(std::countr_zero(~seen));
  }
}

BoxShape box_for(int rows, int cols) {
  // Below 30 squares the search is done in well under a second, quicker than the box.
  if (rows * cols < 30) return {};
  BoxShape best;
  for (int h = 1; h <= rows; ++h) {
    const int w = std::min(cols, BoxTable::kMaxCells / h);
    const int area = h * w, best_area = best.rows * best.cols;
    if (area > best_area ||
        (area == best_area && std::abs(h - w) < std::abs(best.rows - best.cols)))
      best = {h, w};
  }
  return best;
}

}  // namespace grundy::cram
