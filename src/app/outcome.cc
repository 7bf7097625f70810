#include "app/commands.h"
#include "app/partizan.h"
#include "core/error.h"
#include "impartial/grundy_solver.h"
#include "impartial/moves.h"
#include "impartial/sum.h"
#include "impartial/win_loss_solver.h"
#include "notation/expression.h"

namespace grundy::app {
namespace {

// An expression the impartial grammar cannot read goes to the partizan one, which reads every
// form ({L|R}, numbers, ups, partizan boards) and takes impartial terms as nimbers. When both
// fail, the error shown is the one for the grammar the expression was written in: a plain sum
// of `ruleset:position` terms keeps the impartial reader's error (`nim:-1` is a bad heap, not
// "not partizan").
OutcomeResult partizan_or_impartial_error(const std::string& expression, const Error& impartial,
                                          bool misere, Budget& budget) {
  // Misère play is defined here for impartial positions only, so the impartial error stands.
  if (misere) throw impartial;
  try {
    return partizan_outcome(expression, misere, budget);
  } catch (const Error& partizan) {
    if (partizan.kind() != ErrorKind::kParse) throw;
    bool plain_sum = true;
    try {
      parse_expression(expression);
    } catch (const Error&) {
      plain_sum = false;
    }
    if (plain_sum) throw impartial;
    throw;
  }
}

}  // namespace

OutcomeResult outcome(const std::string& expression, bool misere, Budget& budget) {
  Sum sum;
  try {
    sum = parse_sum(expression);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kParse) throw;
    return partizan_or_impartial_error(expression, e, misere, budget);
  }
  OutcomeResult r;
  r.expression = expression;
  r.misere = misere;
  if (!misere) {
    GrundySolver solver(budget);
    r.outcome = outcome_of_value(solver.grundy_value(sum));
    r.method = "Sprague-Grundy: P exactly when the nim-sum of the components' values is 0";
  } else if (is_nim_sum(sum)) {
    r.outcome = misere_nim_outcome(sum);
    r.method = "Bouton's misère Nim rule";
  } else {
    WinLossSolver solver(budget, Convention::kMisere);
    r.outcome = solver.outcome(sum);
    r.method = "direct win/lose search in misère play";
  }
  return r;
}

}  // namespace grundy::app
