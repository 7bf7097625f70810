#include "app/options.h"

#include <set>  // std::set

#include "app/command.h"
#include "app/heap_store.h"
#include "app/loopy.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/moves.h"

namespace grundy::app {

void list_options(const Sum& sum, Budget& budget, std::size_t limit, OptionsResult& r,
                  const std::function<void(const Sum& next, OptionItem& item)>& value_of) {
  const bool several = sum.component_count() > 1;
  std::set<std::string> seen;
  for (std::size_t t = 0; t < sum.terms.size() && !r.truncated; ++t) {
    const Term& term = sum.terms[t];
    for (std::size_t i = 0; i < term.components.size() && !r.truncated; ++i) {
      const Component& c = term.components[i];
      for (const Parts& parts : term.ruleset->options(c, budget)) {
        budget.charge();
        const Sum next = apply_move(sum, t, i, parts);
        std::string to = format_sum(next);
        if (!seen.insert(to).second) continue;
        if (r.options.size() == limit) {
          r.truncated = true;
          break;
        }
        std::string move = term.ruleset->describe_move(c, parts);
        if (several) move = "in " + term.ruleset->spelling() + ", " + move;
        // The list is held until the answer is printed: its bytes count against the budget.
        budget.charge_bytes(sizeof(OptionItem) + to.size() + move.size(), "the list of options");
        OptionItem item{std::move(to), std::move(move), t, i};
        value_of(next, item);
        r.options.push_back(std::move(item));
      }
    }
  }
}

OptionsResult options(const std::string& expression, const Context& context, std::size_t limit) {
  Budget& budget = context.budget;
  const Sum sum = parse_sum(expression, context.rulesets);
  if (is_loopy(sum)) return loopy_options(sum, expression, context, limit);  // app/loopy.h
  seed_heap_values_from_store(sum, context);  // --db / --no-db: app/heap_store.h
  GrundySolver solver(budget);
  OptionsResult r;
  r.expression = expression;
  r.normalised = format_sum(sum);
  r.value = solver.grundy_value(sum);
  r.outcome = outcome_of_value(r.value);
  list_options(sum, budget, limit, r,
               [&](const Sum& next, OptionItem& item) { item.value = solver.grundy_value(next); });
  return r;
}

GRUNDY_COMMAND({
    .name = "options",
    .summary = "every option of a position, with its value",
    .params = {expression_param()},
    .store = true,
    .rank = 100,
    .run = [](const Arguments& a, const Context& c) { return Answer(options(a.text("expr"), c)); },
})

}  // namespace grundy::app
