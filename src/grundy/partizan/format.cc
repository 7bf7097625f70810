// Printing canonical games in CGSuite's spelling (see notation.h). The rules follow CGSuite's
// printer (CanonicalShortGame.appendTo, Uptimal.appendTo) so that its output can be compared
// character for character:
//   - x + u↑ + *n prints as its parts juxtaposed: 1/2v*3, ^^*, -1^ (the sign is the number's);
//   - x + ↑^n + *m (n ≥ 2) prints as x^<n>*m and x + ↑^{→n} + *m as x^[n]*m (v for the
//     negatives), as CGSuite's Uptimal prints them in plain text; other uptimals as {L|R};
//   - a switch G = −G prints as +-G^L: +-1, +-{2|1}, +-(1*) (parentheses round a single option
//     that is neither a number, a nimber nor an up-multiple), +-{1,1*} for several options;
//   - a number plus a tiny or a miny, {x||x|x−G} or {x+G|x||x} with the mean of G above 0
//     (CGSuite's isNumberTiny), prints as xTiny(G) or xMiny(G), x left out when it is 0:
//     {0||0|-2} is Tiny(2), {{5||3|1}|0||0} is Miny({5||3|1}), {3||3|1} is 3Tiny(2);
//   - any other game prints as {L|R}; a side with a single option that is itself {L'|R'} drops
//     its braces and the separator takes one bar more than the option's ({3||2|1}); when that
//     reaches 4 bars the option keeps its braces instead (CGSuite's maxSlashes);
//   - options are listed in CGSuite's deterministic order: numbers (ascending), nimbers,
//     the other number-up-stars, then the rest by their sorted options, Left first.
#include <fmt/format.h>

#include <algorithm>      // std::max, std::sort
#include <optional>       // std::optional
#include <unordered_map>  // the memo of printed forms

#include "grundy/core/error.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/thermograph.h"
#include "grundy/partizan/uptimal.h"

namespace grundy::partizan {

std::string format_nus(const Nus& v) {
  std::string out;
  if (!v.number.is_zero() || (v.ups == 0 && v.nim == 0)) out = v.number.to_string();
  if (v.ups == 1)
    out += "^";
  else if (v.ups == 2)
    out += "^^";
  else if (v.ups > 2)
    out += "^" + std::to_string(v.ups);
  else if (v.ups == -1)
    out += "v";
  else if (v.ups == -2)
    out += "vv";
  else if (v.ups < -2)
    out += "v" + std::to_string(-v.ups);
  if (v.nim == 1)
    out += "*";
  else if (v.nim > 1)
    out += "*" + std::to_string(v.nim);
  return out;
}

namespace {

// The maximum run of bars printed without braces (CGSuite's CanonicalShortGame.maxSlashes).
constexpr int kMaxBars = 4;

// A form past max_length characters: past the reader's own bound, or a caller's smaller one.
Error too_long(std::size_t max_length) {
  if (max_length < kMaxExpressionLength) {
    return Error(ErrorKind::kBudget,
                 fmt::format("the canonical form is longer than {} characters", max_length));
  }
  return Error(ErrorKind::kBudget,
               fmt::format("the canonical form is too large to print: longer than {} MiB, "
                           "past what grundy reads back",
                           kMaxExpressionLength >> 20));
}

class Printer {
 public:
  // budget, when given, is charged one unit per form printed (and one per 64 characters of a
  // number-up-star) and the bytes of the text as it grows, so that a form a request will not
  // finish printing in its time ends with its budget, not after it.
  explicit Printer(GameStore& store, Budget* budget = nullptr,
                   std::size_t max_length = kMaxExpressionLength)
      : store_(store), budget_(budget), max_length_(max_length) {
    if (budget_) text_bytes_.emplace(*budget_, "the printed canonical form");
  }

