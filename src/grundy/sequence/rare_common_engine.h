#pragma once
// The rare/common engine (Winning Ways ch. 4, "Sparse space spells speed"; Gangolli–Plambeck;
// Flammenkamp), for finite codes whose moves leave at most two heaps.
//
// Split: a mask M on the word w = value << 1 | parity. A word is *rare* when popcount(w & M) is
// even and *common* when it is odd. Rare words form a subgroup R of index 2 of (words, XOR) and
// common words its coset C, so R ⊕ R ⊆ R, C ⊕ C ⊆ R and R ⊕ C ⊆ C: a split (a, b) of n − j whose
// word w(a) ⊕ w(b) is common has exactly one rare part. Pairing each rare heap i with its partner
// n − j − i therefore finds every split option of n with a common word.
//   - Value-only split: parity = 0 and M even, so a word is rare or common by its value alone.
//   - Value-with-heap-parity split: w(i) = G(i) << 1 | (i mod 2). A split of m = n − j has word
//     (G(a) ⊕ G(b)) << 1 | (m mod 2), so when every splitting move removes j of one parity, all
//     split options of n share the parity bit q = (n − j) mod 2 and "common at n" is a property
//     of the option value alone.
// At heap n: take the one-heap options, then pair the rare heaps; r = mex of what was seen. If r
// is common at n it is G(n): every smaller value is an option and no common option was missed.
// Otherwise scan the splits, raising r as it gets hit, and stop as soon as r is common (same
// argument) or the scan ends (r is then the mex of all options).
// The mask only affects speed, never a value: it is chosen from the histogram of words by a
// Walsh–Hadamard transform (#rare(M) = (N + Ĥ(M)) / 2) and re-chosen as the sequence doubles.
// Speed, none of which changes a value:
//   - Heaps go in batches of 16, and the pairing with every rare heap i that is already known
//     for the whole batch is done row by row: G(n0 − j − i … n0 − j − i + 15) is one load, so
//     the batch costs one vector XOR per rare heap (mark_rows).
//   - The scan visits the splits in blocks of 64, alternating the next block from the start with
//     a block from a fixed low-discrepancy order (golden-ratio stride). The missing rare values
//     are found after about half as many splits as in increasing order (Grundy's game at 10^6:
//     1 300 instead of 2 900 a heap), and the order depends only on the number of blocks, so
//     consecutive heaps read the same cache lines.
// Threads (EngineThreads, from heap from_heap on): a block of heaps n0 … n0 + B − 1 in two
// phases. G(n) depends on earlier heaps, but only a few of its options read a heap of the block:
// a split (a, m − a) of m = n − j has its larger part ≥ n0 only when a ≤ m − n0 < B.
//   1. In parallel, 16 heaps an item (WorkerPool): every option of each heap whose heaps are all
//      below n0 ("far": the one-heap options n − j < n0, the rare heaps paired with a partner
//      below n0, then the scan of the splits a > m − n0) until the mex of what was seen is common.
//   2. On the calling thread, heap after heap: the options that read the block (n − j ≥ n0 and
//      the splits a ≤ m − n0, every one of them), then the mex r. Every common option has been
//      seen (the far ones by the pairing, the near ones all), so a common r is G(n) by the same
//      argument as above; a rare r (a near option filled the far mex) is settled by the
//      sequential scan (finish) over every split, from the marks already made (all are options).
// Values are the same as one thread's, whatever the number of threads or the block.
#include <atomic>      // std::atomic
#include <functional>  // std::function
#include <memory>      // std::unique_ptr

#include "grundy/sequence/engine.h"
#include "grundy/sequence/move_lists.h"
#include "grundy/sequence/worker_pool.h"

namespace grundy {

class RareCommonEngine final : public SequenceEngine {
 public:
  // prefix > 0: bounded memory (make_bounded_engine); 0: every value is kept.
  RareCommonEngine(const HeapRules& rules, bool parity, std::uint64_t prefix = 0,
                   const EngineThreads& threads = {});
  void extend_to(std::uint64_t n, Budget& budget) override;
  std::uint16_t value(std::uint64_t n) const override;
  std::uint64_t size() const override { return prefix_ ? next_ : values_.size(); }
  void restore(std::vector<std::uint16_t> values) override;
  EngineStats stats() const override;

