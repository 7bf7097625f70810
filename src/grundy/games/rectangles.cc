#include "grundy/games/rectangles.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/position_size.h"
#include "grundy/notation/expression.h"

namespace grundy::partizan {

std::string rectangle_name(const Component& c) {
  return fmt::format("{}x{}", c.a, c.b);
}

std::vector<Component> parse_rectangles(std::string_view text, std::size_t column) {
  std::vector<Component> out;
  for (const Piece& p : split_top_level(text, column, ',')) {
    const auto [t, col] = trim(p.text, p.column);
    const std::size_t x = t.find('x');
    if (x == std::string_view::npos) {
      throw parse_error(fmt::format("expected a rectangle HxW such as 2x3 at column {}", col), col);
    }
    const std::uint64_t h = parse_natural(t.substr(0, x), col, "the height");
    const std::uint64_t w = parse_natural(t.substr(x + 1), col + x + 1, "the width");
    if (h > kMaxPositionSize || w > kMaxPositionSize || h * w > kMaxPositionSize) {
      throw parse_error(fmt::format("the rectangle at column {} must have at most {} squares", col,
                                    kMaxPositionSize),
                        col);
    }
    // A side of 0 is no cake at all, the empty game 0 (`cutcake:0x3`): nothing to cut or eat.
    if (h > 0 && w > 0) out.push_back({h, w, {}});
  }
  return out;
}

std::string format_rectangles(std::span<const Component> components, std::string_view when_none) {
  std::string out;
  for (const Component& c : components) out += (out.empty() ? "" : ",") + rectangle_name(c);
  return out.empty() ? std::string(when_none) : out;
}

}  // namespace grundy::partizan
