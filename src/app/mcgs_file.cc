// Reading MCGS's test files (app/mcgs_file.h). The syntax is MCGS's input/info.test (v1.7): items
// separated by whitespace, each a comment /* … */, a section title […], a bracketed game (…), a
// command block {…} or an unbracketed game (a word). Colours: MCGS's Black (B, X) is Left and its
// White (W, O) is Right, as its integer_game shows (a positive integer is a win for Black).
#include "app/mcgs_file.h"

#include <fmt/format.h>

#include <cctype>   // std::isspace, std::isdigit
#include <cstdint>  // std::int64_t
#include <cstdio>   // std::sscanf
#include <set>      // std::set
#include <utility>  // std::move

#include "grundy/core/error.h"

namespace grundy::app {

namespace {

[[noreturn]] void fail(std::size_t line, std::size_t column, const std::string& what) {
  throw parse_error(fmt::format("line {}, column {}: {}", line, column, what), column);
}

bool is_space(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && is_space(s[a])) ++a;
  while (b > a && is_space(s[b - 1])) --b;
  return std::string(s.substr(a, b - a));
}

// Runs of whitespace as one space, trimmed ("impartial   clobber" is "impartial clobber").
std::string collapse_spaces(std::string_view s) {
  std::string out;
  for (char c : trim(s)) {
    if (is_space(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

// The characters only enclosing symbols may use (MCGS's is_reserved_char).
bool reserved_at(std::string_view s, std::size_t i) {
  const char c = s[i];
  const char next = i + 1 < s.size() ? s[i + 1] : '\0';
  return c == '[' || c == ']' || c == '(' || c == ')' || c == '{' || c == '}' ||
         (c == '/' && next == '*') || (c == '*' && next == '/');
}

// A position in the text, counted as the file's line and column (both from 1).
class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}
  bool done() const { return pos_ >= text_.size(); }
  char peek(std::size_t ahead = 0) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
  }
  bool starts_with(std::string_view s) const { return text_.substr(pos_).starts_with(s); }
  void advance(std::size_t n = 1) {
    for (; n > 0 && pos_ < text_.size(); --n, ++pos_) {
      if (text_[pos_] == '\n') {
        ++line_, column_ = 1;
      } else {
        ++column_;
      }
    }
  }
  void skip_spaces() {
    while (!done() && is_space(peek())) advance();
  }
  std::size_t pos() const { return pos_; }
  std::size_t line() const { return line_; }
  std::size_t column() const { return column_; }
  std::string_view text() const { return text_; }

 private:
  std::string_view text_;
  std::size_t pos_ = 0, line_ = 1, column_ = 1;
};

// The text between an opening symbol at the cursor and its closing one, the cursor moved past
// it; the closing symbol must end an item (whitespace or the end follows).
std::string enclosed(Cursor& at, std::string_view close, std::string_view what) {
  const std::size_t line = at.line(), column = at.column();
  const std::size_t open_size = at.starts_with("/*") ? 2 : 1;
  const std::size_t start = at.pos() + open_size;
  const std::size_t end = at.text().find(close, start);
  if (end == std::string_view::npos) {
    fail(line, column, fmt::format("{} opened here is never closed with '{}'", what, close));
  }
  std::string inside(at.text().substr(start, end - start));
  at.advance(end + close.size() - at.pos());
  if (!at.done() && !is_space(at.peek())) {
    fail(at.line(), at.column(),
         fmt::format("'{}' closing {} must be followed by whitespace", close, what));
  }
  return inside;
}

std::optional<std::int64_t> read_int(std::string_view s) {
  std::size_t i = s.starts_with('-') ? 1 : 0;
  if (i == s.size() || s.size() - i > 18) return std::nullopt;
  std::int64_t v = 0;
  for (std::size_t j = i; j < s.size(); ++j) {
    if (!std::isdigit(static_cast<unsigned char>(s[j]))) return std::nullopt;
    v = v * 10 + (s[j] - '0');
  }
  return i ? -v : v;
}

// The items of a list: fractions (`-3 / 8`, spaces allowed around '/'), ints and stars, separated
// by commas and/or spaces (MCGS's 'list' and 'fraction').
std::vector<std::string> list_items(const McgsGame& g) {
  std::vector<std::string> items;
  const std::string& s = g.text;
  std::size_t i = 0;
  auto skip = [&] {
    while (i < s.size() && (is_space(s[i]) || s[i] == ',')) ++i;
  };
  skip();
  while (i < s.size()) {
    std::string item;
    if (s[i] == '*') {
      item = "*", ++i;
    } else {
      const std::size_t start = i;
      if (s[i] == '-') ++i;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
      item = s.substr(start, i - start);
      std::size_t j = i;
      while (j < s.size() && is_space(s[j])) ++j;
      if (j < s.size() && s[j] == '/') {  // a fraction's denominator
        ++j;
        while (j < s.size() && is_space(s[j])) ++j;
        const std::size_t d = j;
        while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
        item += "/" + s.substr(d, j - d);
        i = j;
      }
      if (item.empty() || item == "-" || item.ends_with('/')) {
        fail(g.line, g.column,
             fmt::format("[{}] '{}': expected a number at character {}", g.section, g.text, i + 1));
      }
    }
    items.push_back(std::move(item));
    if (i < s.size() && !is_space(s[i]) && s[i] != ',') {
      fail(g.line, g.column,
           fmt::format("[{}] '{}': unexpected '{}' at character {}", g.section, g.text, s[i],
                       i + 1));
    }
    skip();
  }
  return items;
}

// A fraction (`6/4`, `-3`) in grundy's spelling, reduced (`3/2`).
std::string fraction(const McgsGame& g, const std::string& item) {
  const std::size_t slash = item.find('/');
  const auto num = read_int(item.substr(0, slash));
  std::optional<std::int64_t> den = 1;
  if (slash != std::string::npos) den = read_int(item.substr(slash + 1));
  if (!num || !den || *den <= 0 || (*den & (*den - 1)) != 0) {
    fail(g.line, g.column,
         fmt::format("[{}] '{}': '{}' is not a dyadic rational (an int, or int/2^k)", g.section,
                     g.text, item));
  }
  std::int64_t n = *num, d = *den;
  while (d > 1 && n % 2 == 0) n /= 2, d /= 2;
  return d == 1 ? std::to_string(n) : fmt::format("{}/{}", n, d);
}

std::string one_int(const McgsGame& g, bool natural) {
  const auto v = read_int(trim(g.text));
  if (!v || (natural && *v < 0)) {
    fail(g.line, g.column,
         fmt::format("[{}] '{}': expected {}", g.section, g.text,
                     natural ? "a natural number" : "an int"));
  }
  return std::to_string(*v);
}

// A board of the letters `allowed` (upper case in MCGS, any case here), rows joined by '|' when
// `grid`, in grundy's spelling: each letter through `map`.
std::string board(const McgsGame& g, std::string_view allowed, std::string_view map, bool grid) {
  std::string out;
  const std::string text = trim(g.text);
  if (text.empty()) fail(g.line, g.column, fmt::format("[{}]: an empty board", g.section));
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
    const std::size_t k = allowed.find(c);
    if (c == '|' && grid) {
      out += '|';
    } else if (k == std::string_view::npos) {
      fail(g.line, g.column + (g.text.find(text) + i),
           fmt::format("[{}] '{}': '{}' is not one of '{}'{}", g.section, g.text, text[i], allowed,
                       grid ? " or '|'" : ""));
    } else {
      out += map[k];
    }
  }
  return out;
}

// Up-multiples and a star: `(-2 *)` is vv*.
std::string up_star(const McgsGame& g) {
  std::int64_t ups = 0;
  bool star = false, has_ups = false;
  for (const std::string& item : list_items(g)) {
    if (item == "*" && !star) {
      star = true;
    } else if (item != "*" && !has_ups && item.find('/') == std::string::npos) {
      ups = *read_int(item), has_ups = true;
    } else {
      fail(g.line, g.column, fmt::format("[up_star] '{}': at most one int and one star", g.text));
    }
  }
  std::string out;
  if (ups != 0) {
    out = ups > 0 ? "^" : "v";
    const std::int64_t n = ups > 0 ? ups : -ups;
    if (n > 1) out += std::to_string(n);
  }
  if (star) out += "*";
  return out.empty() ? "0" : out;
}

McgsTerm unsupported(std::string reason) {
  return {"", std::move(reason)};
}

}  // namespace

