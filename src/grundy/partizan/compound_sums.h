#pragma once
// Conjunctive and selective sums (Winning Ways ch. 9, "conjunctive" and "selective compounds";
// CGSuite's Game.ConjunctiveSum and Game.SelectiveSum), of canonical forms:
//   G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}                                   (move in both)
//   G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R} (move in one or both)
// Neither is a function of the values of G and H (equal games can give different results): like
// CGSuite on CanonicalShortGame values, these take the canonical forms' options. CGSuite's code
// gives G ∨ H the options G^L + H, G + H^L and G^L ∧ H^L (disjunctive and conjunctive sums, not
// selective ones); grundy follows the definition its documentation and Winning Ways state.
#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

GameId conjunctive_sum(GameStore& store, Budget& budget, GameId g, GameId h);
GameId selective_sum(GameStore& store, Budget& budget, GameId g, GameId h);

}  // namespace grundy::partizan
