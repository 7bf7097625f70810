#pragma once
// CGSuite's spelling of ordinals below ω^ω and of transfinite nimbers (its GeneralizedOrdinal and
// TransfiniteNimber printers, read, not copied), printed and read.
//   ordinals:  ω+1, ω^2×3+ω+5, ω^6 (terms by decreasing exponent, × before a coefficient ≠ 1)
//   nimbers:   *ω, *ω^2, *(ω+5), *(ω×5), *5, *, 0 (parentheses unless one term with
//              coefficient 1, as CGSuite's TransfiniteNimber.toOutput)
// Read: ω may be written omega (CGSuite's input) or w. After *, an ordinal is a natural number,
// an ω-power (ω, ω^3), or any ordinal expression in parentheses: natural numbers and ω-powers
// joined by + and × (or *), as in CGSuite's *(omega*5 + 1): like CGSuite's surreal ordinals these
// are the natural (Hessenberg) sum and product, so 5*ω is ω×5. An exponent must be finite: ω^ω
// and beyond are refused, naming the column.
//
// A transfinite nimber expression is a sum (+) of nimbers *α, 0 and parenthesised expressions,
// each optionally followed by .ConwayProduct(E) (the nim product, CGSuite's
// TransfiniteNimber.ConwayProduct): '*ω + *1' is *(ω+1), '*ω.ConwayProduct(*ω^2)' is *2.
#include <string>
#include <string_view>

#include "grundy/core/budget.h"
#include "grundy/impartial/ordinal_nimber.h"

namespace grundy::transfinite {

// CGSuite's GeneralizedOrdinal spelling: "0", "5", "ω^2×3+ω+1".
std::string format_ordinal(const Ordinal& a);

// CGSuite's nimber spelling: "0", "*", "*5", "*ω", "*ω^2", "*(ω+5)", "*(ω×5)".
std::string format_transfinite_nimber(const Ordinal& a);

// An ordinal expression (the text inside *( )), e.g. "ω^2*3 + w + 1". Throws Error(kParse) with
// the column (1-based, plus offset) on bad input or an infinite exponent.
Ordinal parse_ordinal(std::string_view text);

// True when text spells ω somewhere (ω, omega, or w after *, (, +, ^ or ×): it is meant as a
// transfinite nimber expression.
bool mentions_omega(std::string_view text);

// The value α of a transfinite nimber expression ('*ω + *1' → ω+1). Throws Error(kParse) naming
// the column, Error(kBudget) when the products run out of budget.
Ordinal evaluate_transfinite(std::string_view text, Budget& budget);

}  // namespace grundy::transfinite
