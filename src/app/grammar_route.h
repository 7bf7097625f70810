#pragma once
// Which wing of the one grammar reads an expression, decided by the shape of its syntax tree
// (grundy/notation/syntax.h), parsed once. The impartial reader takes plain sums of `ruleset:position`
// terms, nimbers and 0 whose positions are impartial (heaps, Wythoff pairs, graph nodes, Cram
// boards, green Hackenbush); the partizan reader takes everything else ({L|R}, numbers, ups,
// differences, Domineering boards) and reads impartial terms as their nimbers. A plain sum is
// impartial's even when a position is bad, so `nim:-1` is a bad heap size, not "not partizan".
#include <string>  // std::string

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/notation/syntax.h"

namespace grundy::app {

// True when expression has the shape of a sum of `ruleset:position` terms, nimbers and 0. Throws
// the parse error when expression is not in the grammar.
inline bool is_plain_sum(const std::string& expression) {
  return is_plain_sum(parse_syntax(expression));
}

// True when a term of the plain sum tree is a position at which Left and Right have different
// moves (`domineering:..|..`, `clobber:xo`): the partizan wing's. A bad term throws the error
// its ruleset gives (the same in both wings).
inline bool has_partizan_position(const Syntax& tree, RulesetCache& rulesets) {
  for (const Syntax* c : plain_sum_components(tree)) {
    if (c->kind != SyntaxKind::kTerm) continue;
    const RulesetPtr ruleset = make_ruleset(c->term().ruleset, c->column, rulesets);
    if (ruleset->is_impartial_ruleset()) continue;
    for (const Component& p :
         ruleset->parse_position(c->term().position, c->term().position_column)) {
      if (!ruleset->is_impartial(p)) return true;
    }
  }
  return false;
}

// Calls impartial(sum) when expression is a plain sum of impartial positions (its rulesets from
// the cache), else partizan() (unless impartial_only: misère play is defined here for impartial
// positions only, so the impartial reader's error says why the expression is not one).
template <class Impartial, class Partizan>
auto route_by_grammar(const std::string& expression, RulesetCache& rulesets, bool impartial_only,
                      Impartial&& impartial, Partizan&& partizan) {
  const Syntax tree = parse_syntax(expression);
  if (!impartial_only && (!is_plain_sum(tree) || has_partizan_position(tree, rulesets))) {
    return partizan();
  }
  return impartial(sum_of_syntax(tree, &rulesets));
}

}  // namespace grundy::app