McgsTerm mcgs_term(const McgsGame& g) {
  std::string name = g.section;
  const bool impartial = name.starts_with("impartial ");
  if (impartial) name = name.substr(10);
  // A game of MCGS's impartial wrapper: grundy's impartial(R) (docs/notation.md).
  auto term = [&](std::string ruleset, std::string position) -> McgsTerm {
    return {impartial ? fmt::format("impartial({}):{}", ruleset, position)
                      : fmt::format("{}:{}", ruleset, position),
            ""};
  };
  if (name == "clobber_1xn" || name == "clobber") {
    return term("clobber", board(g, "XO.#", "xo.#", name == "clobber"));
  }
  if (name == "nogo_1xn" || name == "nogo") {
    return term("nogo", board(g, "XO.#", "xo.#", name == "nogo"));
  }
  if (name == "domineering") return term("domineering", board(g, ".#", ".#", true));
  if (name == "amazons") return term("amazons", board(g, "XO.#", "xo.#", true));
  if (name == "toppling_dominoes") {
    // X Black's domino, O White's, # either player's (MCGS's BORDER tile).
    std::string row = board(g, "XO#", "LRG", false);
    return term("toppling-dominoes", row);
  }
  if (name == "gen_toads") {
    // MCGS's `minSlide,maxSlide,maxJump,friendly:STRIP`, grundy's gen-toads{…} (docs/notation.md).
    const std::size_t colon = g.text.find(':');
    const std::string params =
        colon == std::string::npos ? "" : collapse_spaces(g.text.substr(0, colon));
    int min_slide = 0, max_slide = 0, max_jump = 0, friendly = 0;
    if (std::sscanf(params.c_str(), "%d,%d,%d,%d", &min_slide, &max_slide, &max_jump, &friendly) !=
        4) {
      fail(g.line, g.column,
           fmt::format("[gen_toads] '{}': expected minSlide,maxSlide,maxJump,friendly:STRIP",
                       g.text));
    }
    if (max_slide >= 3) {
      // A slide of 3 or more squares: MCGS checks only the square it lands on, grundy (as
      // CGSuite) every square it passes, so the games differ.
      return unsupported(fmt::format(
          "[gen_toads] with parameters {}: slides of 3 or more squares are another game in MCGS "
          "(only the landing square checked) than in grundy and CGSuite",
          params));
    }
    McgsGame strip = g;
    strip.text = g.text.substr(colon + 1);
    const std::string row = board(strip, "XO.", "tf.", false);
    if (params == "1,1,1,0") return term("toads-and-frogs", row);
    return term(fmt::format("gen-toads{{{}}}", params), row);
  }
  if (name == "elephants") return term("elephants", board(g, "XO.", "xo.", false));
  if (name == "cannibal_clobber") {
    return term("cannibal-clobber", board(g, "XO.#", "xo.#", true));
  }
  if (name == "fission") return term("fission", board(g, "X.#", "x.#", true));
  // MCGS's board of herds, in its own spelling: parentheses keep its '-' inside the term.
  if (name == "sheep") return term("sheep", "(" + collapse_spaces(g.text) + ")");
  if (name == "gen_king_dirt") {
    // MCGS's `black,white,mustPlace:BOARD`, grundy's gen-king-dirt:B,W,M:BOARD (docs/notation.md).
    const std::size_t colon = g.text.find(':');
    const std::string params =
        colon == std::string::npos ? "" : collapse_spaces(g.text.substr(0, colon));
    int black = -1, white = -1, must = -1;
    char rest = 0;
    if (std::sscanf(params.c_str(), "%d,%d,%d%c", &black, &white, &must, &rest) != 3 || black < 0 ||
        white < 0 || (must != 0 && must != 1)) {
      fail(g.line, g.column,
           fmt::format("[gen_king_dirt] '{}': expected black,white,mustPlace:BOARD (two natural "
                       "numbers and 0 or 1)",
                       g.text));
    }
    McgsGame grid = g;
    grid.text = g.text.substr(colon + 1);
    return term("gen-king-dirt",
                fmt::format("{},{},{}:{}", black, white, must, board(grid, "XO.#", "xo.#", true)));
  }
  // Impartial already: MCGS's wrapper leaves it as it is.
  if (name == "kayles") return {"kayles:" + one_int(g, true), ""};
  if (name == "nimber") {
    const std::string n = one_int(g, true);
    return {n == "0" ? "0" : "*" + n, ""};
  }
  const std::set<std::string> values = {"integer_game", "dyadic_rational", "switch_game",
                                        "up_star"};
  if (values.contains(name)) {
    if (impartial) {
      return unsupported(fmt::format(
          "[impartial {}]: MCGS's impartial wrapper of its own move tree for the value; grundy "
          "has no ruleset for it",
          name));
    }
    if (name == "integer_game") return {one_int(g, false), ""};
    if (name == "up_star") return {up_star(g), ""};
    const std::vector<std::string> items = list_items(g);
    if (name == "dyadic_rational") {
      if (items.size() != 1) {
        fail(g.line, g.column, fmt::format("[dyadic_rational] '{}': one fraction", g.text));
      }
      return {fraction(g, items[0]), ""};
    }
    if (items.size() != 2) {
      fail(g.line, g.column, fmt::format("[switch_game] '{}': two fractions", g.text));
    }
    return {fmt::format("{{{}|{}}}", fraction(g, items[0]), fraction(g, items[1])), ""};
  }
  return unsupported(fmt::format("[{}] is not a section grundy's reader knows (MCGS 1.7's)", name));
}

