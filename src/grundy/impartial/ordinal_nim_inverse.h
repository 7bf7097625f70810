#pragma once
// The nim inverse and quotient of transfinite nimbers below ω^ω
// (grundy/impartial/ordinal_nimber.h). The ordinals below ω^(3^n) form a field K_n, and K_n =
// K_{n-1}(t), t = ω^(3^(n-1)), with t^3 = a, a = ω^(3^(n-2)) (a = 2 for n = 1; Lenstra,
// Theorem 4.2). For x = x0 + x1·t + x2·t^2 with x_i in K_{n-1}, the norm N(x) = x0^3 + a·x1^3 +
// a^2·x2^3 + a·x0·x1·x2 (the determinant of multiplication by x; −3 = 1 in characteristic 2) lies
// in K_{n-1}, and x·y = N(x) for y = (x0^2 + a·x1·x2) + (a·x2^2 + x0·x1)·t + (x1^2 + x0·x2)·t^2, so
// x^(-1) = y·N(x)^(-1): one inverse in K_{n-1}, down to the 64-bit nimbers
// (grundy/core/nimber_field.h).
#include "grundy/impartial/ordinal_nimber.h"

namespace grundy::transfinite {

// x^(-1). x must not be 0: the caller reports it.
Ordinal nim_inverse(const Ordinal& x, Budget& budget);

// a ⊗ b^(-1). b must not be 0.
Ordinal nim_quotient(const Ordinal& a, const Ordinal& b, Budget& budget);

}  // namespace grundy::transfinite
