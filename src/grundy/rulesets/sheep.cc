// Sheep (MCGS's `[sheep]`, src/sheep.cpp): herds on a board of hexagonal cells, laid out as a
// rectangle whose cell (r, c) touches the six cells (r-1, c), (r-1, c+1), (r, c+1), (r+1, c),
// (r+1, c-1) and (r, c-1). A cell holds a whole number: 0 is empty, n > 0 a herd of n of Left's
// sheep (MCGS's Black), -n one of Right's. A player picks a herd of theirs of at least 2 and one
// of the six directions; the herd's last cell that way before another herd or the edge must be
// empty and not the herd's own; k sheep, 1 ≤ k < n, walk there, and n - k stay. A herd of 1 never
// moves again (a wall). Herds hold at most 50 (MCGS's MAX_HERD).
//
// Spelling: MCGS's, rows joined by '|', cells by commas and/or spaces, in parentheses because a
// term's position may only hold '-' inside brackets: `sheep:(0, 2 | -3, 0)`. Without a negative
// herd the parentheses may be left out (`sheep:0,4|0,0`). Printed `sheep:(0,2|-3,0)`.
//
// Components (MCGS's split): a walk passes only empty cells and herds of 1 never change, so the
// board falls apart into its hex-connected regions of cells that are not ±1 (MCGS's), each
// cropped to its bounding box with every other cell made a wall (1). A region with no herd of 2
// or more or no empty cell has no move and is dropped. Both players walk the same six directions,
// so the symmetries of the hexagonal adjacency keep the value: the half turn and the two
// diagonal reflections (r, c) → (c, r) and (r, c) → (C-1-c, R-1-r) of the rectangle; a region is
// normalised to its least image under them.
#include <fmt/format.h>

#include <algorithm>  // std::min, std::copy, std::fill
#include <array>      // std::array
#include <bit>        // std::countr_zero
#include <cstdint>    // std::uint64_t
#include <cstdlib>    // std::abs
#include <cstring>    // std::memcmp
#include <tuple>      // std::tie
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/position_size.h"
#include "grundy/games/registry.h"

namespace grundy::partizan::sheep {
namespace {

constexpr int kMaxHerd = 50;  // MCGS's sheep::MAX_HERD
constexpr char kWall = 1;     // a herd of 1 (either side's: neither ever moves)
constexpr std::array<std::array<int, 2>, 6> kHexSteps = {
    {{-1, 0}, {-1, 1}, {0, 1}, {1, 0}, {1, -1}, {0, -1}}};  // MCGS's GRID_DIRS_HEX

int herd(const Grid& g, int r, int c) {
  return static_cast<signed char>(g.at(r, c));
}

bool is_wall(char cell) {
  return cell == 1 || cell == -1;
}

// Writes g's image under symmetry k into out (g.rows × g.cols cells, row-major; the image has
// g.cols rows for k = 1 and 2): k = 0 the half turn, 1 the reflection (r, c) → (c, r), 2 its half
// turn (r, c) → (C-1-c, R-1-r).
void write_image(const Grid& g, int k, char* out) {
  const int rows = g.rows, cols = g.cols;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const char v = g.at(r, c);
      if (k == 0) out[(rows - 1 - r) * cols + (cols - 1 - c)] = v;
      if (k == 1) out[c * rows + r] = v;
      if (k == 2) out[(cols - 1 - c) * rows + (rows - 1 - r)] = v;
    }
  }
}

// Replaces g by the least of its images under the symmetries of the hexagonal adjacency, in the
// order of (rows, cols, cells) — cells compared as std::string compares them (memcmp), so the
// key is the one the regions store has always been given. scratch: room for two boards.
void to_least_image(Grid& g, char* scratch) {
  const std::size_t n = g.cells.size();
  char* best = scratch;
  char* image = scratch + n;
  std::copy(g.cells.begin(), g.cells.end(), best);
  int best_rows = g.rows, best_cols = g.cols;
  for (int k = 0; k < 3; ++k) {
    const int rows = k == 0 ? g.rows : g.cols, cols = k == 0 ? g.cols : g.rows;
    if (std::tie(rows, cols) > std::tie(best_rows, best_cols)) continue;
    write_image(g, k, image);
    if (std::tie(rows, cols) < std::tie(best_rows, best_cols) || std::memcmp(image, best, n) < 0) {
      std::swap(best, image);
      best_rows = rows, best_cols = cols;
    }
  }
  g.rows = best_rows, g.cols = best_cols;
  std::copy(best, best + n, g.cells.begin());
}