 private:
  std::uint32_t word(std::uint64_t heap, std::uint32_t value) const {
    return value << 1 | (parity_ ? static_cast<std::uint32_t>(heap & 1) : 0);
  }
  bool rare_word(std::uint32_t w) const { return (std::popcount(w & mask_) & 1) == 0; }
  // True when option value v of heap n is common (the split options' parity bit is q).
  bool common_at(std::uint32_t v, std::uint32_t q) const { return !rare_word(v << 1 | q); }
  void choose_mask();
  void set_mask(std::uint32_t mask);  // and lists the rare heaps under it (from values_)
  // Bounded memory, when heap's word w would be rare: looks for a mask under which w is common
  // and every rare heap so far lies in the prefix, and switches to it. False if there is none.
  bool rescue_mask(std::uint32_t w);
  // Records G(heap) = v (append), refusing a value past 16 bits and, in bounded memory, a rare
  // heap past the prefix that no other mask makes common; true when a mask was changed to rescue
  // it (the lanes are then paired again).
  bool settle(std::uint64_t heap, std::uint32_t v);
  // Computes G(first … first + count − 1), count ≤ kLanes; returns how many it appended (fewer
  // when a value outgrew the cover, which the lanes' size depends on).
  std::uint64_t compute_batch(std::uint64_t first, std::uint64_t count, Budget& budget);
  // One thread's scan state: the blocks visited, the golden step, its counters.
  struct alignas(64) ScanScratch {
    std::vector<std::uint8_t> visited;                 // scan blocks already visited at this heap
    std::uint64_t golden_blocks = 0, golden_step = 0;  // the scan order's stride, by block count
    std::uint64_t full_scans = 0, scan_steps = 0, work = 0;
    std::uint64_t items = 0;   // phase-1 items this thread ran
    std::uint64_t far_ns = 0;  // their thread CPU time (measure_ only)
  };
  enum class ScanEnd : std::uint8_t { kSettled, kComplete, kCut };
  // Scans the splits of heap whose parts are both below `below` (every split: ~0), marking lane,
  // until r (kept the mex of lane) is common at q: kSettled; or every such split was seen:
  // kComplete; or, in bounded memory, those with a part in the prefix were: kCut. Reads the
  // engine only, so several threads may scan at once, each with its scratch.
  ScanEnd scan(std::uint64_t heap, std::uint8_t* lane, std::uint32_t& r, std::uint32_t q,
               std::uint64_t below, ScanScratch& s, std::uint64_t& work) const;
  // G(heap), given that lane already holds the one-heap options and every split option with a
  // rare part (and maybe more options); q is the parity bit of the split options.
  std::uint32_t finish(std::uint64_t heap, std::uint8_t* lane, bool any_split, std::uint32_t q,
                       std::uint64_t& work);
  // Lanes and phase-1 ends for one block (two of them: the pipeline fills one while it
  // settles the other).
  struct BlockBuffer {
    std::vector<std::uint8_t> lanes;  // block_ lanes of stride_ bytes, kept zero
    std::vector<ScanEnd> end;         // phase 1's end, heap by heap
    bool dirty = false;               // lanes not cleared (an error, or a dropped phase 1)
  };
  // A far phase: heaps first … first + count − 1, their options whose heaps are all below
  // `below` (≤ first), pairing the rare heaps rare_[0 … rare) (every rare heap below `below`).
  struct FarJob {
    std::uint64_t first = 0, below = 0, count = 0;
    std::size_t rare = 0;
    BlockBuffer* buffer = nullptr;
  };
  // G(first … first + count − 1) by a parallel block (count a multiple of kLanes); returns how
  // many it appended, as compute_batch.
  std::uint64_t compute_block(std::uint64_t first, std::uint64_t count, Budget& budget);
  // G(first … first + total − 1) by parallel blocks in a pipeline (not in bounded memory): the
  // far phase of block k + 1 (below the start of block k) runs on the workers while this thread
  // settles block k. Returns how many it appended; it stops early when the lanes widen or a
  // mask is due.
  std::uint64_t compute_pipeline(std::uint64_t first, std::uint64_t total, Budget& budget);
  // Makes job the current far phase (job_), its buffer ready and every scratch big enough for
  // the heaps up to last_heap; on the calling thread, with no far phase running.
  void prepare_far(FarJob job, std::uint64_t last_heap);
  void prepare_buffer(BlockBuffer& buf);
  void size_scratch(std::uint64_t last_heap);
  // The pipeline's stream of far items: item i is item i mod (block_ / kLanes) of block
  // i / (block_ / kLanes), whose job is in slot (block mod kSlots). take_item runs the next
  // published item on `thread` (false if none is published); stream_worker takes items until
  // the stream is stopped; publish makes block `block`'s items available.
  bool take_item(unsigned thread);
  void stream_worker(unsigned thread);
  void publish(std::uint64_t block, const FarJob& job);
  // The work the threads counted since the last call.
  std::uint64_t collect_work();
  // Phase 2 of a block whose far phase is done: heap by heap, the options that read heaps
  // ≥ job.below, then the mex. Returns how many heaps it appended, as compute_batch.
  std::uint64_t near_phase(const FarJob& job, std::uint64_t& work);
  // Phase 1 for the kLanes heaps of item `chunk` of job, on thread `thread`.
  void block_far(unsigned thread, std::uint64_t chunk, const FarJob& job);
  // Marks the split options of heap (move s) pairing the rare heaps rare_[from … to) with a
  // partner below `below`.
  void pair_far(std::uint64_t heap, const SplitMove& s, std::uint64_t below, std::size_t from,
                std::size_t to, std::uint8_t* lane, std::uint64_t& work) const;
  // Pairs heap with the rare heaps rare_[from … to) below m = heap − take.
  void pair_rare(std::uint64_t heap, const SplitMove& s, std::size_t from, std::size_t to,
                 std::uint8_t* lane, std::uint64_t& work) const;
  void append(std::uint64_t heap, std::uint32_t v);
  // Where G(x) is: the window (every recent heap) and the far part of a split (a < prefix).
  // Without a prefix both are the whole table.
  const std::uint16_t* window_data() const { return prefix_ ? window_.data() : values_.data(); }
  std::uint64_t window_base() const { return prefix_ ? window_base_ : 0; }
  bool mask_may_change() const { return !prefix_ || next_ <= prefix_; }

