#include "grundy/sequence/rare_common_engine.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>
#include <stdexcept>
#include <utility>

#include "grundy/core/error.h"
#include "grundy/sequence/naive_engine.h"
#include "grundy/sequence/rare_common_detail.h"
#include "grundy/sequence/xor_marks.h"

namespace grundy {

using rare_common::kBlock;
using rare_common::kRetry;
using rare_common::next_zero;

namespace {

// The Walsh–Hadamard transform of a histogram of words: h(M) = Σ_w count(w)·(−1)^popcount(w & M),
// so that the number of rare words under M is (N + h(M)) / 2.
std::vector<std::int64_t> hadamard(const std::vector<std::uint64_t>& counts, std::size_t size) {
  std::vector<std::int64_t> h(size, 0);
  for (std::size_t w = 0; w < counts.size() && w < size; ++w)
    h[w] = static_cast<std::int64_t>(counts[w]);
  for (std::size_t len = 1; len < h.size(); len <<= 1) {
    for (std::size_t i = 0; i < h.size(); i += 2 * len) {
      for (std::size_t k = i; k < i + len; ++k) {
        const std::int64_t x = h[k], y = h[k + len];
        h[k] = x + y, h[k + len] = x - y;
      }
    }
  }
  return h;
}

}  // namespace

RareCommonEngine::RareCommonEngine(const HeapRules& rules, bool parity, std::uint64_t prefix,
                                   const EngineThreads& threads)
    : prefix_(prefix), moves_(MoveLists::of(rules)), parity_(parity), histogram_(2, 0) {
  if (threads.threads < 1 || threads.threads > 256) {
    throw Error(ErrorKind::kUsage,
                fmt::format("threads: expected 1 to 256, not {}", threads.threads));
  }
  if (threads.block < 2 * kLanes || threads.block % kLanes != 0 || threads.block > (1 << 16)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the parallel block must be a multiple of {} from {} to 65536, not {}",
                            kLanes, 2 * kLanes, threads.block));
  }
  scratch_.resize(threads.threads);
  from_heap_ = std::max<std::uint64_t>(threads.from_heap, 1);
  measure_ = threads.measure;
  // Bounded memory: the near splits of a block read G(a) for a < block from the prefix.
  block_ = prefix_ ? std::min(threads.block, prefix_ / kLanes * kLanes) : threads.block;
  if (threads.threads > 1 && block_ >= 2 * kLanes) {
    pool_ = std::make_unique<WorkerPool>(threads.threads);
    far_task_ = [this](unsigned thread, std::uint32_t chunk) { block_far(thread, chunk, job_); };
    stream_task_ = [this](unsigned thread, std::uint32_t) { stream_worker(thread); };
  }
  if (prefix_) {
    // The oldest value a heap n reads is G(n − t − (prefix − 1)): a leave-one move, a rare
    // heap's partner or the far part of a scanned split. Sixteen more for a batch.
    window_length_ = prefix_ + rules.max_take().value_or(0) + 2 * kLanes;
    values_.reserve(prefix_);
    window_.reserve(2 * window_length_ + std::max(kLanes, block_));
  }
}

std::uint16_t RareCommonEngine::value(std::uint64_t n) const {
  if (!prefix_ || n < values_.size()) return values_.at(n);
  if (n < window_base_ || n >= next_) {
    throw std::out_of_range(fmt::format("G({}) is neither in the prefix nor in the window", n));
  }
  return window_[n - window_base_];
}

void RareCommonEngine::pair_rare(std::uint64_t heap, const SplitMove& s, std::size_t from,
                                 std::size_t to, std::uint8_t* lane, std::uint64_t& work) const {
  const std::uint16_t* g = window_data();
  const std::uint64_t m = heap - s.take - window_base();  // G(m − i) is g[m − i]
  const std::uint64_t top = heap - s.take;
  std::size_t k = from;
  for (; k < to; ++k) {
    const std::uint64_t i = rare_[k];
    if (i >= top) break;  // increasing: no later rare heap fits either
    if (s.unequal && 2 * i == top) continue;
    lane[rare_values_[k] ^ g[m - i]] = 1;
  }
  work += k - from;
}

