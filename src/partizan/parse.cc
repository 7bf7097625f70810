// Parsing CGSuite's spelling (see notation.h): recursive descent, with nesting bounded by
// kMaxNesting so the call stack stays small whatever the input.
#include <fmt/format.h>

#include <cctype>  // std::isalpha

#include "core/error.h"
#include "notation/expression.h"
#include "partizan/notation.h"

namespace grundy::partizan {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

std::string shown(char c) {
  if (c >= 0x20 && c < 0x7f) return fmt::format("'{}'", c);
  return fmt::format("byte 0x{:02x}", static_cast<unsigned char>(c));
}

class Parser {
 public:
  Parser(GameStore& store, std::string_view text, Budget& budget, const TermResolver& resolver,
         std::size_t column)
      : store_(store), text_(text), budget_(budget), resolver_(resolver), column0_(column) {}

  GameId parse_all() {
    skip_spaces();
    if (at_end()) fail("expected a game, found nothing");
    const GameId g = sum(true);
    skip_spaces();
    if (!at_end()) fail(fmt::format("unexpected {}: expected '+', '-' or the end", shown(peek())));
    return g;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { fail_at(pos_, what); }
  [[noreturn]] void fail_at(std::size_t pos, const std::string& what) const {
    const std::size_t col = column0_ + pos;
    throw parse_error(fmt::format("{} at column {}", what, col), col);
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek(std::size_t ahead = 0) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
  }
  void skip_spaces() {
    while (!at_end() && (peek() == ' ' || peek() == '\t')) ++pos_;
  }

  struct Depth {
    Parser& p;
    explicit Depth(Parser& parser) : p(parser) {
      if (++p.depth_ > kMaxNesting) {
        p.fail(fmt::format("the game is nested more than {} deep", kMaxNesting));
      }
    }
    ~Depth() { --p.depth_; }
  };

  // sum := operand (('+' | '-' | '+-') operand)*
  GameId sum(bool top) {
    GameId total = operand(top);
    for (;;) {
      skip_spaces();
      if (peek() == '+' && peek(1) == '-') {
        pos_ += 2;
        total = store_.add(total, plus_minus(operand(top)), budget_);
      } else if (peek() == '+') {
        ++pos_;
        total = store_.add(total, operand(top), budget_);
      } else if (peek() == '-') {
        ++pos_;
        total = store_.subtract(total, operand(top), budget_);
      } else {
        return total;
      }
    }
  }

  // ±G = {G | −G}.
  GameId plus_minus(GameId g) { return store_.construct({g}, {store_.negative(g)}, budget_); }

  // operand := '+-' operand | '-' operand | '+' operand | primary
  GameId operand(bool top) {
    Depth depth(*this);
    skip_spaces();
    if (at_end()) fail("expected a game");
    if (peek() == '+' && peek(1) == '-') {
      pos_ += 2;
      return plus_minus(operand(top));
    }
    if (peek() == '-') {
      ++pos_;
      return store_.negative(operand(top));
    }
    if (peek() == '+') {
      ++pos_;
      return operand(top);
    }
    return primary(top);
  }

  GameId primary(bool top) {
    if (top) {
      if (auto g = ruleset_term()) return *g;
    }
    const char c = peek();
    if (c == '{') return braced();
    if (c == '(') {
      Depth depth(*this);
      ++pos_;
      const GameId g = sum(false);
      skip_spaces();
      if (peek() != ')')
        fail(fmt::format("expected ')', found {}", at_end() ? "the end" : shown(peek())));
      ++pos_;
      return g;
    }
    if (is_digit(c) || c == '*' || c == '^' || c == 'v') return nus_literal();
    fail(
        fmt::format("unexpected {}: expected a game (a number, *, ^, v, {{L|R}} or a ruleset "
                    "term such as domineering:..|..)",
                    shown(c)));
  }

  // A ruleset term runs to the next '+' outside brackets and has ':' before it.
  std::optional<GameId> ruleset_term() {
    int depth = 0;
    std::size_t colon = std::string_view::npos, end = pos_;
    for (; end < text_.size(); ++end) {
      const char c = text_[end];
      if (c == '(' || c == '{' || c == '[') {
        ++depth;
      } else if (c == ')' || c == '}' || c == ']') {
        if (--depth < 0) break;
      } else if (depth == 0 && (c == '+' || (c == '-' && colon != std::string_view::npos))) {
        break;  // names may hold '-' (toads-and-frogs); positions do not
      } else if (depth == 0 && c == ':' && colon == std::string_view::npos) {
        colon = end;
      }
    }
    if (colon == std::string_view::npos) return std::nullopt;
    if (!resolver_) fail("a ruleset term is not allowed here");
    const auto name = trim(text_.substr(pos_, colon - pos_), column0_ + pos_);
    const auto position = trim(text_.substr(colon + 1, end - colon - 1), column0_ + colon + 1);
    if (name.text.empty()) fail("expected a ruleset before ':'");
    if (position.text.empty()) fail_at(colon + 1, "expected a position after ':'");
    pos_ = end;
    return resolver_(name.text, name.column, position.text, position.column);
  }

  // [number] [ups] [star], at least one of them, e.g. 3/4, ^*, 1v2*3, *5.
  GameId nus_literal() {
    const std::size_t start = pos_;
    Nus v;
    if (is_digit(peek())) {
      std::size_t end = pos_;
      while (end < text_.size() && is_digit(text_[end])) ++end;
      if (end < text_.size() && text_[end] == '/') {
        ++end;
        if (end >= text_.size() || !is_digit(text_[end])) {
          fail_at(end, "expected the denominator of a fraction (a power of two)");
        }
        while (end < text_.size() && is_digit(text_[end])) ++end;
      }
      if (!Dyadic::parse(text_.substr(pos_, end - pos_), v.number)) {
        fail(fmt::format("'{}' is not a dyadic rational: the denominator must be a power of two",
                         text_.substr(pos_, end - pos_)));
      }
      if (v.number.exponent() > kMaxDenominatorExponent) {
        fail(fmt::format("the denominator is above 2^{}, the largest supported",
                         kMaxDenominatorExponent));
      }
      pos_ = end;
    }
    if (peek() == '^' || peek() == 'v') {
      const char arrow = peek();
      ++pos_;
      std::int64_t count = 1;
      if (peek() == arrow) {
        ++pos_;
        count = 2;
      } else if (is_digit(peek())) {
        count = static_cast<std::int64_t>(small_natural("the number of ups"));
        if (count > static_cast<std::int64_t>(kMaxUps)) {
          fail(fmt::format("more than {} ups", kMaxUps));
        }
      }
      v.ups = arrow == '^' ? count : -count;
    }
    if (peek() == '*') {
      ++pos_;
      v.nim = is_digit(peek()) ? small_natural("the nimber") : 1;
    }
    if (pos_ == start) fail("expected a game");
    if (std::isalpha(static_cast<unsigned char>(peek())) || peek() == '_') {
      fail(fmt::format("unknown symbol starting {}", shown(text_[start])));
    }
    return store_.nus(v);
  }

  std::uint64_t small_natural(const char* what) {
    const std::size_t start = pos_;
    while (!at_end() && is_digit(peek())) ++pos_;
    const std::uint64_t n =
        parse_natural(text_.substr(start, pos_ - start), column0_ + start, what);
    if (n > (std::uint64_t{1} << 62)) fail_at(start, fmt::format("{} is too large", what));
    return n;
  }

  // '{' option lists separated by ',' and runs of '|' '}'.
  GameId braced() {
    Depth depth(*this);
    const std::size_t open = pos_;
    ++pos_;
    std::vector<std::vector<GameId>> segments(1);
    std::vector<std::pair<std::size_t, std::size_t>> bars;  // (count, position)
    bool expect_option = true, after_comma = false;
    for (;;) {
      skip_spaces();
      if (at_end()) fail_at(open, "unbalanced '{': expected '}' before the end");
      const char c = peek();
      if ((c == '}' || c == '|') && after_comma) fail("expected an option after ','");
      if (c == '}') {
        ++pos_;
        break;
      }
      if (c == '|') {
        std::size_t n = 0;
        const std::size_t at = pos_;
        while (peek() == '|') ++pos_, ++n;
        if (n > kMaxNesting) fail_at(at, "too many bars");
        bars.emplace_back(n, at);
        segments.emplace_back();
        expect_option = true;
        continue;
      }
      if (c == ',') {
        if (expect_option) fail("expected an option before ','");
        ++pos_;
        expect_option = true;
        after_comma = true;
        continue;
      }
      after_comma = false;
      if (!expect_option) fail(fmt::format("expected ',', '|' or '}}', found {}", shown(c)));
      segments.back().push_back(sum(false));
      expect_option = false;
    }
    if (bars.empty()) fail_at(open, "expected '|' between the Left and Right options");
    return build(segments, bars, 0, segments.size());
  }

  // Splits segments [from, to) at the separator with the most bars: {3||2|1} = {3|{2|1}}.
  GameId build(const std::vector<std::vector<GameId>>& segments,
               const std::vector<std::pair<std::size_t, std::size_t>>& bars, std::size_t from,
               std::size_t to) {
    Depth depth(*this);
    std::size_t best = from;
    for (std::size_t i = from; i + 1 < to; ++i) {
      if (bars[i].first > bars[best].first) best = i;
    }
    for (std::size_t i = from; i + 1 < to; ++i) {
      if (i != best && bars[i].first == bars[best].first) {
        fail_at(bars[i].second,
                "ambiguous bars: use || to say which '|' separates Left from Right");
      }
    }
    auto side = [&](std::size_t a, std::size_t b) -> std::vector<GameId> {
      if (b - a == 1) return segments[a];
      return {build(segments, bars, a, b)};
    };
    return store_.construct(side(from, best + 1), side(best + 1, to), budget_);
  }

  GameStore& store_;
  std::string_view text_;
  Budget& budget_;
  const TermResolver& resolver_;
  std::size_t column0_;
  std::size_t pos_ = 0;
  std::size_t depth_ = 0;
};

}  // namespace

GameId parse_game(GameStore& store, std::string_view text, Budget& budget,
                  const TermResolver& resolver, std::size_t column) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = text[i];
    if ((c < 0x20 && c != '\t') || c >= 0x7f) {
      throw parse_error(fmt::format("unexpected {} at column {}", shown(text[i]), column + i),
                        column + i);
    }
  }
  check_brackets(text, column);
  return Parser(store, text, budget, resolver, column).parse_all();
}

}  // namespace grundy::partizan
