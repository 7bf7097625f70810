#include "games/impartial_view.h"

#include <fmt/format.h>

#include <algorithm>  // std::max, std::equal

#include "core/error.h"
#include "impartial/registry.h"

namespace grundy {
namespace {

// Each interned position costs its string and two table entries; past this many a request is
// refused rather than growing without bound (a Cram board this large has no hope anyway).
constexpr std::size_t kMaxInternedPositions = std::size_t{1} << 24;

}  // namespace

ImpartialView::ImpartialView(partizan::PartizanRulesetPtr rules) : rules_(std::move(rules)) {}

std::string ImpartialView::describe() const {
  return rules_->name() + ", played as an impartial game (both players have the same moves)";
}

std::vector<Component> ImpartialView::parse_position(std::string_view text,
                                                     std::size_t column) const {
  const std::string position = rules_->parse_position(text, column);
  if (!rules_->is_impartial(position)) {
    throw parse_error(
        fmt::format("{}:{} at column {} is partizan (Left and Right have different moves), so it "
                    "has no Grundy value; `grundy canonical`, `outcome` and `compare` take it",
                    rules_->name(), position, column),
        column);
  }
  return split(position);
}

Parts ImpartialView::split(const std::string& position) const {
  Parts parts;
  for (const std::string& region : rules_->components(position)) parts.push_back(intern(region));
  return parts;
}

Component ImpartialView::intern(const std::string& position) const {
  std::lock_guard lock(mutex_);
  auto [it, fresh] = ids_.try_emplace(position, positions_.size());
  if (fresh) {
    if (positions_.size() >= kMaxInternedPositions) {
      ids_.erase(it);
      throw Error(ErrorKind::kBudget,
                  fmt::format("more than {} distinct {} positions were met; the search is too "
                              "large",
                              kMaxInternedPositions, rules_->name()));
    }
    positions_.push_back(position);
  }
  return Component{it->second, 0};
}

std::string ImpartialView::position(const Component& c) const {
  std::lock_guard lock(mutex_);
  return positions_.at(c.a);
}

std::string ImpartialView::format_position(std::span<const Component> components) const {
  std::vector<std::string> parts;
  for (const Component& c : components) parts.push_back(position(c));
  return rules_->join(parts);
}

std::vector<Parts> ImpartialView::options(const Component& c) const {
  std::vector<Parts> out;
  // Impartial: Left's options are Right's, so one side's list is the game's.
  for (const std::string& o : rules_->options(position(c), partizan::Side::kLeft)) {
    out.push_back(split(o));
  }
  return out;
}

std::string ImpartialView::describe_move(const Component& from,
                                         std::span<const Component> to) const {
  // The option's regions, put back together as the ruleset spells a single position where it
  // can; the move itself is described by the ruleset from the two positions.
  const std::string before = position(from);
  for (const std::string& o : rules_->options(before, partizan::Side::kLeft)) {
    const Parts parts = split(o);
    if (std::equal(parts.begin(), parts.end(), to.begin(), to.end())) {
      return rules_->describe_move(before, o);
    }
  }
  return "move to " + format_term(to);
}

Component ImpartialView::sample(std::uint64_t seed, unsigned size) const {
  // The ruleset's samples that are impartial, the first found from seed on.
  constexpr int kTries = 1000;
  for (std::uint64_t s = seed; s < seed + kTries; ++s) {
    const std::string p = rules_->parse_position(rules_->sample(s, std::max(size, 4u)), 1);
    if (!rules_->is_impartial(p)) continue;
    const Parts parts = split(p);
    if (parts.size() == 1) return parts[0];
  }
  throw Error(ErrorKind::kComputation,
              fmt::format("{} gave no impartial sample position", rules_->name()));
}

}  // namespace grundy

// Every partizan ruleset is reachable from the impartial commands; its positions are taken where
// they are impartial and refused, with the reason, where they are not. Registered last in effect:
// the partizan names never clash with the impartial families'.
REGISTER_RULESET_FAMILY(
    "partizan rulesets on impartial positions", "cram:..|..",
    [](std::string_view spelling, std::size_t,
       const grundy::HeapPeriodOracle*) -> grundy::RulesetPtr {
      auto rules = grundy::partizan::find_partizan_ruleset(spelling);
      if (!rules) return nullptr;
      return std::make_shared<grundy::ImpartialView>(std::move(rules));
    },
    /*cacheable=*/false, [] { return grundy::partizan::partizan_ruleset_names(); })
