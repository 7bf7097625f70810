#include "grundy/sequence/xor_marks.h"

#include <cstring>  // std::memcpy

// The vectors never cross a function boundary: load is always inlined (into each target clone,
// even at -O0), so the note that an AVX vector return changes the ABI does not apply.
#pragma GCC diagnostic ignored "-Wpsabi"

// ThreadSanitizer builds (GRUNDY_TSAN) cannot start with target_clones: the ifunc resolvers run
// during relocation, before TSan's runtime is initialised. They get the portable kernels only.
// clang (the fuzz build, fuzz/CMakeLists.txt) gets them too: its target_clones and GCC's vector
// builtins differ.
#if defined(__SANITIZE_THREAD__) || defined(__clang__)
#define GRUNDY_CLONES
#else
#define GRUNDY_CLONES [[gnu::target_clones("avx2", "default")]]
#endif

namespace grundy {

namespace {

using U16x16 = std::uint16_t __attribute__((vector_size(32)));
using U32x16 = std::uint32_t __attribute__((vector_size(64)));

[[gnu::always_inline]] inline U16x16 load(const std::uint16_t* p) {
  U16x16 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// The bodies, inlined into each entry point and compiled for its instruction set.
[[gnu::always_inline]] inline void split_run(const std::uint16_t* lo, const std::uint16_t* hi,
                                             std::size_t count, std::uint8_t* seen) {
  [[maybe_unused]] constexpr U16x16 kReverse = {15, 14, 13, 12, 11, 10, 9, 8,
                                                7,  6,  5,  4,  3,  2,  1, 0};
  std::size_t k = 0;
  for (; k + 16 <= count; k += 16) {
    // hi[−k−15 … −k] reversed lines up with lo[k … k+15].
#if defined(__clang__)
    const U16x16 h = load(hi - k - 15);
    const U16x16 x = load(lo + k) ^ __builtin_shufflevector(h, h, 15, 14, 13, 12, 11, 10, 9, 8, 7,
                                                            6, 5, 4, 3, 2, 1, 0);
#else
    const U16x16 x = load(lo + k) ^ __builtin_shuffle(load(hi - k - 15), kReverse);
#endif
    // Unrolled: a load and a store per value, no loop counter.
#pragma GCC unroll 16
    for (int t = 0; t < 16; ++t) seen[x[t]] = 1;
  }
  for (; k < count; ++k) seen[lo[k] ^ hi[-static_cast<std::ptrdiff_t>(k)]] = 1;
}

[[gnu::always_inline]] inline void rows(const std::uint16_t* base, std::uint64_t offset,
                                        const std::uint64_t* heaps, const std::uint16_t* values,
                                        std::size_t count, std::uint8_t* seen, std::size_t stride) {
  // The byte of lane t for value x is at t·stride + x: the sixteen addresses are computed at
  // once in 32 bits (x < 2^16 and stride ≤ 2^16 + 64, so 15·stride + x < 2^21).
  U32x16 lanes;
  for (int t = 0; t < 16; ++t) lanes[t] = static_cast<std::uint32_t>(t * stride);
  for (std::size_t k = 0; k < count; ++k) {
    const U16x16 x = load(base + (offset - heaps[k])) ^ values[k];
    const U32x16 at = __builtin_convertvector(x, U32x16) + lanes;
#pragma GCC unroll 16
    for (int t = 0; t < 16; ++t) seen[at[t]] = 1;
  }
}

}  // namespace

GRUNDY_CLONES void mark_split_run(const std::uint16_t* lo, const std::uint16_t* hi,
                                  std::size_t count, std::uint8_t* seen) {
  split_run(lo, hi, count, seen);
}

GRUNDY_CLONES void mark_rows(const std::uint16_t* base, std::uint64_t offset,
                             const std::uint64_t* heaps, const std::uint16_t* values,
                             std::size_t count, std::uint8_t* seen, std::size_t stride) {
  rows(base, offset, heaps, values, count, seen, stride);
}

void mark_split_run_baseline(const std::uint16_t* lo, const std::uint16_t* hi, std::size_t count,
                             std::uint8_t* seen) {
  split_run(lo, hi, count, seen);
}

void mark_rows_baseline(const std::uint16_t* base, std::uint64_t offset, const std::uint64_t* heaps,
                        const std::uint16_t* values, std::size_t count, std::uint8_t* seen,
                        std::size_t stride) {
  rows(base, offset, heaps, values, count, seen, stride);
}

}  // namespace grundy
