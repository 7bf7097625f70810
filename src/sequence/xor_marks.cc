#include "sequence/xor_marks.h"

#include <cstring>  // std::memcpy

// The vectors never cross a function boundary: load is always inlined (into each target clone,
// even at -O0), so the note that an AVX vector return changes the ABI does not apply.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace grundy {

namespace {

using U16x16 = std::uint16_t __attribute__((vector_size(32)));

[[gnu::always_inline]] inline U16x16 load(const std::uint16_t* p) {
  U16x16 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

}  // namespace

[[gnu::target_clones("avx2", "default")]] void mark_split_run(const std::uint16_t* lo,
                                                              const std::uint16_t* hi,
                                                              std::size_t count,
                                                              std::uint8_t* seen) {
  constexpr U16x16 kReverse = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
  std::size_t k = 0;
  for (; k + 16 <= count; k += 16) {
    // hi[−k−15 … −k] reversed lines up with lo[k … k+15].
    const U16x16 x = load(lo + k) ^ __builtin_shuffle(load(hi - k - 15), kReverse);
    for (int t = 0; t < 16; ++t) seen[x[t]] = 1;
  }
  for (; k < count; ++k) seen[lo[k] ^ hi[-static_cast<std::ptrdiff_t>(k)]] = 1;
}

[[gnu::target_clones("avx2", "default")]] void mark_rows(
    const std::uint16_t* base, std::uint64_t offset, const std::uint64_t* heaps,
    const std::uint16_t* values, std::size_t count, std::uint8_t* seen, std::size_t stride) {
  for (std::size_t k = 0; k < count; ++k) {
    const U16x16 x = load(base + (offset - heaps[k])) ^ values[k];
    for (int t = 0; t < 16; ++t) seen[t * stride + x[t]] = 1;
  }
}

}  // namespace grundy
