#include "grundy/impartial/ordinal_nimber.h"

#include <algorithm>  // std::sort
#include <array>      // std::array

#include "grundy/core/nimber_field.h"

namespace grundy::transfinite {

namespace {

constexpr int kDigits = 40;  // base-3 digits of an exponent below kExponentLimit = 3^40

}  // namespace

Ordinal::Ordinal(Nimber n) {
  if (n != 0) terms_.push_back({0, n});
}

Ordinal Ordinal::omega_power(std::uint64_t exponent, Nimber coefficient) {
  Ordinal r;
  if (coefficient != 0) r.terms_.push_back({exponent, coefficient});
  return r;
}

Ordinal Ordinal::from_terms(std::vector<OrdinalTerm> terms) {
  std::sort(terms.begin(), terms.end(),
            [](const OrdinalTerm& x, const OrdinalTerm& y) { return x.exponent > y.exponent; });
  Ordinal r;
  for (const OrdinalTerm& t : terms) {
    if (!r.terms_.empty() && r.terms_.back().exponent == t.exponent) {
      r.terms_.back().coefficient ^= t.coefficient;
      if (r.terms_.back().coefficient == 0) r.terms_.pop_back();
    } else if (t.coefficient != 0) {
      r.terms_.push_back(t);
    }
  }
  return r;
}

Nimber Ordinal::finite_value() const {
  return terms_.empty() ? 0 : terms_[0].coefficient;
}

Nimber Ordinal::coefficient(std::uint64_t exponent) const {
  for (const OrdinalTerm& t : terms_) {
    if (t.exponent == exponent) return t.coefficient;
  }
  return 0;
}

std::strong_ordering operator<=>(const Ordinal& a, const Ordinal& b) {
  const auto& x = a.terms_;
  const auto& y = b.terms_;
  for (std::size_t i = 0;; ++i) {
    if (i == x.size() || i == y.size()) return x.size() <=> y.size();
    if (x[i].exponent != y[i].exponent) return x[i].exponent <=> y[i].exponent;
    if (x[i].coefficient != y[i].coefficient) return x[i].coefficient <=> y[i].coefficient;
  }
}

Ordinal nim_sum(const Ordinal& a, const Ordinal& b) {
  std::vector<OrdinalTerm> terms = a.terms();
  terms.insert(terms.end(), b.terms().begin(), b.terms().end());
  return Ordinal::from_terms(std::move(terms));
}

std::pair<std::uint64_t, Nimber> omega_power_product(std::uint64_t a, std::uint64_t b) {
  std::array<int, kDigits> digit{};
  for (int k = 0; k < kDigits; ++k) {
    digit[k] = static_cast<int>(a % 3 + b % 3);
    a /= 3, b /= 3;
  }
  Nimber factor = 1;
  // From the top down: (ω^(3^k))^3 = ω^(3^(k-1)) for k ≥ 1, ω^3 = 2 (Lenstra, Theorem 4.2). A
  // digit is at most 2 + 2 + 1 (a carry from above), so one carry settles it.
  for (int k = kDigits - 1; k >= 0; --k) {
    if (digit[k] < 3) continue;
    digit[k] -= 3;
    if (k > 0) {
      ++digit[k - 1];
    } else {
      factor = 2;
    }
  }
  std::uint64_t e = 0;
  for (int k = kDigits - 1; k >= 0; --k) e = e * 3 + static_cast<std::uint64_t>(digit[k]);
  return {e, factor};
}

Ordinal nim_product(const Ordinal& a, const Ordinal& b, Budget& budget) {
  std::vector<OrdinalTerm> terms;
  terms.reserve(a.terms().size() * b.terms().size());
  for (const OrdinalTerm& x : a.terms()) {
    budget.charge(b.terms().size());
    for (const OrdinalTerm& y : b.terms()) {
      const auto [e, factor] = omega_power_product(x.exponent, y.exponent);
      Nimber c = nimber_product(x.coefficient, y.coefficient);
      if (factor != 1) c = nimber_product(c, factor);
      terms.push_back({e, c});
    }
  }
  return Ordinal::from_terms(std::move(terms));
}

Ordinal nim_power(const Ordinal& a, std::uint64_t n, Budget& budget) {
  Ordinal result(1), base = a;
  while (n != 0) {
    if (n & 1) result = nim_product(result, base, budget);
    n >>= 1;
    if (n != 0) base = nim_product(base, base, budget);
  }
  return result;
}

}  // namespace grundy::transfinite
