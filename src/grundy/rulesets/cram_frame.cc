#include "grundy/rulesets/cram_frame.h"

#include <vector>

namespace grundy::cram {

const Frame& frame(int rows, int cols) {
  constexpr int kMax = 64;
  static const std::vector<Frame> frames = [] {
    std::vector<Frame> out((kMax + 1) * (kMax + 1));
    for (int r = 1; r <= kMax; ++r) {
      for (int c = 1; r * c <= kMax; ++c)
        out[static_cast<std::size_t>(r * (kMax + 1) + c)] = Frame(r, c);
    }
    return out;
  }();
  return frames[static_cast<std::size_t>(rows * (kMax + 1) + cols)];
}

}  // namespace grundy::cram
