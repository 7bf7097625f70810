#pragma once
// The one grammar (DESIGN.md, Notation): a position is a sum of components joined by '+'.
// A term is `RULESET:POSITION`, a nimber `*n` (`*` alone is `*1`) or `0`, the empty game.
// This layer knows the shape of the grammar, not the rulesets: it splits an expression into
// terms with their columns, and the ruleset registry gives each term its meaning.
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

namespace grundy {

// The longest expression accepted; longer input is refused before any work is done.
inline constexpr std::size_t kMaxExpressionLength = 4u << 20;  // 4 MiB

struct TermSyntax {
  std::string ruleset;          // "sub{1,3,4}", "kayles", "0.77"; "*" for a nimber term
  std::size_t ruleset_column;   // 1-based column of the ruleset's first character
  std::string position;         // "3,4,5", "(3,5)", or the nimber's digits
  std::size_t position_column;  // 1-based column of the position's first character
};

struct ExpressionSyntax {
  std::vector<TermSyntax> terms;  // empty for the empty game `0`
};

// Splits an expression into terms. Throws Error(kParse) naming the column and what was expected.
ExpressionSyntax parse_expression(std::string_view text);

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
