#pragma once
// A loopy partizan expression's value as its two sides (Siegel, CGT ch. VI): the game G = S & T,
// S its onside and T its offside, both stoppers in simplest form. A stopper is its own two sides.
// Order: G >= H iff G's onside >= H's onside and G's offside >= H's offside (Siegel VI.4, for
// stopper-sided games). Outcome with infinite play a draw: Left moving first wins G iff she wins
// T moving first (even with infinite play counted against her), Right wins iff he wins S; any
// other play is a draw.
#include <string>       // std::string
#include <string_view>  // std::string_view

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_simplify.h"

namespace grundy::partizan::stopper {

// Reads text (stopper_parse.h) and finds its sides. `S & T` needs stoppers S >= T (a parse error
// naming the column otherwise).
Sides evaluate_loopy(std::string_view text, GameStore& store, Budget& budget);

struct LoopyOutcome {
  Result left_first = Result::kDraw, right_first = Result::kDraw;
};
LoopyOutcome outcome_of(const Sides& s, Budget& budget);
// "L", "R", "N", "P" or "D" when both starts agree in kind, else e.g. "L/D" (Left moving first:
// Left wins; Right moving first: a draw).
std::string outcome_class(const LoopyOutcome& o);
const char* to_string(Result r);  // "L", "R", "D"

// CGSuite's Upsum and Downsum of two stoppers: S + T = U & D (Siegel, CGT ch. VI: the sum of two
// stoppers is stopper-sided), U the upsum (the onside of the sum) and D the downsum (its offside),
// both found by sidling the sum's graph; in simplest form. Short S and T give U = D = S + T.
// A budget error when the sidling does not settle (stopper_simplify.h, kMaxSidlingRounds).
Stopper upsum(const Stopper& s, const Stopper& t, Budget& budget);
Stopper downsum(const Stopper& s, const Stopper& t, Budget& budget);

bool sides_ge(const Sides& a, const Sides& b, Budget& budget);
Relation compare_sides(const Sides& a, const Sides& b, Budget& budget);

}  // namespace grundy::partizan::stopper
