#pragma once
// The outcome of one NoGo board by a whole-board search (issue 31), in the spirit of the
// Domineering board search (domineering_board_search.h): a depth-first negamax on the board as
// two words of bits (the mover's stones and the opponent's), without splitting it into
// components or forming canonical forms. In normal play a player who cannot move loses, so the
// side to move wins exactly when some legal stone leaves a board the other side loses moving
// first (ONAG ch. 1). The rules (nogo.cc): a stone is legal on an empty point when afterwards
// every group of either colour has a liberty.
//
// What keeps it small, each sound by the argument given where it is used (nogo_board_search.cc):
//  - colour symmetry: the rules treat the colours alike, so a position is keyed by (the mover's
//    stones, the opponent's) with no side: Black to move on a board is White to move on the
//    board with the colours exchanged;
//  - the symmetries of the rectangle (4; 8 on a square): the table is keyed by the least image;
//  - a transposition table (exact keys, no false hits) growing by doubling, charged first;
//  - enhanced transposition cutoff: every move's board is looked up before any is searched;
//  - a counting bound on eyes (points only their owner may ever fill) against the points the
//    other side may still play (proved in nogo_board_search.cc);
//  - the moves ordered by the mover's legal points less the opponent's after the move, then by
//    the history heuristic (how often a stone on the point has won).
// The outcome search over sums (outcome_search.h, with the liberty-class split of nogo.cc) is the
// independent route the tests compare it with.
#include <cstdint>  // std::uint64_t
#include <string>   // std::string

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/core/side.h"

namespace grundy::partizan {

struct NoGoBoardOptions {
  // The transposition table, at most; no more than half of what the budget may still charge.
  std::uint64_t table_bytes = std::uint64_t{1} << 30;
  // The table's first size: it doubles whenever three quarters of its entries are used.
  std::uint64_t initial_table_bytes = std::uint64_t{1} << 20;
  bool counting = true;  // the eye counting bound
  bool symmetry = true;  // the table keyed by the least image under the board's symmetries
  bool ordering = true;  // the moves ordered by the legal points they leave
  bool history = true;   // then by the history heuristic
  bool etc = true;       // enhanced transposition cutoff
  bool table = true;     // the transposition table at all (false: plain minimax plus the rest)
};

struct NoGoBoardStats {
  std::uint64_t nodes = 0;       // boards searched
  std::uint64_t table_hits = 0;  // answered by the transposition table
  std::uint64_t count_cuts = 0;  // decided by the counting bound
  std::uint64_t table_entries = 0;
  std::uint64_t table_bytes = 0;
};

// The board is laid out with one spare column (rows × (cols + 1) bits, so that a shift never
// wraps a row into the next); at most this many bits, after transposing when that fits better.
inline constexpr int kNoGoBoardMaxBits = 48;

// Whether a rows × cols board fits the search (in one orientation or the other).
bool nogo_board_fits(int rows, int cols);

// The outcome of the NoGo board of rows × cols points given row by row in cells ('.' empty,
// 'x' Black = Left, 'o' White = Right, '#' off the board). Throws Error(kBudget) when the
// budget runs out, Error(kUsage) for a board that does not fit or on which a group has no
// liberty.
Outcome nogo_board_outcome(int rows, int cols, const std::string& cells, Budget& budget,
                           NoGoBoardStats* stats = nullptr, NoGoBoardOptions options = {});

// Whether side wins the board moving first (the same search, one side).
bool nogo_board_wins(int rows, int cols, const std::string& cells, Side side, Budget& budget,
                     NoGoBoardStats* stats = nullptr, NoGoBoardOptions options = {});

// The counting bound alone (for the tests): whether the side to move, 'x' in cells, wins by it
// against 'o': 1 wins, 0 loses, -1 not decided.
int nogo_count_decides(int rows, int cols, const std::string& cells);

}  // namespace grundy::partizan