RareCommonEngine::ScanEnd RareCommonEngine::scan(std::uint64_t heap, std::uint8_t* lane,
                                                 std::uint32_t& r, std::uint32_t q,
                                                 std::uint64_t below, ScanScratch& sc,
                                                 std::uint64_t& work) const {
  const std::uint16_t* far = values_.data();  // G(a), a < prefix (every a without one)
  const std::uint16_t* near = window_data();  // G(b) is near[b − window_base()]
  bool settled = false, cut = false;
  for (const SplitMove& s : moves_.leave_two) {
    if (settled || heap < s.take + 2) continue;
    const std::uint64_t m = heap - s.take;
    std::uint64_t last = s.unequal ? (m - 1) / 2 : m / 2;  // splits a = 1 … last
    if (prefix_ && last >= prefix_) {  // bounded memory: only the splits with a in the prefix
      last = prefix_ - 1;
      cut = true;
    }
    // Both parts below `below`: m − a < below, i.e. a ≥ m − below + 1.
    const std::uint64_t from = m >= below ? m - below + 1 : 1;
    if (from > last) continue;
    const std::uint64_t blocks = (last + kBlock - 1) / kBlock;
    if (blocks == 0) continue;  // '!' and m = 2: no split at all
    if (blocks != sc.golden_blocks) {
      // k ↦ k·step mod blocks with step coprime to blocks near blocks/φ: a permutation of the
      // blocks that spreads evenly (three-distance theorem), the same for every heap with this
      // many blocks.
      sc.golden_blocks = blocks;
      sc.golden_step = static_cast<std::uint64_t>(static_cast<double>(blocks) * 0.6180339887) | 1;
      while (std::gcd(sc.golden_step, blocks) != 1) ++sc.golden_step;
      sc.golden_step %= blocks;
    }
    std::vector<std::uint8_t>& visited = sc.visited;
    if (visited.size() < blocks) visited.resize(blocks, 0);
    const std::uint64_t step = sc.golden_step;
    std::uint64_t front = 0, walk = 0, walk_steps = 0;
    for (std::uint64_t done = 0; done < blocks; ++done) {
      std::uint64_t b;
      if (done % 2 == 0) {
        while (visited[front]) ++front;
        b = front;
      } else {
        while (visited[walk]) {
          walk = (walk + step) % blocks;
          ++walk_steps;
        }
        b = walk;
      }
      visited[b] = 1;
      const std::uint64_t a0 = 1 + b * kBlock;
      const std::uint64_t a = std::max(a0, from);
      const std::uint64_t end = std::min(a0 + kBlock, last + 1);
      if (a >= end) continue;
      const std::uint64_t count = end - a;
      mark_split_run(far + a, near + (m - a - window_base()), count, lane);
      work += count;
      sc.scan_steps += count;
      if (lane[r]) {
        r = next_zero(lane, r, stride_);
        if (mask_ != 0 && common_at(r, q)) {
          settled = true;
          break;
        }
      }
    }
    // Clear what was marked: the blocks up to front, and the walk's positions retraced (no list
    // of them is kept, which at 2^32 heaps could take 256 MiB).
    std::fill_n(visited.begin(), std::min(front + 1, blocks), 0);
    for (std::uint64_t k = 0, p = 0; k <= walk_steps; ++k, p = (p + step) % blocks) {
      visited[p] = 0;
    }
  }
  if (settled) return ScanEnd::kSettled;
  return cut ? ScanEnd::kCut : ScanEnd::kComplete;
}

std::uint32_t RareCommonEngine::finish(std::uint64_t heap, std::uint8_t* lane, bool any_split,
                                       std::uint32_t q, std::uint64_t& work) {
  std::uint32_t r = next_zero(lane, 0, stride_);
  // A common r is G(heap): every smaller value is an option, and r is not, since every common
  // option was found by the pairing. Otherwise scan the splits until r is common.
  if (!any_split || (mask_ != 0 && common_at(r, q))) return r;
  ++scratch_[0].full_scans;
  const ScanEnd end = scan(heap, lane, r, q, ~std::uint64_t{0}, scratch_[0], work);
  if (end == ScanEnd::kCut) {
    // r is rare, and only the splits with a part in the prefix were seen: r may be an option
    // beyond them, or G(heap) itself. Under a mask that makes r common (and keeps every rare
    // heap in the prefix) the heap can be settled by pairing; else nothing here can tell.
    if (rescue_mask(r << 1 | q)) return kRetry;
    throw Error(ErrorKind::kComputation,
                fmt::format("bounded memory: G({}) is not settled by the splits with a part in "
                            "the prefix G(0 … {}) (it may be a new rare value, which needs every "
                            "split); run again with a larger --prefix",
                            heap, prefix_ - 1));
  }
  return r;  // settled, or every option was seen and r is their mex
}

