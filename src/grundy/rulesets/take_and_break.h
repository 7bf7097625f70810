#pragma once
// Take-and-break codes in CGSuite's spelling (Winning Ways ch. 4): `d0.d1d2…`, hexadecimal
// digits, `!` after a digit for "the heaps left must be unequal", and a repeating block `[…]`
// at the end. Named games are aliases: kayles = 0.77, dawson = 0.137 (Dawson's chess),
// dawsons-kayles = 0.07, grundys-game = 4!.0.
#include <string_view>  // std::string_view

#include "grundy/games/heap_period_oracle.h"
#include "grundy/games/heap_rules.h"
#include "grundy/games/ruleset.h"

namespace grundy {

// Parses a code the heap engines take (no digit that adds tokens, at most three heaps, no '?' or
// '='); throws a parse error naming the column. normalised receives the spelling to print
// (CGSuite's normal form in lower case: trailing zero digits dropped).
HeapRules parse_take_and_break_code(std::string_view code, std::size_t column,
                                    std::string* normalised = nullptr);

// The ruleset of a code in CGSuite's whole grammar (tb_code.h): a HeapRuleset (the heap engines:
// seq, period, quotient) when the code is one of theirs, else a TakeBreakRuleset
// (take_and_break_general.h).
RulesetPtr make_take_and_break(std::string_view code, std::size_t column,
                               const HeapPeriodOracle* oracle);

}  // namespace grundy