  // CGSuite's appendTo(g, forceBrackets, forceParens), written into out. Shared forms are
  // written again each time they occur (the text is a tree), but only the bars of each are
  // remembered, so the work is linear in the text; past kMaxExpressionLength, which the reader
  // refuses, it stops (kBudget).
  void print(GameId g, bool brackets, bool parens, std::string& out) {
    if (out.size() > max_length_) throw too_long(max_length_);
    if (budget_) {
      budget_->charge();
      if (out.capacity() > text_bytes_->bytes()) text_bytes_->set(out.capacity());
    }
    if (auto v = store_.nus_of(g)) {
      // Parentheses where a juxtaposed form could be misread: not a number, a nimber, or a pure
      // up-multiple (+-(1*) rather than +-1*).
      const bool paren =
          parens && !v->is_number() && !(v->number.is_zero() && (v->ups == 0 || v->nim == 0));
      if (paren) out += '(';
      const std::size_t before = out.size();
      out += format_nus(*v);
      if (budget_) budget_->charge((out.size() - before) / 64);
      if (paren) out += ')';
    } else if (const std::optional<std::string> power = power_form(g)) {
      // ↑^n and ↑^{→n} (plus a number and a nimber): compact unless either is there.
      const auto e = uptimals_.expansion(g);
      const bool paren = parens && !(e->number.is_zero() && e->nim == 0);
      if (paren) out += '(';
      out += *power;
      if (paren) out += ')';
    } else if (store_.negative(g) != g && tiny_form(g)) {
      // x + Tiny(G) or x + Miny(G) (CGSuite's appendTo, after the switches).
      const TinyForm t = *tiny_form(g);
      if (parens) out += '(';
      if (t.translate != kZero) print(t.translate, false, false, out);
      out += t.tiny ? "Tiny(" : "Miny(";
      print(t.subscript, true, false, out);
      out += ')';
      if (parens) out += ')';
    } else if (store_.negative(g) == g) {
      // A switch: G = −G, so G = {G^L | −G^L} and G^R are the negatives of G^L.
      const std::vector<GameId>& left = sorted(g, Side::kLeft);
      out += "+-";
      if (left.size() > 1) out += '{';
      for (std::size_t i = 0; i < left.size(); ++i) {
        if (i) out += ',';
        print(left[i], true, left.size() == 1, out);
      }
      if (left.size() > 1) out += '}';
    } else {
      const int inner = inner_bars(g);
      const bool braced = brackets || inner == kMaxBars;
      if (braced) out += '{';
      for (int s = 0; s < 2; ++s) {
        if (s) out.append(static_cast<std::size_t>(inner), '|');
        const std::vector<GameId>& opts = sorted(g, s == 0 ? Side::kLeft : Side::kRight);
        for (std::size_t i = 0; i < opts.size(); ++i) {
          if (i) out += ',';
          print(opts[i], opts.size() > 1, false, out);
        }
      }
      if (braced) out += '}';
    }
  }

  void sort(std::vector<GameId>& games) {
    std::sort(games.begin(), games.end(), [&](GameId a, GameId b) { return order(a, b) < 0; });
  }

 private:
  struct TinyForm {
    GameId translate;  // the number x
    GameId subscript;  // G
    bool tiny;         // x + Tiny(G) rather than x + Miny(G)
  };

  // CGSuite's isNumberTiny: one option a side, and either the Left one a number x and the Right
  // one {x | z} with mean(z) < x (then g = x + Tiny(x − z)), or the mirror image, the Right one a
  // number y and the Left one {z | y} with mean(z) > y (g = y + Miny(z − y)).
  std::optional<TinyForm> tiny_form(GameId g) {
    if (auto it = tiny_.find(g); it != tiny_.end()) return it->second;
    std::optional<TinyForm> found;
    const std::vector<GameId> lo = store_.options(g, Side::kLeft),
                              ro = store_.options(g, Side::kRight);
    if (lo.size() == 1 && ro.size() == 1) {
      for (const bool tiny : {true, false}) {
        const GameId number = tiny ? lo[0] : ro[0], other = tiny ? ro[0] : lo[0];
        if (found || !store_.is_number(number)) continue;
        const std::vector<GameId> near = store_.options(other, tiny ? Side::kLeft : Side::kRight),
                                  far = store_.options(other, tiny ? Side::kRight : Side::kLeft);
        if (near.size() != 1 || far.size() != 1 || near[0] != number) continue;
        const Dyadic x = *store_.number_of(number), z = thermographer().mean(far[0]);
        if (tiny ? !(z < x) : !(z > x)) continue;
        found = TinyForm{number,
                         tiny ? store_.subtract(number, far[0], work_budget())
                              : store_.subtract(far[0], number, work_budget()),
                         tiny};
      }
    }
    return tiny_.emplace(g, found).first->second;
  }
  Budget& work_budget() { return budget_ ? *budget_ : own_budget_; }
  Thermographer& thermographer() {
    if (!thermo_) thermo_.emplace(store_, work_budget());
    return *thermo_;
  }