// The hex-connected regions of cells that are not walls, cropped and normalised, those without a
// move left out; in the order of their first cell, row by row. seen, stack and region: room for
// g's cells each (a cell is pushed once: it is marked seen when pushed); scratch for two.
Parts regions_in(const Grid& g, char* seen, int* stack, int* region, char* scratch) {
  Parts out;
  std::fill(seen, seen + g.cells.size(), 0);
  for (int r0 = 0; r0 < g.rows; ++r0) {
    for (int c0 = 0; c0 < g.cols; ++c0) {
      if (seen[r0 * g.cols + c0] || is_wall(g.at(r0, c0))) continue;
      int top = 0, size = 0;
      stack[top++] = r0 * g.cols + c0;
      seen[r0 * g.cols + c0] = 1;
      int first_row = r0, last_row = r0, left = c0, right = c0;
      bool has_empty = false, has_herd = false;
      while (top > 0) {
        const int at = stack[--top];
        region[size++] = at;
        const int r = at / g.cols, c = at % g.cols;
        first_row = std::min(first_row, r), last_row = std::max(last_row, r);
        left = std::min(left, c), right = std::max(right, c);
        (g.cells[static_cast<std::size_t>(at)] == 0 ? has_empty : has_herd) = true;
        for (const auto& [dr, dc] : kHexSteps) {
          const int nr = r + dr, nc = c + dc;
          if (!g.inside(nr, nc) || is_wall(g.at(nr, nc))) continue;
          char& s = seen[nr * g.cols + nc];
          if (!s) s = 1, stack[top++] = nr * g.cols + nc;
        }
      }
      if (!has_empty || !has_herd) continue;
      Grid part{last_row - first_row + 1, right - left + 1, {}};
      part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), kWall);
      for (int i = 0; i < size; ++i) {
        const int r = region[i] / g.cols, c = region[i] % g.cols;
        part.at(r - first_row, c - left) = g.cells[static_cast<std::size_t>(region[i])];
      }
      to_least_image(part, scratch);
      out.push_back(std::move(part).position());
    }
  }
  return out;
}

// The regions of a board of at most 64 cells, on bits (cell (r, c) is bit r·C + c): a region
// grows from its first cell by the hexagonal step set until it stops growing, then is cropped and
// normalised as regions_in does (the same regions in the same order: a test compares the two).
Parts regions_on_bits(const Grid& g, char* scratch) {
  const int rows = g.rows, cols = g.cols;
  const int n = rows * cols;
  const std::uint64_t all = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  std::uint64_t open = 0, empty = 0, first_col = 0, last_col = 0;
  for (int i = 0; i < n; ++i) {
    const char v = g.cells[static_cast<std::size_t>(i)];
    if (!is_wall(v)) open |= std::uint64_t{1} << i;
    if (v == 0) empty |= std::uint64_t{1} << i;
    if (i % cols == 0) first_col |= std::uint64_t{1} << i;
    if (i % cols == cols - 1) last_col |= std::uint64_t{1} << i;
  }
  // The cells one hexagonal step from a cell of set: (r±1, c), (r, c±1), (r-1, c+1), (r+1, c-1);
  // a step along a row must not wrap to the next row (the column masks).
  auto step = [&](std::uint64_t set) {
    std::uint64_t out = rows > 1 ? (set >> cols) | ((set << cols) & all) : 0;  // cols < 64
    out |= ((set & ~last_col) << 1) | ((set & ~first_col) >> 1);
    out |= (set & ~last_col) >> (cols - 1);           // (r-1, c+1)
    out |= ((set & ~first_col) << (cols - 1)) & all;  // (r+1, c-1)
    return out;
  };
  Parts out;
  for (std::uint64_t left = open; left;) {
    std::uint64_t region = left & -left;
    for (;;) {
      const std::uint64_t grown = (region | step(region)) & open;
      if (grown == region) break;
      region = grown;
    }
    left &= ~region;
    if (!(region & empty) || !(region & ~empty)) continue;  // no empty cell, or no herd
    int first_row = rows, last_row = -1, first = cols, last = -1;
    for (std::uint64_t b = region; b; b &= b - 1) {
      const int at = std::countr_zero(b), r = at / cols, c = at % cols;
      first_row = std::min(first_row, r), last_row = std::max(last_row, r);
      first = std::min(first, c), last = std::max(last, c);
    }
    Grid part{last_row - first_row + 1, last - first + 1, {}};
    part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), kWall);
    for (std::uint64_t b = region; b; b &= b - 1) {
      const int at = std::countr_zero(b);
      part.at(at / cols - first_row, at % cols - first) = g.cells[static_cast<std::size_t>(at)];
    }
    to_least_image(part, scratch);
    out.push_back(std::move(part).position());
  }
  return out;
}