std::uint64_t RareCommonEngine::compute_batch(std::uint64_t first, std::uint64_t count,
                                              Budget& budget) {
  stride_ = cover_ + 64;  // every value so far is below cover_, and so is every XOR of two
  // The lanes are kept zero between batches; an error in the middle of one leaves them dirty.
  if (lanes_.size() < kLanes * stride_ || lanes_dirty_) lanes_.assign(kLanes * stride_, 0);
  lanes_dirty_ = true;
  // extend_to reserved room and slides the window between batches only: g stays valid.
  const std::uint16_t* g = window_data();
  const std::uint64_t wb = window_base();  // G(x) is g[x − wb] for every x this batch reads
  std::uint64_t work = 0;

  // Rows: every rare heap i with kLanes − j ≤ i < first − j is paired with all sixteen heaps at
  // once (their partners first + t − j − i are all known). Left out: i with 2i = first + t − j
  // for some t (an equal split, forbidden by '!'), paired heap by heap below instead.
  struct Rows {
    std::size_t lo = 0, skip_lo = 0, skip_hi = 0, hi = 0;
  };
  std::vector<Rows> rows(moves_.leave_two.size());
  const bool by_rows = count == kLanes && mask_ != 0;
  for (std::size_t x = 0; by_rows && x < rows.size(); ++x) {
    const SplitMove& s = moves_.leave_two[x];
    if (first < s.take + kLanes + 1) continue;
    const std::uint64_t base = first - s.take;
    const std::uint64_t lo_heap = std::max<std::uint64_t>(1, kLanes > s.take ? kLanes - s.take : 1);
    Rows& r = rows[x];
    r.lo = std::lower_bound(rare_.begin(), rare_.end(), lo_heap) - rare_.begin();
    r.hi = std::lower_bound(rare_.begin(), rare_.end(), base) - rare_.begin();
    r.skip_lo = r.skip_hi = r.hi;
    if (s.unequal) {
      r.skip_lo = std::lower_bound(rare_.begin() + r.lo, rare_.begin() + r.hi, (base + 1) / 2) -
                  rare_.begin();
      r.skip_hi = std::upper_bound(rare_.begin() + r.skip_lo, rare_.begin() + r.hi,
                                   (base + kLanes - 1) / 2) -
                  rare_.begin();
    }
    mark_rows(g, base - wb, rare_.data() + r.lo, rare_values_.data() + r.lo, r.skip_lo - r.lo,
              lanes_.data(), stride_);
    mark_rows(g, base - wb, rare_.data() + r.skip_hi, rare_values_.data() + r.skip_hi,
              r.hi - r.skip_hi, lanes_.data(), stride_);
    work += (r.hi - r.lo) * kLanes;
  }

  const std::uint32_t old_cover = cover_;
  auto clear_lanes = [&](std::uint64_t from) {
    for (std::uint64_t t = from; t < kLanes; ++t) std::memset(&lanes_[t * stride_], 0, old_cover);
  };
  for (std::uint64_t t = 0; t < count; ++t) {
    const std::uint64_t heap = first + t;
    std::uint8_t* lane = lanes_.data() + t * stride_;
    for (std::uint64_t j : moves_.leave_none) {
      if (j == heap) lane[0] = 1;
    }
    for (std::uint64_t j : moves_.leave_one) {
      if (j >= heap) break;
      lane[g[heap - j - wb]] = 1;
    }
    // Pair every rare heap with its partner: this finds every split option whose word is common
    // (R ⊕ C ⊆ C, and a common word is never rare ⊕ rare or common ⊕ common).
    bool any_split = false;
    std::uint32_t q = 0;  // the parity bit shared by every split option of this heap
    for (std::size_t x = 0; x < rows.size(); ++x) {
      const SplitMove& s = moves_.leave_two[x];
      if (heap < s.take + 2) continue;
      any_split = true;
      if (parity_) q = static_cast<std::uint32_t>((heap - s.take) & 1);
      if (mask_ == 0) continue;  // no mask yet: every heap is rare, the scan sees them all
      const Rows& r = rows[x];
      pair_rare(heap, s, 0, r.lo, lane, work);
      pair_rare(heap, s, r.skip_lo, r.skip_hi, lane, work);
      pair_rare(heap, s, r.hi, rare_.size(), lane, work);
    }
    ++work;
    const std::uint32_t v = finish(heap, lane, any_split, q, work);
    std::memset(lane, 0, old_cover);
    if (v == kRetry) {  // a new mask: the pairing of this heap and the next ones is redone
      clear_lanes(t + 1);
      lanes_dirty_ = false;
      budget.charge(work);
      return t;
    }
    const bool rescued = settle(heap, v);
    if (cover_ != old_cover || rescued) {  // wider lanes, or rows paired under the old mask
      clear_lanes(t + 1);
      lanes_dirty_ = false;
      budget.charge(work);
      return t + 1;
    }
  }
  clear_lanes(count);
  lanes_dirty_ = false;
  budget.charge(work);
  return count;
}

