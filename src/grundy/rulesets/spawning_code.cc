#include "grundy/rulesets/spawning_code.h"

#include <fmt/format.h>

#include <cctype>

#include "grundy/core/error.h"

namespace grundy {
namespace {

constexpr std::uint64_t kMaxCoinCount = 1u << 20;  // a count of coins above this is surely a typo

class CodeReader {
 public:
  CodeReader(std::string_view text, std::size_t column) : text_(text), column0_(column) {}

  SpawningCode read() {
    SpawningCode code;
    while (true) {
      code.elements.push_back(element());
      if (pos_ == text_.size()) break;
      if (text_[pos_] != ',') fail(fmt::format("unexpected '{}'", text_[pos_]));
      ++pos_;
    }
    return code;
  }

 private:
  [[noreturn]] void fail(std::string_view what) const {
    const std::size_t col = column0_ + pos_;
    throw parse_error(fmt::format("{} at column {} in turning code '{}'", what, col, text_), col);
  }

  std::uint64_t number(std::string_view what) {
    const std::size_t start = pos_;
    std::uint64_t v = 0;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      v = v * 10 + static_cast<std::uint64_t>(text_[pos_] - '0');
      if (v > kMaxCoinCount) {
        pos_ = start;
        fail(fmt::format("{} above {}", what, kMaxCoinCount));
      }
      ++pos_;
    }
    if (pos_ == start) fail(fmt::format("expected {}", what));
    return v;
  }

  SpawningElement element() {
    SpawningElement e;
    const std::size_t start = pos_;
    e.min_coins = number("a number of coins (1, 1-3, 2+)");
    if (e.min_coins == 0) {
      pos_ = start;
      fail("a move turns at least one coin (the rightmost, heads to tails): expected 1 or more");
    }
    if (pos_ < text_.size() && text_[pos_] == '+') {
      ++pos_;
    } else if (pos_ < text_.size() && text_[pos_] == '-') {
      ++pos_;
      const std::size_t at = pos_;
      e.max_coins = number("the largest number of coins after '-'");
      if (*e.max_coins < e.min_coins) {
        pos_ = at;
        fail(fmt::format("the range {}-{} is empty", e.min_coins, *e.max_coins));
      }
    } else {
      e.max_coins = e.min_coins;
    }
    bool spaced = false;
    while (pos_ < text_.size() && text_[pos_] != ',') {
      const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text_[pos_])));
      auto spacing = [&](CoinSpacing s) {
        if (spaced) fail("a second spacing constraint (C, E and S exclude each other)");
        spaced = true;
        e.spacing = s;
        ++pos_;
      };
      if (c == 'C' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '(') {
        if (e.span) fail("a second C(…)");
        pos_ += 2;
        const std::size_t at = pos_;
        e.span = number("a number of adjacent coins in C(…)");
        if (*e.span == 0) {
          pos_ = at;
          fail("C(0) allows no move");
        }
        if (pos_ == text_.size() || text_[pos_] != ')') fail("expected ')' closing C(…)");
        ++pos_;
      } else if (c == 'C') {
        spacing(CoinSpacing::kConsecutive);
      } else if (c == 'E') {
        spacing(CoinSpacing::kEqual);
      } else if (c == 'S') {
        spacing(CoinSpacing::kSymmetric);
      } else if (c == 'F') {
        if (e.first) fail("a second F");
        e.first = true;
        ++pos_;
      } else {
        fail(fmt::format("unexpected '{}': expected C, E, S, F, C(n) or ','", text_[pos_]));
      }
    }
    return e;
  }

  std::string_view text_;
  std::size_t column0_;
  std::size_t pos_ = 0;
};

}  // namespace

SpawningCode parse_spawning_code(std::string_view code, std::size_t column) {
  if (code.empty()) {
    throw parse_error(
        fmt::format("expected a turning code (e.g. 1-3, 3E, 4FS) at column {}", column), column);
  }
  return CodeReader(code, column).read();
}

std::string format_spawning_code(const SpawningCode& code) {
  std::string out;
  for (const SpawningElement& e : code.elements) {
    if (!out.empty()) out += ',';
    out += std::to_string(e.min_coins);
    if (!e.max_coins) {
      out += '+';
    } else if (*e.max_coins != e.min_coins) {
      out += fmt::format("-{}", *e.max_coins);
    }
    if (e.first) out += 'F';
    switch (e.spacing) {
      case CoinSpacing::kConsecutive:
        out += 'C';
        break;
      case CoinSpacing::kEqual:
        out += 'E';
        break;
      case CoinSpacing::kSymmetric:
        out += 'S';
        break;
      case CoinSpacing::kAny:
        break;
    }
    if (e.span) out += fmt::format("C({})", *e.span);
  }
  return out;
}

}  // namespace grundy
