// Partizan subtraction games `sub{L|R}` (CGSuite's example PartizanSubtraction(L, R)): from a heap
// of n, Left may take any s in L, Right any s in R (s ≤ n); either set may be empty. With L = R it
// is the impartial sub{L}, and says so (is_impartial), so `value` takes it too.
#include <fmt/format.h>

#include <memory>
#include <set>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy {
namespace {

constexpr std::uint64_t kMaxElement = 1'000'000'000;

std::set<std::uint64_t> parse_side(std::string_view text, std::size_t column) {
  std::set<std::uint64_t> set;
  if (trim(text, column).text.empty()) return set;
  for (const Piece& piece : split_top_level(text, column, ',')) {
    const std::uint64_t s = parse_natural(piece.text, piece.column, "a number to subtract");
    const std::size_t col = trim(piece.text, piece.column).column;
    if (s == 0) {
      throw parse_error(fmt::format("0 at column {} is not allowed in sub{{L|R}}: subtracting 0 "
                                    "would be a pass, and play would never end",
                                    col),
                        col);
    }
    if (s > kMaxElement) {
      throw parse_error(fmt::format("{} at column {} is more than {}", s, col, kMaxElement), col);
    }
    set.insert(s);
  }
  return set;
}

std::string spell_side(const std::set<std::uint64_t>& set) {
  std::string out;
  for (std::uint64_t s : set) out += (out.empty() ? "" : ",") + std::to_string(s);
  return out;
}

class PartizanSubtraction final : public Ruleset {
 public:
  PartizanSubtraction(std::set<std::uint64_t> left, std::set<std::uint64_t> right)
      : left_(std::move(left)), right_(std::move(right)) {}

  std::string spelling() const override {
    return "sub{" + spell_side(left_) + "|" + spell_side(right_) + "}";
  }
  std::string describe() const override {
    return "the partizan subtraction game " + spelling() +
           ": Left takes a number in the first set, Right in the second";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> heaps;
    for (const Piece& piece : split_top_level(text, column, ',')) {
      const std::uint64_t n = parse_natural(piece.text, piece.column, "a heap size");
      if (n > 0) heaps.push_back({n, 0});  // a heap of 0 is the empty game
    }
    return heaps;
  }
  std::string format_position(std::span<const Component> components) const override {
    if (components.empty()) return "0";
    std::string out;
    for (const Component& c : components) out += (out.empty() ? "" : ",") + std::to_string(c.a);
    return out;
  }
  bool is_impartial(const Component&) const override { return left_ == right_; }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    OptionsCharge charge(budget, "the option list of a heap");
    std::vector<Parts> out;
    for (std::uint64_t s : side == Side::kLeft ? left_ : right_) {
      if (s > c.a) break;
      charge.add_heaps(s == c.a ? 0 : 1);
      out.push_back(s == c.a ? Parts{} : Parts{{c.a - s, 0}});
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::uint64_t left = to.empty() ? 0 : to[0].a;
    return fmt::format("take {} from the heap of {}, leaving {}", from.a - left, from.a, left);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    return {1 + seed % std::max(1u, size), 0};
  }

 private:
  std::set<std::uint64_t> left_, right_;
};

// sub{L|R}; sub{…}'s family (subtraction.cc) leaves a spelling with '|' to this one.
RulesetFamily partizan_sub_family() {
  RulesetFamily family(
      "partizan-sub", "sub{1,3|2,3}:10",
      [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr {
        if (!spelling.starts_with("sub{") || spelling.find('|') == std::string_view::npos) {
          return nullptr;
        }
        if (spelling.back() != '}') {
          throw parse_error(fmt::format("expected sub{{L|R}} ending in '}}' at column {}",
                                        column + spelling.size() - 1),
                            column + spelling.size() - 1);
        }
        const std::string_view inside = spelling.substr(4, spelling.size() - 5);
        const std::size_t bar = inside.find('|');
        if (inside.find('|', bar + 1) != std::string_view::npos) {
          const std::size_t col = column + 4 + inside.find('|', bar + 1);
          throw parse_error(fmt::format("a second '|' at column {}: sub{{L|R}} has two sets", col),
                            col);
        }
        return std::make_shared<PartizanSubtraction>(
            parse_side(inside.substr(0, bar), column + 4),
            parse_side(inside.substr(bar + 1), column + 5 + bar));
      },
      true, [] { return std::vector<std::string>{"sub{L|R}"}; });
  family.board_game = true;  // partizan: read by the partizan grammar, as the boards are
  return family;
}

}  // namespace

REGISTER_RULESET_FAMILY(partizan_sub_family())

}  // namespace grundy
