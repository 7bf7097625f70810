#pragma once
// Conway's and the ordinal product of short games (CGSuite's Game.ConwayProduct and
// Game.OrdinalProduct), taken, as CGSuite takes them, on canonical forms: neither is a function
// of the values of G and H alone.
//   G·H = {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R |
//          G^L·H + G·H^R − G^L·H^R, G^R·H + G·H^L − G^R·H^L}          (ONAG ch. 1)
// On numbers it is their product and on nimbers the nim product (ONAG ch. 1 and 6); CGSuite
// takes the nim product directly for two nimbers, and so does grundy (grundy/core/nim.h).
//   G⊛H = {G⊛H^L : G^L, G⊛H^R : −G^R | G⊛H^L : G^R, G⊛H^R : −G^L}
// (CGSuite's CompoundGame.compoundOptions, OrdinalProduct; Hackenbush: every blue edge of H
// replaced by a copy of G and every red one by −G). The ordinal sum X:Y depends on the options of
// X, not only on its value, and here X = G⊛H' is the form above, whose options are the values
// listed: X:Y = {X^L, X:Y^L | X^R, X:Y^R} is taken with those options, as CGSuite, which builds
// the compound game and reduces it, does. So G⊛1 = G, G⊛(−H) = −(G⊛H).
#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

GameId conway_product(GameStore& store, Budget& budget, GameId g, GameId h);
GameId ordinal_product(GameStore& store, Budget& budget, GameId g, GameId h);

}  // namespace grundy::partizan
