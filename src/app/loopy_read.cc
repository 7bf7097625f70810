#include "app/loopy_read.h"

#include "grundy/games/game_kind.h"
#include "grundy/stoppers/ruleset_graph.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::app {

using namespace grundy::partizan;

stopper::ParsedLoopy read_loopy_game(const std::string& expression, GameStore& store,
                                     const Context& context) {
  if (classify(expression) == GameKind::kLoopyRuleset) {
    return stopper::read_ruleset_loopy(expression, context.rulesets, store, context.budget);
  }
  return stopper::parse_loopy(expression, store, context.budget);
}

stopper::Sides read_loopy_sides(const std::string& expression, GameStore& store,
                                const Context& context) {
  if (classify(expression) == GameKind::kLoopyRuleset) {
    // Its value compares its positions pairwise: a larger graph is refused as soon as it passes.
    const stopper::ParsedLoopy p = stopper::read_ruleset_loopy(
        expression, context.rulesets, store, context.budget, stopper::kMaxValuedGraphNodes);
    return stopper::sides(p.graph, p.root, context.budget);
  }
  return stopper::evaluate_loopy(expression, store, context.budget);
}

bool is_loopy_game(const std::string& expression) {
  const GameKind k = classify(expression);
  return k == GameKind::kLoopyPartizan || k == GameKind::kLoopyRuleset;
}

}  // namespace grundy::app
