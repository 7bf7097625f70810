#pragma once
// Outcomes and winning moves by the rulesets' P-position theorems (Ruleset::p_position_theory:
// Wythoff's (⌊nφ⌋, ⌊nφ²⌋) at any size), where they settle the question without Grundy values.
//   Normal play: a sum is P exactly when the nim-sum of its components' values is 0
//   (Sprague–Grundy); a P-position has value 0, any other a nonzero value. So when every
//   component has a theorem and at most one is not a P-position, the sum is P (none) or N (one).
//   Misère play: sums do not decompose, so only a sum of one component is settled.
// Winning moves: a sum of one component wins by moving to a P-position, which its theorem lists.
#include <optional>  // std::optional
#include <string>    // std::string
#include <vector>    // std::vector

#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/moves.h"

namespace grundy {

struct TheoryOutcome {
  Outcome outcome = Outcome::kP;
  std::string method;  // the theorem, in words
};
std::optional<TheoryOutcome> outcome_by_p_positions(const Sum& sum, bool misere);

// The winning moves of a sum of one component by its theorem: in misère play always, in normal
// play when its Grundy values are not cheap (where they are, the Grundy route is taken, as it
// reports the values too). nullopt where the theorem is not used.
struct TheoryMoves {
  Outcome outcome = Outcome::kP;
  std::vector<WinningMove> moves;
};
std::optional<TheoryMoves> moves_by_p_positions(const Sum& sum, bool misere);

}  // namespace grundy
