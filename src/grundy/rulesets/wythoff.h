#pragma once
// Wythoff's game (Wythoff 1907): from (x, y) take any number from one pile, or the same number
// from both. Its P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋).
#include <cstdint>  // std::uint32_t
#include <memory>   // std::allocator
#include <new>      // placement new
#include <utility>  // std::forward
#include <vector>   // std::vector

#include "grundy/core/budget.h"

namespace grundy {

// An allocator that leaves new elements uninitialised: a table of gigabytes is then written
// row by row, each row's pages touched as it is computed (and the deadline read between rows),
// instead of being zeroed up front in one long stretch that no budget sees.
template <class T>
struct UninitialisedAllocator : std::allocator<T> {
  template <class U>
  struct rebind {
    using other = UninitialisedAllocator<U>;
  };
  UninitialisedAllocator() = default;
  template <class U>
  UninitialisedAllocator(const UninitialisedAllocator<U>&) noexcept {}
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};

using WythoffTable = std::vector<std::uint32_t, UninitialisedAllocator<std::uint32_t>>;

// Grundy values of Wythoff's game for 0 ≤ x, y < side, row-major. Each value is the mex of the
// values to its left in the row, above it in the column and before it on the diagonal; those
// are kept as three families of bitsets, so a cell costs O(side/64) word operations.
WythoffTable wythoff_table(std::uint32_t side, Budget& budget);

}  // namespace grundy
