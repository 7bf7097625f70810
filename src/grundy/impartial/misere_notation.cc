#include "grundy/impartial/misere_notation.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/core/mex.h"

namespace grundy::misere {
namespace {

std::string cgsuite_digit(std::uint64_t n) {
  return n < 10 ? std::to_string(n) : "&" + std::to_string(n) + ";";
}

// The most options whose subsets `subtract` tries in full (2^k sums).
constexpr std::size_t kMaxSubtractSubsetOptions = 10;
// The most sums `subtract` may try while one form is spelled; past it the spelling gives up (the
// caller prints the graph of the followers instead), so printing a large form stays cheap.
constexpr std::size_t kMaxSpellTrials = 20000;
struct SpellTooCostly {};
// The largest nim heap a spelling may name.
constexpr std::uint64_t kMaxSpelledHeap = 1u << 16;

class SpellingReader {
 public:
  SpellingReader(MisereNotation& n, std::string_view text, std::size_t column)
      : n_(n), text_(text), column_(column) {}

  // *[…] at pos_.
  GameId spelled_game() {
    skip_spaces();
    expect('*');
    const std::size_t open = pos_;
    expect('[');
    const std::size_t close = matching(open);
    const std::string_view inner = text_.substr(open + 1, close - open - 1);
    const bool list_syntax =
        inner.find_first_of(",*+") != std::string_view::npos ||
        (!inner.empty() && inner.find_first_not_of(' ') != std::string_view::npos &&
         inner[inner.find_first_not_of(' ')] == '[');
    GameId g;
    if (list_syntax || inner.find_first_not_of(' ') == std::string_view::npos) {
      // CGSuite's * applied to a list: one element is that game, several are options.
      std::vector<GameId> elems = list(close);
      g = elems.size() == 1 ? elems[0] : n_.store().game(elems);
    } else {
      std::vector<GameId> items = printed_items(close);
      g = items.size() == 1 ? items[0] : n_.store().game(items);
    }
    skip_spaces();
    expect(']');
    return g;
  }

  bool skip_plus() {
    skip_spaces();
    if (pos_ >= text_.size() || text_[pos_] != '+') return false;
    ++pos_;
    return true;
  }
  bool at_end() {
    skip_spaces();
    return pos_ >= text_.size();
  }
  std::size_t pos() const { return pos_; }

  [[noreturn]] void fail(const std::string& message) { fail_at(pos_, message); }