  // CGSuite's Uptimal.appendTo for an expansion longer than one: x.0…01*m (a unit, ↑^n) prints as
  // x^<n>*m and x.11…1*m (a unit sum, ↑^{→n}) as x^[n]*m, with v for the negatives; nullopt for
  // any other game (printed as {L|R}).
  std::optional<std::string> power_form(GameId g) {
    if (store_.nus_of(g)) return std::nullopt;
    const auto e = uptimals_.expansion(g);
    if (!e || e->length() < 2) return std::nullopt;
    const std::int64_t last = e->coefficients.back();
    if (last != 1 && last != -1) return std::nullopt;
    bool unit = true, unit_sum = true;
    for (std::size_t i = 0; i + 1 < e->length(); ++i) {
      unit = unit && e->coefficients[i] == 0;
      unit_sum = unit_sum && e->coefficients[i] == last;
    }
    if (!unit && !unit_sum) return std::nullopt;
    std::string out = e->number.is_zero() ? "" : e->number.to_string();
    out += last > 0 ? '^' : 'v';
    out += (unit ? "<" : "[") + std::to_string(e->length()) + (unit ? ">" : "]");
    if (e->nim == 1) out += '*';
    if (e->nim > 1) out += '*' + std::to_string(e->nim);
    return out;
  }

  // The bars of g's own separator: one more than the most any option printed without braces
  // shows (CGSuite's maxSlashes), the options printed as print would.
  int inner_bars(GameId g) {
    if (auto it = bars_.find(g); it != bars_.end()) return it->second;
    int bars = 1;
    for (Side side : {Side::kLeft, Side::kRight}) {
      const std::vector<GameId>& opts = sorted(g, side);
      for (GameId o : opts) bars = std::max(bars, shown_bars(o, opts.size() > 1) + 1);
    }
    return bars_.emplace(g, bars).first->second;
  }
  // The bars g shows when printed with print(g, brackets, …): none when it is braced or not a
  // {L|R} form.
  int shown_bars(GameId g, bool brackets) {
    if (brackets || store_.nus_of(g) || store_.negative(g) == g || power_form(g) || tiny_form(g))
      return 0;
    const int bars = inner_bars(g);
    return bars == kMaxBars ? 0 : bars;
  }

  // The options of g in CGSuite's deterministic order (DeterministicOrdering).
  const std::vector<GameId>& sorted(GameId g, Side side) {
    auto& cache = side == Side::kLeft ? sorted_left_ : sorted_right_;
    if (auto it = cache.find(g); it != cache.end()) return it->second;
    std::vector<GameId> opts = store_.options(g, side);
    std::sort(opts.begin(), opts.end(), [&](GameId a, GameId b) { return order(a, b) < 0; });
    return cache.emplace(g, std::move(opts)).first->second;
  }

  // CGSuite's DeterministicOrdering: numbers, then nimbers, then uptimals (x + u↑ + *n and the
  // games with a longer uptimal expansion, ↑^2 = {0|↑*} and the like), then the rest.
  int rank(GameId g, const std::optional<Nus>& v) {
    if (v) {
      if (v->is_number()) return 0;
      if (v->number.is_zero() && v->ups == 0) return 1;
      return 2;
    }
    return uptimals_.expansion(g) ? 2 : 3;
  }

  template <typename T>
  static int three_way(const T& a, const T& b) {
    return a < b ? -1 : b < a ? 1 : 0;
  }

