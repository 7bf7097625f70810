#pragma once
// Conway's ugly product of natural numbers (Winning Ways ch. 14; CGSuite's Integer.UglyProduct),
// the product that values Ruler-like tartans. On powers of two, for n = 2^p and k < n:
//   n ⊙ k = ⌊k/2⌋ when k is evil (an even number of 1 bits), n + ⌊k/2⌋ when k is odious;
//   n ⊙ n = ⌈n/2⌉;
// and it is extended to all naturals by distributing over nim-sum (XOR) in each argument. Bit by
// bit: 2^m ⊙ 2^n is 2^n when m = 0, 2^(max) + 2^(min − 1) when m ≠ n are both ≥ 1 (and 2^m when
// n = 0), and 2^(m − 1) when m = n ≥ 1. Unlike the nim-product it is not a field's product
// (2 ⊙ 2 = 1 = 1 ⊙ 1, so it is not cancellative).
#include <cstdint>  // std::uint64_t

namespace grundy {

std::uint64_t ugly_product(std::uint64_t a, std::uint64_t b);

}  // namespace grundy
