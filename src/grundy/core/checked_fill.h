#pragma once
// Filling a table of hundreds of megabytes is a second or more of page faults with no budget
// read (seen: a Fox and Geese table asked for with --timeout 0.3 answered after 4.6 s). This
// fills it a chunk of 1 MiB at a time and calls Budget::check() between chunks (which adds no
// units of work), so a deadline or a cancel is seen within milliseconds.
#include <algorithm>  // std::min
#include <cstddef>    // std::size_t
#include <vector>     // std::vector

#include "grundy/core/budget.h"

namespace grundy {

template <class T, class Allocator>
void assign_checked(std::vector<T, Allocator>& v, std::size_t n, const T& value, Budget& budget) {
  constexpr std::size_t kChunk = std::max<std::size_t>(1, (std::size_t{1} << 20) / sizeof(T));
  v.clear();
  v.reserve(n);
  while (v.size() < n) {
    v.resize(std::min(n, v.size() + kChunk), value);
    if (n > kChunk) budget.check();
  }
}

}  // namespace grundy
