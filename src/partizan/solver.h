#pragma once
// Values of positions: the canonical form of a partizan ruleset's position, by recursion over
// its options with a memo per ruleset, and of an impartial position, whose Left and Right options
// are the same (so its canonical form must be the nimber *G of its Grundy value).
#include <string>         // std::string
#include <unordered_map>  // the memos

#include "core/budget.h"
#include "impartial/ruleset.h"
#include "partizan/game_store.h"
#include "partizan/ruleset.h"

namespace grundy::partizan {

// The most squares (or characters) a position may have: larger ones are refused at parse time.
inline constexpr std::size_t kMaxPositionSize = 4096;

class PartizanSolver {
 public:
  PartizanSolver(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}

  // The sum of the values of position's components.
  GameId value(const PartizanRuleset& ruleset, const std::string& position);
  // The canonical form of an impartial component by the definition {options | options} with no
  // Grundy value in sight (the independent route of `grundy verify`).
  GameId impartial_value(const Ruleset& ruleset, const Component& c);

  GameStore& store() { return store_; }
  Budget& budget() { return budget_; }

 private:
  GameId component_value(const PartizanRuleset& ruleset, const std::string& component,
                         std::size_t depth);
  GameId value_at(const PartizanRuleset& ruleset, const std::string& position, std::size_t depth);
  GameId impartial_at(const Ruleset& ruleset, const Component& c, std::size_t depth);

  // Memory held by option lists on the current search path and by the memo's keys; a search that
  // would hold more than kMaxBytes fails with a budget error instead of exhausting memory.
  static constexpr std::size_t kMaxBytes = std::size_t{256} << 20;
  void hold(std::size_t bytes);
  std::size_t bytes_ = 0;

  GameStore& store_;
  Budget& budget_;
  std::unordered_map<const void*, std::unordered_map<std::string, GameId>> memo_;
  // By Ruleset::serial(): a ruleset made for one request may reuse a freed one's address.
  std::unordered_map<std::uint64_t, std::unordered_map<Component, GameId, ComponentHash>>
      impartial_;
};

}  // namespace grundy::partizan
