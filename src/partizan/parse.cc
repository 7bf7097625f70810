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
        total = store_.add(total, switch_operand(top), budget_);
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

  // ±(G, H, …) = {G, H, … | −G, −H, …}; ±G = {G | −G}.
  GameId plus_minus(const std::vector<GameId>& options) {
    std::vector<GameId> negatives;
    for (GameId g : options) negatives.push_back(store_.negative(g));
    return store_.construct(options, std::move(negatives), budget_);
  }

  // What follows '+-': CGSuite 1's `+-(a,b,…)` and CGSuite 2's `+-{a,b,…}` (a list of Left
  // options, the Right ones their negatives), or one operand: `+-1`, `+-{2|1}`, `+-(1^)`.
  GameId switch_operand(bool top) {
    Depth depth(*this);
    skip_spaces();
    if (peek() == '(') {
      ++pos_;
      std::vector<GameId> options{sum(false)};
      for (;;) {
        skip_spaces();
        if (peek() == ')') break;
        if (peek() != ',') {
          fail(fmt::format("expected ',' or ')', found {}", at_end() ? "the end" : shown(peek())));
        }
        ++pos_;
        options.push_back(sum(false));
      }
      ++pos_;
      return plus_minus(options);
    }
    if (peek() == '{') {
      Braces b = braces();
      if (b.bars.empty()) {
        if (b.segments[0].empty()) fail_at(b.open, "expected the options of +-{…}");
        return plus_minus(b.segments[0]);
      }
      return plus_minus({build(b.segments, b.bars, 0, b.segments.size())});
    }
    return plus_minus({operand(top)});
  }

  // operand := '+-' switch | '-' operand | '+' operand | primary. A '-' directly before a
  // number literal is its sign, as CGSuite prints it: -1^ is (-1) + ^ and -1/2v is (-1/2) + v,
  // not -(1^); elsewhere '-' negates the whole operand (-^ is v, -{1|0} is {0|-1}).
  GameId operand(bool top) {
    Depth depth(*this);
    skip_spaces();
    if (at_end()) fail("expected a game");
    if (peek() == '+' && peek(1) == '-') {
      pos_ += 2;
      return switch_operand(top);
    }
    if (peek() == '-') {
      ++pos_;
      if (is_digit(peek()) && !(top && starts_ruleset_term())) return nus_literal(true);
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

  // True when the text at pos_ is a ruleset term (`0.77:5` starts with a digit too).
  bool starts_ruleset_term() const { return term_colon().first != std::string_view::npos; }

  // The ':' of a ruleset term starting at pos_ (npos when there is none) and the term's end: a
  // term runs to the next '+' outside brackets and has ':' before it.
  std::pair<std::size_t, std::size_t> term_colon() const {
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
      } else if (depth == 0 && colon == std::string_view::npos && (c == ' ' || c == '\t')) {
        // A ruleset's name has no spaces outside brackets: in `1 - domineering:..|..` the term
        // starts after the '-', not at the 1.
        std::size_t next = end;
        while (next < text_.size() && (text_[next] == ' ' || text_[next] == '\t')) ++next;
        if (next >= text_.size() || text_[next] != ':') return {std::string_view::npos, end};
      }
    }
    return {colon, end};
  }

  std::optional<GameId> ruleset_term() {
    const auto [colon, end] = term_colon();
    if (colon == std::string_view::npos) return std::nullopt;
    if (!resolver_) fail("a ruleset term is not allowed here");
    const auto name = trim(text_.substr(pos_, colon - pos_), column0_ + pos_);
    const auto position = trim(text_.substr(colon + 1, end - colon - 1), column0_ + colon + 1);
    if (name.text.empty()) fail("expected a ruleset before ':'");
    if (position.text.empty()) fail_at(colon + 1, "expected a position after ':'");
    pos_ = end;
    return resolver_(name.text, name.column, position.text, position.column);
  }

  // [number] [ups] [star], at least one of them, e.g. 3/4, ^*, 1v2*3, *5 (CGSuite's
  // spelling: the parts are added). negative: a '-' before the number, which is its sign only.
  GameId nus_literal(bool negative = false) {
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
    if (negative) v.number = -v.number;
    if (peek() == '^' || peek() == 'v') {
      // CGSuite's arrows: a run of them counts itself (^^^ = ^3, vvvvv = v5); a single one may
      // take a count (^3, v3).
      const char arrow = peek();
      const std::size_t at = pos_;
      std::uint64_t count = 0;
      while (peek() == arrow) ++pos_, ++count;
      if (is_digit(peek())) {
        if (count > 1) fail("a run of arrows takes no count: write ^3 or ^^^, not ^^3");
        count = small_natural("the number of ups");
      }
      if (count > kMaxUps) fail_at(at, fmt::format("more than {} ups", kMaxUps));
      v.ups = arrow == '^' ? static_cast<std::int64_t>(count) : -static_cast<std::int64_t>(count);
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
    Braces b = braces();
    if (b.bars.empty()) fail_at(b.open, "expected '|' between the Left and Right options");
    return build(b.segments, b.bars, 0, b.segments.size());
  }

  struct Braces {
    std::size_t open = 0;                                   // position of the '{'
    std::vector<std::vector<GameId>> segments;              // the option lists between bars
    std::vector<std::pair<std::size_t, std::size_t>> bars;  // (count, position)
  };

  // Reads '{' … '}' into option lists and the runs of bars between them.
  Braces braces() {
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
    return {open, std::move(segments), std::move(bars)};
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
