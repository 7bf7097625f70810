#pragma once
// The ordinal sum x:y of two numbers, in closed form. The ordinal sum G:H plays H stacked on top
// of G (Conway, ONAG ch. 15), so for numbers, whose sign expansions are their Hackenbush strings
// read from the ground (Winning Ways ch. 2, Berlekamp's sign-expansion rule), x:y is the number
// whose sign expansion is x's followed by y's. The recursive definition {x^L, x:y^L | x^R, x:y^R}
// takes as many steps as y is old (4880:-2880 took 2880 levels, each building a game); the closed
// form takes a few additions, however large x and y are. The tests check it against the
// definition and against sign expansions written out.
#include <cstdint>  // std::uint64_t

#include "grundy/core/budget.h"
#include "grundy/core/dyadic.h"

namespace grundy::partizan {

// The largest denominator exponent an ordinal sum of numbers may build: the recursive definition,
// bounded by kMaxRecursionDepth (4096 levels), reached about as far. Printing and reading such a
// number is quadratic in its digits: 1/2:65000 (19 568 digits) took 1.2 s to print and read back
// (release), 1/2:4000 well under 0.1 s.
inline constexpr std::uint64_t kMaxOrdinalSumExponent = std::uint64_t{1} << 12;

// x:y. Throws Error(kBudget) when the result's denominator would pass 2^kMaxOrdinalSumExponent,
// and charges the budget for the size of the numbers built.
Dyadic number_ordinal_sum(const Dyadic& x, const Dyadic& y, Budget& budget);

}  // namespace grundy::partizan
