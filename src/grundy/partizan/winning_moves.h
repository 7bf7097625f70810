#pragma once
// Each side's moves in a sum of short partizan games, and which of them win. A move is made in
// one term of the sum, and the sum is then worth the other terms' values and the value of that
// term after the move. Left's move to G' wins exactly when G' >= 0, Right's exactly when G' <= 0:
// the player to move next then loses, since G >= 0 exactly when Left wins moving second, and
// G <= 0 exactly when Right does (ONAG ch. 7; Winning Ways ch. 2, the outcome classes by
// comparison with 0).
#include <cstddef>  // std::size_t
#include <span>     // std::span
#include <vector>   // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/side.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/sum.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {

// The winning-move rule: side's move to a game worth `after` wins exactly when after >= 0
// (Left) or after <= 0 (Right).
bool wins_moving_to(GameStore& store, Side side, GameId after, Budget& budget);

// A term of a sum as the rule reads it: its value, and the term's value after each of Left's and
// each of Right's moves in it.
struct TermValues {
  GameId value = kZero;
  std::vector<GameId> left, right;
};

// One move of a sum: side's option number `option` in term `term` (an index into that term's
// TermValues::left or right), the sum's value after it, and whether it wins.
struct SumMove {
  std::size_t term = 0;
  Side side = Side::kLeft;
  std::size_t option = 0;
  GameId after = kZero;
  bool wins = false;
};

// The value of the sum: the sum of its terms' values.
GameId sum_value(GameStore& store, std::span<const TermValues> terms, Budget& budget);

// Every move of the sum, term by term, in each term Left's then Right's, each side's in the
// term's order; the list's bytes are charged to budget.
std::vector<SumMove> sum_moves(GameStore& store, std::span<const TermValues> terms, Budget& budget);

// One move in a sum of ruleset positions: the component moved in, what replaces it, and the
// value of the sum of positions after it.
struct PositionMove {
  std::size_t term = 0, component = 0;
  Parts parts;
  GameId value = kZero;
};
struct PositionMoves {
  GameId value = kZero;
  std::vector<PositionMove> left, right;
};

// Each side's moves in a sum of ruleset positions, component by component in the sum's order,
// with the value after each: an impartial component is worth the nimber *G of its Grundy value
// (Sprague–Grundy), a partizan one its canonical form, and a sum the sum of its components'
// values. A loopy component has no canonical form: Error(kUsage).
PositionMoves position_moves(PartizanSolver& solver, const Sum& sum);

}  // namespace grundy::partizan