// regions_in with its room on the stack for a board of at most kSmall cells (every board the
// search meets in practice: one call a move, so an allocation saved here is one a move).
Parts regions(const Grid& g) {
  constexpr std::size_t kSmall = 256;
  const std::size_t n = g.cells.size();
  if (n <= 64) {
    std::array<char, 2 * 64> scratch;
    return regions_on_bits(g, scratch.data());
  }
  if (n <= kSmall) {
    std::array<char, kSmall> seen;
    std::array<int, kSmall> stack, region;
    std::array<char, 2 * kSmall> scratch;
    return regions_in(g, seen.data(), stack.data(), region.data(), scratch.data());
  }
  std::vector<char> seen(n), scratch(2 * n);
  std::vector<int> stack(n), region(n);
  return regions_in(g, seen.data(), stack.data(), region.data(), scratch.data());
}

// One row's cells: whole numbers separated by commas and/or spaces.
void parse_row(std::string_view row, std::size_t column, Grid& g, int& width) {
  int count = 0;
  std::size_t i = 0;
  auto skip = [&] {
    while (i < row.size() && (row[i] == ' ' || row[i] == ',' || row[i] == '\t')) ++i;
  };
  skip();
  while (i < row.size()) {
    const std::size_t start = i;
    if (row[i] == '-') ++i;
    int v = 0;
    const std::size_t digits = i;
    while (i < row.size() && row[i] >= '0' && row[i] <= '9') {
      v = std::min(v * 10 + (row[i++] - '0'), 10 * kMaxHerd);  // capped: no overflow
    }
    if (i == digits) {
      throw parse_error(fmt::format("unexpected '{}' in the sheep board at column {}: expected "
                                    "a herd (a whole number), ',' or '|' between rows",
                                    row[i], column + i),
                        column + i);
    }
    if (v > kMaxHerd) {
      throw parse_error(fmt::format("the herd at column {} of the sheep board holds more than {} "
                                    "sheep (MCGS's limit)",
                                    column + start, kMaxHerd),
                        column + start);
    }
    if (i < row.size() && row[i] != ' ' && row[i] != ',' && row[i] != '\t') {
      throw parse_error(fmt::format("unexpected '{}' in the sheep board at column {}: expected "
                                    "',' between cells",
                                    row[i], column + i),
                        column + i);
    }
    g.cells += static_cast<char>(row[start] == '-' ? -v : v);
    ++count;
    skip();
  }
  if (count == 0) {
    throw parse_error(fmt::format("empty row in the sheep board at column {}", column), column);
  }
  if (width >= 0 && count != width) {
    throw parse_error(fmt::format("row {} of the sheep board ends at column {} with {} cells; the "
                                  "first row has {}",
                                  g.rows + 1, column + row.size(), count, width),
                      column + row.size());
  }
  width = count;
  ++g.rows;
}