  int order(GameId a, GameId b) {
    if (a == b) return 0;
    const auto va = store_.nus_of(a), vb = store_.nus_of(b);
    const int ra = rank(a, va), rb = rank(b, vb);
    if (ra != rb) return ra < rb ? -1 : 1;
    if (ra == 2 && !(va && vb)) {
      return compare_uptimal(*uptimals_.expansion(a), *uptimals_.expansion(b));
    }
    if (ra < 3) {
      // CGSuite's UptimalExpansion.compareTo: the number, then the up coefficient where both
      // have one, else the one without ups first, then the nimber.
      if (int c = three_way(va->number, vb->number)) return c;
      if (va->ups != 0 && vb->ups != 0) {
        if (int c = three_way(va->ups, vb->ups)) return c;
      } else if (int c = three_way(va->ups != 0, vb->ups != 0)) {
        return c;
      }
      return three_way(va->nim, vb->nim);
    }
    for (Side s : {Side::kLeft, Side::kRight}) {
      const std::vector<GameId> x = sorted(a, s), y = sorted(b, s);
      for (std::size_t i = 0; i < x.size() || i < y.size(); ++i) {
        if (i == x.size()) return -1;
        if (i == y.size()) return 1;
        if (int c = order(x[i], y[i])) return c;
      }
    }
    return three_way(a, b);  // not reached for distinct canonical games
  }

  GameStore& store_;
  Budget* budget_;
  std::optional<MemoryCharge> text_bytes_;
  std::size_t max_length_;
  std::unordered_map<GameId, int> bars_;
  std::unordered_map<GameId, std::vector<GameId>> sorted_left_, sorted_right_;
  UptimalFinder uptimals_{store_};
  std::unordered_map<GameId, std::optional<TinyForm>> tiny_;
  Budget own_budget_;  // for the means and differences of tiny_form when no budget is given
  std::optional<Thermographer> thermo_;
};

}  // namespace

namespace {

// Print and parse agree: a form the reader might refuse (longer than kMaxExpressionLength,
// nested past kMaxNesting, or past kMaxSyntaxNodes; grundy/notation/syntax.h) is refused here, as
// too large, rather than printed. One scan bounds all three from above (a brace costs the reader at
// most three levels of nesting, and each node of its tree stands behind at least one brace,
// comma or bar), and a form past a bound is refused without asking the reader: parsing a 4 MiB
// form to be sure took 2.7 s (a fuzz finding, `v4:4 .10v3:^404`, 3.8 MB printed), unbudgeted
// time a request must not spend. What is refused is at least 2^18 separators, about 1 MB.
void check_reads_back(const std::string& text) {
  const auto refuse = [&](std::string_view why) {
    throw Error(ErrorKind::kBudget,
                fmt::format("the canonical form ({} characters) is past what grundy reads back: {}",
                            text.size(), why));
  };
  if (text.size() > kMaxExpressionLength) refuse("it is longer than 4 MiB");
  std::size_t depth = 0, deepest = 0, separators = 0;
  for (char c : text) {
    if (c == '{') deepest = std::max(deepest, ++depth);
    if (c == '}' && depth) --depth;
    separators += c == '{' || c == ',' || c == '|';
  }
  if (deepest * 3 >= kMaxNesting)
    refuse(fmt::format("{} braces deep, and the reader stops at {} levels of nesting", deepest,
                       kMaxNesting));
  if (separators * 4 >= kMaxSyntaxNodes)
    refuse(fmt::format("{} options and braces, and the reader stops at {} nodes", separators,
                       kMaxSyntaxNodes));
}

}  // namespace

namespace {

std::string print_game(GameStore& store, GameId g, Budget* budget, std::size_t max_length) {
  std::string text;
  Printer(store, budget, std::min(max_length, kMaxExpressionLength)).print(g, true, false, text);
  // The last leaf may pass a caller's bound (the reader's own is checked below).
  if (max_length < kMaxExpressionLength && text.size() > max_length) throw too_long(max_length);
  if (budget) budget->charge(text.size() / 64);  // the scan below
  check_reads_back(text);
  return text;
}

}  // namespace

std::string format_game(GameStore& store, GameId g) {
  return print_game(store, g, nullptr, kMaxExpressionLength);
}

std::string format_game(GameStore& store, GameId g, Budget& budget, std::size_t max_length) {
  return print_game(store, g, &budget, max_length);
}

void sort_in_cgsuite_order(GameStore& store, std::vector<GameId>& games) {
  Printer(store).sort(games);
}

}  // namespace grundy::partizan
