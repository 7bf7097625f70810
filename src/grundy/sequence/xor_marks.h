#pragma once
// The two inner loops of the rare/common engine, over 16-bit values in blocks of 16 (AVX2 where
// the processor has it, chosen at run time; plain vectors otherwise). Both record option values
// as bytes (seen[v] = 1): a byte store has no read-modify-write chain, unlike a bit in a word.
#include <cstddef>  // std::size_t
#include <cstdint>  // std::uint16_t, std::uint64_t, std::uint8_t

namespace grundy {

// The splits of one heap: seen[lo[k] ^ hi[−k]] = 1 for k = 0 … count − 1. With lo = g + a and
// hi = g + m − a these are the split options G(a + k) ⊕ G(m − a − k).
void mark_split_run(const std::uint16_t* lo, const std::uint16_t* hi, std::size_t count,
                    std::uint8_t* seen);

// Sixteen heaps at once against a list of heaps (transposed pairing): for every k and every
// lane t < 16, seen[t·stride + (values[k] ^ row[t])] = 1, where row = base + offset − heaps[k].
// With base = g, offset = n0 − j and the rare heaps i, lane t gets G(i) ⊕ G(n0 + t − j − i),
// the option of heap n0 + t that removes j and splits off the rare heap i.
void mark_rows(const std::uint16_t* base, std::uint64_t offset, const std::uint64_t* heaps,
               const std::uint16_t* values, std::size_t count, std::uint8_t* seen,
               std::size_t stride);

// The same loops compiled for the baseline instruction set only, which mark_split_run and
// mark_rows run on processors without AVX2: the tests compare them on this machine.
void mark_split_run_baseline(const std::uint16_t* lo, const std::uint16_t* hi, std::size_t count,
                             std::uint8_t* seen);
void mark_rows_baseline(const std::uint16_t* base, std::uint64_t offset, const std::uint64_t* heaps,
                        const std::uint16_t* values, std::size_t count, std::uint8_t* seen,
                        std::size_t stride);

}  // namespace grundy
