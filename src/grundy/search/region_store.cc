#include "grundy/search/region_store.h"

#include "grundy/core/error.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {

std::string region_key(const Ruleset& ruleset, const BitRules& bits, const BitBoard& board) {
  const Component c = bits.decode(board);
  return ruleset.format_position({&c, 1});
}

std::optional<GameId> find_region(RegionStore& regions, GameStore& store, Budget& budget,
                                  const std::string& ruleset, const std::string& key) {
  budget.charge(kRegionStoreCost);
  const std::optional<std::string> text = regions.find(ruleset, key);
  if (!text) return std::nullopt;
  budget.charge(text->size());
  GameId g = kZero;
  try {
    g = parse_game(store, *text, budget);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::kBudget) throw;
    regions.refuse(ruleset, key, "its value does not read as a game");
  }
  // Canonical forms print one way: a value spelled otherwise was not written by this engine.
  if (format_game(store, g, budget) != *text) {
    regions.refuse(ruleset, key, "its value is not spelled as a canonical form");
  }
  return g;
}

void save_region(RegionStore& regions, GameStore& store, Budget& budget, const std::string& ruleset,
                 const std::string& key, GameId g) {
  std::string text = format_game(store, g, budget);
  budget.charge(kRegionStoreCost + text.size());
  regions.save(ruleset, key, text);
}

}  // namespace grundy::partizan
