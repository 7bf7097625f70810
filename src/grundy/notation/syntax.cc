// The one grammar's parser (see syntax.h): recursive descent, with nesting bounded by kMaxNesting
// so the call stack stays small whatever the input.
#include "grundy/notation/syntax.h"

#include <fmt/format.h>

#include <cctype>    // std::isalpha
#include <optional>  // std::optional
#include <string>    // std::string
#include <utility>   // std::move, std::pair

#include "grundy/core/error.h"
#include "grundy/notation/loopy_notation.h"

namespace grundy {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

class Parser {
 public:
  Parser(std::string_view text, std::size_t column) : text_(text), column0_(column) {}

  Syntax parse_all() {
    skip_spaces();
    if (at_end()) {
      fail("expected a game or a position, found an empty expression (write 0 for the empty game)");
    }
    Syntax tree = sum(true);
    skip_spaces();
    if (!at_end()) fail(fmt::format("unexpected {}: expected '+', '-' or the end", shown(peek())));
    return tree;
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

  // A node of kind spanning text from start to the current position.
  Syntax node(SyntaxKind kind, std::size_t start) const {
    if (++nodes_ > kMaxSyntaxNodes) {
      fail(
          fmt::format("the expression has more than {} parts (numbers, options, terms); the "
                      "limit keeps its syntax tree small",
                      kMaxSyntaxNodes));
    }
    Syntax n;
    n.kind = kind;
    n.column = column0_ + start;
    n.spelling = text_.substr(start, pos_ - start);
    return n;
  }
  void finish(Syntax& n, std::size_t start) const {
    n.spelling = text_.substr(start, pos_ - start);
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
  // The links of a chain a:b:c or a.b.c, each one level of nesting in the tree ((a:b):c), counted
  // for as long as the chain is read: 1:1:1:… in 4 MiB cannot make a tree 2 million deep.
  struct Links {
    Parser& p;
    std::size_t n = 0;
    explicit Links(Parser& parser) : p(parser) {}
    void add() {
      ++n;
      if (++p.depth_ > kMaxNesting) {
        p.fail(fmt::format("the game is nested more than {} deep", kMaxNesting));
      }
    }
    ~Links() { p.depth_ -= n; }
    Links(const Links&) = delete;
    Links& operator=(const Links&) = delete;
  };

  // sum := operand (('+' | '-' | '+-') operand)*. One operand is returned as it is.
  Syntax sum(bool top) {
    const std::size_t start = pos_;
    Syntax first = ordinal(top);
    skip_spaces();
    if (peek() != '+' && peek() != '-') return first;
    Syntax total = node(SyntaxKind::kSum, start);
    total.column = first.column;
    total.children.push_back(std::move(first));
    for (;;) {
      skip_spaces();
      if (peek() == '+' && peek(1) == '-') {
        const std::size_t at = pos_;
        pos_ += 2;
        total.children.push_back(switch_operand(top, at, true));
      } else if (peek() == '+') {
        ++pos_;
        total.children.push_back(ordinal(top));
      } else if (peek() == '-') {
        ++pos_;
        total.children.push_back(ordinal(top));
        total.children.back().subtracted = true;
      } else {
        break;
      }
    }
    finish(total, total.column - column0_);
    return total;
  }

  // What follows '+-' (at start): CGSuite 1's `+-(a,b,…)` and CGSuite 2's `+-{a,b,…}` (a list of
  // Left options, the Right ones their negatives), or one operand: `+-1`, `+-{2|1}`, `+-(1^)`.
  // binary: after a '+' that joins two games (2+-1:1 is 2 + +-(1:1), as in CGSuite, while the
  // unary +-1:1 is (+-1):1).
  Syntax switch_operand(bool top, std::size_t start, bool binary = false) {
    Depth depth(*this);
    skip_spaces();
    Syntax s = node(SyntaxKind::kSwitch, start);
    if (peek() == '(') {
      ++pos_;
      s.children.push_back(sum(false));
      for (;;) {
        skip_spaces();
        if (peek() == ')') break;
        if (peek() != ',') {
          fail(fmt::format("expected ',' or ')', found {}", at_end() ? "the end" : shown(peek())));
        }
        ++pos_;
        s.children.push_back(sum(false));
      }
      ++pos_;
    } else if (peek() == '{') {
      Braces b = braces();
      if (b.bars.empty()) {
        if (b.segments[0].empty()) fail_at(b.open, "expected the options of +-{…}");
        s.children = std::move(b.segments[0]);
      } else {
        s.children.push_back(build(b, 0, b.segments.size()));
      }
    } else {
      s.children.push_back(binary ? ordinal(top) : operand(top));
    }
    finish(s, start);
    return s;
  }

  // ordinal := product (':' product)*, left to right: the ordinal sum G:H (CGSuite's
  // ordinalSumExpr, looser than '.' and tighter than '+').
  Syntax ordinal(bool top) {
    const std::size_t start = pos_;
    Syntax left = product(top);
    Links links(*this);
    for (;;) {
      skip_spaces();
      if (peek() != ':') return left;
      links.add();
      ++pos_;
      left = binary_node(SyntaxKind::kOrdinal, start, std::move(left), product(top));
    }
  }

  // product := operand ('.' (operand | method))*, left to right: the Norton product G.U, or one
  // of CGSuite's methods (kMethods): G.NortonMultiply(U), G.OrdinalSum(H), G.Overheat(s, t),
  // G.Companion, G.Pow(n), ….
  Syntax product(bool top) {
    const std::size_t start = pos_;
    Syntax left = operand(top);
    Links links(*this);
    for (;;) {
      skip_spaces();
      if (peek() != '.') return left;
      // 2.5 looks like a decimal, which is not CGSuite's spelling of a game: refused rather than
      // read as the Norton product 2.5 = 10 (which 2.(5) spells).
      if (pos_ > 0 && is_digit(text_[pos_ - 1]) && is_digit(peek(1)) &&
          left.kind == SyntaxKind::kLiteral && left.literal().ups == 0 && !left.literal().star) {
        fail(
            fmt::format("'{}.{}' reads as a decimal, which is not CGSuite's spelling of a game: "
                        "write a fraction such as 5/2, or 2.(5) for the Norton product",
                        left.spelling, text_[pos_ + 1]));
      }
      links.add();
      ++pos_;
      skip_spaces();
      if (peek() >= 'A' && peek() <= 'Z') {
        left = method(start, std::move(left));
      } else {
        left = binary_node(SyntaxKind::kNorton, start, std::move(left), operand(top));
      }
    }
  }

  Syntax binary_node(SyntaxKind kind, std::size_t start, Syntax a, Syntax b) {
    Syntax n = node(kind, start);
    n.column = a.column;
    n.children.push_back(std::move(a));
    n.children.push_back(std::move(b));
    finish(n, start);
    return n;
  }

  // CGSuite's methods of a short game that the grammar reads after a '.', with their arities.
  struct MethodName {
    std::string_view name;
    SyntaxKind kind;
    std::size_t arity;
  };
  static constexpr MethodName kMethods[] = {
      {"NortonMultiply", SyntaxKind::kNorton, 1},
      {"NortonProduct", SyntaxKind::kNorton, 1},
      {"OrdinalSum", SyntaxKind::kOrdinal, 1},
      {"Overheat", SyntaxKind::kOverheat, 2},
      {"Companion", SyntaxKind::kMethod, 0},
      {"Freeze", SyntaxKind::kMethod, 0},
      {"Cool", SyntaxKind::kMethod, 1},
      {"Heat", SyntaxKind::kMethod, 1},
      {"Pow", SyntaxKind::kMethod, 1},
      {"PowTo", SyntaxKind::kMethod, 1},
      {"Subordinate", SyntaxKind::kMethod, 1},
      {"ConjunctiveSum", SyntaxKind::kMethod, 1},
      {"SelectiveSum", SyntaxKind::kMethod, 1},
      {"ConwayProduct", SyntaxKind::kMethod, 1},
      {"OrdinalProduct", SyntaxKind::kMethod, 1},
      {"Tiny", SyntaxKind::kMethod, 0},
      {"Upsum", SyntaxKind::kMethod, 1},
      {"Downsum", SyntaxKind::kMethod, 1},
  };

  // NAME ['(' sum (',' sum)* ')'] after a '.': one of kMethods (the parentheses are optional,
  // and empty, for a method without arguments: G.Companion, G.Freeze).
  Syntax method(std::size_t start, Syntax self) {
    const std::size_t name_at = pos_;
    while (std::isalpha(static_cast<unsigned char>(peek()))) ++pos_;
    const std::string_view name = text_.substr(name_at, pos_ - name_at);
    const MethodName* found = nullptr;
    for (const MethodName& m : kMethods) {
      if (m.name == name) found = &m;
    }
    if (!found) {
      std::string known;
      for (const MethodName& m : kMethods) {
        known += fmt::format("{}{}{}", known.empty() ? "" : ", ", m.name,
                             m.arity == 0 ? "" : (m.arity == 1 ? "(G)" : "(s,t)"));
      }
      fail_at(name_at, fmt::format("unknown method '{}': expected one of {}", name, known));
    }
    const SyntaxKind kind = found->kind;
    const std::size_t arity = found->arity;
    Syntax n = node(kind, start);
    n.column = self.column;
    if (kind == SyntaxKind::kMethod) n.parts = MethodSyntax{found->name};
    n.children.push_back(std::move(self));
    skip_spaces();
    if (arity == 0) {
      if (peek() == '(') {
        ++pos_;
        skip_spaces();
        if (peek() != ')') fail(fmt::format("{} takes no arguments: expected ')'", name));
        ++pos_;
      }
      finish(n, start);
      return n;
    }
    if (peek() != '(') fail(fmt::format("expected '(' after {}", name));
    ++pos_;
    for (std::size_t i = 0; i < arity; ++i) {
      if (i > 0) {
        skip_spaces();
        if (peek() != ',') {
          fail(fmt::format("expected ',' and another argument of {} (it takes {})", name, arity));
        }
        ++pos_;
      }
      n.children.push_back(sum(false));
    }
    skip_spaces();
    if (peek() != ')') {
      fail(fmt::format("expected ')' after the {} argument{} of {}, found {}", arity,
                       arity == 1 ? "" : "s", name, at_end() ? "the end" : shown(peek())));
    }
    ++pos_;
    finish(n, start);
    return n;
  }

  // operand := '+-' switch | '-' operand | '+' operand | primary. A '-' directly before a
  // number literal is its sign, as CGSuite prints it: -1^ is (-1) + ^ and -1/2v is (-1/2) + v,
  // not -(1^); elsewhere '-' negates the whole operand (-^ is v, -{1|0} is {0|-1}).
  Syntax operand(bool top) {
    Depth depth(*this);
    skip_spaces();
    if (at_end()) fail("expected a game");
    const std::size_t start = pos_;
    if (peek() == '+' && peek(1) == '-') {
      pos_ += 2;
      return switch_operand(top, start);
    }
    if (peek() == '-' || peek() == '+') {
      const bool minus = peek() == '-';
      ++pos_;
      if (minus && is_digit(peek()) && !(top && starts_ruleset_term())) {
        return literal(start, true);
      }
      Syntax n = node(minus ? SyntaxKind::kNegative : SyntaxKind::kPlus, start);
      n.children.push_back(operand(top));
      finish(n, start);
      return n;
    }
    return primary(top);
  }

  Syntax primary(bool top) {
    if (auto t = tiny_call(pos_)) return std::move(*t);
    if (top) {
      if (auto t = ruleset_term()) return std::move(*t);
    }
    const char c = peek();
    if (c == '{') return braced();
    if (c == '(') {
      Depth depth(*this);
      ++pos_;
      Syntax inner = sum(false);
      skip_spaces();
      if (peek() != ')') {
        fail(fmt::format("expected ')', found {}", at_end() ? "the end" : shown(peek())));
      }
      ++pos_;
      return inner;
    }
    if (is_digit(c) || c == '*' || c == '^' || c == 'v') return literal(pos_, false);
    if (top && (std::isalpha(static_cast<unsigned char>(c)) || c == '_')) {
      // A name with no ':' after it: the start of a term, not a value.
      const std::size_t end = term_colon().second;
      const Piece word = trim(text_.substr(pos_, end - pos_), column0_ + pos_);
      const std::size_t col = word.column + word.text.size();
      if (is_loopy_game_name(word.text) || word.text == "pass") {
        throw parse_error(
            fmt::format("'{}' at column {} is a loopy partizan game (docs/notation.md): "
                        "grundy canonical, outcome, compare, moves and properties "
                        "take it",
                        word.text, word.column),
            word.column);
      }
      throw parse_error(fmt::format("expected ':' and a position after '{}' at column {} (e.g. "
                                    "nim:3,4,5)",
                                    word.text, col),
                        col);
    }
    fail(
        fmt::format("unexpected {}: expected a game (a number, *, ^, v, {{L|R}} or a ruleset "
                    "term such as domineering:..|..)",
                    shown(c)));
  }

  // True when the text at pos_ is a ruleset term (`0.77:5` starts with a digit too).
  bool starts_ruleset_term() const {
    const auto colon = term_colon().first;
    return colon != std::string_view::npos &&
           is_ruleset_name(trim(text_.substr(pos_, colon - pos_), 0).text);
  }

  // The ':' of a ruleset term starting at pos_ (npos when there is none) and the term's end: a
  // term runs to the next '+' outside brackets, or the next '-' once its position has begun.
  std::pair<std::size_t, std::size_t> term_colon() const {
    int depth = 0;
    std::size_t colon = std::string_view::npos, end = pos_;
    bool position_begun = false;
    for (; end < text_.size(); ++end) {
      const char c = text_[end];
      const bool space = c == ' ' || c == '\t';
      if (c == '(' || c == '{' || c == '[') {
        ++depth;
      } else if (c == ')' || c == '}' || c == ']') {
        if (--depth < 0) break;
      } else if (depth == 0 && (c == '+' || (c == '-' && position_begun))) {
        break;  // names may hold '-' (toads-and-frogs); positions do not, but may start with it
      } else if (depth == 0 && c == ':' && colon == std::string_view::npos) {
        colon = end;
        continue;
      } else if (depth == 0 && colon == std::string_view::npos && space) {
        // A ruleset's name has no spaces outside brackets: in `1 - domineering:..|..` the term
        // starts after the '-', not at the 1.
        std::size_t next = end;
        while (next < text_.size() && (text_[next] == ' ' || text_[next] == '\t')) ++next;
        if (next >= text_.size() || text_[next] != ':') return {std::string_view::npos, end};
      }
      if (colon != std::string_view::npos && !space) position_begun = true;
    }
    return {colon, end};
  }

  // True when name (before a ':') names a ruleset: a letter or '_' first (but not a run of v's,
  // a value: v:1, vv*:1 and v<2>:1 are ordinal sums), or a take-and-break code such as 0.77 or
  // 4!.0. Any other ':' is the ordinal sum: 1:1, *:1, {0|1}:-1.
  static bool is_ruleset_name(std::string_view name) {
    if (name.empty()) return true;  // `:5`: the error says a ruleset is expected
    const unsigned char c = name[0];
    if (std::isalpha(c) || c == '_') {
      std::size_t i = 0;
      while (i < name.size() && name[i] == 'v') ++i;
      if (i == 0) return true;
      if (i == 1 && i < name.size() && (name[i] == '<' || name[i] == '[')) {
        // v<n> and v[n] (↓^n, ↓^{→n}): values, so v<2>:1 is an ordinal sum.
        const char close = name[i] == '<' ? '>' : ']';
        ++i;
        while (i < name.size() && is_digit(name[i])) ++i;
        if (i < name.size() && name[i] == close) ++i;
      }
      while (i < name.size() && is_digit(name[i])) ++i;
      if (i < name.size() && name[i] == '*') ++i;
      while (i < name.size() && is_digit(name[i])) ++i;
      return i < name.size();
    }
    // A take-and-break code (CGSuite's grammar, rulesets/tb_code.h): a digit or a brace list
    // first, digits, brace lists and constraints up to a '.', then a code digit (base 32), a
    // constraint, '[', '{' or '*'; the ruleset reports a malformed code (0.9x:5). 2.^:1 and
    // 2.(5):1 are values (2.v:1 would be a Norton product by a negative unit, never a value).
    if (!is_digit(name[0]) && name[0] != '{') return false;
    auto code_char = [](char ch) {
      return std::isalnum(static_cast<unsigned char>(ch)) ||
             std::string_view("!?={},+*").find(ch) != std::string_view::npos;
    };
    std::size_t i = 0;
    while (i < name.size() && code_char(name[i])) ++i;
    if (i >= name.size() || name[i] != '.') return false;
    if (i + 1 == name.size()) return true;
    const char next = name[i + 1];
    return std::isalnum(static_cast<unsigned char>(next)) ||
           std::string_view("![{*?=").find(next) != std::string_view::npos;
  }

  std::optional<Syntax> ruleset_term() {
    const auto [colon, end] = term_colon();
    if (colon == std::string_view::npos) return std::nullopt;
    const Piece name = trim(text_.substr(pos_, colon - pos_), column0_ + pos_);
    if (!is_ruleset_name(name.text)) return std::nullopt;
    const Piece position = trim(text_.substr(colon + 1, end - colon - 1), column0_ + colon + 1);
    if (name.text.empty()) fail("expected a ruleset before ':'");
    if (position.text.empty()) fail_at(colon + 1, "expected a position after ':'");
    const std::size_t start = pos_;
    pos_ = end;
    Syntax t = node(SyntaxKind::kTerm, start);
    t.spelling = trim(t.spelling, 0).text;
    t.parts = TermSyntaxNode{name.text, position.text, position.column};
    return t;
  }

  // [number] [ups] [star], at least one of them, e.g. 3/4, ^*, 1v2*3, *5 (CGSuite's spelling:
  // the parts are added). negative: a '-' at start, before the number, which is its sign only.
  Syntax literal(std::size_t start, bool negative) {
    const std::size_t begin = pos_;
    LiteralSyntax v;
    v.negative = negative;
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
      v.number = text_.substr(pos_, end - pos_);
      v.number_column = column0_ + pos_;
      pos_ = end;
    }
    if (peek() == '^' || peek() == 'v') {
      // CGSuite's arrows: a run of them counts itself (^^^ = ^3, vvvvv = v5); a single one may
      // take a count (^3, v3).
      const char arrow = peek();
      v.down = arrow == 'v';
      v.ups_column = column0_ + pos_;
      while (peek() == arrow) ++pos_, ++v.ups;
      if ((peek() == '<' || peek() == '[') && v.ups == 1) {
        // CGSuite's ^<n> (↑^n) and ^[n] (↑^{→n}).
        const char close = peek() == '<' ? '>' : ']';
        v.power_sum = close == ']';
        ++pos_;
        if (!is_digit(peek())) {
          fail(fmt::format("expected the power n of {}{}n{}", arrow, close == '>' ? '<' : '[',
                           close));
        }
        const std::size_t at = pos_;
        v.power = natural("the power");
        if (v.power == 0) fail_at(at, "the power of ^<n> or ^[n] is at least 1");
        if (peek() != close) fail(fmt::format("expected '{}' after the power", close));
        ++pos_;
      } else if (is_digit(peek())) {
        if (v.ups > 1) fail("a run of arrows takes no count: write ^3 or ^^^, not ^^3");
        v.ups = natural("the number of ups");
        v.counted = true;
      }
    }
    if (peek() == '*') {
      ++pos_;
      v.star = true;
      v.nim_column = column0_ + pos_;
      const std::size_t digits = pos_;
      v.nim = is_digit(peek()) ? natural("the nimber's value") : 1;
      v.nim_digits = text_.substr(digits, pos_ - digits);
    }
    if (pos_ == begin) fail("expected a game");
    if (!v.number.empty() && v.ups == 0 && !v.star) {
      // CGSuite's xTiny(G) and xMiny(G): the number x plus Tiny(G) or Miny(G).
      const std::size_t tiny_at = pos_;
      if (auto t = tiny_call(tiny_at)) {
        Syntax number = node(SyntaxKind::kLiteral, start);
        number.spelling = text_.substr(start, tiny_at - start);
        number.parts = v;
        Syntax n = node(SyntaxKind::kSum, start);
        n.children.push_back(std::move(number));
        n.children.push_back(std::move(*t));
        finish(n, start);
        return n;
      }
    }
    if (std::isalpha(static_cast<unsigned char>(peek())) || peek() == '_') {
      fail(fmt::format("unknown symbol starting {}", shown(text_[begin])));
    }
    Syntax n = node(SyntaxKind::kLiteral, start);
    n.parts = v;
    return n;
  }

  // CGSuite's Tiny(G) = {0||0|-G} and Miny(G) = {G|0||0} at pos_ (nullopt when the text there is
  // neither): a kMethod node named Tiny or Miny whose one child is G, as G.Tiny is.
  std::optional<Syntax> tiny_call(std::size_t start) {
    const std::string_view rest = text_.substr(pos_);
    if (!rest.starts_with("Tiny(") && !rest.starts_with("Miny(")) return std::nullopt;
    Depth depth(*this);
    const std::string_view name = rest.starts_with("Tiny") ? "Tiny" : "Miny";
    pos_ += 5;
    Syntax arg = sum(false);
    skip_spaces();
    if (peek() != ')') {
      fail(fmt::format("expected ')' after the argument of {}, found {}", name,
                       at_end() ? "the end" : shown(peek())));
    }
    ++pos_;
    Syntax n = node(SyntaxKind::kMethod, start);
    n.parts = MethodSyntax{name};
    n.children.push_back(std::move(arg));
    finish(n, start);
    return n;
  }

  std::uint64_t natural(const char* what) {
    const std::size_t start = pos_;
    while (!at_end() && is_digit(peek())) ++pos_;
    return parse_natural(text_.substr(start, pos_ - start), column0_ + start, what);
  }

  // '{' option lists separated by ',' and runs of '|' '}'.
  Syntax braced() {
    Braces b = braces();
    if (b.bars.empty()) fail_at(b.open, "expected '|' between the Left and Right options");
    return build(b, 0, b.segments.size());
  }

  struct Braces {
    std::size_t open = 0;                                   // position of the '{'
    std::size_t close = 0;                                  // position of the '}'
    std::vector<std::vector<Syntax>> segments;              // the option lists between bars
    std::vector<std::pair<std::size_t, std::size_t>> bars;  // (count, position)
  };

  // Reads '{' … '}' into option lists and the runs of bars between them.
  Braces braces() {
    Depth depth(*this);
    Braces b;
    b.open = pos_;
    ++pos_;
    b.segments.emplace_back();
    bool expect_option = true, after_comma = false;
    for (;;) {
      skip_spaces();
      if (at_end()) fail_at(b.open, "unbalanced '{': expected '}' before the end");
      const char c = peek();
      if ((c == '}' || c == '|') && after_comma) fail("expected an option after ','");
      if (c == '}') {
        b.close = pos_;
        ++pos_;
        break;
      }
      if (c == '|') {
        std::size_t n = 0;
        const std::size_t at = pos_;
        while (peek() == '|') ++pos_, ++n;
        if (n > kMaxNesting) fail_at(at, "too many bars");
        b.bars.emplace_back(n, at);
        b.segments.emplace_back();
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
      b.segments.back().push_back(sum(false));
      expect_option = false;
    }
    return b;
  }

  // Splits segments [from, to) at the separator with the most bars: {3||2|1} = {3|{2|1}}. Each
  // segment is moved into the tree once.
  Syntax build(Braces& b, std::size_t from, std::size_t to) {
    Depth depth(*this);
    std::size_t best = from;
    for (std::size_t i = from; i + 1 < to; ++i) {
      if (b.bars[i].first > b.bars[best].first) best = i;
    }
    for (std::size_t i = from; i + 1 < to; ++i) {
      if (i != best && b.bars[i].first == b.bars[best].first) {
        fail_at(b.bars[i].second,
                "ambiguous bars: use || to say which '|' separates Left from Right");
      }
    }
    // The form's text: the whole braces, or for an inner form the text between its bars.
    const std::size_t begin = from == 0 ? b.open : b.bars[from - 1].second + b.bars[from - 1].first;
    const std::size_t end = to < b.segments.size() ? b.bars[to - 1].second
                            : from == 0            ? b.close + 1
                                                   : b.close;
    Syntax form;
    form.kind = SyntaxKind::kForm;
    form.column = column0_ + begin;
    form.spelling = text_.substr(begin, end - begin);
    auto side = [&](std::size_t x, std::size_t y) {
      if (y - x == 1) {
        for (Syntax& o : b.segments[x]) form.children.push_back(std::move(o));
      } else {
        form.children.push_back(build(b, x, y));
      }
    };
    side(from, best + 1);
    form.left_count = form.children.size();
    side(best + 1, to);
    return form;
  }

  std::string_view text_;
  std::size_t column0_;
  std::size_t pos_ = 0;
  std::size_t depth_ = 0;
  mutable std::size_t nodes_ = 0;
};

}  // namespace

// 0, *n and RULESET:POSITION: the components the impartial reader takes.
bool is_impartial_component(const Syntax& s) {
  if (s.subtracted) return false;
  if (s.kind == SyntaxKind::kTerm) return true;
  if (s.kind != SyntaxKind::kLiteral) return false;
  const LiteralSyntax& v = s.literal();
  if (v.negative || v.ups != 0 || v.counted) return false;
  if (v.star) return v.number.empty();
  return v.number.find_first_not_of('0') == std::string_view::npos;  // 0, written as 0 or 00
}

Syntax parse_syntax(std::string_view text, std::size_t column) {
  if (text.size() > kMaxExpressionLength) {
    throw parse_error(fmt::format("the expression is {} characters long; the limit is {}",
                                  text.size(), kMaxExpressionLength),
                      kMaxExpressionLength + 1);
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = text[i];
    if ((c < 0x20 && c != '\t') || c >= 0x7f) {
      throw parse_error(fmt::format("unexpected {} at column {}", shown(text[i]), column + i),
                        column + i);
    }
  }
  check_brackets(text, column);
  return Parser(text, column).parse_all();
}

std::vector<const Syntax*> plain_sum_components(const Syntax& tree) {
  std::vector<const Syntax*> out;
  if (tree.kind != SyntaxKind::kSum) {
    out.push_back(&tree);
  } else {
    for (const Syntax& c : tree.children) out.push_back(&c);
  }
  return out;
}

bool is_plain_sum(const Syntax& tree) {
  for (const Syntax* c : plain_sum_components(tree)) {
    if (!is_impartial_component(*c)) return false;
  }
  return true;
}

}  // namespace grundy
