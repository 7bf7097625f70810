#pragma once
// What a search's memo holds per state, charged to its budget before it is stored (the
// win/lose and genus searches, whose states are sorted vectors of components).
#include <cstdint>  // std::uint64_t

namespace grundy {

// A state's bytes: the vector's allocation (with malloc's header).
template <class State>
std::uint64_t state_bytes(const State& s) {
  return 16 + s.capacity() * sizeof(typename State::value_type);
}
// The memo's node for a state and its share of the buckets.
inline constexpr std::uint64_t kMemoNodeBytes = 64;

}  // namespace grundy
