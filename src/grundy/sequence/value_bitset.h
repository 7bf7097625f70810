#pragma once
// The set of option values seen at one heap, for the mex rule: a bitset of 2^16 bits (every
// stored value fits) that clears only the words touched since the last clear.
#include <array>    // std::array
#include <bit>      // std::countr_one
#include <cstdint>  // std::uint64_t

namespace grundy {

class ValueBitset {
 public:
  static constexpr std::uint32_t kWords = 1 << 10;  // 2^16 bits

  ValueBitset() { words_.fill(0); }
  void insert(std::uint32_t v) {
    const std::uint32_t w = v >> 6;
    words_[w] |= std::uint64_t{1} << (v & 63);
    if (w >= used_) used_ = w + 1;
  }
  // The least value ≥ from not in the set (2^16 if every value is in it).
  std::uint32_t mex_from(std::uint32_t from) const {
    std::uint32_t w = from >> 6;
    if (w >= used_) return from;
    std::uint64_t bits = words_[w] | ((std::uint64_t{1} << (from & 63)) - 1);
    while (~bits == 0) {
      if (++w >= used_) return w * 64;
      bits = words_[w];
    }
    return w * 64 + std::countr_one(bits);
  }
  std::uint32_t mex() const { return mex_from(0); }
  // Clears the words below the highest one touched (values are small, so this is a few words).
  void clear() {
    for (std::uint32_t w = 0; w < used_; ++w) words_[w] = 0;
    used_ = 0;
  }

 private:
  std::array<std::uint64_t, kWords> words_;
  std::uint32_t used_ = 0;
};

}  // namespace grundy