  std::uint64_t prefix_ = 0;  // bounded memory: values_ holds G(0 … prefix_ − 1) only
  std::uint64_t next_ = 0;    // bounded memory: the next heap
  std::uint64_t window_length_ = 0;
  std::vector<std::uint16_t> window_;  // G(window_base_ … next_ − 1)
  std::uint64_t window_base_ = 0;
  MoveLists moves_;
  bool parity_;
  std::uint32_t mask_ = 0;
  std::uint32_t cover_ = 64;                     // a power of two above every value so far
  std::vector<std::uint64_t> histogram_;         // count of heaps ≥ 1 by word
  std::vector<std::uint64_t> prefix_histogram_;  // the same for the heaps in the prefix
  std::vector<std::uint64_t> rare_;              // the rare heaps ≥ 1, increasing
  std::vector<std::uint16_t> rare_values_;       // their values
  std::uint64_t next_choice_ = 64;               // the size at which the mask is chosen again
  std::uint64_t rare_at_choice_ = 0;
  std::uint64_t mask_changes_ = 0;
  static constexpr std::uint64_t kLanes = 16;
  std::vector<std::uint8_t> lanes_;  // kLanes byte sets of stride_ bytes each, kept zero
  bool lanes_dirty_ = false;         // an error left a batch unfinished
  std::size_t stride_ = 0;           // cover_ + 64: a zero byte past every value
  // Threads: scratch_[t] for thread t (0: the calling thread, also the sequential path).
  std::vector<ScanScratch> scratch_;
  std::uint64_t from_heap_ = 0, block_ = 0;  // parallel blocks from this heap, of this many
  std::unique_ptr<WorkerPool> pool_;         // null with one thread
  // The pipeline keeps three blocks: one being settled, the next two in their far phase.
  static constexpr std::size_t kSlots = 3;
  BlockBuffer buffers_[kSlots];
  FarJob job_;  // the far phase the pool runs (compute_block; written before it starts)
  std::function<void(unsigned, std::uint32_t)> far_task_, stream_task_;
  struct Slot {
    FarJob job;                          // written before the block is published
    std::atomic<std::uint64_t> done{0};  // its items finished
    std::atomic<std::uint64_t> work{0};  // their work, for the budget
  };
  Slot slots_[kSlots];
  static constexpr std::uint64_t kStopped = ~std::uint64_t{0};
  std::atomic<std::uint64_t> published_{0};  // items below this may be taken (kStopped: none)
  std::atomic<std::uint64_t> next_item_{0};  // the next item to take
  std::uint64_t parallel_blocks_ = 0, parallel_rescans_ = 0;
  bool measure_ = false;
  std::uint64_t near_ns_ = 0;
};

}  // namespace grundy
