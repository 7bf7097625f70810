#pragma once
// Wythoff's game (Wythoff 1907): from (x, y) take any number from one pile, or the same number
// from both. Its P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋).
#include <cstdint>  // std::uint32_t
#include <vector>   // std::vector

#include "core/budget.h"

namespace grundy {

// Grundy values of Wythoff's game for 0 ≤ x, y < side, row-major. Each value is the mex of the
// values to its left in the row, above it in the column and before it on the diagonal; those
// are kept as three families of bitsets, so a cell costs O(side/64) word operations.
std::vector<std::uint32_t> wythoff_table(std::uint32_t side, Budget& budget);

}  // namespace grundy