namespace {

// The commands of one block: split at commas outside parentheses (a thermograph's points hold
// commas), each read.
void read_commands(const std::string& block, std::size_t line, std::size_t column,
                   std::vector<McgsCase>& out, const std::vector<McgsGame>& games) {
  std::size_t depth = 0, start = 0;
  // The line and column of block[i]: the block starts one past the '{' at (line, column).
  auto where = [&](std::size_t i) {
    std::size_t l = line, c = column + 1;
    for (std::size_t j = 0; j < i; ++j) {
      if (block[j] == '\n') {
        ++l, c = 1;
      } else {
        ++c;
      }
    }
    return std::pair{l, c};
  };
  for (std::size_t i = 0; i <= block.size(); ++i) {
    if (i < block.size() && block[i] == '(') ++depth;
    if (i < block.size() && block[i] == ')' && depth > 0) --depth;
    if (i < block.size() && (block[i] != ',' || depth > 0)) continue;
    std::size_t a = start;
    while (a < i && is_space(block[a])) ++a;
    const std::string command = collapse_spaces(std::string_view(block).substr(start, i - start));
    start = i + 1;
    const auto [l, c] = where(a);
    if (command.empty()) {
      if (trim(block).empty()) break;  // {}: no command
      fail(l, c, "an empty command between commas");
    }
    McgsCase k;
    k.line = l, k.column = c, k.command = command, k.games = games;
    std::vector<std::string> words;
    for (std::size_t p = 0; p < command.size();) {
      const std::size_t q = command.find(' ', p);
      words.push_back(command.substr(p, q == std::string::npos ? std::string::npos : q - p));
      p = q == std::string::npos ? command.size() : q + 1;
    }
    if ((words[0] == "B" || words[0] == "W") && words.size() <= 2) {
      k.ask = words[0] == "B" ? McgsAsk::kBlackFirst : McgsAsk::kWhiteFirst;
      k.player = words[0];
      if (words.size() == 2) {
        if (words[1] != "win" && words[1] != "loss") {
          fail(l, c + 2,
               fmt::format("expected 'win' or 'loss' after {}, not '{}'", words[0], words[1]));
        }
        k.expect_win = words[1] == "win";
      }
    } else if (words[0] == "N" && words.size() <= 2) {
      k.ask = McgsAsk::kNimValue;
      k.player = "N";
      if (words.size() == 2) {
        const auto v = read_int(words[1]);
        if (!v || *v < 0) {
          fail(l, c + 2, fmt::format("expected a nim value after N, not '{}'", words[1]));
        }
        k.expect_nim = static_cast<std::uint64_t>(*v);
      }
    } else if (words.size() >= 2 && words[0] == "winning" && words[1] == "moves") {
      k.ask = McgsAsk::kWinningMoves;
      k.player = words.size() > 2 ? words[2] : "-";
      k.skip_reason = "winning moves: grundy's reader compares outcomes and nim values only";
    } else if (words[0] == "thermograph") {
      k.ask = McgsAsk::kThermograph;
      k.player = "-";
      k.skip_reason = "thermograph: grundy's reader compares outcomes and nim values only";
    } else if (words[0] == "version") {
      fail(l, c, "{version …} may only open the file");
    } else {
      fail(l, c,
           fmt::format("unknown command '{}': expected B or W (win/loss), N (a nim value), "
                       "winning moves or thermograph",
                       command));
    }
    out.push_back(std::move(k));
  }
}

// The sum's two spellings, or the first game grundy cannot express.
void spell_sum(McgsCase& k) {
  std::string mcgs, expression, last_section;
  for (const McgsGame& g : k.games) {
    if (g.section != last_section) {
      mcgs += (mcgs.empty() ? "[" : " + [") + g.section + "] ";
      last_section = g.section;
    } else {
      mcgs += " ";
    }
    mcgs += g.text.find_first_of(" ,") == std::string::npos ? g.text : "(" + g.text + ")";
    if (!k.skip_reason.empty()) continue;
    const McgsTerm t = mcgs_term(g);
    if (!t.reason.empty()) {
      k.skip_reason = t.reason;
      continue;
    }
    expression += (expression.empty() ? "" : " + ") + t.term;
  }
  k.mcgs = mcgs.empty() ? "(empty sum)" : mcgs;
  k.expression = k.skip_reason.empty() ? (expression.empty() ? "0" : expression) : "";
}

}  // namespace

