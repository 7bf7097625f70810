#include "sequence/rare_common_engine.h"

#include <bit>

#include "sequence/naive_engine.h"

namespace grundy {

RareCommonEngine::RareCommonEngine(const HeapRules& rules, bool parity)
    : rules_(rules), moves_(MoveLists::of(rules)), parity_(parity), histogram_(2, 0) {}

std::uint32_t RareCommonEngine::compute(std::uint64_t heap, Budget& budget) {
  const std::uint16_t* g = values_.data();
  seen_.clear();
  for (std::uint64_t j : moves_.leave_none) {
    if (j == heap) seen_.insert(0);
  }
  for (std::uint64_t j : moves_.leave_one) {
    if (j >= heap) break;
    seen_.insert(g[heap - j]);
  }
  // Step 1. Pair every rare heap with its partner: this finds every split option whose word is
  // common (R ⊕ C ⊆ C, and a common word is never rare ⊕ rare or common ⊕ common).
  bool any_split = false;
  std::uint32_t q = 0;  // the parity bit shared by every split option of this heap
  std::uint64_t work = 1;
  for (const SplitMove& s : moves_.leave_two) {
    if (heap < s.take + 2) continue;
    any_split = true;
    const std::uint64_t m = heap - s.take;
    if (parity_) q = static_cast<std::uint32_t>(m & 1);
    if (mask_ == 0) continue;  // no mask yet: every heap is rare, step 2 scans them all
    std::size_t k = 0;
    for (; k < rare_.size(); ++k) {
      const std::uint64_t i = rare_[k];
      if (i >= m) break;
      if (s.unequal && 2 * i == m) continue;
      seen_.insert(g[i] ^ g[m - i]);
    }
    work += k;
  }
  std::uint32_t r = seen_.mex();
  // Step 2. A common r is G(heap): every smaller value is an option, and r is not, since every
  // common option was found in step 1. Otherwise scan every split until r is common.
  if (!any_split || (mask_ != 0 && common_at(r, q))) {
    budget.charge(work);
    return r;
  }
  ++full_scans_;
  for (const SplitMove& s : moves_.leave_two) {
    if (heap < s.take + 2) continue;
    const std::uint64_t m = heap - s.take;
    const std::uint64_t last = s.unequal ? (m - 1) / 2 : m / 2;  // '!': no equal split
    for (std::uint64_t a = 1; a <= last; ++a) {
      const std::uint32_t v = g[a] ^ g[m - a];
      seen_.insert(v);
      if (v == r) {
        r = seen_.mex_from(r + 1);
        if (mask_ != 0 && common_at(r, q)) {
          budget.charge(work + a);
          return r;
        }
      }
    }
    work += last;
  }
  budget.charge(work);
  return r;  // the scan saw every option: r is their mex
}

void RareCommonEngine::extend_to(std::uint64_t n, Budget& budget) {
  if (n < values_.size()) return;
  values_.reserve(n + 1);
  for (std::uint64_t heap = values_.size(); heap <= n; ++heap) {
    const std::uint32_t v = compute(heap, budget);
    if (v > 0xffff) throw_value_too_large(heap, v);
    values_.push_back(static_cast<std::uint16_t>(v));
    if (heap == 0) continue;  // heap 0 is never a part of a split
    const std::uint32_t w = word(heap, v);
    if (w >= histogram_.size()) histogram_.resize(std::bit_ceil(w + 1), 0);
    ++histogram_[w];
    if (rare_word(w)) rare_.push_back(heap);
    if (values_.size() >= next_choice_ || rare_.size() > 2 * rare_at_choice_ + 256) {
      choose_mask();
    }
  }
}

void RareCommonEngine::choose_mask() {
  // Walsh–Hadamard transform of the histogram: H(M) = Σ_w count(w)·(−1)^popcount(w & M), and
  // the number of rare heaps under M is (N + H(M)) / 2. Take the M ≠ 0 with the fewest.
  std::vector<std::int64_t> h(histogram_.begin(), histogram_.end());
  for (std::size_t len = 1; len < h.size(); len <<= 1) {
    for (std::size_t i = 0; i < h.size(); i += 2 * len) {
      for (std::size_t k = i; k < i + len; ++k) {
        const std::int64_t x = h[k], y = h[k + len];
        h[k] = x + y, h[k + len] = x - y;
      }
    }
  }
  std::uint32_t best = 0;
  for (std::uint32_t m = 1; m < h.size(); ++m) {
    if (!parity_ && (m & 1)) continue;  // value-only: the mask ignores the parity bit
    if (best == 0 || h[m] < h[best]) best = m;
  }
  next_choice_ = 2 * values_.size();
  if (best != 0 && best != mask_) {
    mask_ = best;
    ++mask_changes_;
    rare_.clear();
    for (std::uint64_t i = 1; i < values_.size(); ++i) {
      if (rare_word(word(i, values_[i]))) rare_.push_back(i);
    }
  }
  rare_at_choice_ = rare_.size();
}

void RareCommonEngine::restore(std::vector<std::uint16_t> values) {
  values_ = std::move(values);
  std::fill(histogram_.begin(), histogram_.end(), 0);
  mask_ = 0;
  rare_.clear();
  for (std::uint64_t i = 1; i < values_.size(); ++i) {
    const std::uint32_t w = word(i, values_[i]);
    if (w >= histogram_.size()) histogram_.resize(std::bit_ceil(w + 1), 0);
    ++histogram_[w];
    rare_.push_back(i);  // mask 0: every heap is rare until a mask is chosen
  }
  choose_mask();
  if (next_choice_ < 64) next_choice_ = 64;
}

EngineStats RareCommonEngine::stats() const {
  return {parity_ ? "rc-parity" : "rc-value", rare_.size(), mask_, full_scans_, mask_changes_};
}

}  // namespace grundy