 private:
  [[noreturn]] void fail_at(std::size_t at, const std::string& message) {
    throw Error(ErrorKind::kParse, fmt::format("{} at column {}", message, column_ + at),
                column_ + at);
  }
  void skip_spaces() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }
  void expect(char c) {
    if (pos_ >= text_.size()) fail(fmt::format("expected '{}' before the end", c));
    if (text_[pos_] != c) fail(fmt::format("unexpected '{}': expected '{}'", text_[pos_], c));
    ++pos_;
  }
  // The index of the ']' that closes the '[' at open.
  std::size_t matching(std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < text_.size(); ++i) {
      if (text_[i] == '[') ++depth;
      if (text_[i] == ']' && --depth == 0) return i;
    }
    fail_at(open, "unbalanced '[': expected ']' before the end");
  }
  std::uint64_t number() {
    const std::size_t start = pos_;
    std::uint64_t v = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      v = v * 10 + static_cast<std::uint64_t>(text_[pos_] - '0');
      if (v > kMaxSpelledHeap)
        fail_at(start, fmt::format("a nim heap larger than {}", kMaxSpelledHeap));
      ++pos_;
    }
    if (start == pos_) fail("expected a number");
    return v;
  }
  // A heap size as CGSuite prints it: one digit, or &n; for any n.
  std::optional<std::uint64_t> printed_digit() {
    if (pos_ >= text_.size()) return std::nullopt;
    const char c = text_[pos_];
    if (c >= '0' && c <= '9') {
      ++pos_;
      return static_cast<std::uint64_t>(c - '0');
    }
    if (c != '&') return std::nullopt;
    ++pos_;
    const std::uint64_t v = number();
    expect(';');
    return v;
  }

  // CGSuite's printed spelling: items up to end (exclusive), or to a ')' before it.
  std::vector<GameId> printed_items(std::size_t end) {
    std::vector<GameId> items;
    while (true) {
      skip_spaces();
      if (pos_ >= end || text_[pos_] == ')') break;
      items.push_back(printed_item(end));
    }
    if (items.empty()) fail("expected a game (a digit, &n; or '(')");
    return items;
  }
  GameId printed_item(std::size_t end) {
    GameId g;
    const std::size_t start = pos_;
    if (auto d = printed_digit()) {
      g = n_.store().nim(*d);
    } else if (text_[pos_] == '(') {
      ++pos_;
      std::vector<GameId> items = printed_items(end);
      if (pos_ >= end || text_[pos_] != ')') fail_at(start, "unbalanced '(': expected ')'");
      ++pos_;
      g = items.size() == 1 ? items[0] : n_.store().game(items);
    } else {
      fail(fmt::format("unexpected '{}': expected a game (a digit, &n; or '(')", text_[pos_]));
    }
    // Subscripts: # outside brackets, and #, i, -i inside them.
    while (pos_ < end) {
      if (text_[pos_] == '#') {
        ++pos_;
        g = n_.store().game({g});
      } else if (text_[pos_] == '[') {
        ++pos_;
        while (pos_ < end && text_[pos_] != ']') g = subscript(g);
        if (pos_ >= end) fail_at(start, "unbalanced '[' in a subscript: expected ']'");
        ++pos_;
      } else {
        break;
      }
    }
    return g;
  }
  GameId subscript(GameId g) {
    const std::size_t at = pos_;
    if (text_[pos_] == '#') {
      ++pos_;
      return n_.store().game({g});
    }
    const bool minus = text_[pos_] == '-';
    if (minus) ++pos_;
    const auto d = printed_digit();
    if (!d) fail("expected a subscript: #, a digit, -digit or &n;");
    const GameId heap = n_.store().nim(*d);
    if (!minus) return n_.store().add(g, heap);
    if (auto h = n_.subtract(g, heap)) return *h;
    fail_at(at, fmt::format("no game H with H + *{} equal to the game before it was found", *d));
  }

  // CGSuite's input spelling: comma-separated elements up to end.
  std::vector<GameId> list(std::size_t end) {
    std::vector<GameId> out;
    skip_spaces();
    if (pos_ >= end) return out;
    while (true) {
      out.push_back(element(end));
      skip_spaces();
      if (pos_ < end && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ != end) fail(fmt::format("unexpected '{}': expected ',' or ']'", text_[pos_]));
      break;
    }
    return out;
  }
  // An integer (nim heap), [list] (the game of those options), *[…], or a sum of these.
  GameId element(std::size_t end) {
    GameId sum = kZero;
    bool first = true;
    while (true) {
      skip_spaces();
      if (pos_ >= end) fail("expected an element: an integer, [...] or *[...]");
      GameId term;
      const char c = text_[pos_];
      if (c >= '0' && c <= '9') {
        term = n_.store().nim(number());
      } else if (c == '[') {
        const std::size_t close = matching(pos_);
        ++pos_;
        std::vector<GameId> elems = list(close);
        pos_ = close + 1;
        term = n_.store().game(elems);
      } else if (c == '*') {
        SpellingReader inner(n_, text_, column_);
        inner.pos_ = pos_;
        term = inner.spelled_game();
        pos_ = inner.pos_;
      } else {
        fail(fmt::format("unexpected '{}': expected an integer, [...] or *[...]", c));
      }
      sum = first ? term : n_.store().add(sum, term);
      first = false;
      skip_spaces();
      if (pos_ < end && text_[pos_] == '+') {
        ++pos_;
        continue;
      }
      return sum;
    }
  }

  MisereNotation& n_;
  std::string_view text_;
  std::size_t column_;
  std::size_t pos_ = 0;
};

}  // namespace

