#pragma once
// A signed integer of any size: a sign and base-2^32 magnitude limbs, little-endian. Only what the
// exact dyadic numbers of partizan theory need: parsing, printing, +, −, shifts, comparison.
#include <compare>      // std::strong_ordering
#include <cstdint>      // std::uint32_t, std::int64_t
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

namespace grundy {

class BigInt {
 public:
  BigInt() = default;
  BigInt(std::int64_t v);  // NOLINT: implicit from machine integers is the natural spelling
  // Decimal digits with an optional leading '-'; returns false on anything else.
  static bool from_decimal(std::string_view text, BigInt& out);

  std::string to_decimal() const;
  bool is_zero() const { return limbs_.empty(); }
  bool negative() const { return negative_; }
  int sign() const { return is_zero() ? 0 : negative_ ? -1 : 1; }
  // Number of trailing zero bits of the magnitude (0 for zero).
  std::uint64_t trailing_zeros() const;
  std::uint64_t bit_length() const;
  bool fits_int64() const;
  std::int64_t to_int64() const;  // precondition: fits_int64()
  double to_double() const;

  BigInt operator-() const;
  friend BigInt operator+(const BigInt& a, const BigInt& b);
  friend BigInt operator-(const BigInt& a, const BigInt& b) { return a + (-b); }
  BigInt shifted_left(std::uint64_t bits) const;
  // Arithmetic shift right: floor(this / 2^bits).
  BigInt floor_shifted_right(std::uint64_t bits) const;
  friend bool operator==(const BigInt& a, const BigInt& b) = default;
  friend std::strong_ordering operator<=>(const BigInt& a, const BigInt& b);
  std::size_t hash() const;

 private:
  static int compare_magnitude(const std::vector<std::uint32_t>& a,
                               const std::vector<std::uint32_t>& b);
  void trim();
  bool negative_ = false;
  std::vector<std::uint32_t> limbs_;
};

}  // namespace grundy
