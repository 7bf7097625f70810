#pragma once
// A partizan ruleset's impartial positions seen through the impartial interface (one game model):
// a Cram board or an all-green Hackenbush picture is an impartial game, so `value`, `moves`,
// `verify` and misère play take it like any heap. The ruleset keeps its own rules and spelling;
// this view interns its positions as Components (ids into a table of the view's own, so the
// solvers hash small integers, not strings) and splits them into the ruleset's components.
//
// A view is made afresh for each parse (its table lives as long as the request's Sum), so no
// table outlives the request that filled it. Like every ruleset, a view must outlive the solvers
// that met it: their memos are keyed by the ruleset's address.
#include <mutex>          // std::mutex
#include <string>         // std::string
#include <unordered_map>  // the intern table
#include <vector>         // std::vector

#include "impartial/ruleset.h"
#include "partizan/ruleset.h"

namespace grundy {

class ImpartialView final : public Ruleset {
 public:
  explicit ImpartialView(partizan::PartizanRulesetPtr rules);

  std::string spelling() const override { return rules_->name(); }
  std::string describe() const override;
  // Refuses a position with moves for one side only, naming the commands that take it.
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override;
  // The components joined into one position by the ruleset (Cram's regions side by side), which
  // reads back as the same components.
  std::string format_position(std::span<const Component> components) const override;
  std::vector<Parts> options(const Component& c) const override;
  std::string describe_move(const Component& from, std::span<const Component> to) const override;
  Component sample(std::uint64_t seed, unsigned size) const override;

  // The position a component stands for, in the ruleset's spelling.
  std::string position(const Component& c) const;
  const partizan::PartizanRuleset& rules() const { return *rules_; }

 private:
  Component intern(const std::string& position) const;
  Parts split(const std::string& position) const;

  partizan::PartizanRulesetPtr rules_;
  mutable std::mutex mutex_;
  mutable std::vector<std::string> positions_;
  mutable std::unordered_map<std::string, std::uint64_t> ids_;
};

}  // namespace grundy
