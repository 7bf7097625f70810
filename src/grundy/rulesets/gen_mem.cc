// CGSuite's GenMem family: one heap with a memory. A position (n, k) is a heap of n whose last
// move took k; a move takes a tokens, 1 ≤ a ≤ n, when the family's rule allows a after k, and
// leaves (n − a, a). Several pairs make a sum, each heap with its own memory.
//   fibonacci-nim   a ≤ 2k (CGSuite's FibonacciNim = TakeAway(2); Whinihan 1963)
//   take-away{r}    a ≤ r·k, r a positive rational p/q (CGSuite's TakeAway(r))
//   mem             a ≥ k (CGSuite's Mem)
#include <fmt/format.h>

#include <memory>
#include <numeric>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy {
namespace {

// The most tokens a listed heap may hold: a heap of n has up to n options.
constexpr std::uint64_t kMaxMemHeap = std::uint64_t{1} << 20;

class GenMemRuleset final : public ImpartialRuleset {
 public:
  // at_least: a ≥ k (Mem); else a ≤ (p/q)·k.
  GenMemRuleset(std::string spelling, std::string description, bool at_least, std::uint64_t p,
                std::uint64_t q)
      : spelling_(std::move(spelling)),
        description_(std::move(description)),
        at_least_(at_least),
        p_(p),
        q_(q) {}

  std::string spelling() const override { return spelling_; }
  std::string describe() const override { return description_; }

  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [piece, col] = trim(raw.text, raw.column);
      if (piece.size() < 2 || piece.front() != '(' || piece.back() != ')') {
        throw parse_error(fmt::format("expected a heap and its memory (n,k) at column {}, e.g. "
                                      "{}:(10,3)",
                                      col, spelling_),
                          col);
      }
      const auto coords = split_top_level(piece.substr(1, piece.size() - 2), col + 1, ',');
      if (coords.size() != 2) {
        throw parse_error(fmt::format("expected two numbers in (n,k) at column {}", col), col);
      }
      const std::uint64_t n = parse_natural(coords[0].text, coords[0].column, "a heap size n");
      const std::uint64_t k = parse_natural(coords[1].text, coords[1].column, "a memory k");
      if (n > 0) out.push_back({n, k});  // a heap of 0 is the empty game, whatever its memory
    }
    return out;
  }

  std::string format_position(std::span<const Component> cs) const override {
    if (cs.empty()) return "(0,0)";
    std::string out;
    for (const Component& c : cs) out += fmt::format("{}({},{})", out.empty() ? "" : ",", c.a, c.b);
    return out;
  }

  // The takes allowed from c: a in [low, high] (empty when low > high).
  std::pair<std::uint64_t, std::uint64_t> takes(const Component& c) const {
    if (at_least_) return {std::max<std::uint64_t>(c.b, 1), c.a};
    // a·q ≤ p·k, in 128 bits so that no product wraps.
    const unsigned __int128 most = static_cast<unsigned __int128>(p_) * c.b / q_;
    return {1, most < c.a ? static_cast<std::uint64_t>(most) : c.a};
  }

  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    const auto [low, high] = takes(c);
    if (low > high) return {};
    if (high - low >= kMaxMemHeap) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("a heap of {} has too many options to list", c.a));
    }
    OptionsCharge charge(budget, "the option list of a heap with memory");
    std::vector<Parts> out;
    for (std::uint64_t a = low; a <= high; ++a) {
      if (a == c.a) {
        charge.add_heaps(0);
        out.push_back({});  // the heap is gone
      } else {
        charge.add_heaps(1);
        out.push_back({{c.a - a, a}});
      }
    }
    return out;
  }

  bool is_terminal(const Component& c, Budget&) const override {
    const auto [low, high] = takes(c);
    return low > high;
  }

  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::uint64_t left = to.empty() ? 0 : to[0].a;
    return fmt::format("take {} from the heap of {} (the last move took {}), leaving ({},{})",
                       from.a - left, from.a, from.b, left, from.a - left);
  }

  Component sample(std::uint64_t seed, unsigned size) const override {
    const std::uint64_t s = std::max(2u, size);
    return {1 + seed % s, (seed / s) % s};
  }

 private:
  std::string spelling_, description_;
  bool at_least_;
  std::uint64_t p_, q_;
};

// r in take-away{r}: a positive rational p/q (or a natural p), returned reduced.
std::pair<std::uint64_t, std::uint64_t> parse_ratio(std::string_view text, std::size_t column) {
  const auto slash = text.find('/');
  std::uint64_t p = 0, q = 1;
  if (slash == std::string_view::npos) {
    p = parse_natural(text, column, "the ratio r of take-away{r}");
  } else {
    p = parse_natural(text.substr(0, slash), column, "the numerator of r");
    q = parse_natural(text.substr(slash + 1), column + slash + 1, "the denominator of r");
    if (q == 0) {
      throw parse_error(fmt::format("the denominator of r at column {} is 0", column + slash + 1),
                        column + slash + 1);
    }
  }
  if (p == 0) {
    throw parse_error(fmt::format("take-away{{r}} needs r > 0 at column {}: with r = 0 no move is "
                                  "ever allowed",
                                  column),
                      column);
  }
  const std::uint64_t g = std::gcd(p, q);
  return {p / g, q / g};
}

}  // namespace

REGISTER_RULESET_FAMILY(
    "gen-mem", "fibonacci-nim:(10,2)",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr {
      if (spelling == "fibonacci-nim") {
        return std::make_shared<GenMemRuleset>(
            "fibonacci-nim", "Fibonacci Nim: take at most twice what the last move took", false, 2,
            1);
      }
      if (spelling == "mem") {
        return std::make_shared<GenMemRuleset>("mem", "Mem: take at least what the last move took",
                                               true, 0, 1);
      }
      if (!spelling.starts_with("take-away")) return nullptr;
      const std::string_view rest = spelling.substr(9);
      if (rest.size() < 2 || rest.front() != '{' || rest.back() != '}') {
        throw parse_error(fmt::format("expected take-away{{r}} with the ratio in braces at column "
                                      "{}, e.g. take-away{{3/2}}",
                                      column + 9),
                          column + 9);
      }
      const auto [p, q] = parse_ratio(rest.substr(1, rest.size() - 2), column + 10);
      const std::string r = q == 1 ? std::to_string(p) : fmt::format("{}/{}", p, q);
      return std::make_shared<GenMemRuleset>(
          "take-away{" + r + "}", "Take-Away: take at most " + r + " times what the last move took",
          false, p, q);
    },
    true,
    [] {
      return std::vector<std::string>{"fibonacci-nim", "mem", "take-away{r}"};
    })

}  // namespace grundy
