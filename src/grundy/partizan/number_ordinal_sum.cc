#include "grundy/partizan/number_ordinal_sum.h"

#include <fmt/format.h>

#include <algorithm>  // std::min
#include <string>     // std::string

#include "grundy/core/error.h"

namespace grundy::partizan {
namespace {

// d / 2^j.
Dyadic scaled_down(const Dyadic& d, std::uint64_t j) {
  return Dyadic(d.numerator(), d.exponent() + j);
}

// ψ(y) = 1/2 : y, the number in (0, 1) whose sign expansion is + − followed by y's. After + − the
// interval is (0, 1) and each further sign moves to the middle of the half it names, so for
// y = m + f ≥ 0 (m its floor, 0 ≤ f < 1), whose sign expansion is +^(m+1) and then, when f ≠ 0, the
// signs that take m + 1 to m + f inside (m, m + 1): the first m + 1 pluses reach 1 − 2^−(m+2) in
// (1 − 2^−(m+1), 1), and the rest is the same walk scaled by 2^−(m+2):
//   ψ(y) = 1 − 2^−(m+1) + f · 2^−(m+2);
// and ψ(−y) = 1 − ψ(y) (negation flips every sign, which mirrors (0, 1)).
// Precondition: |y| ≤ kMaxOrdinalSumExponent (the caller checked).
Dyadic psi(const Dyadic& y) {
  if (y.sign() < 0) return Dyadic(1) - psi(-y);
  const BigInt m_big = y.floor();
  const auto m = static_cast<std::uint64_t>(m_big.to_int64());
  const Dyadic f = y - Dyadic(m_big, 0);
  return Dyadic(1) - Dyadic(BigInt(1), m + 1) + scaled_down(f, m + 2);
}

}  // namespace

Dyadic number_ordinal_sum(const Dyadic& x, const Dyadic& y, Budget& budget) {
  if (y.is_zero()) return x;
  if (x.is_zero()) return y;
  // -(x:y) = (-x):(-y): negation flips every sign of both expansions.
  if (x.sign() < 0) return -number_ordinal_sum(-x, -y, budget);
  // An integer x > 0 (sign expansion +^x) followed by y ≥ 0 is one more run of pluses.
  if (x.is_integer() && y.sign() > 0) return x + y;
  // Otherwise the result lies in the bounded interval below it: its denominator is about 2^(the
  // exponent of x + |y| + the exponent of y). Refuse a denominator past the limit before
  // building anything.
  const Dyadic magnitude = y.sign() < 0 ? -y : y;
  const BigInt whole = magnitude.floor();
  const std::uint64_t limit = kMaxOrdinalSumExponent;
  const std::uint64_t room = limit - std::min(limit, x.exponent() + y.exponent() + 2);
  if (!whole.fits_int64() || static_cast<std::uint64_t>(whole.to_int64()) > room) {
    throw Error(
        ErrorKind::kBudget,
        fmt::format("the ordinal sum {}:{} is a number with a denominator above 2^{}, the "
                    "largest supported",
                    x.exponent() > 64 ? std::string("x") : x.to_string(),
                    y.exponent() > 64 || !whole.fits_int64() ? std::string("y") : y.to_string(),
                    limit));
  }
  // A few additions of numbers of about this many bits.
  budget.charge(1 + (x.exponent() + y.exponent() + static_cast<std::uint64_t>(whole.to_int64()) +
                     x.numerator().bit_length()) /
                        64);
  if (x.is_integer()) {
    // x = n > 0 and y < 0: the first minus goes to n − 1/2 in (n − 1, n), and the rest of y's
    // expansion walks that interval as ψ walks (0, 1) after its + −, whose next minus is 1/4 in
    // (0, 1/2): so x:y = (n − 1) + 2ψ(y).
    return x - Dyadic(1) + psi(y).twice();
  }
  // x = m / 2^k, m odd, k ≥ 1: its canonical form is {x − 2^−k | x + 2^−k}, the numbers whose
  // expansion starts with x's fill that interval (width 2^(1−k)), and y's signs walk it as ψ walks
  // (0, 1): x:y = x − 2^−k + 2^(1−k) ψ(y).
  const std::uint64_t k = x.exponent();
  return x - Dyadic(BigInt(1), k) + scaled_down(psi(y), k - 1);
}

}  // namespace grundy::partizan
