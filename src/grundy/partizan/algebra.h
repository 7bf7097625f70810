#pragma once
// The algebra of short partizan games beyond sums (Winning Ways ch. 2, 8; Siegel, Combinatorial
// Game Theory §II.6 and ch. III; Lessons in Play ch. 9; CGSuite's CanonicalShortGameOps):
//   incentives    Left's G^L − G and Right's G − G^R, deduplicated, dominated ones dropped
//                 (the largest kept, as CGSuite's LeftIncentives / RightIncentives / Incentives)
//   Norton        G.U for U > 0: G copies of U when G is an integer, else
//                 {G^L.U + (U + I) | G^R.U − (U + I)} over the incentives I of U
//   ordinal sum   G:H = {G^L, G:H^L | G^R, G:H^R} (Conway, ONAG ch. 15)
//   overheating   ∫_s^t G = G.s for an integer G, else {t + ∫_s^t G^L | −t + ∫_s^t G^R}
// Each works on canonical forms (the result depends on the form of U, H and s, not only on their
// values; canonical forms make it a function of values, as in CGSuite). Results are cached per
// store (exact, never dropped).
#include <map>      // caches keyed by pairs
#include <utility>  // std::pair
#include <vector>   // std::vector

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

class Algebra {
 public:
  Algebra(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}

  // The incentives of one side (kLeft: G^L − G; kRight: G − G^R), in canonical form, each once,
  // the ones another is at least removed; in CGSuite's order is the caller's business.
  std::vector<GameId> incentives(GameId g, Side side);
  // Both sides' together, dominated ones removed across them (CGSuite's Incentives).
  std::vector<GameId> incentives(GameId g);

  // G.U; throws Error(kUsage) unless U > 0.
  GameId norton(GameId g, GameId u);
  // G:H.
  GameId ordinal_sum(GameId g, GameId h);
  // ∫_s^t G.
  GameId overheat(GameId g, GameId s, GameId t);

 private:
  // The maximal elements of v, each once (CGSuite's eliminateDuplicateOptions then
  // eliminateDominatedOptions(…, true)).
  std::vector<GameId> maximal(std::vector<GameId> v);
  GameId norton_(GameId g, GameId u, const std::vector<GameId>& u_plus_incentives);
  GameId copies(const Dyadic& n, GameId u);

  GameStore& store_;
  Budget& budget_;
  std::size_t depth_ = 0;  // the recursion depth (RecursionDepth)
  std::map<std::pair<GameId, GameId>, GameId> norton_cache_, ordinal_cache_;
  std::map<std::pair<GameId, std::pair<GameId, GameId>>, GameId> overheat_cache_;
};

}  // namespace grundy::partizan
