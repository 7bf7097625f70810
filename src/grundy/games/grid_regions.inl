// Implementation of grid_regions (a template, so it lives beside the header).
#include <algorithm>  // std::min, std::max

namespace grundy::partizan {

template <class Member, class Keep>
Parts grid_regions(const Grid& grid, Member member, Keep keep, bool diagonal, Symmetry symmetry) {
  std::vector<int> region(grid.cells.size(), -1);
  Parts out;
  std::vector<int> stack;
  int regions = 0;
  for (int start = 0; start < static_cast<int>(grid.cells.size()); ++start) {
    if (region[start] >= 0 || !member(grid.cells[start])) continue;
    // Flood fill one region, tracking its bounding box.
    int r0 = grid.rows, r1 = -1, c0 = grid.cols, c1 = -1;
    std::vector<int> squares;
    stack.push_back(start);
    region[start] = regions;
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      squares.push_back(s);
      const int r = s / grid.cols, c = s % grid.cols;
      r0 = std::min(r0, r), r1 = std::max(r1, r), c0 = std::min(c0, c), c1 = std::max(c1, c);
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          if ((dr == 0 && dc == 0) || (!diagonal && dr != 0 && dc != 0)) continue;
          const int nr = r + dr, nc = c + dc;
          if (!grid.inside(nr, nc)) continue;
          const int n = nr * grid.cols + nc;
          if (region[n] >= 0 || !member(grid.cells[n])) continue;
          region[n] = regions;
          stack.push_back(n);
        }
      }
    }
    Grid part;
    part.rows = r1 - r0 + 1;
    part.cols = c1 - c0 + 1;
    part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), '#');
    for (int s : squares) {
      part.at(s / grid.cols - r0, s % grid.cols - c0) = grid.cells[s];
    }
    if (keep(part)) out.push_back(normalise(part, symmetry).position());
    ++regions;
  }
  return out;
}

}  // namespace grundy::partizan