bool MisereNotation::is_even(GameId g) {
  if (auto it = even_.find(g); it != even_.end()) return it->second;
  const bool even = store_.birthday(g) < store_.birthday(store_.add(g, store_.nim(1)));
  even_.emplace(g, even);
  return even;
}

std::uint32_t MisereNotation::normal_value(GameId g) {
  if (auto it = normal_.find(g); it != normal_.end()) return it->second;
  std::vector<std::uint32_t> values;
  const std::vector<GameId> options(store_.options(g).begin(), store_.options(g).end());
  for (GameId o : options) values.push_back(normal_value(o));
  const auto v = static_cast<std::uint32_t>(grundy::mex(values));
  normal_.emplace(g, v);
  return v;
}

int MisereNotation::compare(GameId a, GameId b) {
  if (a == b) return 0;
  const GameId ea = even_part(a), eb = even_part(b);
  if (ea == eb) return is_even(a) ? -1 : 1;  // even first
  auto cmp = [](auto x, auto y) { return x < y ? -1 : x > y ? 1 : 0; };
  if (int c = cmp(store_.birthday(ea), store_.birthday(eb))) return c;
  if (int c = cmp(store_.options(ea).size(), store_.options(eb).size())) return c;
  if (int c = cmp(normal_value(ea), normal_value(eb))) return c;
  if (int c = cmp(store_.misere_grundy(ea), store_.misere_grundy(eb))) return c;
  std::vector<GameId> oa(store_.options(ea).begin(), store_.options(ea).end());
  std::vector<GameId> ob(store_.options(eb).begin(), store_.options(eb).end());
  auto by_order = [&](GameId x, GameId y) { return compare(x, y) < 0; };
  std::sort(oa.begin(), oa.end(), by_order);
  std::sort(ob.begin(), ob.end(), by_order);
  for (std::size_t i = 0; i < oa.size(); ++i) {
    if (int c = compare(oa[i], ob[i])) return c;
  }
  return 0;  // unreachable: distinct forms have distinct options
}

void MisereNotation::charge_trial() {
  if (++trials_ > trial_limit_) throw SpellTooCostly{};
}

std::optional<GameId> MisereNotation::subtract(GameId g, GameId x) {
  if (x == kZero) return g;
  if (g == x) return kZero;
  const GameId one = store_.nim(1);
  if (x == one) return store_.add(g, one);  // * + * = 0
  const std::uint64_t key = std::uint64_t{g} << 32 | x;
  if (auto it = differences_.find(key); it != differences_.end()) return it->second;
  differences_.emplace(key, std::nullopt);  // no cycles: followers are smaller
  std::optional<GameId> answer;
  // *(2k+1) = *2k + *: G − *(2k+1) = (G + *) − *2k.
  if (auto n = store_.nim_value(x); n && *n % 2 == 1) {
    answer = subtract(store_.add(g, one), store_.nim(*n - 1));
  } else {
    // Followers of g two deep: when H + x collapses through a reversible option, H may be one.
    const std::vector<GameId> options(store_.options(g).begin(), store_.options(g).end());
    std::vector<GameId> near{};
    for (GameId o : options) {
      near.push_back(o);
      for (GameId o2 : store_.options(o)) near.push_back(o2);
    }
    for (GameId h : near) {
      charge_trial();
      if (store_.add(h, x) == g) {
        answer = h;
        break;
      }
    }
    if (!answer) {
      // H's options are differences of g's options (the options of H + x are H′ + x and H + x′).
      std::vector<GameId> parts;
      for (GameId o : options) {
        if (auto d = subtract(o, x)) parts.push_back(*d);
      }
      std::sort(parts.begin(), parts.end());
      parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
      const std::size_t k = parts.size();
      auto try_mask = [&](std::uint64_t mask) {
        std::vector<GameId> opts;
        for (std::size_t i = 0; i < k; ++i) {
          if (mask >> i & 1) opts.push_back(parts[i]);
        }
        charge_trial();
        const GameId h = store_.game(opts);
        if (store_.add(h, x) == g) answer = h;
      };
      if (k <= kMaxSubtractSubsetOptions) {
        for (std::uint64_t mask = (std::uint64_t{1} << k); mask-- > 0 && !answer;) try_mask(mask);
      } else {
        const std::uint64_t all = (std::uint64_t{1} << k) - 1;
        try_mask(all);
        for (std::size_t i = 0; i < k && !answer; ++i) try_mask(all & ~(std::uint64_t{1} << i));
      }
    }
  }
  differences_[key] = answer;
  return answer;
}

