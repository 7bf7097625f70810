#pragma once
// The partizan commands (issue 5): canonical, compare, thermograph, and the partizan branch of
// outcome and verify. Each returns a result struct rendered by app/partizan_render.h.
#include <optional>  // std::optional
#include <string>    // std::string
#include <utility>   // std::pair
#include <vector>    // std::vector

#include "app/commands.h"
#include "app/context.h"
#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"

namespace grundy::app {

// A loopy partizan expression's extras (docs/notation.md, Loopy partizan games).
struct LoopyCanonical {
  bool stopper = false;                 // no infinite alternating play: onside = offside
  std::string onside, offside;          // each side's simplest form, printed alone
  std::string left_first, right_first;  // "L", "R" or "D" (a draw)
};

struct CanonicalResult {
  std::string expression;
  std::string canonical;
  Outcome outcome = Outcome::kP;
  std::uint64_t birthday = 0;
  std::string left_stop, right_stop, mean, temperature;
  std::optional<std::string> atomic_weight;  // all-small games only
  std::optional<std::string> reduced;        // the reduced canonical form
  bool is_number = false, is_impartial = false;
  std::vector<std::string> left_options, right_options;
  bool options_listed = true;  // false for x + *n with n too large to list (options_note says)
  std::string options_note;
  std::optional<LoopyCanonical> loopy;  // set for a loopy expression (then only canonical,
                                        // outcome and loopy are meaningful)
  std::string loopy_outcome;            // "L", "R", "N", "P", "D" or e.g. "L/D"
  // A transfinite nimber *α (app/transfinite.h): α as CGSuite prints an ordinal, also its
  // birthday (then only canonical, outcome and this are meaningful).
  std::optional<std::string> transfinite;
};
CanonicalResult canonical(const std::string& expression, const Context& context);

struct CompareResult {
  std::string a, b;
  std::string a_canonical, b_canonical;
  std::string relation;  // "=", "<", ">" or "||"
};
CompareResult compare(const std::string& a, const std::string& b, const Context& context);
// The loopy twins of canonical and compare (app/stopper.cc), used by them for an expression of
// the kind GameKind::kLoopyPartizan (grundy/games/game_kind.h).
CanonicalResult loopy_canonical(const std::string& expression, const Context& context);
CompareResult loopy_compare(const std::string& a, const std::string& b, const Context& context);

struct WallPoint {
  std::string t, v;
  double t_value = 0, v_value = 0;
};
struct ThermographResult {
  std::string expression;
  std::string canonical;
  std::string mean, temperature;
  std::vector<WallPoint> left_wall, right_wall;  // from t = −1 up to the temperature
  // The temperatures where a wall changes slope, highest first (CGSuite's critical points of
  // both walls), and each wall's own, with CGSuite's printed Thermograph(…).
  std::vector<std::string> critical_temperatures, left_critical, right_critical;
  std::vector<int> left_slopes, right_slopes;  // from the mast down, as CGSuite lists them
  std::string cgsuite;                         // Thermograph(0,[1],[0,-1],0,[1],[0,1])
  std::string svg;                             // filled when asked for
};
ThermographResult thermograph(const std::string& expression, const Context& context, bool with_svg);

// The properties of a loopy partizan expression (app/stopper_properties.cc). Only what the
// literature defines for such games is given; the rest are listed in not_defined with the reason
// (JSON null).
struct LoopyProperties {
  bool stopper = false;
  std::string onside, offside;  // each side's simplest form
  LoopyPartizanOutcome outcome;
  // A stopper's stops, pseudonumbers (grundy/stoppers/stopper_stops.h); nullopt for a game that is
  // not a stopper (why in not_defined).
  std::optional<std::string> left_stop, right_stop;
  // The degree of loopiness of a stopper G, the onside of G - G (Siegel, CGT ch. VI; CGSuite's
  // CanonicalStopper.Degree): 0 exactly for games equal to short ones.
  std::optional<std::string> degree;
  std::vector<std::pair<std::string, std::string>> not_defined;  // (JSON key, reason)
};

// The properties of a transfinite nimber *α (app/transfinite.cc): those CGSuite's
// TransfiniteNimber defines (its nim value, outcome, and IsInfinitesimal, IsNumberish, IsAllSmall,
// IsNimber), with its birthday α; stops, temperature and the rest are short-game notions, listed
// in not_defined.
struct TransfiniteProperties {
  std::string nim_value;  // α, as CGSuite prints an ordinal
  Outcome outcome = Outcome::kP;
  std::vector<std::pair<std::string, std::string>> not_defined;  // (JSON key, reason)
};

// `grundy properties EXPR`: CGSuite's properties of a short game in one answer.
struct PropertiesResult {
  std::string expression;
  std::string canonical;
  std::string left_stop, right_stop, mean, temperature;
  std::uint64_t birthday = 0;
  std::vector<std::string> left_incentives, right_incentives;  // CGSuite's order
  std::optional<std::string> atomic_weight;                    // all-small games only
  std::string reduced;                                         // the reduced canonical form
  std::vector<std::string> critical_temperatures;              // highest first
  std::string thermograph;                                     // CGSuite's Thermograph(…)
  // CGSuite's Companion, Freeze, StopCount and predicates (grundy/partizan/companion.h,
  // freeze.h, predicates.h).
  std::string companion, freeze;
  std::optional<std::string> stop_count;  // null when too large to write (x + *n, n > 4096)
  bool is_infinitesimal = false, is_numberish = false, is_all_small = false, is_atomic = false,
       is_even_tempered = false, is_odd_tempered = false;
  // CGSuite's UptimalExpansion (grundy/partizan/uptimal.h), null unless G is an uptimal.
  std::optional<std::string> uptimal_expansion;
  std::optional<LoopyProperties> loopy;  // a loopy expression: then only canonical and loopy
  std::optional<TransfiniteProperties> transfinite;  // *α: then only canonical and transfinite
};
PropertiesResult properties(const std::string& expression, const Context& context);
// The loopy twins of outcome, moves and properties (app/stopper_play.cc,
// app/stopper_properties.cc). engine kSearch: retrograde analysis of the expression's own game
// graph instead of its sides (refused for `S & T`, which has none).
OutcomeResult stopper_outcome(const std::string& expression, const Context& context,
                              OutcomeEngine engine);
MovesResult stopper_moves(const std::string& expression, const Context& context, bool all);
PropertiesResult stopper_properties(const std::string& expression, const Context& context);

// Cooling, heating and overheating: `cool EXPR T`, `heat EXPR T`, `overheat EXPR S T`.
struct TransformResult {
  std::string expression, by, operation, result;
};
TransformResult cool(const std::string& expression, const std::string& by, const Context& context);
TransformResult heat(const std::string& expression, const std::string& by, const Context& context);
// ∫_s^t G (by is "s t" in the result).
TransformResult overheat(const std::string& expression, const std::string& s, const std::string& t,
                         const Context& context);

// True when expression is a sum of impartial terms in the foundation's notation.
bool is_impartial_expression(const std::string& expression);
// Each side's winning moves in a partizan expression (a sum of terms: boards, values, impartial
// terms): Left's moves to a game G' >= 0 and Right's to G' <= 0.
// With all, every move of each side, marked winning or not.
MovesResult partizan_moves(const std::string& expression, const Context& context, bool all = false);
// The outcome of a partizan expression: L, R, P or N, from its canonical form or by the outcome
// search (app/partizan_outcome.cc).
// The search reads and writes the database of solved regions in the results store
// (store/region_db.h) unless context.db is "" (--no-db); deepening: iterative deepening on the
// number of moves (OutcomeSearchOptions::deepening); threads: the search's two sides each on a
// thread of its own when 2 or more (grundy/search/outcome_on_threads.h).
OutcomeResult partizan_outcome(const std::string& expression, bool misere, const Context& context,
                               OutcomeEngine engine = OutcomeEngine::kAuto, bool deepening = false,
                               unsigned threads = 1);
// The misère outcome of a partizan expression: the misère search over the whole sum
// (grundy/partizan/misere_search.h); partizan_outcome calls it when misere is set.
OutcomeResult misere_partizan_outcome(const std::string& expression, const Context& context);
// The outcome read off the canonical form alone, with at most max_nodes more units of work
// (nullopt past them; the budget's own limits still throw).
std::optional<OutcomeResult> canonical_outcome(const std::string& expression,
                                               const Context& context, std::uint64_t max_nodes);
// For `grundy verify` on a partizan position: its outcome by the canonical form, by the outcome
// search and by the pure outcome search (app/partizan_verify.cc).
VerifyResult verify_partizan(const std::string& expression, const Context& context);
// For `grundy verify`: the canonical form of the impartial position, computed by the definition
// {options | options} with no Grundy values, against *G. It has a bounded share of the budget;
// nullopt when the position is too large for it.
std::optional<VerifyCheck> canonical_form_check(const std::string& position,
                                                std::uint64_t grundy_value, Budget& budget);

}  // namespace grundy::app
