// Nimbers *n as components of a sum: *n has the options *0 … *(n−1), so its value is n.
#include <fmt/format.h>

#include <memory>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy {

namespace {

class NimberRuleset final : public ImpartialRuleset {
 public:
  std::string spelling() const override { return "*"; }
  std::string describe() const override { return "a nimber *n: move to any smaller nimber"; }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    const std::uint64_t n = parse_natural(text, column, "the nimber's value");
    if (n == 0) return {};
    return {{n, 0}};
  }
  std::string format_position(std::span<const Component> cs) const override {
    return cs.empty() ? "0" : std::to_string(cs.front().a);
  }
  // A term left with no nimber prints as *0, as any term left with no heaps prints as
  // RULESET:0 (docs/notation.md): the term is kept, so print(parse(s)) has the terms of s.
  std::string format_term(std::span<const Component> cs) const override {
    if (cs.empty()) return "*0";
    std::string out;
    for (const Component& c : cs) {
      if (!out.empty()) out += " + ";
      out += c.a == 1 ? "*" : "*" + std::to_string(c.a);
    }
    return out;
  }
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    // *n has exactly the n options *0 … *(n−1); a list of more than kMaxListedOptions is refused
    // with a budget error, never cut short (a shortened list would be another game, *limit).
    if (c.a > kMaxListedOptions) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("*{} has {} options, more than the {} that may be listed; its "
                              "value is {} without listing them",
                              c.a, c.a, kMaxListedOptions, c.a));
    }
    OptionsCharge charge(budget, "the option list of a nimber");
    std::vector<Parts> out;
    for (std::uint64_t k = 0; k < c.a; ++k) {
      charge.add_heaps(k == 0 ? 0 : 1);
      out.push_back(k == 0 ? Parts{} : Parts{{k, 0}});
    }
    return out;
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    return fmt::format("move *{} to *{}", from.a, to.empty() ? 0 : to.front().a);
  }
  bool is_terminal(const Component& c, Budget&) const override { return c.a == 0; }
  std::optional<std::uint64_t> fast_value(const Component& c, Budget&) const override {
    return c.a;
  }
  std::vector<Parts> options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>&, Budget&) const override {
    if (target >= c.a) return {};
    return {target == 0 ? Parts{} : Parts{{target, 0}}};
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    return {1 + seed % std::max(1u, size), 0};
  }
};

}  // namespace

REGISTER_RULESET_FAMILY("nimber", "*3",
                        [](std::string_view spelling, std::size_t,
                           const HeapPeriodOracle*) -> RulesetPtr {
                          if (spelling != "*") return nullptr;
                          static const RulesetPtr kNimbers = std::make_shared<NimberRuleset>();
                          return kNimbers;
                        })

}  // namespace grundy