void RareCommonEngine::append(std::uint64_t heap, std::uint32_t v) {
  if (!prefix_ || heap < prefix_) values_.push_back(static_cast<std::uint16_t>(v));
  if (prefix_) {
    window_.push_back(static_cast<std::uint16_t>(v));
    ++next_;
  }
  while (v >= cover_) cover_ *= 2;
  if (heap == 0) return;  // heap 0 is never a part of a split
  const std::uint32_t w = word(heap, v);
  if (w >= histogram_.size()) histogram_.resize(std::bit_ceil(w + 1), 0);
  ++histogram_[w];
  if (prefix_ && heap < prefix_) {
    if (w >= prefix_histogram_.size()) prefix_histogram_.resize(std::bit_ceil(w + 1), 0);
    ++prefix_histogram_[w];
  }
  if (rare_word(w)) {
    rare_.push_back(heap);
    rare_values_.push_back(static_cast<std::uint16_t>(v));
  }
}

void RareCommonEngine::extend_to(std::uint64_t n, Budget& budget) {
  if (n < size()) return;
  if (!prefix_) {  // bounded memory keeps about 6·prefix bytes, whatever n
    charge_values(n, budget);
    grow_for(n);
  }
  while (size() <= n) {
    const std::uint64_t first = size();
    const std::uint64_t left = n + 1 - first;
    // Parallel blocks where they pay (from_heap_), under a mask, and in bounded memory only
    // once the mask is frozen (so it is chosen at the same heaps as with one thread).
    if (pool_ && mask_ != 0 && first >= from_heap_ && left >= 2 * kLanes &&
        (!prefix_ || !mask_may_change())) {
      if (prefix_) {
        compute_block(first, std::min(block_, left / kLanes * kLanes), budget);
      } else {
        compute_pipeline(first, left / kLanes * kLanes, budget);
      }
    } else {
      compute_batch(first, std::min<std::uint64_t>(kLanes, left), budget);
    }
    if (mask_may_change() && (size() >= next_choice_ || rare_.size() > 2 * rare_at_choice_ + 256)) {
      choose_mask();
    }
    if (prefix_ && window_.size() + std::max(kLanes, block_) > 2 * window_length_) {
      // Slide: keep the last window_length_ values (between batches, so no pointer is held).
      const std::uint64_t drop = window_.size() - window_length_;
      window_.erase(window_.begin(), window_.begin() + static_cast<std::ptrdiff_t>(drop));
      window_base_ += drop;
    }
  }
}

void RareCommonEngine::choose_mask() {
  // Take the M ≠ 0 with the fewest rare heaps, (N + h(M)) / 2.
  const std::vector<std::int64_t> h = hadamard(histogram_, histogram_.size());
  std::uint32_t best = 0;
  for (std::uint32_t m = 1; m < h.size(); ++m) {
    if (!parity_ && (m & 1)) continue;  // value-only: the mask ignores the parity bit
    if (best == 0 || h[m] < h[best]) best = m;
  }
  next_choice_ = 2 * size();
  if (best != 0 && best != mask_) set_mask(best);
  rare_at_choice_ = rare_.size();
}

