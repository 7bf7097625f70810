// Fraenkel's r-Wythoff, `wythoff{r}:(x,y)`: CGSuite's GenWythoff(k -> k + r) (Fraenkel and Tanny's
// bounding function f(k) = k + r). From (x, y) a move takes any number from one pile, or k from
// one pile and l from the other with 0 < k ≤ l < k + r (so |k − l| < r). wythoff{1} is Wythoff's
// game (wythoff.cc, which has its closed forms); here every position lists its options.
#include <fmt/format.h>

#include <memory>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy {
namespace {

constexpr std::uint64_t kMaxPile = std::uint64_t{1} << 20;
constexpr std::uint64_t kMaxWythoffR = std::uint64_t{1} << 20;

class GenWythoff final : public ImpartialRuleset {
 public:
  explicit GenWythoff(std::uint64_t r) : r_(r) {}

  std::string spelling() const override { return fmt::format("wythoff{{{}}}", r_); }
  std::string describe() const override {
    return fmt::format("{}-Wythoff: take from one pile, or k and l from both with |k - l| < {}", r_,
                       r_);
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [piece, col] = trim(raw.text, raw.column);
      if (piece.size() < 2 || piece.front() != '(' || piece.back() != ')') {
        throw parse_error(
            fmt::format("expected a position (x,y) at column {}, e.g. {}:(3,5)", col, spelling()),
            col);
      }
      const auto coords = split_top_level(piece.substr(1, piece.size() - 2), col + 1, ',');
      if (coords.size() != 2) {
        throw parse_error(fmt::format("expected two numbers in (x,y) at column {}", col), col);
      }
      const std::uint64_t x = parse_natural(coords[0].text, coords[0].column, "a pile size x");
      const std::uint64_t y = parse_natural(coords[1].text, coords[1].column, "a pile size y");
      out.push_back({x, y});  // (0,0) is kept, as wythoff keeps it
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    if (cs.empty()) return "(0,0)";
    std::string out;
    for (const Component& c : cs) out += fmt::format("{}({},{})", out.empty() ? "" : ",", c.a, c.b);
    return out;
  }
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    const std::uint64_t x = c.a, y = c.b;
    if (x > kMaxPile || y > kMaxPile) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("a {} position that large has too many options to list", spelling()));
    }
    OptionsCharge charge(budget, "the option list of a Wythoff position");
    std::vector<Parts> out;
    auto add = [&](std::uint64_t a, std::uint64_t b) {
      charge.add_heaps(a || b ? 1 : 0);
      out.push_back(a || b ? Parts{{a, b}} : Parts{});
    };
    for (std::uint64_t a = 1; a <= x; ++a) add(x - a, y);
    for (std::uint64_t b = 1; b <= y; ++b) add(x, y - b);
    // k from one pile and l from the other, 0 < k ≤ l < k + r (CGSuite's dOpts1, dOpts2).
    for (std::uint64_t k = 1; k <= std::min(x, y); ++k) {
      for (std::uint64_t l = k; l < k + r_ && l <= y; ++l) add(x - k, y - l);
      for (std::uint64_t l = k + 1; l < k + r_ && l <= x; ++l) add(x - l, y - k);
    }
    return out;
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const Component t = to.empty() ? Component{0, 0} : to[0];
    return fmt::format("take {} from the first pile and {} from the second of ({},{}): ({},{})",
                       from.a - t.a, from.b - t.b, from.a, from.b, t.a, t.b);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    const std::uint64_t s = std::max(1u, size);
    const std::uint64_t a = seed % s;
    return {a, (seed / s) % (s - a)};
  }

 private:
  std::uint64_t r_;
};

}  // namespace

REGISTER_RULESET_FAMILY(
    "gen-wythoff", "wythoff{2}:(3,5)",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr {
      if (!spelling.starts_with("wythoff{")) return nullptr;
      if (spelling.back() != '}') {
        throw parse_error(fmt::format("expected wythoff{{r}} ending in '}}' at column {}",
                                      column + spelling.size() - 1),
                          column + spelling.size() - 1);
      }
      const std::uint64_t r =
          parse_natural(spelling.substr(8, spelling.size() - 9), column + 8, "r in wythoff{r}");
      if (r == 0 || r > kMaxWythoffR) {
        throw parse_error(fmt::format("r in wythoff{{r}} at column {} must be from 1 to {}",
                                      column + 8, kMaxWythoffR),
                          column + 8);
      }
      return std::make_shared<GenWythoff>(r);
    },
    true, [] { return std::vector<std::string>{"wythoff{r}"}; })

}  // namespace grundy
