#pragma once
// The outcome of one Domineering board by a whole-board search (issue 31): a depth-first minimax
// on the board as a word of bits (at most 128 squares), without splitting it into components or
// forming canonical forms. In normal play a player who cannot move loses, so the side to move
// wins exactly when some move leaves a board the other side loses moving first (ONAG ch. 1).
//
// What keeps it small, each sound by the theorem named:
//  - the counting bound of domineering_bound.h decides a board when the guaranteed moves of one
//    side outnumber the most the other can make (proved there);
//  - a transposition table keyed by the exact board and side (no false hits), growing by
//    doubling up to a fixed size, each size charged to the budget before it is allocated; a
//    bucket is a cache line (4 entries of a board of at most 64 squares, 3 of a larger one),
//    and a new entry goes over the one whose answer took the least work;
//  - a board and its mirror images (rows reversed, columns reversed) have the same outcome, as
//    each reflection keeps every domino's direction; on a square board, Left to move on a board
//    is Right to move on its transpose (the transposition exchanges the directions): the table
//    is keyed by the least image with its side to move;
//  - enhanced transposition cutoff: every move's board is looked up in the table and counted
//    before any is searched, and one the opponent loses ends the search;
//  - the moves in Obsequi's order: those that leave the mover the most safe, vulnerable and
//    possible moves less the opponent's first, plus a positional value (domineering_order.h)
//    that favours the lines next to an edge.
// The outcome search over sums (outcome_search.h) is the independent route the tests compare
// it with.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/core/side.h"

namespace grundy::partizan {

struct DomineeringBoardOptions {
  // The transposition table, at most; no more than half of what the budget may still charge.
  // It grows only as a search needs it (below), so a small board never comes near this; 9 × 9
  // fills it (2 GiB: 100 M entries of a board of more than 64 squares).
  std::uint64_t table_bytes = std::uint64_t{2} << 30;
  // The table's first size: it doubles whenever three quarters of its entries are used, up
  // to table_bytes, so that a small search touches (and the kernel clears) few pages.
  std::uint64_t initial_table_bytes = std::uint64_t{1} << 20;
  // The vulnerable moves in the bound (domineering_bound.h); false: safe and most only.
  bool vulnerable = true;
  // The protective blocks in the bound (domineering_bound.h); false: without them.
  bool blocks = true;
  // The bound by squares, theorem (c) and (d) of domineering_bound.h; false: without it.
  bool squares = true;
  // Mirror images share table entries.
  bool symmetry = true;
  // The moves' positional values (domineering_order.h) in their order; false: the counts alone.
  bool positional_order = true;
};

struct DomineeringBoardStats {
  std::uint64_t nodes = 0;          // boards searched
  std::uint64_t table_hits = 0;     // answered by the transposition table
  std::uint64_t count_cuts = 0;     // decided by the counting bound
  std::uint64_t table_entries = 0;  // the table's room
  std::uint64_t table_used = 0;     // entries in use
  std::uint64_t table_bytes = 0;
  // Where the search is (for a run stopped by its budget): the side moving first on the board
  // (0 Left, 1 Right), how many of its moves left after the cuts and the table have been
  // searched (the last still open) out of how many, and the same for the replies to the
  // move being searched.
  std::uint64_t first_side = 0;
  std::uint64_t first_moves_searched = 0, first_moves = 0;
  std::uint64_t replies_searched = 0, replies = 0;
};

// The largest board the search takes, in squares.
inline constexpr int kDomineeringBoardMaxCells = 128;

// The outcome of the Domineering board of rows × cols squares given row by row in cells ('.'
// empty, anything else filled); Left places vertical dominoes. Throws Error(kBudget) when the
// budget runs out (the table's bytes are charged first), Error(kUsage) for a board of more
// than kDomineeringBoardMaxCells squares. A budget error says how far the search got: its
// message names the boards searched and the table's entries, its progress() holds them
// (boards_searched, table_hits, count_cuts, table_entries_used, table_entries, table_bytes,
// first_side, first_moves_searched, first_moves, replies_searched, replies), and *stats has
// them too.
Outcome domineering_board_outcome(int rows, int cols, const std::string& cells, Budget& budget,
                                  DomineeringBoardStats* stats = nullptr,
                                  DomineeringBoardOptions options = {});

// Whether side wins the board moving first (the same search, one side).
bool domineering_board_wins(int rows, int cols, const std::string& cells, Side side, Budget& budget,
                            DomineeringBoardStats* stats = nullptr,
                            DomineeringBoardOptions options = {});

}  // namespace grundy::partizan
