#include "grundy/stoppers/stopper_parse.h"

#include <fmt/format.h>

#include <cctype>   // std::isalnum, std::isalpha, std::isdigit
#include <map>      // std::map
#include <string>   // std::string
#include <utility>  // std::pair

#include "grundy/core/error.h"
#include "grundy/notation/loopy_notation.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan::stopper {
namespace {

constexpr int kMaxPositions = 1 << 20;
constexpr std::size_t kMaxDepth = 1000;

bool ident_start(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool literal_char(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) || c == '/' || c == '^' || c == 'v' ||
         c == '*';
}

// A run of v's with an optional count (v, vv, v3) is a down literal, never a name.
bool is_down_literal(std::string_view word) {
  std::size_t i = 0;
  while (i < word.size() && word[i] == 'v') ++i;
  if (i == 0) return false;
  while (i < word.size() && std::isdigit(static_cast<unsigned char>(word[i]))) ++i;
  return i == word.size();
}

// Whether text has a name (a word that is not a down literal): such a group is read here, any
// other by the partizan grammar.
bool has_name(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    if (!ident_char(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && ident_char(text[j])) ++j;
    std::string_view word = text.substr(i, j - i);
    // A number right before a name (`3/2under`) leaves the name.
    while (!word.empty() && std::isdigit(static_cast<unsigned char>(word[0])))
      word.remove_prefix(1);
    if (!word.empty() && ident_start(word[0]) && !is_down_literal(word)) return true;
    i = j;
  }
  return false;
}

// A node while reading: a form {left | right} or a sum of signed parts (an alias is a sum of one
// part).
struct Raw {
  bool form = true;
  std::vector<int> left, right;
  std::vector<std::pair<int, bool>> parts;  // (node, negated)
  std::size_t column = 0;
};

using State = std::vector<std::pair<int, bool>>;  // a sum of signed forms, sorted

class Reader {
 public:
  Reader(std::string_view text, GameStore& store, Budget& budget, std::size_t column)
      : text_(text), store_(store), budget_(budget), base_(column) {}

  ParsedLoopy read() {
    skip();
    if (pos_ == text_.size()) fail("expected a game");
    // Definitions: NAME = sum ;
    while (true) {
      const std::size_t save = pos_;
      if (pos_ < text_.size() && ident_start(text_[pos_])) {
        const std::size_t name_col = col();
        const std::string_view name = word();
        skip();
        if (pos_ < text_.size() && text_[pos_] == '=') {
          ++pos_;
          define(name, name_col);
          skip();
          if (pos_ >= text_.size() || text_[pos_] != ';') fail("expected ';' after a definition");
          ++pos_;
          skip();
          continue;
        }
      }
      pos_ = save;
      break;
    }
    for (const auto& [name, use] : uses_) {
      if (!defined_.count(name)) {
        throw parse_error(fmt::format("'{}' is not defined at column {}", name, use.second),
                          use.second);
      }
    }
    ParsedLoopy out;
    out.root_column = col();
    const int a = sum();
    skip();
    std::optional<int> b;
    for (const auto& [method, kind] :
         {std::pair{std::string_view(".Upsum("), SideSum::kUpsum},
          std::pair{std::string_view(".Downsum("), SideSum::kDownsum}}) {
      if (text_.substr(pos_).starts_with(method)) {
        pos_ += method.size();
        skip();
        out.side_sum = kind;
        out.other_column = col();
        b = sum();
        skip();
        if (pos_ >= text_.size() || text_[pos_] != ')') {
          fail(fmt::format("expected ')' after the argument of {}",
                           method.substr(1, method.size() - 2)));
        }
        ++pos_;
        skip();
        break;
      }
    }
    if (!b && pos_ < text_.size() && text_[pos_] == '&') {
      ++pos_;
      skip();
      out.offside_column = col();
      b = sum();
      skip();
    }
    if (pos_ != text_.size()) fail("expected '+', '-', '&', .Upsum(T), .Downsum(T) or the end");
    for (const auto& [name, use] : uses_) {
      if (!defined_.count(name)) {
        throw parse_error(fmt::format("'{}' is not defined at column {}", name, use.second),
                          use.second);
      }
    }
    build(a, b, out);
    if (out.side_sum != SideSum::kNone) std::swap(out.other_root, out.offside_root);
    return out;
  }

