#pragma once
// Temperature theory (Winning Ways ch. 6; Siegel, CGT §II.5): stops, thermographs, mean and
// temperature, cooling and heating. A thermograph's walls are piecewise linear in the temperature
// t ≥ −1 with exact dyadic breakpoints: the left wall of G is
//   L_t(G) = max over G^L of R_t(G^L) − t,   the right wall R_t(G) = min over G^R of L_t(G^R) + t,
// until the walls meet at the temperature τ; above τ both are the mast at the mean. An integer's
// thermograph is the mast from t = −1 (its temperature is −1).
#include <optional>       // closed forms
#include <string>         // std::string
#include <unordered_map>  // caches
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/dyadic.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

// A continuous piecewise-linear function on [−1, ∞): on [t[i], t[i+1]) it is v[i] + slope[i]·(x −
// t[i]); the last piece runs to infinity.
struct Trajectory {
  std::vector<Dyadic> t, v;
  std::vector<int> slope;
  Dyadic at(const Dyadic& x) const;
  static Trajectory constant(const Dyadic& value);
};

// The pointwise max and min of two trajectories, with a breakpoint at every crossing (each at a
// dyadic temperature: Error when the slopes where they cross differ by 3).
Trajectory wall_max(const Trajectory& a, const Trajectory& b);
Trajectory wall_min(const Trajectory& a, const Trajectory& b);

struct Thermograph {
  Trajectory left, right;  // the walls
  Dyadic temperature, mean;
};

// The critical points of a wall, CGSuite's Trajectory.getAllCriticalPoints: the temperatures
// t > −1 where its slope changes, highest first.
std::vector<Dyadic> critical_points(const Trajectory& wall);
// The slopes of a wall from the mast down (slopes[i] is the slope just above critical point i,
// the last one the slope just above −1), as CGSuite lists them.
std::vector<int> slopes_from_the_mast(const Trajectory& wall);
// Both walls' critical points, highest first, each once: the temperatures where the
// thermograph's walls change slope.
std::vector<Dyadic> critical_temperatures(const Thermograph& th);
// CGSuite's printed form: Thermograph(mast,[critical points],[slopes],mast,[…],[…]), the left
// wall then the right, e.g. Thermograph(0,[1],[0,-1],0,[1],[0,1]) for ±1.
std::string cgsuite_spelling(const Thermograph& th);

// Thermographs and the rest of temperature theory for the games of one store; results are cached
// per game (exact, never dropped).
class Thermographer {
 public:
  Thermographer(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}

  const Thermograph& thermograph(GameId g);
  Dyadic left_stop(GameId g);
  Dyadic right_stop(GameId g);
  // A number x is its own mean; m/2^k (m odd, k ≥ 1) has temperature −1/2^k and an integer −1
  // (CGSuite's convention; the thermograph's walls meet there, which the tests check): in closed
  // form, so 1/2^5000 needs no walk down 5000 options.
  Dyadic mean(GameId g);
  Dyadic temperature(GameId g);
  // G cooled by t > −1 (G_t in ONAG's notation): {G^L_t − t | G^R_t + t} until t passes the
  // temperature of G, then the mean (CGSuite's definition, also for −1 < t < 0, where a number
  // m/2^k with −1/2^k ≥ t is cooled through its options: 1/2 cooled by −1/2 is 1/2*).
  GameId cool(GameId g, const Dyadic& t);
  // Heating by t: ∫^t G = G for a number, else {t + ∫^t G^L | −t + ∫^t G^R}.
  GameId heat(GameId g, GameId t);

 private:
  // An integer's mast, or x + u↑ + *n's walls, in closed form; nullopt for any other game.
  [[gnu::noinline]] std::optional<Thermograph> closed_form(GameId g);
  // The walls of a game from its options' thermographs (already cached): the scaffolds and where
  // they meet. Kept out of thermograph()'s frame, which recursion stacks kMaxRecursionDepth deep.
  [[gnu::noinline]] Thermograph scaffolds(const std::vector<GameId>& left,
                                          const std::vector<GameId>& right);

  GameStore& store_;
  Budget& budget_;
  std::unordered_map<GameId, Thermograph> thermographs_;
  std::unordered_map<GameId, Dyadic> left_stops_, right_stops_;
  std::unordered_map<GameId, GameId> cooled_, heated_;
  Dyadic cool_by_;
  GameId heat_by_ = kZero;
  std::size_t depth_ = 0;  // the recursion depth of cool and heat (RecursionDepth)
};

}  // namespace grundy::partizan
