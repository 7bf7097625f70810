#pragma once
// Rectangular boards. A board is spelled as CGSuite spells it: rows joined by '|', '.' an empty
// square, '#' a missing one, letters for stones; it is held as a Position (rows, columns, and
// the squares row by row), so moves change bytes in place and nothing is parsed during a search.
// Shared by the grid rulesets.
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/games/ruleset.h"

namespace grundy::partizan {

struct Grid {
  int rows = 0, cols = 0;
  std::string cells;  // row-major

  char at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
  char& at(int r, int c) { return cells[static_cast<std::size_t>(r * cols + c)]; }
  bool inside(int r, int c) const { return r >= 0 && c >= 0 && r < rows && c < cols; }
  std::string spelling() const;  // rows joined by '|'

  // The board a Position holds, and back.
  static Grid of(const Position& p);
  Position position() const&;
  Position position() &&;

  // Parses text whose characters are in allowed (besides '|'); throws Error(kParse) naming the
  // column for a stray character, ragged rows or more than kMaxPositionSize squares.
  static Grid parse(std::string_view text, std::size_t column, std::string_view allowed,
                    std::string_view what);
};

// Symmetries to consider when normalising a region: the four reflections that keep rows as rows
// (Domineering, Toads and Frogs would change value under a transpose), or all eight.
enum class Symmetry { kNone, kReflections, kDihedral };

// The connected regions of grid: squares for which member() holds, joined by 4-neighbour
// adjacency (8-neighbour when diagonal), each cropped to its bounding box with every other square
// made '#', and normalised to the image whose spelling is least under the symmetries (a move
// anywhere else cannot reach a region, so each is a component of the sum: ONAG ch. 1). Regions
// for which keep() is false (those worth 0) are dropped.
template <class Member, class Keep>
Parts grid_regions(const Grid& grid, Member member, Keep keep, bool diagonal, Symmetry symmetry);

// The image of grid under the symmetries whose spelling is least (so equal regions are equal).
Grid normalise(const Grid& grid, Symmetry symmetry);

// A board of at most size squares (and at least 1), each square drawn from alphabet, chosen by
// seed: the conformance suite's sample positions.
Grid sample_grid(std::uint64_t seed, unsigned size, std::string_view alphabet);
// Boards side by side, top-aligned, a column of '#' between them and '#' below the shorter
// ones: one board whose regions are those of the parts, in their order (regions are found row by
// row, and each part's region touches its top row). No parts: the board "#".
Grid join_side_by_side(std::span<const Position> boards);
// The squares that differ between two boards of one shape, as "row r, column c" (1-based).
std::string changed_squares(const Grid& from, const Grid& to);

}  // namespace grundy::partizan

#include "grundy/games/grid_regions.inl"