std::vector<McgsCase> read_mcgs_file(std::string_view text) {
  std::vector<McgsCase> cases;
  std::vector<McgsGame> games;
  std::string section;
  bool first_item = true;
  Cursor at(text);
  for (at.skip_spaces(); !at.done(); at.skip_spaces()) {
    const std::size_t line = at.line(), column = at.column();
    if (at.starts_with("/*")) {
      enclosed(at, "*/", "a comment");
      continue;  // a comment is not the file's first item: {version} may follow one
    }
    const char c = at.peek();
    if (c == '[') {
      section = collapse_spaces(enclosed(at, "]", "a section title"));
      if (section.empty()) fail(line, column, "an empty section title []");
    } else if (c == '{') {
      const std::string block = enclosed(at, "}", "a command block");
      if (first_item && collapse_spaces(block).starts_with("version")) {
        first_item = false;
        continue;
      }
      const std::size_t before = cases.size();
      read_commands(block, line, column, cases, games);
      for (std::size_t i = before; i < cases.size(); ++i) {
        McgsCase& k = cases[i];
        const std::string reason = k.skip_reason;  // a command grundy does not compare
        k.skip_reason.clear();
        spell_sum(k);
        if (!reason.empty()) k.skip_reason = reason, k.expression.clear();
      }
      games.clear();
    } else if (c == ']' || c == ')' || c == '}' || at.starts_with("*/")) {
      fail(line, column, fmt::format("'{}' closes nothing", c == '*' ? "*/" : std::string(1, c)));
    } else {
      std::string game;
      if (c == '(') {
        game = trim(enclosed(at, ")", "a bracketed game"));
        for (std::size_t i = 0; i < game.size(); ++i) {
          if (reserved_at(game, i)) {
            fail(line, column, fmt::format("'{}' inside a bracketed game", game[i]));
          }
        }
      } else {
        const std::size_t start = at.pos();
        while (!at.done() && !is_space(at.peek())) {
          if (reserved_at(text, at.pos())) {
            fail(at.line(), at.column(),
                 fmt::format("'{}' inside a game: enclosing symbols need whitespace around them",
                             at.peek()));
          }
          at.advance();
        }
        game = std::string(text.substr(start, at.pos() - start));
      }
      if (section.empty()) fail(line, column, "a game before any section title [name]");
      games.push_back({section, game, line, column});
    }
    first_item = false;
  }
  return cases;
}

}  // namespace grundy::app
