#include "grundy/core/big_int.h"

#include <algorithm>  // std::reverse
#include <bit>        // std::countr_zero, std::bit_width

namespace grundy {

BigInt::BigInt(std::int64_t v) {
  negative_ = v < 0;
  std::uint64_t m = negative_ ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  while (m) {
    limbs_.push_back(static_cast<std::uint32_t>(m));
    m >>= 32;
  }
}

bool BigInt::from_decimal(std::string_view text, BigInt& out) {
  out = BigInt();
  bool neg = false;
  if (!text.empty() && text.front() == '-') {
    neg = true;
    text.remove_prefix(1);
  }
  if (text.empty()) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    // out = out * 10 + digit, limb by limb.
    std::uint64_t carry = static_cast<std::uint64_t>(c - '0');
    for (auto& limb : out.limbs_) {
      const std::uint64_t v = static_cast<std::uint64_t>(limb) * 10 + carry;
      limb = static_cast<std::uint32_t>(v);
      carry = v >> 32;
    }
    if (carry) out.limbs_.push_back(static_cast<std::uint32_t>(carry));
  }
  out.trim();
  out.negative_ = neg && !out.is_zero();
  return true;
}

std::string BigInt::to_decimal() const {
  if (is_zero()) return "0";
  std::vector<std::uint32_t> m = limbs_;
  std::string digits;
  while (!m.empty()) {
    // Divide by 10^9, collecting the remainder.
    std::uint64_t rem = 0;
    for (std::size_t i = m.size(); i-- > 0;) {
      const std::uint64_t cur = (rem << 32) | m[i];
      m[i] = static_cast<std::uint32_t>(cur / 1'000'000'000u);
      rem = cur % 1'000'000'000u;
    }
    while (!m.empty() && m.back() == 0) m.pop_back();
    for (int k = 0; k < 9; ++k) {
      digits.push_back(static_cast<char>('0' + rem % 10));
      rem /= 10;
      if (m.empty() && rem == 0) break;
    }
  }
  if (negative_) digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

std::uint64_t BigInt::trailing_zeros() const {
  for (std::size_t i = 0; i < limbs_.size(); ++i) {
    if (limbs_[i]) return i * 32 + std::countr_zero(limbs_[i]);
  }
  return 0;
}

std::uint64_t BigInt::bit_length() const {
  if (is_zero()) return 0;
  return (limbs_.size() - 1) * 32 + std::bit_width(limbs_.back());
}

bool BigInt::fits_int64() const {
  return bit_length() <= 62;
}

std::int64_t BigInt::to_int64() const {
  std::uint64_t m = 0;
  for (std::size_t i = limbs_.size(); i-- > 0;) m = (m << 32) | limbs_[i];
  return negative_ ? -static_cast<std::int64_t>(m) : static_cast<std::int64_t>(m);
}

double BigInt::to_double() const {
  double d = 0;
  for (std::size_t i = limbs_.size(); i-- > 0;) d = d * 4294967296.0 + limbs_[i];
  return negative_ ? -d : d;
}

BigInt BigInt::operator-() const {
  BigInt r = *this;
  if (!r.is_zero()) r.negative_ = !r.negative_;
  return r;
}

int BigInt::compare_magnitude(const std::vector<std::uint32_t>& a,
                              const std::vector<std::uint32_t>& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

BigInt operator+(const BigInt& a, const BigInt& b) {
  BigInt r;
  if (a.negative_ == b.negative_) {
    r.negative_ = a.negative_;
    const std::size_t n = std::max(a.limbs_.size(), b.limbs_.size());
    r.limbs_.resize(n);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint64_t v =
          carry + (i < a.limbs_.size() ? a.limbs_[i] : 0) + (i < b.limbs_.size() ? b.limbs_[i] : 0);
      r.limbs_[i] = static_cast<std::uint32_t>(v);
      carry = v >> 32;
    }
    if (carry) r.limbs_.push_back(static_cast<std::uint32_t>(carry));
  } else {
    const int c = BigInt::compare_magnitude(a.limbs_, b.limbs_);
    if (c == 0) return BigInt();
    const BigInt& big = c > 0 ? a : b;
    const BigInt& small = c > 0 ? b : a;
    r.negative_ = big.negative_;
    r.limbs_.resize(big.limbs_.size());
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < big.limbs_.size(); ++i) {
      std::int64_t v = static_cast<std::int64_t>(big.limbs_[i]) - borrow -
                       (i < small.limbs_.size() ? small.limbs_[i] : 0);
      borrow = v < 0;
      if (v < 0) v += std::int64_t{1} << 32;
      r.limbs_[i] = static_cast<std::uint32_t>(v);
    }
  }
  r.trim();
  return r;
}

BigInt BigInt::shifted_left(std::uint64_t bits) const {
  if (is_zero()) return *this;
  BigInt r;
  r.negative_ = negative_;
  const std::size_t words = bits / 32, rest = bits % 32;
  r.limbs_.assign(words, 0);
  std::uint32_t carry = 0;
  for (std::uint32_t limb : limbs_) {
    r.limbs_.push_back(rest ? (limb << rest) | carry : limb);
    carry = rest ? limb >> (32 - rest) : 0;
  }
  if (carry) r.limbs_.push_back(carry);
  return r;
}

BigInt BigInt::floor_shifted_right(std::uint64_t bits) const {
  if (is_zero() || bits == 0) return *this;
  // Work on the magnitude, then round toward −∞ for negatives that lost nonzero bits.
  const bool lost = trailing_zeros() < bits;
  BigInt r;
  const std::size_t words = bits / 32, rest = bits % 32;
  if (words < limbs_.size()) {
    for (std::size_t i = words; i < limbs_.size(); ++i) {
      std::uint32_t v = limbs_[i] >> rest;
      if (rest && i + 1 < limbs_.size()) v |= limbs_[i + 1] << (32 - rest);
      r.limbs_.push_back(v);
    }
  }
  r.trim();
  if (negative_) {
    r.negative_ = !r.is_zero();
    if (lost) r = r - BigInt(1);
  }
  return r;
}

std::strong_ordering operator<=>(const BigInt& a, const BigInt& b) {
  if (a.sign() != b.sign()) return a.sign() <=> b.sign();
  const int c = BigInt::compare_magnitude(a.limbs_, b.limbs_);
  const int s = a.negative_ ? -c : c;
  return s <=> 0;
}

std::size_t BigInt::hash() const {
  std::size_t h = negative_ ? 0x9E3779B97F4A7C15ull : 0;
  for (std::uint32_t limb : limbs_) h = (h ^ limb) * 0x100000001b3ull;
  return h;
}

void BigInt::trim() {
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  if (limbs_.empty()) negative_ = false;
}

}  // namespace grundy
