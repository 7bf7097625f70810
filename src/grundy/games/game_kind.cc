#include "grundy/games/game_kind.h"

#include "grundy/notation/loopy_notation.h"

namespace grundy {
namespace {

// True when the expression's first term is a position of a loopy ruleset.
bool starts_with_loopy_ruleset(std::string_view expression) {
  const std::size_t colon = expression.find(':');
  if (colon == std::string_view::npos) return false;
  const std::string_view name = expression.substr(0, colon);
  for (const RulesetFamily& family : ruleset_families()) {
    if (!family.loopy) continue;
    if (RulesetPtr ruleset = family.make(name, 1, nullptr)) return ruleset->is_loopy_ruleset();
  }
  return false;
}

}  // namespace

GameKind classify(std::string_view expression) {
  if (starts_with_loopy_ruleset(expression)) return GameKind::kLoopyRuleset;
  if (is_loopy_notation(expression)) return GameKind::kLoopyPartizan;
  return GameKind::kShortSum;
}

}  // namespace grundy
