#pragma once
// The position of every heap ruleset: heap sizes joined by commas (`3,4,5`), a sum of heaps. A
// heap of 0 is the empty game and is dropped; no heap at all prints as `0`.
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/games/ruleset.h"

namespace grundy {

// Reads `n1,n2,…` (column is text's first character's); a parse error names the column.
std::vector<Component> parse_heap_list(std::string_view text, std::size_t column);
// Prints heaps back as parse_heap_list reads them (`0` for none).
std::string format_heap_list(std::span<const Component> heaps);

}  // namespace grundy
