// `grundy canonical` and `compare` on loopy partizan games: stoppers and their sides
// (grundy/stoppers/stopper_value.h).
#include "app/loopy_read.h"
#include "app/partizan.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::app {

using namespace grundy::partizan;

CanonicalResult loopy_canonical(const std::string& expression, const Context& context) {
  Budget& budget = context.budget;
  GameStore store;
  const stopper::Sides s = read_loopy_sides(expression, store, context);
  CanonicalResult r;
  r.expression = expression;
  r.canonical = stopper::format_sides(s, store, budget);
  LoopyCanonical l;
  l.stopper = s.stopper;
  l.onside = stopper::format_stopper(s.onside, store, budget);
  l.offside = stopper::format_stopper(s.offside, store, budget);
  const stopper::LoopyOutcome o = stopper::outcome_of(s, budget);
  l.left_first = stopper::to_string(o.left_first);
  l.right_first = stopper::to_string(o.right_first);
  r.loopy_outcome = stopper::outcome_class(o);
  r.loopy = std::move(l);
  return r;
}

CompareResult loopy_compare(const std::string& a, const std::string& b, const Context& context) {
  Budget& budget = context.budget;
  GameStore store;
  const stopper::Sides sa = read_loopy_sides(a, store, context),
                       sb = read_loopy_sides(b, store, context);
  return {a, b, stopper::format_sides(sa, store, budget), stopper::format_sides(sb, store, budget),
          to_symbol(stopper::compare_sides(sa, sb, budget))};
}

}  // namespace grundy::app
