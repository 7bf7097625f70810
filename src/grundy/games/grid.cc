#include "grundy/games/grid.h"

#include <fmt/format.h>

#include <algorithm>  // std::min, std::max

#include "grundy/core/error.h"
#include "grundy/games/position_size.h"

namespace grundy::partizan {

std::string Grid::spelling() const {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    if (r) out += '|';
    out.append(cells, static_cast<std::size_t>(r * cols), static_cast<std::size_t>(cols));
  }
  return out;
}

Grid Grid::parse(std::string_view text, std::size_t column, std::string_view allowed,
                 std::string_view what) {
  std::size_t squares = 0;
  for (char c : text) squares += c != '|';
  if (squares > kMaxPositionSize) {
    throw parse_error(fmt::format("the {} board at column {} has {} squares; the limit is {}", what,
                                  column, squares, kMaxPositionSize),
                      column);
  }
  Grid g;
  int width = -1, current = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '|') {
      if (width >= 0 && current != width) {
        throw parse_error(fmt::format("row {} of the {} board ends at column {} with {} squares; "
                                      "the first row has {}",
                                      g.rows + 1, what, column + i, current, width),
                          column + i);
      }
      if (current == 0) {
        throw parse_error(fmt::format("empty row in the {} board at column {}", what, column + i),
                          column + i);
      }
      width = current;
      current = 0;
      ++g.rows;
      continue;
    }
    if (allowed.find(text[i]) == std::string_view::npos) {
      throw parse_error(fmt::format("unexpected '{}' in the {} board at column {}: expected one "
                                    "of \"{}\" or '|' between rows",
                                    text[i], what, column + i, allowed),
                        column + i);
    }
    g.cells += text[i];
    ++current;
  }
  g.cols = width;
  return g;
}

Grid Grid::of(const Position& p) {
  return Grid{static_cast<int>(p.a), static_cast<int>(p.b), p.cells};
}

Position Grid::position() const& {
  return Position{static_cast<std::uint64_t>(rows), static_cast<std::uint64_t>(cols), cells};
}

Position Grid::position() && {
  return Position{static_cast<std::uint64_t>(rows), static_cast<std::uint64_t>(cols),
                  std::move(cells)};
}

namespace {

// The k-th character of g's spelling (rows joined by '|'), or -1 past its end.
int spelled_at(const Grid& g, std::size_t k) {
  const std::size_t width = static_cast<std::size_t>(g.cols) + 1;
  const std::size_t r = k / width, c = k % width;
  if (r >= static_cast<std::size_t>(g.rows)) return -1;
  if (c == static_cast<std::size_t>(g.cols)) {
    return r + 1 < static_cast<std::size_t>(g.rows) ? '|' : -1;
  }
  return static_cast<unsigned char>(g.cells[r * static_cast<std::size_t>(g.cols) + c]);
}

// Whether x's spelling is less than y's, compared without spelling either.
bool spelled_less(const Grid& x, const Grid& y) {
  for (std::size_t k = 0;; ++k) {
    const int a = spelled_at(x, k), b = spelled_at(y, k);
    if (a != b) return a < b;
    if (a < 0) return false;
  }
}

}  // namespace

Grid normalise(const Grid& grid, Symmetry symmetry) {
  if (symmetry == Symmetry::kNone) return grid;
  Grid best = grid, t;
  const int images = symmetry == Symmetry::kDihedral ? 8 : 4;
  for (int k = 1; k < images; ++k) {
    const bool transpose = k >= 4, flip_r = k & 1, flip_c = k & 2;
    t.rows = transpose ? grid.cols : grid.rows;
    t.cols = transpose ? grid.rows : grid.cols;
    t.cells.resize(grid.cells.size());
    for (int r = 0; r < t.rows; ++r) {
      for (int c = 0; c < t.cols; ++c) {
        int sr = transpose ? c : r, sc = transpose ? r : c;
        if (flip_r) sr = grid.rows - 1 - sr;
        if (flip_c) sc = grid.cols - 1 - sc;
        t.at(r, c) = grid.at(sr, sc);
      }
    }
    if (spelled_less(t, best)) std::swap(best, t);
  }
  return best;
}

Grid sample_grid(std::uint64_t seed, unsigned size, std::string_view alphabet) {
  std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  auto next = [&x] {  // splitmix64
    x += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  const unsigned squares = std::max(1u, size);
  Grid g;
  g.rows = 1 + static_cast<int>(next() % std::min(3u, squares));
  g.cols = std::max(1, static_cast<int>(squares) / g.rows);
  g.cols = 1 + static_cast<int>(next() % static_cast<std::uint64_t>(g.cols));
  for (int i = 0; i < g.rows * g.cols; ++i) g.cells += alphabet[next() % alphabet.size()];
  return g;
}

Grid join_side_by_side(std::span<const Position> boards) {
  if (boards.empty()) return Grid{1, 1, "#"};
  std::vector<Grid> grids;
  int rows = 0, cols = -1;
  for (const Position& b : boards) {
    grids.push_back(Grid::of(b));
    rows = std::max(rows, grids.back().rows);
    cols += grids.back().cols + 1;
  }
  Grid out;
  out.rows = rows;
  out.cols = cols;
  out.cells.assign(static_cast<std::size_t>(rows * cols), '#');
  int left = 0;
  for (const Grid& g : grids) {
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) out.at(r, left + c) = g.at(r, c);
    }
    left += g.cols + 1;
  }
  return out;
}

std::string changed_squares(const Grid& from, const Grid& to) {
  std::string out;
  for (int r = 0; r < from.rows && r < to.rows; ++r) {
    for (int c = 0; c < from.cols && c < to.cols; ++c) {
      if (from.at(r, c) == to.at(r, c)) continue;
      out += fmt::format("{}row {}, column {}", out.empty() ? "" : " and ", r + 1, c + 1);
    }
  }
  return out;
}

}  // namespace grundy::partizan
