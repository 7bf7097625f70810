#include "app/transfinite.h"

namespace grundy::app {

using namespace grundy::transfinite;

ValueResult transfinite_value(const std::string& expression, const Context& context) {
  const Ordinal a = evaluate_transfinite(expression, context.budget);
  ValueResult r;
  r.expression = expression;
  r.normalised = format_transfinite_nimber(a);
  r.outcome = a.is_zero() ? Outcome::kP : Outcome::kN;
  if (a.is_finite()) {
    r.value = a.finite_value();
  } else {
    r.transfinite = format_ordinal(a);
  }
  return r;
}

CanonicalResult transfinite_canonical(const std::string& expression, const Context& context) {
  const Ordinal a = evaluate_transfinite(expression, context.budget);
  CanonicalResult r;
  r.expression = expression;
  r.canonical = format_transfinite_nimber(a);
  r.outcome = a.is_zero() ? Outcome::kP : Outcome::kN;
  r.transfinite = format_ordinal(a);
  r.is_impartial = true;
  return r;
}

}  // namespace grundy::app
