#pragma once
// Transfinite nimbers below ω^ω: the ordinals α < ω^ω under Conway's nim arithmetic (ONAG ch. 6;
// Lenstra, "On the algebraic closure of two", 1977). An ordinal below ω^ω is, in Cantor normal
// form, ω^e_1·c_1 + … + ω^e_k·c_k with finite exponents e_1 > … > e_k and finite coefficients
// c_i ≥ 1; here each c_i is a 64-bit nimber (grundy/core/nim.h) and each e_i is below 3^40.
//
// Nim addition is the XOR of the coefficients exponent by exponent (Conway: ordinals written in
// base 2 add without carry). Nim multiplication: the finite ordinals are the quadratic closure of
// F_2; κ_3 = ω is a cube root of 2 and κ_{3^(k+1)} = ω^(3^k) a cube root of ω^(3^(k-1)) (Lenstra,
// Theorem 4.2 with α_3 = 2), and the ordinal ω^e·c is the nim product of c with the κ's
// (ω^(3^k))^(d_k), e = Σ d_k·3^k in base 3 (Conway's simplest-extension theorem, ONAG Th. 44–49:
// below a field ordinal Δ, Δ·α + β = Δ⊗α ⊕ β). So ω^a ⊗ ω^b adds a and b digit by digit in base
// 3; a digit reaching 3 at position k ≥ 1 carries 1 into position k − 1, at position 0 it
// multiplies the coefficient by 2. Exponents below 3^40 stay below 3^40, so the set is closed.
#include <compare>
#include <cstdint>
#include <vector>

#include "grundy/core/budget.h"
#include "grundy/core/nim.h"

namespace grundy::transfinite {

// ω^exponent·coefficient, coefficient ≠ 0.
struct OrdinalTerm {
  std::uint64_t exponent = 0;
  Nimber coefficient = 0;
  friend bool operator==(const OrdinalTerm&, const OrdinalTerm&) = default;
};

// Exponents are below this (3^40 < 2^64): the field of ordinals below ω^(3^40).
inline constexpr std::uint64_t kExponentLimit = 12157665459056928801ULL;

// An ordinal below ω^ω in Cantor normal form: terms by decreasing exponent, no zero coefficient.
class Ordinal {
 public:
  Ordinal() = default;         // 0
  explicit Ordinal(Nimber n);  // the finite ordinal n
  static Ordinal omega_power(std::uint64_t exponent, Nimber coefficient = 1);  // ω^e·c
  // From any terms (exponents below kExponentLimit): equal exponents are nim-added (XOR).
  static Ordinal from_terms(std::vector<OrdinalTerm> terms);

  const std::vector<OrdinalTerm>& terms() const { return terms_; }
  bool is_zero() const { return terms_.empty(); }
  bool is_finite() const {
    return terms_.empty() || (terms_.size() == 1 && terms_[0].exponent == 0);
  }
  Nimber finite_value() const;  // the value when is_finite()
  // The coefficient of ω^e (0 when absent).
  Nimber coefficient(std::uint64_t exponent) const;

  friend bool operator==(const Ordinal&, const Ordinal&) = default;
  // The order of the ordinals (Cantor normal forms compared term by term).
  friend std::strong_ordering operator<=>(const Ordinal& a, const Ordinal& b);

 private:
  std::vector<OrdinalTerm> terms_;
};

// α ⊕ β: the value of *α + *β.
Ordinal nim_sum(const Ordinal& a, const Ordinal& b);

// ω^a ⊗ ω^b = ω^e ⊗ f with f = 1 or 2 (the base-3 carry rule above); returns {e, f}.
std::pair<std::uint64_t, Nimber> omega_power_product(std::uint64_t a, std::uint64_t b);

// α ⊗ β: the value of *α.ConwayProduct(*β). Charges the budget one unit per pair of terms.
Ordinal nim_product(const Ordinal& a, const Ordinal& b, Budget& budget);

// α^n by squaring and multiplying (α^0 = 1).
Ordinal nim_power(const Ordinal& a, std::uint64_t n, Budget& budget);

}  // namespace grundy::transfinite