void MisereNotation::emit(GameId g, bool parenthesize, bool& subscripted, std::string& out,
                          std::size_t cap) {
  if (out.size() > cap) return;
  const std::uint32_t b = store_.birthday(g);
  if (store_.nim_value(g)) {
    out += cgsuite_digit(b);
    if (subscripted) out += '[';
    return;
  }
  // A nim heap *i of g's parity added to or taken from a game born earlier.
  const bool odd = !is_even(g);
  for (std::uint32_t i = odd ? 3 : 2; i < b; i += 2) {
    const GameId heap = store_.nim(i);
    if (auto h = subtract(g, heap); h && store_.birthday(*h) < b) {
      subscripted = true;
      emit(*h, true, subscripted, out, cap);
      out += cgsuite_digit(i);
      return;
    }
    const GameId s = store_.add(g, heap);
    if (store_.birthday(s) < b) {
      subscripted = true;
      emit(s, true, subscripted, out, cap);
      out += "-" + cgsuite_digit(i);
      return;
    }
  }
  if (odd) {
    subscripted = true;
    emit(store_.add(g, store_.nim(1)), true, subscripted, out, cap);
    out += '1';
    return;
  }
  std::vector<GameId> options(store_.options(g).begin(), store_.options(g).end());
  if (options.size() == 1) {
    emit(options[0], true, subscripted, out, cap);
    out += '#';
    return;
  }
  std::sort(options.begin(), options.end(),
            [&](GameId x, GameId y) { return compare(x, y) > 0; });  // last first
  const bool outer = subscripted;
  if (parenthesize) out += '(';
  for (GameId o : options) {
    bool sub = false;
    emit(o, true, sub, out, cap);
    if (sub) out += ']';
    if (out.size() > cap) return;
  }
  if (parenthesize) out += ')';
  subscripted = outer;
  if (subscripted) out += '[';
}

std::optional<std::string> MisereNotation::spell(GameId g, std::size_t max_chars) {
  std::string out = "*[";
  bool sub = false;
  trials_ = 0;
  trial_limit_ = kMaxSpellTrials;
  try {
    emit(g, false, sub, out, max_chars);
  } catch (const SpellTooCostly&) {
    differences_.clear();  // entries begun and not finished are not answers
    trial_limit_ = SIZE_MAX;
    return std::nullopt;
  }
  trial_limit_ = SIZE_MAX;
  if (sub) out += ']';
  out += ']';
  if (out.size() > max_chars) return std::nullopt;
  return out;
}

GameId MisereNotation::read(std::string_view text, std::size_t column) {
  SpellingReader reader(*this, text, column);
  GameId g = reader.spelled_game();
  while (reader.skip_plus()) g = store_.add(g, reader.spelled_game());
  if (!reader.at_end()) {
    reader.fail(fmt::format("unexpected '{}' after the game", text[reader.pos()]));
  }
  return g;
}

}  // namespace grundy::misere
