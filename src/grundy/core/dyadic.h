#pragma once
// Exact dyadic rationals m / 2^k of any size: the numbers of short partizan games (ONAG ch. 0:
// every short game that is a number is a dyadic rational). Always normalised: m odd or k = 0.
#include <compare>      // std::strong_ordering
#include <cstdint>      // std::uint64_t
#include <string>       // std::string
#include <string_view>  // std::string_view

#include "grundy/core/big_int.h"

namespace grundy {

class Dyadic {
 public:
  Dyadic() = default;
  Dyadic(std::int64_t n) : num_(n) {}  // NOLINT: integers are dyadic
  Dyadic(BigInt num, std::uint64_t exponent);

  // "3", "-3/4", "1/2": the denominator must be a power of two. Returns false otherwise.
  static bool parse(std::string_view text, Dyadic& out);
  std::string to_string() const;  // CGSuite's spelling: "-3/4", "5"

  const BigInt& numerator() const { return num_; }
  std::uint64_t exponent() const { return exp_; }  // the denominator is 2^exponent
  bool is_integer() const { return exp_ == 0; }
  bool is_zero() const { return num_.is_zero(); }
  int sign() const { return num_.sign(); }
  double to_double() const;

  Dyadic operator-() const { return Dyadic(-num_, exp_); }
  friend Dyadic operator+(const Dyadic& a, const Dyadic& b);
  friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
  Dyadic half() const { return Dyadic(num_, exp_ + 1); }
  Dyadic twice() const;
  BigInt floor() const { return num_.floor_shifted_right(exp_); }
  BigInt ceil() const { return -((-*this).floor()); }

  friend bool operator==(const Dyadic& a, const Dyadic& b) = default;
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);
  std::size_t hash() const { return num_.hash() * 31 + exp_; }

 private:
  BigInt num_;
  std::uint64_t exp_ = 0;
};

// The simplicity theorem (ONAG Theorem 11): the simplest dyadic strictly between a and b
// (precondition a < b): the integer of least magnitude if there is one, else the dyadic with the
// smallest denominator.
Dyadic simplest_between(const Dyadic& a, const Dyadic& b);

}  // namespace grundy
