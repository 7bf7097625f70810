#include "grundy/games/strips.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/grid.h"
#include "grundy/games/position_size.h"

namespace grundy::partizan {

std::vector<Component> parse_strips(std::string_view text, std::size_t column,
                                    std::string_view allowed, std::string_view ruleset,
                                    std::string_view what) {
  if (text == "0") return {};  // nothing at all
  std::vector<Component> out;
  std::size_t start = 0, cells = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != '|') continue;
    Grid r = Grid::parse(text.substr(start, i - start), column + start, allowed, ruleset);
    cells += r.cells.size();
    if (cells > kMaxPositionSize) {
      throw parse_error(fmt::format("the {} position at column {} has more than {} {}", ruleset,
                                    column, kMaxPositionSize, what),
                        column);
    }
    out.push_back({0, 0, std::move(r.cells)});
    start = i + 1;
  }
  return out;
}

std::string format_strips(std::span<const Component> components) {
  std::string out;
  for (const Component& c : components) out += (out.empty() ? "" : "|") + c.cells;
  return out.empty() ? "0" : out;
}

}  // namespace grundy::partizan
