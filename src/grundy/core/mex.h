#pragma once
// The minimum excludant: mex(S) is the least natural number not in S. It is the heart of the
// Sprague–Grundy theory: the value of a position is the mex of its options' values.
#include <bit>      // std::countr_one
#include <cstdint>  // std::uint64_t
#include <vector>   // std::vector

namespace grundy {

// A set of small naturals for computing a mex, reused across positions. It clears only the
// words it touched, so a position with few options costs little however large the values.
class MexSet {
 public:
  explicit MexSet(std::size_t capacity_hint = 1 << 16) { words_.reserve(capacity_hint / 64); }

  void insert(std::uint64_t v) {
    const std::size_t w = v >> 6;
    if (w >= words_.size()) words_.resize(w + 1, 0);
    if (words_[w] == 0) touched_.push_back(w);
    words_[w] |= std::uint64_t{1} << (v & 63);
  }
  bool contains(std::uint64_t v) const {
    const std::size_t w = v >> 6;
    return w < words_.size() && (words_[w] >> (v & 63) & 1);
  }
  // The least natural not inserted since the last clear().
  std::uint64_t mex() const {
    for (std::size_t w = 0; w < words_.size(); ++w) {
      if (~words_[w] != 0) return w * 64 + std::countr_one(words_[w]);
    }
    return words_.size() * 64;
  }
  // The least natural ≥ from not inserted.
  std::uint64_t mex_from(std::uint64_t from) const {
    std::size_t w = from >> 6;
    if (w >= words_.size()) return from;
    std::uint64_t bits = words_[w] | ((std::uint64_t{1} << (from & 63)) - 1);
    while (~bits == 0) {
      if (++w >= words_.size()) return w * 64;
      bits = words_[w];
    }
    return w * 64 + std::countr_one(bits);
  }
  void clear() {
    for (std::size_t w : touched_) words_[w] = 0;
    touched_.clear();
  }

 private:
  std::vector<std::uint64_t> words_;
  std::vector<std::size_t> touched_;
};

// mex of a list of values (a convenience for small sets).
template <class Range>
std::uint64_t mex(const Range& values) {
  MexSet set(64);
  for (auto v : values) set.insert(static_cast<std::uint64_t>(v));
  return set.mex();
}

}  // namespace grundy
