#pragma once
// Which wing of the one grammar reads an expression. The impartial reader takes sums of
// `ruleset:position` terms whose positions are impartial (heaps, Wythoff pairs, graph nodes, Cram
// boards, green Hackenbush); the partizan reader takes everything else ({L|R}, numbers, ups,
// Domineering boards) and reads impartial terms as their nimbers. When both fail, the error shown
// is the one for the grammar the expression was written in: a plain sum of terms keeps the
// impartial reader's error (`nim:-1` is a bad heap size, not "not partizan").
#include <string>  // std::string

#include "core/error.h"
#include "games/sum.h"
#include "notation/expression.h"

namespace grundy::app {

// True when expression has the shape of a sum of `ruleset:position` terms and nimbers.
inline bool is_plain_sum(const std::string& expression) {
  try {
    parse_expression(expression);
    return true;
  } catch (const Error&) {
    return false;
  }
}

// Calls impartial(sum) when the impartial reader takes expression (its rulesets from the cache),
// else partizan() (unless impartial_only: misère play is defined here for impartial positions
// only).
template <class Impartial, class Partizan>
auto route_by_grammar(const std::string& expression, RulesetCache& rulesets, bool impartial_only,
                      Impartial&& impartial, Partizan&& partizan) {
  Sum sum;
  try {
    sum = parse_sum(expression, rulesets);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kParse || impartial_only) throw;
    try {
      return partizan();
    } catch (const Error& p) {
      if (p.kind() != ErrorKind::kParse || !is_plain_sum(expression)) throw;
      throw e;
    }
  }
  return impartial(sum);
}

}  // namespace grundy::app
