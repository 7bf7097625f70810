#include "grundy/partizan/expression.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/loopy.h"
#include "grundy/notation/expression.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {

namespace {

GameId evaluate(PartizanSolver& solver, std::string_view text, RulesetCache* rulesets,
                bool by_definition) {
  if (text.size() > kMaxExpressionLength) {
    throw parse_error(fmt::format("the expression is {} characters long; the limit is {}",
                                  text.size(), kMaxExpressionLength),
                      kMaxExpressionLength + 1);
  }
  GameStore& store = solver.store();
  GrundySolver grundy(solver.budget());
  const TermResolver resolver = [&](std::string_view name, std::size_t name_column,
                                    std::string_view position,
                                    std::size_t position_column) -> GameId {
    check_brackets(name, name_column);
    const RulesetPtr ruleset =
        rulesets ? make_ruleset(name, name_column, *rulesets) : make_ruleset(name, name_column);
    GameId total = kZero;
    for (const Component& c : ruleset->parse_position(position, position_column)) {
      refuse_loopy(*ruleset, c, "the canonical form");  // its search would meet a cycle
      // Sprague–Grundy: an impartial game equals the nimber of its Grundy value. By definition,
      // the canonical form comes from the options alone (the independent route).
      const GameId v = by_definition || !ruleset->is_impartial(c)
                           ? solver.value(*ruleset, c)
                           : store.nimber(grundy.grundy_value(*ruleset, c));
      total = store.add(total, v, solver.budget());
    }
    return total;
  };
  return parse_game(store, text, solver.budget(), resolver, 1);
}

}  // namespace

GameId evaluate(PartizanSolver& solver, std::string_view text, RulesetCache& rulesets,
                bool by_definition) {
  return evaluate(solver, text, &rulesets, by_definition);
}

GameId evaluate(PartizanSolver& solver, std::string_view text, bool by_definition) {
  return evaluate(solver, text, nullptr, by_definition);
}

}  // namespace grundy::partizan
