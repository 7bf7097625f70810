// The spelling shared by the cake games (Cutcake, Maundy Cake, Eatcake): a list of rectangles
// HxW, H rows and W columns, each rectangle one component held as (H, W).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/games/ruleset.h"

namespace grundy::partizan {

// `2x3` for the rectangle (2, 3).
std::string rectangle_name(const Component& c);

// Reads `2x6,1x9`; a rectangle has at most kMaxPositionSize squares, and one with a side of 0 is
// no cake (no component). Errors name the column in the whole input (column is where text starts).
std::vector<Component> parse_rectangles(std::string_view text, std::size_t column);

// The rectangles listed, or `when_none` for a position with no rectangle left.
std::string format_rectangles(std::span<const Component> components, std::string_view when_none);

}  // namespace grundy::partizan
