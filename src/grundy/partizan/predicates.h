#pragma once
// CGSuite's predicates of a canonical short game (CanonicalShortGame.IsInfinitesimal,
// IsNumberish, IsAllSmall, IsAtomic, IsEvenTempered, IsOddTempered), and its StopCount:
//   infinitesimal   both stops are 0 (so 0 is one, as in CGSuite)
//   numberish       the stops are equal (infinitesimally close to a number)
//   all-small       every follower has options on both sides or on neither (Winning Ways ch. 8)
//   atomic          the atomic weight is defined (grundy/partizan/reduction.h)
//   even-tempered   a number, or every option odd-tempered; odd-tempered: not a number and every
//                   option even-tempered (Siegel, CGT §II.6; Lessons in Play ch. 7, "tempered")
//   stop count      SC(x) = 1 for a number x, else the sum of SC over every option (CGSuite)
// Closed forms for x + u↑ + *n (CGSuite's), checked against the recursions in predicates_test.cc:
// x + *n is odd-tempered for n = 1 and neither for n ≥ 2, x + u↑ + *n with u ≠ 0 neither;
// SC(x + *n) = 2·3^(n−1) (the options x + *k, k < n, on each side).
#include <optional>       // std::optional
#include <unordered_map>  // memos

#include "grundy/core/big_int.h"
#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/reduction.h"
#include "grundy/partizan/thermograph.h"

namespace grundy::partizan {

enum class Tempering { kEven, kOdd, kNeither };

class Predicates {
 public:
  Predicates(GameStore& store, Budget& budget)
      : store_(store), budget_(budget), thermo_(store, budget), reducer_(store, budget) {}

  bool is_infinitesimal(GameId g);
  bool is_numberish(GameId g);
  bool is_all_small(GameId g) { return reducer_.is_all_small(g); }
  bool is_atomic(GameId g) { return reducer_.atomic_weight(g).has_value(); }
  Tempering tempering(GameId g);
  bool is_even_tempered(GameId g) { return tempering(g) == Tempering::kEven; }
  bool is_odd_tempered(GameId g) { return tempering(g) == Tempering::kOdd; }
  BigInt stop_count(GameId g);

 private:
  GameStore& store_;
  Budget& budget_;
  Thermographer thermo_;
  Reducer reducer_;
  std::unordered_map<GameId, Tempering> tempering_;
  std::unordered_map<GameId, BigInt> stop_counts_;
  std::size_t depth_ = 0;
};

}  // namespace grundy::partizan
