#pragma once
// A partizan expression made into the sum the outcome search plays (grundy/search/outcome_search.h):
// each term of a partizan ruleset (`domineering:....|....`, negated after '-') is a component
// searched move by move; an impartial term is its nimber *G (Sprague–Grundy), and every other
// operand ({3||2|1}, ^*, 1/2) its canonical form.
#include <string_view>  // std::string_view

#include "grundy/games/registry.h"
#include "grundy/search/outcome_search.h"

namespace grundy::partizan {

// Adds the terms of text to search. rulesets may be null (rulesets of its own, shared with
// nothing). Throws Error(kParse) naming the column for bad input.
void add_expression(OutcomeSearch& search, std::string_view text, RulesetCache* rulesets);

}  // namespace grundy::partizan
