#pragma once
// Winning moves of a sum, each with the reason in words.
//   Normal play (Sprague–Grundy): with total nim-sum s ≠ 0, a move in a component of value g wins
//   exactly when it takes that component to value g XOR s, making the nim-sum 0.
//   Misère Nim (Bouton 1901): play as in normal Nim unless the move would leave only heaps of
//   size 1; then leave an odd number of them. Other misère sums: direct win/lose search.
#include <cstdint>  // std::uint64_t
#include <string>   // std::string
#include <vector>   // std::vector

#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {

struct WinningMove {
  Sum to;                          // the position the move leads to
  std::size_t term = 0;            // which term of the sum was moved in
  Component from;                  // the component moved in
  Parts parts;                     // what replaced it
  std::uint64_t value_before = 0;  // normal play: the component's value before the move
  std::uint64_t value_after = 0;   // … and after
  std::string explanation;
};

// The sum with component `index` of term `term` replaced by parts.
Sum apply_move(const Sum& sum, std::size_t term, std::size_t index, const Parts& parts);

// Every winning move in normal play (none from a P-position), without repeats.
std::vector<WinningMove> winning_moves(const Sum& sum, GrundySolver& solver);

// True when every term is Nim or nimbers, where Bouton's misère theorem applies.
bool is_nim_sum(const Sum& sum);

// Misère Nim by Bouton's theorem: the outcome and the winning moves.
Outcome misere_nim_outcome(const Sum& sum);
std::vector<WinningMove> misere_nim_winning_moves(const Sum& sum);

// Misère play of any sum by direct win/lose search (small sums only: the budget bounds it).
std::vector<WinningMove> misere_winning_moves(const Sum& sum, Budget& budget);

}  // namespace grundy
