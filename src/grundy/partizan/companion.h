#pragma once
// The lattice companion (Siegel, Combinatorial Game Theory §III.2; CGSuite's
// CanonicalShortGame.Companion): the unique automorphism of the lattice of games born by day n ≥ 1
// that the recursion
//   companion(0) = *,   companion(G) = {companion(G^L), 0 if G ≥ 0 | companion(G^R), 0 if G ≤ 0}
// defines on canonical forms. In closed form (CGSuite's Uptimal.Companion, checked against the
// recursion in algebra_breadth_test.cc): u↑ + *n is u↑ + *(n ⊕ 1) for n ≤ 1 and itself for n ≥ 2,
// and x + u↑ + *n with a number x ≠ 0 is itself (so 10^9 needs no walk down its options).
#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

GameId companion(GameStore& store, Budget& budget, GameId g);

}  // namespace grundy::partizan
