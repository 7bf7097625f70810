#pragma once
// A whole partizan expression: CGSuite values and ruleset terms joined by + and −, e.g.
// `{3||2|1} + domineering:..|.. - *2` or `kayles:5 + clobber:xo`. Impartial ruleset terms take
// the value *G (Sprague–Grundy) unless by_definition asks for {options | options} itself.
#include <string_view>  // std::string_view

#include "grundy/core/budget.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {

// The impartial rulesets of its terms come from the cache (their tables and oracle shared).
GameId evaluate(PartizanSolver& solver, std::string_view text, RulesetCache& rulesets,
                bool by_definition = false);
// The same with impartial rulesets of its own, shared with nothing.
GameId evaluate(PartizanSolver& solver, std::string_view text, bool by_definition = false);

}  // namespace grundy::partizan