void RareCommonEngine::set_mask(std::uint32_t mask) {
  mask_ = mask;
  ++mask_changes_;
  rare_.clear();
  rare_values_.clear();
  for (std::uint64_t i = 1; i < values_.size(); ++i) {
    if (rare_word(word(i, values_[i]))) {
      rare_.push_back(i);
      rare_values_.push_back(values_[i]);
    }
  }
}

bool RareCommonEngine::settle(std::uint64_t heap, std::uint32_t v) {
  if (v > 0xffff) throw_value_too_large(heap, v);
  // Bounded memory: a rare heap past the prefix is fatal, unless another mask makes it common.
  const bool rescued =
      prefix_ && heap >= prefix_ && rare_word(word(heap, v)) && rescue_mask(word(heap, v));
  if (prefix_ && heap >= prefix_ && rare_word(word(heap, v))) {
    throw Error(ErrorKind::kComputation,
                fmt::format("bounded memory: heap {} has a rare value (G = {}), but the "
                            "prefix holds G(0 … {}) only; run again with a larger --prefix",
                            heap, v, prefix_ - 1));
  }
  append(heap, v);
  return rescued;
}

bool RareCommonEngine::rescue_mask(std::uint32_t w) {
  if (!prefix_) return false;
  // The histograms count every heap so far and the heaps of the prefix. Under M the rare heaps
  // number (N + h(M)) / 2 in all and (P + hp(M)) / 2 in the prefix: when the two agree, every
  // rare heap is in the prefix, and the prefix's values list them all.
  const std::size_t size = std::bit_ceil(std::max<std::size_t>(histogram_.size(), w + 1));
  const std::vector<std::int64_t> h = hadamard(histogram_, size);
  const std::vector<std::int64_t> hp = hadamard(prefix_histogram_, size);
  const std::int64_t n = h[0], p = hp[0];  // h(0) is the number of heaps counted
  std::uint32_t best = 0;
  for (std::uint32_t m = 1; m < size; ++m) {
    if (!parity_ && (m & 1)) continue;
    if ((std::popcount(w & m) & 1) == 0) continue;  // w must be common under m
    if (n + h[m] != p + hp[m]) continue;            // a rare heap past the prefix
    if (best == 0 || h[m] < h[best]) best = m;
  }
  if (best == 0) return false;
  set_mask(best);
  return true;
}

void RareCommonEngine::restore(std::vector<std::uint16_t> values) {
  if (prefix_) throw Error(ErrorKind::kUsage, "bounded memory does not resume from saved values");
  values_ = std::move(values);
  cover_ = 64;
  for (std::uint16_t v : values_) {
    while (v >= cover_) cover_ *= 2;
  }
  std::fill(histogram_.begin(), histogram_.end(), 0);
  mask_ = 0;
  rare_.clear();
  rare_values_.clear();
  for (std::uint64_t i = 1; i < values_.size(); ++i) {
    const std::uint32_t w = word(i, values_[i]);
    if (w >= histogram_.size()) histogram_.resize(std::bit_ceil(w + 1), 0);
    ++histogram_[w];
    rare_.push_back(i);  // mask 0: every heap is rare until a mask is chosen
    rare_values_.push_back(values_[i]);
  }
  choose_mask();
  if (next_choice_ < 64) next_choice_ = 64;
}

EngineStats RareCommonEngine::stats() const {
  EngineStats st{parity_ ? "rc-parity" : "rc-value", rare_.size(), mask_, 0, mask_changes_, 0};
  for (const ScanScratch& sc : scratch_) {
    st.full_scans += sc.full_scans;
    st.scan_steps += sc.scan_steps;
  }
  for (std::size_t t = 1; t < scratch_.size(); ++t) st.parallel_worker_items += scratch_[t].items;
  st.parallel_items = st.parallel_worker_items + scratch_[0].items;
  st.parallel_blocks = parallel_blocks_;
  st.parallel_rescans = parallel_rescans_;
  st.far_cpu_caller = 1e-9 * static_cast<double>(scratch_[0].far_ns);
  for (std::size_t t = 1; t < scratch_.size(); ++t) {
    st.far_cpu_workers += 1e-9 * static_cast<double>(scratch_[t].far_ns);
  }
  st.near_cpu = 1e-9 * static_cast<double>(near_ns_);
  return st;
}

}  // namespace grundy
