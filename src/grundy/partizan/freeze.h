#pragma once
// Freezing (CGSuite's CanonicalShortGame.Freeze): G cooled by its own temperature, G_{t(G)},
// which is infinitesimally close to the mean of G (Siegel, CGT §II.5: at the temperature the
// thermograph's walls meet at the mast). A number, or any x + u↑ + *n (temperature ≤ 0), is its
// own freeze, as in CGSuite (an integer's temperature −1 is below the coolings defined).
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/thermograph.h"

namespace grundy::partizan {

GameId freeze(GameStore& store, Thermographer& thermo, GameId g);

}  // namespace grundy::partizan
