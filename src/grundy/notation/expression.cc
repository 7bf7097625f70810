#include "grundy/notation/expression.h"

#include <fmt/format.h>

#include <limits>

#include "grundy/core/error.h"

namespace grundy {
namespace {

char closing_of(char open) {
  return open == '(' ? ')' : open == '{' ? '}' : ']';
}
bool is_open(char c) {
  return c == '(' || c == '{' || c == '[';
}
bool is_close(char c) {
  return c == ')' || c == '}' || c == ']';
}

}  // namespace

Piece trim(std::string_view text, std::size_t column) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) {
    text.remove_prefix(1);
    ++column;
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return {text, column};
}

void check_brackets(std::string_view text, std::size_t column) {
  struct Open {
    char c;
    std::size_t column;
  };
  std::vector<Open> stack;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_open(c)) {
      stack.push_back({c, column + i});
    } else if (is_close(c)) {
      if (stack.empty()) {
        throw parse_error(
            fmt::format("unbalanced '{}' at column {}: nothing to close", c, column + i),
            column + i);
      }
      if (closing_of(stack.back().c) != c) {
        throw parse_error(
            fmt::format("expected '{}' to close the '{}' of column {}, found '{}'",
                        closing_of(stack.back().c), stack.back().c, stack.back().column, c),
            column + i);
      }
      stack.pop_back();
    }
  }
  if (!stack.empty()) {
    throw parse_error(fmt::format("unbalanced '{}' at column {}: expected '{}' before the end",
                                  stack.back().c, stack.back().column, closing_of(stack.back().c)),
                      stack.back().column);
  }
}

std::vector<Piece> split_top_level(std::string_view text, std::size_t column, char separator) {
  std::vector<Piece> pieces;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || (depth == 0 && text[i] == separator)) {
      pieces.push_back({text.substr(start, i - start), column + start});
      start = i + 1;
    } else if (is_open(text[i])) {
      ++depth;
    } else if (is_close(text[i])) {
      --depth;
    }
  }
  return pieces;
}

std::uint64_t parse_natural(std::string_view text, std::size_t column, std::string_view what) {
  const auto [t, col] = trim(text, column);
  if (t.empty()) throw parse_error(fmt::format("expected {} at column {}", what, col), col);
  std::uint64_t value = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    if (c < '0' || c > '9') {
      throw parse_error(fmt::format("expected {} (a natural number) at column {}, found {}", what,
                                    col + i, shown(c)),
                        col + i);
    }
    const std::uint64_t digit = c - '0';
    if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) {
      throw parse_error(fmt::format("{} at column {} is too large: the limit is 2^64 - 1 = {}",
                                    what, col, std::numeric_limits<std::uint64_t>::max()),
                        col);
    }
    value = value * 10 + digit;
  }
  return value;
}

}  // namespace grundy
