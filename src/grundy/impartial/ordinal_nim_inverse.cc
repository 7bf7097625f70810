#include "grundy/impartial/ordinal_nim_inverse.h"

#include <array>  // std::array

#include "grundy/core/nimber_field.h"

namespace grundy::transfinite {

Ordinal nim_inverse(const Ordinal& x, Budget& budget) {
  if (x.is_finite()) return Ordinal(nimber_inverse(x.finite_value()));
  // The least n with every exponent below 3^n; t = ω^(3^(n-1)).
  const std::uint64_t top = x.terms().front().exponent;
  std::uint64_t t_exponent = 1;
  while (top / t_exponent >= 3) t_exponent *= 3;
  std::array<std::vector<OrdinalTerm>, 3> part;
  for (const OrdinalTerm& term : x.terms()) {
    const std::uint64_t d = term.exponent / t_exponent % 3;
    part[d].push_back({term.exponent - d * t_exponent, term.coefficient});
  }
  const Ordinal x0 = Ordinal::from_terms(part[0]), x1 = Ordinal::from_terms(part[1]),
                x2 = Ordinal::from_terms(part[2]);
  const Ordinal t = Ordinal::omega_power(t_exponent);
  const Ordinal a = nim_power(t, 3, budget);  // ω^(3^(n-2)), or 2
  auto mul = [&](const Ordinal& p, const Ordinal& q) { return nim_product(p, q, budget); };
  const Ordinal y0 = nim_sum(mul(x0, x0), mul(a, mul(x1, x2)));
  const Ordinal y1 = nim_sum(mul(a, mul(x2, x2)), mul(x0, x1));
  const Ordinal y2 = nim_sum(mul(x1, x1), mul(x0, x2));
  const Ordinal norm = nim_sum(mul(x0, y0), mul(a, nim_sum(mul(x1, y2), mul(x2, y1))));
  const Ordinal y = nim_sum(y0, nim_sum(mul(y1, t), mul(y2, mul(t, t))));
  return mul(y, nim_inverse(norm, budget));
}

Ordinal nim_quotient(const Ordinal& a, const Ordinal& b, Budget& budget) {
  return nim_product(a, nim_inverse(b, budget), budget);
}

}  // namespace grundy::transfinite
