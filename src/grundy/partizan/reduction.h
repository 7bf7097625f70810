#pragma once
// Infinitesimal structure: atomic weights of all-small games (Winning Ways ch. 8; Siegel, CGT
// §II.7) and the reduced canonical form, the simplest game equal to G modulo infinitesimals
// (Calistrate 1996; Grossman and Siegel, "Reductions of partizan games", 2009).
#include <optional>       // std::optional
#include <unordered_map>  // caches

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/thermograph.h"

namespace grundy::partizan {

class Reducer {
 public:
  Reducer(GameStore& store, Budget& budget)
      : store_(store), budget_(budget), thermo_(store, budget) {}

  // True when every follower of g has Left and Right options both or neither.
  bool is_all_small(GameId g);
  // The atomic weight of an atomic game: every all-small game, and an infinitesimal that is not
  // all-small when it is within ↑* + (☆ : −1) of aw.↑ (CGSuite's definition); nullopt otherwise
  // (a game that is not infinitesimal, or not atomic).
  std::optional<GameId> atomic_weight(GameId g);
  // The reduced canonical form of g.
  GameId reduced(GameId g);

 private:
  GameId weight(GameId g, GameId far_star);
  // G ≥ H modulo infinitesimals: the right stop of G − H is at least 0.
  bool inf_geq(GameId g, GameId h);

  GameStore& store_;
  Budget& budget_;
  Thermographer thermo_;
  std::unordered_map<GameId, bool> all_small_;
  std::unordered_map<GameId, GameId> weights_, reduced_;
};

}  // namespace grundy::partizan
