#pragma once
// A list as a set: sorted, each element once.
#include <algorithm>  // std::sort, std::unique
#include <vector>     // std::vector

namespace grundy {

template <class T>
std::vector<T> sorted_unique(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

}  // namespace grundy
