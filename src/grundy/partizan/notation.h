#pragma once
// CGSuite's spelling of partizan values, read and printed so a CGSuite user can paste inputs and
// read outputs unchanged (docs/partizan.md, Notation). The grammar is the one of grundy/notation/syntax.h:
//   numbers      0, 3, -2, 1/2, -3/4 (any size; the denominator a power of two)
//   nimbers      *, *2, *n
//   ups          ^, ^^, ^^^, ^3, v, vv, v3, and juxtaposed with numbers and nimbers: 1/2^*,
//                3v2*3; a '-' before the number is its sign: -1^ is (-1) + ^, as CGSuite prints it
//   games        {L|R} with options separated by ',' and the || shorthand: {3||2|1} = {3|{2|1}}
//   switches     +-1 = {1|-1}, 2+-1 = {3|1}, +-{2|1}, +-(a,b) = +-{a,b} = {a,b|-a,-b}
//   arithmetic   G + H, G - H, -G, parentheses
// Ruleset terms (`clobber:xo|ox`) may appear at the top level of a sum; the caller resolves them.
// Output is CGSuite's printed form: {0|1,2} prints as 1/2, {1|-1} as +-1, {3|1} as {3|1}.
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <functional>   // std::function
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/core/budget.h"
#include "grundy/notation/syntax.h"  // the grammar: parse_syntax, kMaxNesting
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

using grundy::kMaxNesting;  // grundy/notation/syntax.h: the one grammar's bound
// Numbers may have numerators and denominators of any size the expression can hold (a 4 MiB
// expression holds about 2^13,900,000): the store computes with numbers in closed form and never
// walks down a number's options, and the printer prints whatever the store holds ({0|1/2^4096} is
// 1/2^4097), so the parser reads them all. Up-multiples are stored as a count, as nimbers are,
// and sums reach any count (^4096 + ^ is ^4097), so the parser reads every count the printer
// can produce: up to kMaxUpMultiple (2^61), the most the store holds.
inline constexpr std::uint64_t kMaxDenominatorExponent = std::uint64_t{1} << 24;
inline constexpr std::uint64_t kMaxUps = kMaxUpMultiple;

// Gives the value of a ruleset term: ruleset spelling and position, each with its column.
using TermResolver = std::function<GameId(std::string_view ruleset, std::size_t ruleset_column,
                                          std::string_view position, std::size_t position_column)>;

// Parses text (whose first character is at column) into a canonical game. Throws Error(kParse)
// naming the column and what was expected. resolver may be empty: ruleset terms are then refused.
// It is parse_syntax followed by evaluate_syntax.
GameId parse_game(GameStore& store, std::string_view text, Budget& budget,
                  const TermResolver& resolver = {}, std::size_t column = 1);

// The game a syntax tree names (each node's value is canonicalised in store).
GameId evaluate_syntax(GameStore& store, const Syntax& tree, Budget& budget,
                       const TermResolver& resolver = {});

// Prints g in CGSuite's spelling, refusing (kBudget) a form longer than max_length characters as
// soon as its text passes it (a caller that will not use a long form is spared printing it), and
// charging budget for the work and the text's bytes: a canonical form found within a budget may
// still take 4 MiB and a tenth of a second to print.
std::string format_game(GameStore& store, GameId g, Budget& budget,
                        std::size_t max_length = kMaxExpressionLength);
// The same without a budget or a bound below the reader's: for tests and fuzz targets.
std::string format_game(GameStore& store, GameId g);
std::string format_nus(const Nus& v);
// Sorts games into CGSuite's deterministic order of a set of options (as its printer lists them).
void sort_in_cgsuite_order(GameStore& store, std::vector<GameId>& games);

}  // namespace grundy::partizan
