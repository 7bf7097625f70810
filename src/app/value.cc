#include "app/command.h"
#include "app/commands.h"
#include "app/heap_store.h"
#include "app/loopy.h"
#include "app/transfinite.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy::app {

ValueResult value(const std::string& expression, const Context& context) {
  // *ω, *(ω+1), …: transfinite nimbers (app/transfinite.h).
  if (transfinite::mentions_omega(expression)) return transfinite_value(expression, context);
  Budget& budget = context.budget;
  const Sum sum = parse_sum(expression, context.rulesets);
  if (is_loopy(sum)) return loopy_value(sum, expression, context);  // a cycle: app/loopy.h
  seed_heap_values_from_store(sum, context);  // --db / --no-db: app/heap_store.h
  GrundySolver solver(budget);
  ValueResult r;
  r.expression = expression;
  r.normalised = format_sum(sum);
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) {
      r.component_values.push_back(solver.grundy_value(*term.ruleset, c));
      r.value ^= r.component_values.back();  // Sprague–Grundy: the nim-sum of the components
    }
  }
  r.outcome = outcome_of_value(r.value);
  return r;
}

GRUNDY_COMMAND({
    .name = "value",
    .summary = "the Grundy value of a position (normal play)",
    .params = {expression_param(
        "a position in the notation, e.g. 'nim:3,4,5' (- reads it from stdin)")},
    .store = true,
    .rank = 10,
    .run = [](const Arguments& a, const Context& c) { return Answer(value(a.text("expr"), c)); },
})

}  // namespace grundy::app
