#pragma once
// A position in the notation: a sum of terms, each a ruleset with its components.
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/games/registry.h"
#include "grundy/games/ruleset.h"

namespace grundy {

struct Term {
  RulesetPtr ruleset;
  std::vector<Component> components;
};

struct Sum {
  std::vector<Term> terms;
  std::size_t component_count() const;
};

// Parses an expression of the notation into a sum (throws Error(kParse) with the column): the
// one grammar's parse_syntax, then sum_of_syntax; its rulesets from the cache.
Sum parse_sum(std::string_view text, RulesetCache& rulesets);
// The same with rulesets of its own, shared with nothing (make_ruleset without a cache).
Sum parse_sum(std::string_view text);

// The sum a syntax tree names when it is a plain sum of `RULESET:POSITION` terms, nimbers *n and
// 0 whose positions are impartial; anything else (a number, {L|R}, a difference, a Domineering
// board) throws Error(kParse) saying it is partizan. rulesets may be null (rulesets of its own).
struct Syntax;
Sum sum_of_syntax(const Syntax& tree, RulesetCache* rulesets = nullptr);

// Prints a sum so that parse_sum reads it again: terms joined by " + ", the empty game as "0".
std::string format_sum(const Sum& sum);

// Prints one term.
std::string format_term(const Term& term);

}  // namespace grundy
