#pragma once
// Which wing of the one grammar reads an expression, decided by the shape of its syntax tree
// (notation/syntax.h), parsed once. The impartial reader takes plain sums of `ruleset:position`
// terms, nimbers and 0 whose positions are impartial (heaps, Wythoff pairs, graph nodes, Cram
// boards, green Hackenbush); the partizan reader takes everything else ({L|R}, numbers, ups,
// differences, Domineering boards) and reads impartial terms as their nimbers. A plain sum is
// impartial's even when a position is bad, so `nim:-1` is a bad heap size, not "not partizan".
#include <string>  // std::string

#include "core/error.h"
#include "impartial/sum.h"
#include "notation/syntax.h"
#include "partizan/ruleset.h"

namespace grundy::app {

// True when expression has the shape of a sum of `ruleset:position` terms, nimbers and 0. Throws
// the parse error when expression is not in the grammar.
inline bool is_plain_sum(const std::string& expression) {
  return is_plain_sum(parse_syntax(expression));
}

// True when a term of the plain sum tree is a position of a partizan ruleset at which Left and
// Right have different moves (`domineering:..|..`, `clobber:xo`): the partizan wing's.
inline bool has_partizan_position(const Syntax& tree) {
  for (const Syntax* c : plain_sum_components(tree)) {
    if (c->kind != SyntaxKind::kTerm) continue;
    auto rules = partizan::find_partizan_ruleset(c->term().ruleset);
    if (!rules) continue;
    if (!rules->is_impartial(
            rules->parse_position(c->term().position, c->term().position_column))) {
      return true;
    }
  }
  return false;
}

// Calls impartial(sum) when expression is a plain sum of impartial positions, else partizan()
// (unless impartial_only: misère play is defined here for impartial positions only, so the
// impartial reader's error says why the expression is not one).
template <class Impartial, class Partizan>
auto route_by_grammar(const std::string& expression, bool impartial_only, Impartial&& impartial,
                      Partizan&& partizan) {
  const Syntax tree = parse_syntax(expression);
  if (!impartial_only && (!is_plain_sum(tree) || has_partizan_position(tree))) return partizan();
  return impartial(sum_of_syntax(tree));
}

}  // namespace grundy::app