class Sheep final : public GridRuleset {
 public:
  Sheep()
      : GridRuleset("sheep",
                    "Sheep: on hexagonal cells, a herd of 2 or more sends part of itself as far as "
                    "it can walk in one of six directions",
                    "", "") {}

  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::size_t a = 0, b = text.size();
    if (b >= 2 && text.front() == '(' && text.back() == ')') ++a, --b;
    Grid g;
    int width = -1;
    std::size_t start = a;
    for (std::size_t i = a; i <= b; ++i) {
      if (i < b && text[i] != '|') continue;
      parse_row(text.substr(start, i - start), column + start, g, width);
      if (g.cells.size() > kMaxPositionSize) {
        throw parse_error(fmt::format("the sheep board at column {} has more than {} cells", column,
                                      kMaxPositionSize),
                          column);
      }
      start = i + 1;
    }
    g.cols = width;
    return {g.position()};
  }
  std::string format_position(std::span<const Component> components) const override {
    const Grid g = components.size() == 1 ? Grid::of(components[0]) : joined(components);
    std::string out = "(";
    for (int r = 0; r < g.rows; ++r) {
      if (r > 0) out += '|';
      for (int c = 0; c < g.cols; ++c) {
        if (c > 0) out += ',';
        out += std::to_string(herd(g, r, c));
      }
    }
    return out + ")";
  }
  // Side by side, top-aligned, a column of walls between them and walls below the shorter ones:
  // one board whose regions are the parts, in their order (each part's region touches its top
  // row, and a column of walls parts the hexagonal adjacency as it parts the square one).
  std::optional<Component> join(std::span<const Component> parts) const override {
    return joined(parts).position();
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const Grid a = Grid::of(from);
    if (to.size() == 1 && to[0].a == from.a && to[0].b == from.b) {
      const Grid b = Grid::of(to[0]);
      int sr = -1, sc = -1, er = -1, ec = -1;
      for (int r = 0; r < a.rows; ++r) {
        for (int c = 0; c < a.cols; ++c) {
          if (a.at(r, c) == b.at(r, c)) continue;
          (a.at(r, c) == 0 ? er : sr) = r;
          (a.at(r, c) == 0 ? ec : sc) = c;
        }
      }
      if (sr >= 0 && er >= 0) {
        return fmt::format("move {} of the herd on row {}, column {} to row {}, column {}",
                           std::abs(herd(b, er, ec)), sr + 1, sc + 1, er + 1, ec + 1);
      }
    }
    return "move to sheep:" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 17;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const int cells = 1 + static_cast<int>(next(std::max(1u, size)));
    const int rows = 1 + static_cast<int>(next(static_cast<std::uint64_t>(std::min(cells, 3))));
    Grid g{rows, std::max(1, cells / rows), {}};
    constexpr std::array<int, 10> kHerds = {0, 0, 0, 0, 2, 3, -2, -3, 1, -1};
    for (int i = 0; i < g.rows * g.cols; ++i) g.cells += static_cast<char>(kHerds[next(10)]);
    return g.position();
  }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const int sign = side == Side::kLeft ? 1 : -1;
    std::vector<Grid> out;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        charge.work(1);
        const int n = herd(g, r, c) * sign;
        if (n < 2) continue;
        for (const auto& [dr, dc] : kHexSteps) {
          int er = r, ec = c;
          while (g.inside(er + dr, ec + dc) && g.at(er + dr, ec + dc) == 0) er += dr, ec += dc;
          if (er == r && ec == c) continue;
          for (int k = 1; k < n; ++k) {
            charge.add_board(g.cells.size());
            Grid& next = out.emplace_back(g);
            next.at(r, c) = static_cast<char>(sign * (n - k));
            next.at(er, ec) = static_cast<char>(sign * k);
          }
        }
      }
    }
    return out;
  }
  Parts regions(const Grid& g) const override { return sheep::regions(g); }

 private:
  static Grid joined(std::span<const Component> parts) {
    int rows = 1, cols = -1;
    for (const Component& p : parts) {
      rows = std::max(rows, static_cast<int>(p.a));
      cols += static_cast<int>(p.b) + 1;
    }
    Grid g{rows, std::max(cols, 1), {}};
    g.cells.assign(static_cast<std::size_t>(g.rows * g.cols), kWall);
    int at = 0;
    for (const Component& p : parts) {
      const Grid part = Grid::of(p);
      for (int r = 0; r < part.rows; ++r) {
        for (int c = 0; c < part.cols; ++c) g.at(r, at + c) = part.at(r, c);
      }
      at += part.cols + 1;
    }
    return g;
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Sheep>(), "sheep:(0,0,3|-2,0,0)"))

}  // namespace grundy::partizan::sheep
