#pragma once
// The guess of a misère quotient (grundy/impartial/misere_quotient.h, step 1): the bounded-exponent box
// M = ∏_j ⟨g_j | g_j^{T+2} = g_j^T⟩, the misère outcome of each element by the recursion, and
// the coarsest congruence of M that keeps P apart from N.
//
// An element is an exponent vector, stored as a mixed-radix number (digit j is the exponent of
// g_j, 0..T+1; g_0 is the least significant). The options of an element are those of one
// generator heap g_j: remove one g_j and multiply by the word of what the move leaves. Since
// every word of a move from g_j uses only generators g_i with i < j (smaller heaps), each option
// has a smaller index than the element, so one pass in increasing index settles every outcome.
#include <cstdint>  // std::uint64_t
#include <vector>   // std::vector

#include "grundy/core/budget.h"

namespace grundy {

class QuotientBox {
 public:
  // k generators, exponents 0..t+1 with g^{t+2} = g^t. Throws Error(kBudget) when the box has
  // more than `max_size` elements.
  QuotientBox(std::size_t k, unsigned t, std::uint64_t max_size);

  std::size_t generators() const { return k_; }
  unsigned bound() const { return t_; }
  std::uint64_t size() const { return size_; }
  unsigned digit(std::uint64_t x, std::size_t j) const {
    return static_cast<unsigned>((x / stride_[j]) % radix_);
  }
  std::uint64_t unit(std::size_t j) const { return stride_[j]; }
  // The product of two elements (exponents added, then saturated: m ↦ t + ((m − t) mod 2)).
  std::uint64_t multiply(std::uint64_t x, std::uint64_t y) const;
  std::uint64_t of_word(const std::vector<std::uint32_t>& exponents) const;
  std::vector<std::uint32_t> word(std::uint64_t x) const;
  unsigned saturate(unsigned m) const { return m <= t_ + 1 ? m : t_ + ((m - t_) & 1); }

 private:
  std::size_t k_;
  unsigned t_, radix_;
  std::uint64_t size_;
  std::vector<std::uint64_t> stride_;
};

struct BoxPartition {
  std::vector<bool> in_p;            // misère outcome of each element: P?
  std::vector<std::uint32_t> klass;  // the congruence class of each element
  std::uint32_t classes = 0;
};

// options[j]: the distinct elements (words) that a move from heap g_j leaves, each using only
// generators before j. Charges the budget one unit per option examined and the tables' bytes.
BoxPartition partition_box(const QuotientBox& box,
                           const std::vector<std::vector<std::uint64_t>>& options, Budget& budget);

}  // namespace grundy
