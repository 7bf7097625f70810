#include "sequence/rare_common_engine.h"

#include <algorithm>
#include <bit>

#include "sequence/naive_engine.h"

namespace grundy {

RareCommonEngine::RareCommonEngine(const HeapRules& rules, bool parity)
    : rules_(rules),
      moves_(MoveLists::of(rules)),
      parity_(parity),
      histogram_(2, 0),
      lanes_(4 * ValueBitset::kWords, 0) {}

std::uint32_t RareCommonEngine::compute(std::uint64_t heap, Budget& budget) {
  const std::uint16_t* g = values_.data();
  seen_.clear();
  // Every value so far is below cover_, a power of two ≥ 64, so every XOR of two is too.
  seen_.cover(cover_);
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
    // The rare heaps below m, in four lanes as in the scan below. An unequal split skips
    // i = m/2 (found by binary search, so the loop itself has no test).
    const std::uint64_t* rare = rare_.data();
    const std::size_t count =
        static_cast<std::size_t>(std::lower_bound(rare_.begin(), rare_.end(), m) - rare_.begin());
    std::uint64_t* l0 = lanes_.data();
    std::uint64_t* l1 = l0 + ValueBitset::kWords;
    std::uint64_t* l2 = l1 + ValueBitset::kWords;
    std::uint64_t* l3 = l2 + ValueBitset::kWords;
    auto pair_range = [&](std::size_t k, std::size_t end) {
      for (; k + 4 <= end; k += 4) {
        const std::uint64_t i0 = rare[k], i1 = rare[k + 1], i2 = rare[k + 2], i3 = rare[k + 3];
        const std::uint32_t v0 = g[i0] ^ g[m - i0], v1 = g[i1] ^ g[m - i1];
        const std::uint32_t v2 = g[i2] ^ g[m - i2], v3 = g[i3] ^ g[m - i3];
        l0[v0 >> 6] |= std::uint64_t{1} << (v0 & 63);
        l1[v1 >> 6] |= std::uint64_t{1} << (v1 & 63);
        l2[v2 >> 6] |= std::uint64_t{1} << (v2 & 63);
        l3[v3 >> 6] |= std::uint64_t{1} << (v3 & 63);
      }
      for (; k < end; ++k) seen_.insert_below(g[rare[k]] ^ g[m - rare[k]]);
    };
    std::size_t half = count;  // the index of m/2 in the rare list, if an unequal split skips it
    if (s.unequal && m % 2 == 0) {
      half = static_cast<std::size_t>(std::lower_bound(rare, rare + count, m / 2) - rare);
      if (half < count && rare[half] != m / 2) half = count;
    }
    if (half < count) {
      pair_range(0, half);
      pair_range(half + 1, count);
    } else {
      pair_range(0, count);
    }
    for (std::uint32_t w = 0; w < cover_ / 64; ++w) {
      seen_.insert_word(w, l0[w] | l1[w] | l2[w] | l3[w]);
      l0[w] = l1[w] = l2[w] = l3[w] = 0;
    }
    const std::size_t k = count;
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
    // In blocks: insert a block of splits, then see whether r was hit (a block's worth of splits
    // more than needed at most, and no test in the inner loop). Four interleaved bitsets (lanes)
    // break the chain of read-modify-writes to the same few words.
    const std::uint32_t words = cover_ / 64;
    const std::uint64_t block = std::max<std::uint64_t>(64, 16 * words);
    std::uint64_t* l0 = lanes_.data();
    std::uint64_t* l1 = l0 + ValueBitset::kWords;
    std::uint64_t* l2 = l1 + ValueBitset::kWords;
    std::uint64_t* l3 = l2 + ValueBitset::kWords;
    auto bit = [](std::uint32_t v) { return std::uint64_t{1} << (v & 63); };
    for (std::uint64_t a = 1; a <= last; a += block) {
      const std::uint64_t end = std::min(last + 1, a + block);
      std::uint64_t b = a;
      for (; b + 4 <= end; b += 4) {
        const std::uint32_t v0 = g[b] ^ g[m - b], v1 = g[b + 1] ^ g[m - b - 1];
        const std::uint32_t v2 = g[b + 2] ^ g[m - b - 2], v3 = g[b + 3] ^ g[m - b - 3];
        l0[v0 >> 6] |= bit(v0);
        l1[v1 >> 6] |= bit(v1);
        l2[v2 >> 6] |= bit(v2);
        l3[v3 >> 6] |= bit(v3);
      }
      for (; b < end; ++b) {
        const std::uint32_t v = g[b] ^ g[m - b];
        l0[v >> 6] |= bit(v);
      }
      for (std::uint32_t w = 0; w < words; ++w) {
        seen_.insert_word(w, l0[w] | l1[w] | l2[w] | l3[w]);
        l0[w] = l1[w] = l2[w] = l3[w] = 0;
      }
      if (seen_.contains(r)) {
        r = seen_.mex_from(r);
        if (mask_ != 0 && common_at(r, q)) {
          budget.charge(work + end - 1);
          scan_steps_ += end - 1;
          return r;
        }
      }
    }
    work += last;
    scan_steps_ += last;
  }
  budget.charge(work);
  return r;  // the scan saw every option: r is their mex
}

void RareCommonEngine::extend_to(std::uint64_t n, Budget& budget) {
  if (n < values_.size()) return;
  grow_for(n);
  for (std::uint64_t heap = values_.size(); heap <= n; ++heap) {
    const std::uint32_t v = compute(heap, budget);
    if (v > 0xffff) throw_value_too_large(heap, v);
    values_.push_back(static_cast<std::uint16_t>(v));
    while (v >= cover_) cover_ *= 2;
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
  cover_ = 64;
  for (std::uint16_t v : values_) {
    while (v >= cover_) cover_ *= 2;
  }
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
  return {parity_ ? "rc-parity" : "rc-value",
          rare_.size(),
          mask_,
          full_scans_,
          mask_changes_,
          scan_steps_};
}

}  // namespace grundy
