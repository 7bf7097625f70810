#pragma once
// The Grundy value of a Cram board by Beling and Rogalski's pruned search ("On pruning search
// trees of impartial games", Artificial Intelligence 283, 2020): a position is asked for its
// nimber only if it lies in a set of values the caller can use, and an option's value is sought
// among the values the position's nimber could still take. Regions are played independently
// (their values nim-add: the Sprague–Grundy theorem) and remembered under the board's eight
// symmetries, each first rewritten by cram_reduce.h (extra tufts and bridges filled) and split
// where cram_twins.h cuts it (twin squares), and equal parts of one option cancel. A region that
// fits a small box is valued from the box's table of every position's nimber (cram_boxes.h).
// The plain mex recursion (GrundySolver without fast routes) is the reference.
#include <cstdint>  // std::uint64_t
#include <optional>

#include "grundy/core/budget.h"
#include "grundy/rulesets/cram_boxes.h"

namespace grundy::cram {

// The most squares a board may have here (one bit each).
inline constexpr int kMaxCells = 64;

// The nimber of a rows × cols Cram board whose empty squares are the bits of empty (square (r, c)
// is bit r·cols + c); nullopt for a board of more than kMaxCells squares. Charges budget a node
// per position searched and the bytes of its table; Error(kBudget) past its limits. box: the box
// of precomputed nimbers (cram_boxes.h) the search looks regions up in, box_for(rows, cols) if
// not given; 0 × 0 for none.
std::optional<std::uint64_t> cram_nimber(std::uint64_t empty, int rows, int cols, Budget& budget,
                                         std::optional<BoxShape> box = std::nullopt);

}  // namespace grundy::cram
