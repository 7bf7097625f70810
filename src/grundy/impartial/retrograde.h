#pragma once
// The independent route for loopy games: who wins a sum, or whether it is a draw, by retrograde
// analysis of the sum's own game graph (the product of its components' graphs: a move changes
// one component), never computing a generalized Sprague–Grundy value. A position without moves
// is a loss for the player to move (P); a position with an option that is P is N; a position all
// of whose options are N is P; whatever is still unsettled when nothing more follows is a draw
// (D): neither player can force a win, so correct play goes on forever. It is the cross-check of
// grundy/impartial/loopy.h (γ and Smith's sum theorem).
#include <cstdint>  // std::uint64_t
#include <vector>   // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"

namespace grundy {

class RetrogradeSolver {
 public:
  explicit RetrogradeSolver(Budget& budget) : budget_(budget) {}

  // P, N or D for the sum. Every move of every component must lead to a single position or
  // make it vanish (a game graph, a Nim heap); otherwise Error(kUsage).
  Outcome outcome(const Sum& sum);

  // The most positions of the product graph one analysis lists before Error(kBudget).
  static constexpr std::size_t kMaxPositions = 1'000'000;

  // How many positions the last analysis listed (for reports and tests).
  std::size_t positions_listed() const { return listed_; }

 private:
  Budget& budget_;
  std::size_t listed_ = 0;
};

}  // namespace grundy
