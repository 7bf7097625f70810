#include "grundy/partizan/freeze.h"

namespace grundy::partizan {

GameId freeze(GameStore& store, Thermographer& thermo, GameId g) {
  if (store.nus_of(g)) return g;
  return thermo.cool(g, thermo.temperature(g));
}

}  // namespace grundy::partizan
