// `grundy properties` on a loopy partizan expression: what the literature defines for such
// games (Winning Ways ch. 11; Siegel, CGT ch. VI): the value (a stopper's simplest form, or the
// sides S & T), each side, the outcome with draws, and for a stopper its stops (pseudonumbers,
// grundy/stoppers/stopper_stops.h) and degree of loopiness. Every other property of a short game is
// given as JSON null with the reason, never a number made up for it. A loopy expression whose
// value is a short game (`a={1|0}; a`) has the short game's properties.
#include <fmt/format.h>

#include "app/loopy_read.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/games/game_kind.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_stops.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::app {

using namespace grundy::partizan;

namespace {

constexpr const char* kNotStopper =
    "defined for stoppers (Siegel, CGT ch. VI); this game is not one: see its onside and "
    "offside, each a stopper";

// The properties of short games that are not defined for loopy ones, with the reason.
const std::pair<const char*, const char*> kShortOnly[] = {
    {"mean", "thermography (mean, temperature, thermograph) is defined here for short games"},
    {"temperature",
     "thermography (mean, temperature, thermograph) is defined here for short games"},
    {"birthday", "a loopy game has no birthday: some of its plays do not end"},
    {"left_incentives",
     "incentives are defined here for short games (a loopy game's G^L - G need not be a "
     "stopper)"},
    {"right_incentives",
     "incentives are defined here for short games (a loopy game's G^R - G need not be a "
     "stopper)"},
    {"atomic_weight", "atomic weight is defined for short all-small games"},
    {"reduced", "reduced canonical forms are defined for short games"},
    {"critical_temperatures",
     "thermography (mean, temperature, thermograph) is defined here for short games"},
    {"thermograph",
     "thermography (mean, temperature, thermograph) is defined here for short games"},
    {"companion", "the companion is defined here for short games"},
    {"freeze", "thermography (mean, temperature, thermograph) is defined here for short games"},
    {"stop_count", "a loopy game's tree of plays need not be finite"},
    {"is_infinitesimal", "the predicates of CGSuite's CanonicalShortGame are for short games"},
    {"is_numberish", "the predicates of CGSuite's CanonicalShortGame are for short games"},
    {"is_all_small", "the predicates of CGSuite's CanonicalShortGame are for short games"},
    {"is_atomic", "atomic weight is defined for short all-small games"},
    {"is_even_tempered", "the predicates of CGSuite's CanonicalShortGame are for short games"},
    {"is_odd_tempered", "the predicates of CGSuite's CanonicalShortGame are for short games"},
    {"uptimal_expansion", "uptimal expansions are defined for short games"},
};

// The onside of G - G, G a stopper: its degree of loopiness. nullopt when sidling G - G does not
// settle (a deadline or the memory budget still stops the command).
std::optional<std::string> degree(const stopper::Stopper& g, GameStore& store, Budget& budget) {
  const stopper::Graph neg = stopper::negative(g.graph);
  const stopper::Graph d = stopper::sum(g.graph, g.root, neg, g.root, budget);
  try {
    const stopper::Sides s = stopper::sides(d, 0, budget);
    return stopper::format_stopper(s.onside, store, budget);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget || e.memory()) throw;
    budget.check();  // a deadline or a cancel is final
    return std::nullopt;
  }
}

}  // namespace

PropertiesResult stopper_properties(const std::string& expression, const Context& context) {
  Budget& budget = context.budget;
  GameStore store;
  const stopper::Sides s = read_loopy_sides(expression, store, context);
  const std::string canonical = stopper::format_sides(s, store, budget);
  if (s.stopper && classify(canonical) != GameKind::kLoopyPartizan) {
    // Its simplest form is a short game (printed in CGSuite's notation): a short game's
    // properties, each defined.
    PropertiesResult r = properties(canonical, context);
    r.expression = expression;
    return r;
  }
  PropertiesResult r;
  r.expression = expression;
  r.canonical = canonical;
  LoopyProperties l;
  l.stopper = s.stopper;
  l.onside = stopper::format_stopper(s.onside, store, budget);
  l.offside = stopper::format_stopper(s.offside, store, budget);
  const stopper::LoopyOutcome o = stopper::outcome_of(s, budget);
  l.outcome.outcome_class = stopper::outcome_class(o);
  l.outcome.left_first = stopper::to_string(o.left_first);
  l.outcome.right_first = stopper::to_string(o.right_first);
  l.outcome.canonical = canonical;
  l.outcome.stopper = s.stopper;
  if (s.stopper) {
    if (const auto st = stopper::stops(s.onside, store, budget)) {
      l.left_stop = st->left.to_string();
      l.right_stop = st->right.to_string();
    } else {
      for (const char* k : {"left_stop", "right_stop"}) {
        l.not_defined.emplace_back(k,
                                   "the recursion of stops met a position with no move for the "
                                   "side to move that is not a pseudonumber");
      }
    }
    l.degree = degree(s.onside, store, budget);
    if (!l.degree) {
      l.not_defined.emplace_back("degree",
                                 "the sides of G - G did not settle within the rounds of "
                                 "sidling allowed");
    }
  } else {
    l.not_defined.emplace_back("left_stop", kNotStopper);
    l.not_defined.emplace_back("right_stop", kNotStopper);
    l.not_defined.emplace_back("degree", kNotStopper);
  }
  for (const auto& [key, why] : kShortOnly) l.not_defined.emplace_back(key, why);
  r.loopy = std::move(l);
  return r;
}

}  // namespace grundy::app
