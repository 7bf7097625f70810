#pragma once
// The left and right stops of a stopper (Siegel, Combinatorial Game Theory ch. VI, stoppers and
// pseudonumbers; CGSuite's CanonicalStopper.LeftStop and RightStop). The stops of a stopper are
// pseudonumbers: a number x, x + over = {x | x + over}, x + under = {x + under | x}, on or off.
// A pseudonumber is its own left and right stop; for any other stopper in simplest form
//   L(G) = max over G^L of R(G^L),   R(G) = min over G^R of L(G^R),
// the recursion of short games (Siegel II.?, stops), which ends on a stopper because it follows
// alternating play, and a stopper has no infinite alternating play. The pseudonumbers are
// totally ordered: off < … < x + under < x < x + over < … < on (over is below every positive
// number: Winning Ways ch. 11).
#include <optional>  // std::optional
#include <string>    // std::string

#include "grundy/core/budget.h"
#include "grundy/core/dyadic.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_simplify.h"

namespace grundy::partizan::stopper {

struct Pseudonumber {
  int infinite = 0;  // +1 on, -1 off, 0 a number x with the tilt below
  Dyadic x;
  int tilt = 0;  // +1 x + over, -1 x + under, 0 x itself
  // Written so that the loopy reader reads it back: "1/2", "over", "-1 + under", "on".
  std::string to_string() const;
  friend std::strong_ordering operator<=>(const Pseudonumber& a, const Pseudonumber& b);
  friend bool operator==(const Pseudonumber& a, const Pseudonumber& b) = default;
};

struct Stops {
  Pseudonumber left, right;
};
// The stops of s, which must be in simplest form (stopper_simplify.h). nullopt when the recursion
// meets a position with no move for the side to move that is not a pseudonumber (a form that a
// simplest form does not have; kept as a refusal rather than a guess).
std::optional<Stops> stops(const Stopper& s, GameStore& store, Budget& budget);

}  // namespace grundy::partizan::stopper
