// Each rung of the moves ladder on a position where it applies, against every option tried by
// the win/lose search (the second route: a move wins exactly when it leads to a P-position).
#include "grundy/impartial/moves_ladder.h"

#include <gtest/gtest.h>

#include <set>     // std::set
#include <string>  // std::string

namespace grundy {
namespace {

// The positions every winning move leads to, by trying every option.
std::set<std::string> searched_winning_moves(const Sum& sum, Convention convention) {
  Budget budget;
  std::set<std::string> out;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    const Term& term = sum.terms[t];
    for (std::size_t k = 0; k < term.components.size(); ++k) {
      for (const Parts& parts : term.ruleset->options(term.components[k], budget)) {
        const Sum after = apply_move(sum, t, k, parts);
        WinLossSolver search(budget, convention);
        if (search.outcome(after) == Outcome::kP) out.insert(format_sum(after));
      }
    }
  }
  return out;
}

struct MovesRung {
  const char* expression;
  Convention convention;
  bool by_theorem;  // a P-position theorem: no component values
};

constexpr MovesRung kMovesRungs[] = {
    {"wythoff:(3,6)", Convention::kMisere, true},                         // 1: Wythoff, misère
    {"kayles:5 + nim:3", Convention::kNormal, false},                     // 2: Sprague–Grundy
    {"nim:1,2,4", Convention::kMisere, false},                            // 3: Bouton
    {"dawsons-kayles:4 + dawsons-kayles:6", Convention::kMisere, false},  // 4: tame
    {"0.75:5,8", Convention::kMisere, false},                             // 5: the quotient
    {"kayles:5 + *2", Convention::kMisere, false},                        // 6: search
};

TEST(MovesLadder, EachRungFindsEveryWinningMove) {
  for (const MovesRung& rung : kMovesRungs) {
    SCOPED_TRACE(rung.expression);
    const Sum sum = parse_sum(rung.expression);
    Budget budget;
    const ImpartialMoves found = impartial_winning_moves(sum, rung.convention, budget);
    EXPECT_EQ(found.component_values, !rung.by_theorem);
    EXPECT_EQ(found.value.has_value(), rung.convention == Convention::kNormal);
    std::set<std::string> to;
    for (const WinningMove& m : found.moves) to.insert(format_sum(m.to));
    EXPECT_EQ(to, searched_winning_moves(sum, rung.convention));
    WinLossSolver search(budget, rung.convention);
    EXPECT_EQ(found.outcome, search.outcome(sum));
    EXPECT_EQ(found.outcome == Outcome::kN, !to.empty());
  }
}

}  // namespace
}  // namespace grundy
