// The rare/common engine on several threads (docs/sequences.md, "One sequence on several
// threads"): the far phase of a block on every thread, the near phase heap by heap on the
// calling thread, and the pipeline that runs the far phases of the next blocks beside it.
#include <algorithm>
#include <atomic>
#include <utility>

#include "grundy/sequence/rare_common_detail.h"
#include "grundy/sequence/rare_common_engine.h"
#include "grundy/sequence/xor_marks.h"

namespace grundy {

using rare_common::kBlock;
using rare_common::kRetry;
using rare_common::next_zero;
using rare_common::thread_ns;

void RareCommonEngine::pair_far(std::uint64_t heap, const SplitMove& s, std::uint64_t below,
                                std::size_t from, std::size_t to, std::uint8_t* lane,
                                std::uint64_t& work) const {
  const std::uint16_t* g = window_data();
  const std::uint64_t top = heap - s.take;
  const std::uint64_t m = top - window_base();
  std::size_t k = from;
  for (; k < to; ++k) {
    const std::uint64_t i = rare_[k];
    if (i >= top) break;
    if (top - i >= below) continue;  // the partner is in the block: phase 2 sees it
    if (s.unequal && 2 * i == top) continue;
    lane[rare_values_[k] ^ g[m - i]] = 1;
  }
  work += k - from;
}

void RareCommonEngine::block_far(unsigned thread, std::uint64_t chunk, const FarJob& job) {
  ScanScratch& sc = scratch_[thread];
  ++sc.items;
  const std::uint64_t start_ns = measure_ ? thread_ns() : 0;
  const std::uint64_t n0 = job.below;  // "far": every heap read is below n0
  const std::uint64_t c0 = job.first + chunk * kLanes;
  std::uint8_t* lanes = job.buffer->lanes.data() + chunk * kLanes * stride_;
  // The rare heaps below n0, all settled; later ones may be appended meanwhile (pipeline).
  const std::size_t nr = job.rare;
  const auto rare_end = rare_.begin() + static_cast<std::ptrdiff_t>(nr);
  const std::uint16_t* g = window_data();
  const std::uint64_t wb = window_base();
  std::uint64_t& work = sc.work;
  struct Rows {
    std::size_t lo = 0, skip_lo = 0, skip_hi = 0, hi = 0;
  };
  Rows rows[8];
  const std::size_t moves = moves_.leave_two.size();
  // Rows: the rare heaps i whose partner c0 + t − j − i is below n0 and ≥ 1 for all sixteen
  // heaps, c0 + 16 − j − n0 ≤ i < c0 − j (less the equal splits under '!').
  for (std::size_t x = 0; x < moves && x < 8; ++x) {
    const SplitMove& s = moves_.leave_two[x];
    if (c0 < s.take + kLanes + 1) continue;
    const std::uint64_t base = c0 - s.take;
    const std::uint64_t lo_heap = c0 + kLanes > s.take + n0 ? c0 + kLanes - s.take - n0 : 1;
    Rows& r = rows[x];
    r.lo = std::lower_bound(rare_.begin(), rare_end, std::max<std::uint64_t>(lo_heap, 1)) -
           rare_.begin();
    r.hi = std::max(r.lo, static_cast<std::size_t>(std::lower_bound(rare_.begin(), rare_end, base) -
                                                   rare_.begin()));
    r.skip_lo = r.skip_hi = r.hi;
    if (s.unequal) {
      r.skip_lo = std::lower_bound(rare_.begin() + r.lo, rare_.begin() + r.hi, (base + 1) / 2) -
                  rare_.begin();
      r.skip_hi = std::upper_bound(rare_.begin() + r.skip_lo, rare_.begin() + r.hi,
                                   (base + kLanes - 1) / 2) -
                  rare_.begin();
    }
    mark_rows(g, base - wb, rare_.data() + r.lo, rare_values_.data() + r.lo, r.skip_lo - r.lo,
              lanes, stride_);
    mark_rows(g, base - wb, rare_.data() + r.skip_hi, rare_values_.data() + r.skip_hi,
              r.hi - r.skip_hi, lanes, stride_);
    work += (r.hi - r.lo) * kLanes;
  }
  for (std::uint64_t t = 0; t < kLanes; ++t) {
    const std::uint64_t heap = c0 + t;
    std::uint8_t* lane = lanes + t * stride_;
    for (std::uint64_t j : moves_.leave_none) {
      if (j == heap) lane[0] = 1;
    }
    for (std::uint64_t j : moves_.leave_one) {
      if (j >= heap) break;
      if (heap - j < n0) lane[g[heap - j - wb]] = 1;  // the others read the block: phase 2
    }
    bool any_split = false;
    std::uint32_t q = 0;
    for (std::size_t x = 0; x < moves; ++x) {
      const SplitMove& s = moves_.leave_two[x];
      if (heap < s.take + 2) continue;
      any_split = true;
      if (parity_) q = static_cast<std::uint32_t>((heap - s.take) & 1);
      const std::uint64_t m = heap - s.take;
      const std::size_t far_lo =
          std::lower_bound(rare_.begin(), rare_end, m >= n0 ? m - n0 + 1 : 1) - rare_.begin();
      if (x < 8) {
        const Rows& r = rows[x];
        pair_far(heap, s, n0, far_lo, std::max(far_lo, r.lo), lane, work);
        pair_far(heap, s, n0, r.skip_lo, r.skip_hi, lane, work);
        pair_far(heap, s, n0, std::max(far_lo, r.hi), nr, lane, work);
      } else {
        pair_far(heap, s, n0, far_lo, nr, lane, work);
      }
    }
    ++work;
    std::uint32_t r = next_zero(lane, 0, stride_);
    ScanEnd end = ScanEnd::kComplete;
    if (any_split && !common_at(r, q)) {
      ++sc.full_scans;
      end = scan(heap, lane, r, q, n0, sc, work);
    } else if (any_split) {
      end = ScanEnd::kSettled;
    }
    job.buffer->end[chunk * kLanes + t] = end;
  }
  if (measure_) sc.far_ns += thread_ns() - start_ns;
}

void RareCommonEngine::prepare_far(FarJob job, std::uint64_t last_heap) {
  prepare_buffer(*job.buffer);
  size_scratch(last_heap);
  job_ = job;
  ++parallel_blocks_;
}

void RareCommonEngine::prepare_buffer(BlockBuffer& buf) {
  if (buf.lanes.size() < block_ * stride_ || buf.dirty) buf.lanes.assign(block_ * stride_, 0);
  if (buf.end.size() < block_) buf.end.resize(block_);
  buf.dirty = true;  // until phase 2 has used and cleared every lane
}

void RareCommonEngine::size_scratch(std::uint64_t last_heap) {
  // Room for every scan up to last_heap, allocated here: the threads' task must not throw.
  const std::uint64_t most_blocks = last_heap / 2 / kBlock + 2;
  for (ScanScratch& sc : scratch_) {
    if (sc.visited.size() < most_blocks) sc.visited.resize(most_blocks, 0);
  }
}

std::uint64_t RareCommonEngine::collect_work() {
  std::uint64_t work = 0;
  for (ScanScratch& sc : scratch_) work += std::exchange(sc.work, 0);
  return work;
}

std::uint64_t RareCommonEngine::compute_block(std::uint64_t first, std::uint64_t count,
                                              Budget& budget) {
  stride_ = cover_ + 64;
  // Phase 1: the far options of every heap, 16 heaps an item, on every thread.
  const FarJob job{first, first, count, rare_.size(), &buffers_[0]};
  prepare_far(job, first + count);
  pool_->run(static_cast<std::uint32_t>(count / kLanes), far_task_);
  std::uint64_t work = collect_work();
  // Phase 2: heap by heap, the options that read the block, then the mex.
  const std::uint64_t start_ns = measure_ ? thread_ns() : 0;
  const std::uint64_t done = near_phase(job, work);
  if (measure_) near_ns_ += thread_ns() - start_ns;
  budget.charge(work);
  return done;
}

bool RareCommonEngine::take_item(unsigned thread) {
  const std::uint64_t limit = published_.load(std::memory_order_acquire);
  std::uint64_t i = next_item_.load(std::memory_order_relaxed);
  for (;;) {
    if (limit == kStopped || i >= limit) return false;
    if (next_item_.compare_exchange_weak(i, i + 1, std::memory_order_relaxed)) break;
  }
  const std::uint64_t per_block = block_ / kLanes;
  const std::size_t slot = (i / per_block) % kSlots;
  Slot& sl = slots_[slot];
  const std::uint64_t before = scratch_[thread].work;
  block_far(thread, i % per_block, sl.job);
  sl.work.fetch_add(scratch_[thread].work - before, std::memory_order_relaxed);
  scratch_[thread].work = before;
  sl.done.fetch_add(1, std::memory_order_release);
  return true;
}

void RareCommonEngine::stream_worker(unsigned thread) {
  for (;;) {
    if (take_item(thread)) continue;
    const std::uint64_t limit = published_.load(std::memory_order_acquire);
    if (limit == kStopped) return;
    // Nothing published is left: the calling thread is settling a block. Spin a while (it
    // publishes the next block within microseconds), then sleep until it does.
    bool changed = false;
    for (int k = 0; k < (1 << 12) && !changed; ++k) {
#if defined(__x86_64__)
      __builtin_ia32_pause();
#endif
      changed = published_.load(std::memory_order_relaxed) != limit;
    }
    if (!changed) published_.wait(limit, std::memory_order_acquire);
  }
}

void RareCommonEngine::publish(std::uint64_t block, const FarJob& job) {
  Slot& sl = slots_[block % kSlots];
  sl.job = job;
  sl.done.store(0, std::memory_order_relaxed);
  sl.work.store(0, std::memory_order_relaxed);
  ++parallel_blocks_;
  const std::uint64_t per_block = block_ / kLanes;
  published_.store(block * per_block + job.count / kLanes, std::memory_order_release);
  published_.notify_all();
}

std::uint64_t RareCommonEngine::compute_pipeline(std::uint64_t first, std::uint64_t total,
                                                 Budget& budget) {
  stride_ = cover_ + 64;
  size_scratch(first + total);
  // rare_ must not move while the workers read it: room for a few thousand more rare heaps;
  // near_phase stops the pipeline before it would outgrow them.
  if (rare_.capacity() < rare_.size() + 4096 + block_) {
    rare_.reserve(2 * rare_.size() + 4096 + block_);
    rare_values_.reserve(rare_.capacity());
  }
  const std::uint64_t blocks = (total + block_ - 1) / block_;
  auto job_of = [&](std::uint64_t k) {
    const std::uint64_t start = first + k * block_;
    BlockBuffer& buf = buffers_[k % kSlots];
    prepare_buffer(buf);
    // The far phase of block k reads the heaps below block k − 1 (all settled once block k − 2
    // is), so it runs while this thread settles block k − 1.
    return FarJob{start, k == 0 ? first : start - block_, std::min(block_, total - k * block_),
                  rare_.size(), &buf};
  };
  next_item_.store(0, std::memory_order_relaxed);
  published_.store(0, std::memory_order_relaxed);
  publish(0, job_of(0));
  if (blocks > 1) publish(1, job_of(1));
  const unsigned workers = pool_->size() - 1;
  pool_->start(workers, stream_task_);  // each worker runs stream_worker until stopped
  auto stop = [&] {
    published_.store(kStopped, std::memory_order_release);
    published_.notify_all();
    pool_->join();
  };
  std::uint64_t done = 0;
  try {
    for (std::uint64_t k = 0; k < blocks; ++k) {
      Slot& sl = slots_[k % kSlots];
      const FarJob job = sl.job;
      const std::uint64_t items = job.count / kLanes;
      // Wait for the far phase of block k, taking items (of k or later) meanwhile.
      while (sl.done.load(std::memory_order_acquire) != items) {
        if (!take_item(0)) {
#if defined(__x86_64__)
          __builtin_ia32_pause();
#endif
        }
      }
      std::uint64_t work = sl.work.load(std::memory_order_relaxed);
      const std::uint64_t start_ns = measure_ ? thread_ns() : 0;
      const std::uint64_t got = near_phase(job, work);
      if (measure_) near_ns_ += thread_ns() - start_ns;
      done += got;
      const bool more = k + 1 < blocks && got == job.count && size() < next_choice_ &&
                        rare_.size() <= 2 * rare_at_choice_ + 256;
      // Block k is settled: the far phase of block k + 2 may start.
      if (more && k + 2 < blocks) publish(k + 2, job_of(k + 2));
      budget.charge(work);
      // Stop: wider lanes, a new mask due (extend_to chooses it) or rare_ full; the far phases
      // already done for later blocks are dropped (their buffers stay dirty).
      if (!more) break;
    }
  } catch (...) {
    stop();  // the workers read the engine: let them finish before it unwinds
    throw;
  }
  stop();
  return done;
}

std::uint64_t RareCommonEngine::near_phase(const FarJob& job, std::uint64_t& work) {
  const std::uint64_t first = job.first, below = job.below, count = job.count;
  BlockBuffer& buf = *job.buffer;
  const std::uint32_t old_cover = cover_;
  auto clear_lanes = [&](std::uint64_t from) {
    for (std::uint64_t t = from; t < count; ++t) {
      std::memset(&buf.lanes[t * stride_], 0, old_cover);
    }
    buf.dirty = false;
  };
  const std::uint16_t* small = values_.data();  // G(a), a < 2·block ≤ prefix
  for (std::uint64_t t = 0; t < count; ++t) {
    const std::uint64_t heap = first + t;
    std::uint8_t* lane = buf.lanes.data() + t * stride_;
    const std::uint16_t* g = window_data();
    const std::uint64_t wb = window_base();
    for (std::uint64_t j : moves_.leave_one) {
      if (j >= heap) break;
      if (heap - j >= below) lane[g[heap - j - wb]] = 1;
    }
    const ScanEnd end = buf.end[t];
    // Near splits (a, m − a) with m − a ≥ below, i.e. a ≤ m − below. Those with a rare part
    // always (they hold every near option whose word is common); the others, whose words are
    // all rare, only when phase 1 saw every far split (kComplete) and the mex must be exact.
    const bool all_near = end == ScanEnd::kComplete;
    bool any_split = false;
    std::uint32_t q = 0;
    for (const SplitMove& s : moves_.leave_two) {
      if (heap < s.take + 2) continue;
      any_split = true;
      if (parity_) q = static_cast<std::uint32_t>((heap - s.take) & 1);
      const std::uint64_t m = heap - s.take;
      if (m < below) continue;
      const std::uint64_t last = std::min(s.unequal ? (m - 1) / 2 : m / 2, m - below);
      if (last == 0) continue;
      if (all_near) {
        mark_split_run(small + 1, g + (m - 1 - wb), last, lane);
        work += last;
        continue;
      }
      // The rare part is the smaller one, a = i ≤ last …
      std::size_t k = 0;
      for (; k < rare_.size() && rare_[k] <= last; ++k) {
        lane[rare_values_[k] ^ g[m - rare_[k] - wb]] = 1;
      }
      // … or the larger one, m − a = i ≥ m − last (a heap of the block, or just below it).
      const std::size_t hi =
          std::lower_bound(rare_.begin() + k, rare_.end(), m - last) - rare_.begin();
      for (std::size_t h = hi; h < rare_.size() && rare_[h] < m; ++h) {
        lane[rare_values_[h] ^ small[m - rare_[h]]] = 1;
      }
      work += k + 1;
    }
    ++work;
    std::uint32_t v = next_zero(lane, 0, stride_);
    if (end != ScanEnd::kComplete && !common_at(v, q)) {
      // A near option filled the far mex, or the far scan was cut: the sequential route, which
      // scans every split again (what the lane holds are all options).
      ++parallel_rescans_;
      v = finish(heap, lane, any_split, q, work);
    }
    std::memset(lane, 0, old_cover);
    if (v == kRetry) {
      clear_lanes(t + 1);
      return t;
    }
    if (!prefix_ && rare_.size() == rare_.capacity() && rare_word(word(heap, v))) {
      clear_lanes(t);  // rare_ would move under the workers (compute_pipeline): stop first
      return t;
    }
    const bool rescued = settle(heap, v);
    if (cover_ != old_cover || rescued) {  // wider lanes, or far options under the old mask
      clear_lanes(t + 1);
      return t + 1;
    }
  }
  clear_lanes(count);
  return count;
}
}  // namespace grundy
