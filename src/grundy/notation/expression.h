#pragma once
// The lexical helpers of the one grammar (grundy/notation/syntax.h parses it): bracket checks, splitting
// at top-level separators, natural numbers and trimming, which the rulesets use to read their own
// spellings (`sub{1,3,4}`, `graph{a->b;b}`) and positions.
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

namespace grundy {

// The longest expression accepted; longer input is refused before any work is done.
inline constexpr std::size_t kMaxExpressionLength = 4u << 20;  // 4 MiB

// Checks that brackets (), {} and [] balance in text; throws a parse error naming the column.
void check_brackets(std::string_view text, std::size_t column);

// Splits text at each separator that is outside brackets; the columns are of each piece's start.
struct Piece {
  std::string_view text;
  std::size_t column;
};
std::vector<Piece> split_top_level(std::string_view text, std::size_t column, char separator);

// Parses a natural number (decimal digits only), or throws a parse error saying what was
// expected: what names the thing, e.g. "a heap size".
std::uint64_t parse_natural(std::string_view text, std::size_t column, std::string_view what);

// Trims spaces, moving the column along.
Piece trim(std::string_view text, std::size_t column);

}  // namespace grundy
