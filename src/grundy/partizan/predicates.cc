#include "grundy/partizan/predicates.h"

#include <vector>  // std::vector

#include "grundy/core/error.h"

namespace grundy::partizan {

bool Predicates::is_infinitesimal(GameId g) {
  return thermo_.left_stop(g).is_zero() && thermo_.right_stop(g).is_zero();
}

bool Predicates::is_numberish(GameId g) {
  return thermo_.left_stop(g) == thermo_.right_stop(g);
}

Tempering Predicates::tempering(GameId g) {
  if (const auto v = store_.nus_of(g)) {
    if (v->ups == 0 && v->nim == 0) return Tempering::kEven;
    return v->ups == 0 && v->nim == 1 ? Tempering::kOdd : Tempering::kNeither;
  }
  if (auto it = tempering_.find(g); it != tempering_.end()) return it->second;
  const RecursionDepth level(depth_, "the tempering");
  budget_.charge();
  // A game that is not a number has options on both sides, so "every option odd" and "every
  // option even" never both hold.
  bool all_odd = true, all_even = true;
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (GameId o : store_.options(g, side)) {
      const Tempering t = tempering(o);
      all_odd = all_odd && t == Tempering::kOdd;
      all_even = all_even && t == Tempering::kEven;
    }
  }
  const Tempering result = all_odd    ? Tempering::kEven
                           : all_even ? Tempering::kOdd
                                      : Tempering::kNeither;
  tempering_.emplace(g, result);
  return result;
}

BigInt Predicates::stop_count(GameId g) {
  if (const auto v = store_.nus_of(g); v && v->ups == 0) {
    if (v->nim == 0) return BigInt(1);
    if (v->nim > kMaxNimberOptions) {
      throw Error(ErrorKind::kBudget,
                  "the stop count of x + *n is 2·3^(n-1), too large to write for this n");
    }
    BigInt count(2);
    for (std::uint64_t i = 1; i < v->nim; ++i) {
      budget_.charge();
      count = count + count + count;
    }
    return count;
  }
  if (auto it = stop_counts_.find(g); it != stop_counts_.end()) return it->second;
  const RecursionDepth level(depth_, "the stop count");
  budget_.charge();
  BigInt count(0);
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (GameId o : store_.options(g, side)) count = count + stop_count(o);
  }
  stop_counts_.emplace(g, count);
  return count;
}

}  // namespace grundy::partizan
