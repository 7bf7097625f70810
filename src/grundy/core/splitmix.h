#pragma once
// splitmix64's finaliser (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", 2014): a bijection of 64-bit words whose every output bit depends on every input
// bit, used to spread keys over hash tables and to make Zobrist-style keys.
#include <cstdint>  // std::uint64_t

namespace grundy {

constexpr std::uint64_t splitmix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace grundy
