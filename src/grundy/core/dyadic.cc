#include "grundy/core/dyadic.h"

#include <algorithm>  // std::min
#include <cmath>      // std::ldexp

namespace grundy {

Dyadic::Dyadic(BigInt num, std::uint64_t exponent) : num_(std::move(num)), exp_(exponent) {
  if (num_.is_zero()) {
    exp_ = 0;
    return;
  }
  const std::uint64_t shift = std::min(exp_, num_.trailing_zeros());
  if (shift) {
    num_ = num_.floor_shifted_right(shift);
    exp_ -= shift;
  }
}

bool Dyadic::parse(std::string_view text, Dyadic& out) {
  const std::size_t slash = text.find('/');
  BigInt num;
  if (!BigInt::from_decimal(text.substr(0, slash), num)) return false;
  if (slash == std::string_view::npos) {
    out = Dyadic(std::move(num), 0);
    return true;
  }
  BigInt den;
  const std::string_view den_text = text.substr(slash + 1);
  if (den_text.empty() || den_text.front() == '-' || !BigInt::from_decimal(den_text, den)) {
    return false;
  }
  if (den.is_zero()) return false;
  const std::uint64_t k = den.trailing_zeros();
  if (den != BigInt(1).shifted_left(k)) return false;  // not a power of two
  out = Dyadic(std::move(num), k);
  return true;
}

std::string Dyadic::to_string() const {
  if (exp_ == 0) return num_.to_decimal();
  return num_.to_decimal() + "/" + BigInt(1).shifted_left(exp_).to_decimal();
}

double Dyadic::to_double() const {
  return std::ldexp(num_.to_double(), -static_cast<int>(std::min<std::uint64_t>(exp_, 100000)));
}

Dyadic operator+(const Dyadic& a, const Dyadic& b) {
  if (a.exp_ == b.exp_) return Dyadic(a.num_ + b.num_, a.exp_);
  if (a.exp_ < b.exp_) return Dyadic(a.num_.shifted_left(b.exp_ - a.exp_) + b.num_, b.exp_);
  return Dyadic(a.num_ + b.num_.shifted_left(a.exp_ - b.exp_), a.exp_);
}

Dyadic Dyadic::twice() const {
  if (exp_ > 0) return Dyadic(num_, exp_ - 1);
  return Dyadic(num_.shifted_left(1), 0);
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
  if (a.exp_ == b.exp_) return a.num_ <=> b.num_;
  // Small values (the usual case) compare in 128-bit machine arithmetic without allocating.
  if (a.exp_ <= 60 && b.exp_ <= 60 && a.num_.fits_int64() && b.num_.fits_int64()) {
    const __int128 x = static_cast<__int128>(a.num_.to_int64()) << b.exp_;
    const __int128 y = static_cast<__int128>(b.num_.to_int64()) << a.exp_;
    return x <=> y;
  }
  if (a.exp_ < b.exp_) return a.num_.shifted_left(b.exp_ - a.exp_) <=> b.num_;
  return a.num_ <=> b.num_.shifted_left(a.exp_ - b.exp_);
}

Dyadic simplest_between(const Dyadic& a, const Dyadic& b) {
  // An integer strictly between: the one nearest zero.
  if (a.sign() < 0 && b.sign() > 0) return Dyadic(0);
  if (a.sign() >= 0) {
    const Dyadic n(a.floor() + BigInt(1), 0);
    if (n < b) return n;
  } else {
    const Dyadic n(b.ceil() - BigInt(1), 0);
    if (a < n) return n;
  }
  // No integer: the least k with some m / 2^k strictly between; m = floor(a·2^k) + 1.
  for (std::uint64_t k = 1;; ++k) {
    const BigInt scaled = a.exponent() >= k ? a.numerator().floor_shifted_right(a.exponent() - k)
                                            : a.numerator().shifted_left(k - a.exponent());
    Dyadic candidate(scaled + BigInt(1), k);
    if (candidate < b) return candidate;
  }
}

}  // namespace grundy
