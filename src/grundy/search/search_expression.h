#pragma once
// A partizan expression made into the sum the outcome search plays
// (grundy/search/outcome_search.h): each term of a partizan ruleset (`domineering:....|....`,
// negated after '-') is a component searched move by move; an impartial term is its nimber *G
// (Sprague–Grundy), and every other operand ({3||2|1}, ^*, 1/2) its canonical form.
#include <optional>     // std::optional
#include <string>       // std::string
#include <string_view>  // std::string_view

#include "grundy/games/registry.h"
#include "grundy/search/outcome_search.h"

namespace grundy::partizan {

// Adds the terms of text to search. rulesets may be null (rulesets of its own, shared with
// nothing). Throws Error(kParse) naming the column for bad input.
void add_expression(OutcomeSearch& search, std::string_view text, RulesetCache* rulesets);

// A Domineering board written alone: its rows, columns and squares row by row ('.' empty).
struct LoneBoard {
  int rows = 0, cols = 0;
  std::string cells;
};
// The board of text when text is one Domineering board (`domineering:...|...`), not negated and
// with no other term; nullopt for any other expression. Throws Error(kParse) for bad input.
std::optional<LoneBoard> lone_domineering_board(std::string_view text, RulesetCache* rulesets);
// The same for one board of the ruleset spelled `spelling` ("nogo": its squares '.', 'x', 'o',
// '#').
std::optional<LoneBoard> lone_board(std::string_view text, RulesetCache* rulesets,
                                    std::string_view spelling);

}  // namespace grundy::partizan
