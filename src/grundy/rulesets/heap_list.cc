#include "grundy/rulesets/heap_list.h"

#include "grundy/notation/expression.h"

namespace grundy {

std::vector<Component> parse_heap_list(std::string_view text, std::size_t column) {
  std::vector<Component> heaps;
  for (const Piece& piece : split_top_level(text, column, ',')) {
    const std::uint64_t n = parse_natural(piece.text, piece.column, "a heap size");
    if (n > 0) heaps.push_back({n, 0});  // a heap of 0 is the empty game
  }
  return heaps;
}

std::string format_heap_list(std::span<const Component> heaps) {
  if (heaps.empty()) return "0";
  std::string out;
  for (const Component& c : heaps) {
    if (!out.empty()) out += ',';
    out += std::to_string(c.a);
  }
  return out;
}

}  // namespace grundy
