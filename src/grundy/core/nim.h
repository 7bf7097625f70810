#pragma once
// Nim arithmetic: the nim-sum (XOR, Bouton 1901) and the nim-product (Conway, ONAG ch. 6).
#include <cstdint>  // std::uint64_t

namespace grundy {

using Nimber = std::uint64_t;

// Sprague–Grundy: the value of a sum of games is the nim-sum of the values of its components.
constexpr Nimber nim_sum(Nimber a, Nimber b) {
  return a ^ b;
}

// The nim-product, by Conway's recursion on Fermat 2-powers: for a = a1·F + a0 with F = 2^(2^k),
// a ⊗ b = (a1b1 + a1b0 + a0b1)·F + a0b0 + a1b1 ⊗ F/2 (ONAG, Theorem 49).
Nimber nim_product(Nimber a, Nimber b);

}  // namespace grundy
