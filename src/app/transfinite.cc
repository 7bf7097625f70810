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

PropertiesResult transfinite_properties(const std::string& expression, const Context& context) {
  const Ordinal a = evaluate_transfinite(expression, context.budget);
  if (a.is_finite()) {  // *ω + *ω + *3 is *3, a short game: all of its properties
    PropertiesResult r = properties(format_transfinite_nimber(a), context);
    r.expression = expression;
    return r;
  }
  PropertiesResult r;
  r.expression = expression;
  r.canonical = format_transfinite_nimber(a);
  TransfiniteProperties& t = r.transfinite.emplace();
  t.nim_value = format_ordinal(a);
  t.outcome = a.is_zero() ? Outcome::kP : Outcome::kN;
  // *α = {*β : β < α | *β : β < α} has infinitely many options when α ≥ ω: the short-game
  // notions (stops, thermographs, incentives, reduced forms) are not defined for it, as in
  // CGSuite, whose TransfiniteNimber has none of them.
  for (const char* key :
       {"left_stop", "right_stop", "mean", "temperature", "left_incentives", "right_incentives",
        "atomic_weight", "reduced", "critical_temperatures", "thermograph", "companion", "freeze",
        "stop_count", "uptimal_expansion"}) {
    t.not_defined.emplace_back(key,
                               "a short-game notion; *α with α ≥ ω has infinitely many "
                               "options");
  }
  return r;
}

}  // namespace grundy::app