 private:
  std::size_t col() const { return base_ + pos_; }
  [[noreturn]] void fail(const std::string& what) const { fail_at(col(), what); }
  [[noreturn]] static void fail_at(std::size_t c, const std::string& what) {
    throw parse_error(fmt::format("{} at column {}", what, c), c);
  }
  void skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r')) {
      ++pos_;
    }
  }
  std::string_view word() {
    const std::size_t s = pos_;
    while (pos_ < text_.size() && ident_char(text_[pos_])) ++pos_;
    return text_.substr(s, pos_ - s);
  }
  static Error too_many_positions() {
    return Error(ErrorKind::kBudget, "a loopy definition of more than a million positions");
  }

  int node(Raw r) {
    if (raw_.size() >= kMaxPositions) throw too_many_positions();
    budget_.charge();
    budget_.charge_bytes(96, "a loopy game's definitions");
    raw_.push_back(std::move(r));
    return static_cast<int>(raw_.size()) - 1;
  }
  int alias(std::string_view name, std::size_t c) {
    auto it = names_.find(std::string(name));
    if (it != names_.end()) return it->second;
    Raw r;
    r.form = false;
    r.column = c;
    const int id = node(std::move(r));
    names_.emplace(std::string(name), id);
    return id;
  }

  void define(std::string_view name, std::size_t c) {
    if (is_loopy_game_name(name) || name == "pass") {
      fail_at(c, fmt::format("'{}' is a built-in name and cannot be defined", name));
    }
    if (is_down_literal(name)) fail_at(c, fmt::format("'{}' is a value (down), not a name", name));
    if (defined_.count(std::string(name))) {
      fail_at(c, fmt::format("'{}' is defined twice", name));
    }
    const int id = alias(name, c);
    raw_[id].column = c;
    defined_.emplace(std::string(name), c);
    skip();
    const int v = sum();
    raw_[id].parts = {{v, false}};
  }

  int builtin(std::string_view name) {
    auto it = names_.find(std::string(name));
    if (it != names_.end()) return it->second;
    const int self = node(Raw{});
    names_.emplace(std::string(name), self);
    defined_.emplace(std::string(name), 0);
    const int zero = node(Raw{});
    Raw& r = raw_[self];
    if (name == "on") {
      r.left = {self};
    } else if (name == "off") {
      r.right = {self};
    } else if (name == "over") {
      r.left = {zero}, r.right = {self};
    } else if (name == "under") {
      r.left = {self}, r.right = {zero};
    } else if (name == "upon") {
      const int star = node(Raw{});
      raw_[star].left = {zero}, raw_[star].right = {zero};
      raw_[self].left = {self}, raw_[self].right = {star};
    } else {  // dud
      r.left = {self}, r.right = {self};
    }
    return self;
  }

  void enter() {
    if (++depth_ > kMaxDepth) fail("nested too deeply");
  }

  int sum() {
    enter();
    std::vector<std::pair<int, bool>> parts;
    parts.push_back({unary(), false});
    while (true) {
      skip();
      if (pos_ >= text_.size() || (text_[pos_] != '+' && text_[pos_] != '-')) break;
      const bool minus = text_[pos_] == '-';
      ++pos_;
      if (!minus && pos_ < text_.size() && text_[pos_] == '-') {
        // 2+-1 is 2 + ±1, as CGSuite reads it.
        ++pos_;
        parts.push_back({plus_minus(), false});
        continue;
      }
      parts.push_back({unary(), minus});
    }
    --depth_;
    if (parts.size() == 1) return parts[0].first;
    Raw r;
    r.form = false;
    r.parts = std::move(parts);
    return node(std::move(r));
  }

  int plus_minus() {
    const int g = unary();
    Raw r;
    r.left = {g};
    Raw neg;
    neg.form = false;
    neg.parts = {{g, true}};
    r.right = {node(std::move(neg))};
    return node(std::move(r));
  }

  int unary() {
    enter();
    skip();
    if (pos_ >= text_.size()) fail("expected a game");
    int out;
    if (text_.substr(pos_, 2) == "+-") {
      pos_ += 2;
      out = plus_minus();
    } else if (text_[pos_] == '-' && pos_ + 1 < text_.size() &&
               std::isdigit(static_cast<unsigned char>(text_[pos_ + 1]))) {
      ++pos_;  // −x, or −x + over as CGSuite writes it: `-5under` is −5 + under
      out = literal(true);
    } else if (text_[pos_] == '-') {
      ++pos_;
      Raw r;
      r.form = false;
      r.parts = {{unary(), true}};
      out = node(std::move(r));
    } else if (text_[pos_] == '+') {
      ++pos_;
      out = unary();
    } else {
      out = primary();
    }
    --depth_;
    return out;
  }

  // The end of the bracket group starting at pos_.
  std::size_t group_end() const {
    int level = 0;
    for (std::size_t i = pos_; i < text_.size(); ++i) {
      const char c = text_[i];
      if (c == '{' || c == '(') ++level;
      if (c == '}' || c == ')') {
        if (--level == 0) return i + 1;
      }
    }
    fail(fmt::format("'{}' is not closed", text_[pos_]));
  }

  int short_value(std::string_view spelling, std::size_t c) {
    const GameId g = parse_game(store_, spelling, budget_, {}, c);
    return short_node(g);
  }

  int short_node(GameId root) {
    // Post-order over the store's options, without recursion (a number n has a chain of n).
    auto it = short_.find(root);
    if (it != short_.end()) return it->second;
    std::vector<GameId> stack{root};
    while (!stack.empty()) {
      // Each step is charged, and the walk is bounded as the definitions are: a number n is a
      // chain of n games (router_fuzz: 18446744073709551615 + on walked on past its budget,
      // taking gigabytes, before the first definition was made).
      budget_.charge();
      if (stack.size() + raw_.size() > kMaxPositions) throw too_many_positions();
      const GameId g = stack.back();
      if (short_.count(g)) {
        stack.pop_back();
        continue;
      }
      // Its options in the store and its entries here: about 500 bytes a game (`/usr/bin/time
      // -f %M grundy outcome -- '18446744073709551615 + on'`: 521 MB at the million bound).
      budget_.charge_bytes(512, "a loopy game's definitions");
      const auto left = store_.options(g, Side::kLeft), right = store_.options(g, Side::kRight);
      bool ready = true;
      for (const auto* opts : {&left, &right}) {
        for (GameId o : *opts) {
          if (!short_.count(o)) ready = false, stack.push_back(o);
        }
      }
      if (!ready) continue;
      stack.pop_back();
      Raw r;
      for (GameId o : left) r.left.push_back(short_.at(o));
      for (GameId o : right) r.right.push_back(short_.at(o));
      short_.emplace(g, node(std::move(r)));
    }
    return short_.at(root);
  }

  int primary() {
    const std::size_t c = col();
    const char ch = text_[pos_];
    if (ch == '{' || ch == '(') {
      const std::size_t end = group_end();
      const std::string_view group = text_.substr(pos_, end - pos_);
      if (!has_name(group)) {
        pos_ = end;
        return short_value(group, c);
      }
      if (ch == '(') {
        ++pos_;
        const int s = sum();
        skip();
        if (pos_ >= text_.size() || text_[pos_] != ')') fail("expected ')'");
        ++pos_;
        return s;
      }
      return form();
    }
    if (ident_start(ch)) {
      const std::size_t save = pos_;
      const std::string_view name = word();
      if (is_down_literal(name)) {
        pos_ = save;
        return literal();
      }
      skip();
      if (pos_ < text_.size() && text_[pos_] == ':') {
        fail_at(c, "a ruleset term is not read in a loopy expression");
      }
      if (name == "pass") {
        if (forms_.empty()) fail_at(c, "'pass' is a move of a form: write it inside braces");
        return forms_.back();
      }
      if (is_loopy_game_name(name)) return builtin(name);
      uses_.try_emplace(std::string(name), std::pair<int, std::size_t>{0, c});
      return alias(name, c);
    }
    if (literal_char(ch)) return literal();
    fail("expected a game (a name, a form {L|R} or a value)");
  }

  // A value; a number written right before over or under is CGSuite's pseudonumber x + over
  // (`3/2under`, `-5over`: the sign, when negative is set, is the number's alone).
  int literal(bool negative = false) {
    const std::size_t c = col(), s = pos_;
    while (pos_ < text_.size() && literal_char(text_[pos_])) ++pos_;
    const std::string_view spelling = text_.substr(s, pos_ - s);
    int value = short_value(spelling, c);
    if (negative) {
      Raw r;
      r.form = false;
      r.parts = {{value, true}};
      value = node(std::move(r));
    }
    for (std::string_view tilt : {"over", "under"}) {
      const std::size_t end = pos_ + tilt.size();
      if (text_.substr(pos_, tilt.size()) == tilt &&
          (end == text_.size() || !ident_char(text_[end]))) {
        pos_ = end;
        Raw r;
        r.form = false;
        r.parts = {{value, false}, {builtin(tilt), false}};
        return node(std::move(r));
      }
    }
    return value;
  }

  // A form {L|R}. As in CGSuite, the bars nest: the longest run of bars splits the form, and a
  // side with bars of its own is one option, a form without braces (`{on||0|-1/2}` is
  // {on | {0|-1/2}}, `{1/2|0||off}` is {{1/2|0} | off}).
  int form() {
    const int self = node(Raw{});
    forms_.push_back(self);
    const std::size_t open = col();
    ++pos_;                   // '{'
    std::vector<Item> items;  // options and bar runs, in order
    bool after_option = false;
    skip();
    while (true) {
      skip();
      if (pos_ >= text_.size()) fail("expected '}'");
      const char ch = text_[pos_];
      if (ch == '|') {
        Item bar{.bars = 0, .column = col()};
        while (pos_ < text_.size() && text_[pos_] == '|') ++bar.bars, ++pos_;
        items.push_back(bar);
        after_option = false;
        continue;
      }
      if (ch == '}') {
        ++pos_;
        break;
      }
      if (after_option) fail("expected ',', '|' or '}'");
      const std::size_t at = col();
      items.push_back(Item{.option = sum(), .column = at});
      after_option = true;
      skip();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        skip();
        if (pos_ < text_.size() && (text_[pos_] == '|' || text_[pos_] == '}')) {
          fail("expected an option after ','");
        }
        after_option = false;
      } else if (pos_ < text_.size() && text_[pos_] != '|' && text_[pos_] != '}') {
        fail("expected ',', '|' or '}'");
      }
    }
    forms_.pop_back();
    split_bars(self, items, 0, items.size(), open);
    return self;
  }

  struct Item {
    int option = -1;  // a node, or −1 for a run of bars
    int bars = 0;     // the run's length
    std::size_t column = 0;
  };

  // Fills the form `self` from items[from, to): the one longest run of bars parts the sides.
  void split_bars(int self, const std::vector<Item>& items, std::size_t from, std::size_t to,
                  std::size_t column) {
    std::size_t at = to, tie = to;  // the longest run; a second run as long
    int longest = 0;
    for (std::size_t k = from; k < to; ++k) {
      if (items[k].option >= 0 || items[k].bars < longest) continue;
      if (items[k].bars == longest) tie = k;
      if (items[k].bars > longest) at = k, longest = items[k].bars, tie = to;
    }
    if (at == to) fail_at(column, "expected '|' in the form");
    if (tie != to) {
      fail_at(items[tie].column,
              longest == 1 ? std::string("a form has one '|' between its sides (write the inner "
                                         "form in braces, or part it by '||')")
                           : "two runs of " + std::to_string(longest) +
                                 " bars in one form: which parts the sides is unclear (write "
                                 "the inner form in braces)");
    }
    raw_[self].left = side_of(self, items, from, at, column);
    raw_[self].right = side_of(self, items, at + 1, to, items[at].column);
  }

  // A side's options: the options listed, or one form without braces when the side has bars.
  std::vector<int> side_of(int self, const std::vector<Item>& items, std::size_t from,
                           std::size_t to, std::size_t column) {
    std::vector<int> options;
    bool bars = false;
    for (std::size_t k = from; k < to; ++k) {
      if (items[k].option < 0) bars = true;
    }
    if (!bars) {
      for (std::size_t k = from; k < to; ++k) options.push_back(items[k].option);
      return options;
    }
    for (std::size_t k = from; k < to; ++k) {
      if (items[k].option == self) {
        fail_at(items[k].column,
                "'pass' inside a form written without braces: write that form in braces");
      }
    }
    const int inner = node(Raw{});
    split_bars(inner, items, from, to, column);
    return {inner};
  }

  // The signed forms a node stands for (sums flattened; zero forms dropped).
  const State& flatten(int id, bool neg) {
    const auto key = std::pair<int, bool>{id, neg};
    auto it = flat_.find(key);
    if (it != flat_.end()) return it->second;
    if (raw_[id].form) {
      State s;
      if (!raw_[id].left.empty() || !raw_[id].right.empty()) s.push_back({id, neg});
      return flat_.emplace(key, std::move(s)).first->second;
    }
    if (flattening_.count(key)) {
      fail_at(raw_[id].column,
              "this definition refers to itself outside braces (a sum must be made of forms)");
    }
    flattening_.insert({key, true});
    State s;
    for (const auto& [part, pneg] : raw_[id].parts) {
      const State& p = flatten(part, pneg != neg);
      s.insert(s.end(), p.begin(), p.end());
    }
    std::sort(s.begin(), s.end());
    flattening_.erase(key);
    return flat_.emplace(key, std::move(s)).first->second;
  }

  // The explicit graph: positions are sums of signed forms.
  void build(int a, std::optional<int> b, ParsedLoopy& out) {
    std::map<State, int> index;
    std::vector<State> states;
    auto id = [&](const State& s) {
      auto [it, fresh] = index.try_emplace(s, out.graph.size());
      if (fresh) {
        if (out.graph.size() >= kMaxPositions) {
          throw Error(ErrorKind::kBudget,
                      "the graph of a loopy expression passes a million positions");
        }
        budget_.charge();
        budget_.charge_bytes(64 + 16 * s.size(), "the graph of a loopy expression");
        out.graph.add_node();
        states.push_back(s);
      }
      return it->second;
    };
    out.root = id(flatten(a, false));
    if (b) out.offside_root = id(flatten(*b, false));
    for (int i = 0; i < out.graph.size(); ++i) {
      const State s = states[i];
      for (int side = 0; side < 2; ++side) {
        std::vector<int> opts;
        for (std::size_t k = 0; k < s.size(); ++k) {
          const auto [f, neg] = s[k];
          // Left's options of -F are the negatives of F's Right options.
          const bool use_left = (side == 0) != neg;
          for (int o : use_left ? raw_[f].left : raw_[f].right) {
            // Every option is work (a sum of s.size() forms built, sorted and looked up), found
            // before or not: a sum of 30 switches revisits each position many times.
            budget_.charge(1 + s.size() / 4);
            State t;
            t.reserve(s.size() + 4);
            for (std::size_t j = 0; j < s.size(); ++j) {
              if (j != k) t.push_back(s[j]);
            }
            const State& p = flatten(o, neg);
            t.insert(t.end(), p.begin(), p.end());
            std::sort(t.begin(), t.end());
            opts.push_back(id(t));
          }
        }
        std::sort(opts.begin(), opts.end());
        opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
        (side == 0 ? out.graph.left : out.graph.right)[i] = std::move(opts);
      }
    }
  }

  std::string_view text_;
  GameStore& store_;
  Budget& budget_;
  std::size_t base_;
  std::size_t pos_ = 0, depth_ = 0;
  std::vector<Raw> raw_;
  std::map<std::string, int> names_;
  std::map<std::string, std::size_t> defined_;
  std::map<std::string, std::pair<int, std::size_t>> uses_;
  std::vector<int> forms_;  // the forms being read (pass names the innermost)
  std::map<GameId, int> short_;
  std::map<std::pair<int, bool>, State> flat_;
  std::map<std::pair<int, bool>, bool> flattening_;
};

}  // namespace

ParsedLoopy parse_loopy(std::string_view text, GameStore& store, Budget& budget,
                        std::size_t column) {
  return Reader(text, store, budget, column).read();
}

Graph short_graph(GameStore& store, GameId g, Budget& budget) {
  const std::string spelling = format_game(store, g, budget);
  const std::string wrapped = "(" + spelling + ")";
  return parse_loopy(wrapped, store, budget).graph;
}

}  // namespace grundy::partizan::stopper
