// The impartial variant of any partizan ruleset: one generic adapter, registered once, so that
// every partizan ruleset R of the registry has its variant `impartial(R)` (MCGS makes the section
// `[impartial R]` for every game it knows the same way).
//
// Components. The variant keeps R's positions, and splits them exactly as R does. That is sound:
// a move in a disjunctive sum G + H is a move in G or in H, so the union of both sides' options of
// G + H is (G's union) + H together with G + (H's union): the variant of a sum is the sum of the
// variants, and by the Sprague–Grundy theorem its Grundy value is the nim-sum (XOR) of theirs. A
// part R drops must have no move for either side (Ruleset::components), so it is the impartial 0
// too; a partizan 0 with moves ({-1|1}) would not be, and no ruleset drops one.
#include "grundy/rulesets/impartial_variant.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort
#include <set>        // std::set

#include "grundy/core/error.h"
#include "grundy/games/bit_nimber.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"

namespace grundy {
namespace {

constexpr std::string_view kVariantPrefix = "impartial(";

class ImpartialVariant final : public ImpartialRuleset {
 public:
  explicit ImpartialVariant(RulesetPtr partizan) : partizan_(std::move(partizan)) {}

  std::string spelling() const override {
    return impartial_variant_spelling(partizan_->spelling());
  }
  std::string describe() const override {
    return "the impartial variant of " + partizan_->spelling() +
           ": the player to move may make any move of either side (" + partizan_->describe() + ")";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    return partizan_->parse_position(text, column);
  }
  std::string format_position(std::span<const Component> components) const override {
    return partizan_->format_position(components);
  }
  std::string format_term(std::span<const Component> components) const override {
    return spelling() + ":" + format_position(components);
  }

  // Left's options, then those of Right's that Left does not have: each position once (an
  // option is a sum, the same whatever the order of its parts).
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    std::vector<Parts> out = partizan_->options(c, Side::kLeft, budget);
    std::vector<Parts> right = partizan_->options(c, Side::kRight, budget);
    OptionsCharge charge(budget, "the option list of an impartial variant");
    auto sorted = [](Parts p) {
      std::sort(p.begin(), p.end());
      return p;
    };
    std::set<Parts> seen;
    std::vector<Parts> unique;
    unique.reserve(out.size() + right.size());
    for (std::vector<Parts>* list : {&out, &right}) {
      for (Parts& option : *list) {
        charge.add(option);  // the option kept, or its key when it is a repeat
        if (!seen.insert(sorted(option)).second) continue;
        charge.add(option);
        unique.push_back(std::move(option));
      }
    }
    return unique;
  }
  using ImpartialRuleset::options;

  // On bits when R plays on bits and says its regions allow it (grundy/games/bit_nimber.h
  // gives the argument); the generic solver over options() is the reference.
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    const auto* grid = dynamic_cast<const partizan::GridRuleset*>(partizan_.get());
    const partizan::BitRules* bits = grid ? grid->bit_rules() : nullptr;
    if (!bits || !bits->variant_on_bits()) return std::nullopt;
    const std::optional<partizan::BitBoard> board = bits->encode(c);
    if (!board) return std::nullopt;
    return partizan::bit_variant_nimber(*bits, *board, budget);
  }

  bool is_terminal(const Component& c, Budget& budget) const override {
    return partizan_->is_terminal(c, budget);
  }
  bool is_loopy(const Component& c) const override { return partizan_->is_loopy(c); }
  // R's words for the move, a term of R's named as the variant's ("move to clobber:x.o" reads
  // "move to impartial(clobber):x.o").
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    std::string words = partizan_->describe_move(from, to);
    const std::string term = partizan_->spelling() + ":";
    for (std::size_t at = words.find(term); at != std::string::npos;
         at = words.find(term, at + term.size() + kVariantPrefix.size() + 1)) {
      if (at > 0 && words[at - 1] == '(') continue;  // already the variant's
      words.replace(at, term.size(), spelling() + ":");
    }
    return words;
  }
  // R's split (see the top of the file: the variant of a sum is the sum of the variants).
  std::optional<Parts> components(const Component& c) const override {
    return partizan_->components(c);
  }
  std::optional<Component> join(std::span<const Component> parts) const override {
    return partizan_->join(parts);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    return partizan_->sample(seed, size);
  }
  std::uint64_t retained_bytes() const override { return partizan_->retained_bytes(); }

 private:
  RulesetPtr partizan_;
};

// The variant for a spelling `impartial(R)`, or nullptr when the spelling is not of that shape.
RulesetPtr make_variant(std::string_view spelling, std::size_t column) {
  if (!spelling.starts_with(kVariantPrefix)) return nullptr;
  const std::size_t close = spelling.find(')');
  if (close == std::string_view::npos) {
    throw parse_error(fmt::format("expected ')' closing '{}' at column {}", kVariantPrefix,
                                  column + spelling.size()),
                      column + spelling.size());
  }
  if (close + 1 != spelling.size()) {
    throw parse_error(fmt::format("expected ':' after '{}' at column {}",
                                  printable(spelling.substr(0, close + 1)), column + close + 1),
                      column + close + 1);
  }
  std::string_view inner =
      spelling.substr(kVariantPrefix.size(), spelling.size() - kVariantPrefix.size() - 1);
  std::size_t inner_column = column + kVariantPrefix.size();
  while (!inner.empty() && inner.front() == ' ') inner.remove_prefix(1), ++inner_column;
  while (!inner.empty() && inner.back() == ' ') inner.remove_suffix(1);
  if (inner.empty()) {
    throw parse_error(
        fmt::format("expected a partizan ruleset in impartial(…) at column {}", inner_column),
        inner_column);
  }
  RulesetPtr partizan = make_ruleset(inner, inner_column);
  if (partizan->is_impartial_ruleset()) {
    throw parse_error(fmt::format("'{}' at column {} is impartial already: write {}:… without "
                                  "impartial(…)",
                                  printable(inner), inner_column, printable(inner)),
                      inner_column);
  }
  if (partizan->is_loopy_ruleset()) {
    throw parse_error(fmt::format("'{}' at column {} is loopy: the impartial variant takes games "
                                  "that end",
                                  printable(inner), inner_column),
                      inner_column);
  }
  return impartial_variant(std::move(partizan));
}

}  // namespace

RulesetPtr impartial_variant(RulesetPtr partizan) {
  return std::make_shared<ImpartialVariant>(std::move(partizan));
}

std::string impartial_variant_spelling(std::string_view partizan) {
  return std::string(kVariantPrefix) + std::string(partizan) + ")";
}

namespace {

RulesetFamily variant_family() {
  RulesetFamily family(
      "impartial-variant", "impartial(clobber):xo|ox",
      [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) {
        return make_variant(spelling, column);
      },
      true, [] { return std::vector<std::string>{"impartial(RULESET)"}; });
  family.board_game = true;
  return family;
}

}  // namespace

REGISTER_RULESET_FAMILY(variant_family())

}  // namespace grundy
