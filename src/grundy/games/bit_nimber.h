#pragma once
// The Grundy value of the impartial variant (grundy/rulesets/impartial_variant.h: the player to
// move makes any move of either side) of a board played on bits (bitboard.h): the impartial
// variants' fast route (Ruleset::fast_value), where the generic solver copies strings.
//
// Why it may work on the partizan ruleset's normalised regions (BitRules::regions, for rulesets
// whose BitRules::variant_on_bits says so):
//  - the variant of a sum is the sum of the variants (a move in G + H is one in G or in H), so a
//    board's value is the nim-sum of its regions' (Sprague–Grundy);
//  - a symmetry that keeps a partizan value keeps the variant's (the same options, moved);
//  - a region met as the negative of its normal form (the conjugate: Left and Right exchanged)
//    has the same variant: −G's options are −(G's Right options) and −(G's Left options), whose
//    union is, by induction, the same set of variants as G's;
//  - the regions the rules drop have no move for either side, so their variant is 0.
// The value of a region is the mex of its options' values (Sprague 1935, Grundy 1939); each
// region's value is kept in a memo for the call, charged to the budget.
#include <cstdint>  // std::uint64_t

#include "grundy/core/budget.h"
#include "grundy/games/bitboard.h"

namespace grundy::partizan {

// The Grundy value of the variant of board b (any board of the ruleset, not yet split).
std::uint64_t bit_variant_nimber(const BitRules& bits, const BitBoard& b, Budget& budget);

}  // namespace grundy::partizan
