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

#include <algorithm>  // std::min
#include <array>      // std::array
#include <cstdlib>    // std::abs

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

// The least of g's images under the symmetries of the hexagonal adjacency.
Grid least_image(const Grid& g) {
  Grid best = g;
  auto consider = [&best](const Grid& image) {
    if (std::tie(image.rows, image.cols, image.cells) <
        std::tie(best.rows, best.cols, best.cells)) {
      best = image;
    }
  };
  Grid half = g;  // the half turn
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) half.at(g.rows - 1 - r, g.cols - 1 - c) = g.at(r, c);
  }
  consider(half);
  Grid t{g.cols, g.rows, g.cells}, anti{g.cols, g.rows, g.cells};  // (r,c)→(c,r), its half turn
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      t.at(c, r) = g.at(r, c);
      anti.at(g.cols - 1 - c, g.rows - 1 - r) = g.at(r, c);
    }
  }
  consider(t);
  consider(anti);
  return best;
}

// The hex-connected regions of cells that are not walls, cropped and normalised, those without a
// move left out; in the order of their first cell, row by row.
Parts regions(const Grid& g) {
  Parts out;
  std::vector<char> seen(g.cells.size(), 0);
  std::vector<std::pair<int, int>> stack, region;
  for (int r0 = 0; r0 < g.rows; ++r0) {
    for (int c0 = 0; c0 < g.cols; ++c0) {
      if (seen[static_cast<std::size_t>(r0 * g.cols + c0)] || is_wall(g.at(r0, c0))) continue;
      region.clear();
      stack.assign(1, {r0, c0});
      seen[static_cast<std::size_t>(r0 * g.cols + c0)] = 1;
      int top = r0, bottom = r0, left = c0, right = c0;
      bool has_empty = false, has_herd = false;
      while (!stack.empty()) {
        const auto [r, c] = stack.back();
        stack.pop_back();
        region.push_back({r, c});
        top = std::min(top, r), bottom = std::max(bottom, r);
        left = std::min(left, c), right = std::max(right, c);
        (g.at(r, c) == 0 ? has_empty : has_herd) = true;
        for (const auto& [dr, dc] : kHexSteps) {
          const int nr = r + dr, nc = c + dc;
          if (!g.inside(nr, nc) || is_wall(g.at(nr, nc))) continue;
          char& s = seen[static_cast<std::size_t>(nr * g.cols + nc)];
          if (!s) s = 1, stack.push_back({nr, nc});
        }
      }
      if (!has_empty || !has_herd) continue;
      Grid part{bottom - top + 1, right - left + 1, {}};
      part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), kWall);
      for (const auto& [r, c] : region) part.at(r - top, c - left) = g.at(r, c);
      out.push_back(least_image(part).position());
    }
  }
  return out;
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
