#pragma once
// Engines that compute the Grundy sequence G(0), G(1), … of a heap game (a take-and-break code,
// a subtraction or all-but subtraction game) to research scale.
//   - NaiveEngine: the mex rule over every option of every heap (the reference).
//   - RareCommonEngine: Winning Ways' "sparse space spells speed" (see rare_common_engine.h).
// Values are stored in 16 bits (2 bytes a heap: 2^32 heaps take 8 GiB); a value that does not
// fit stops the computation with an error, never a wrong value. The engines do no I/O.
#include <algorithm>  // std::max
#include <cstdint>    // std::uint16_t, std::uint64_t
#include <memory>     // std::unique_ptr
#include <string>     // std::string
#include <vector>     // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/heap_rules.h"

namespace grundy {

enum class EngineKind {
  kNaive,            // every split
  kRareCommon,       // the best sound rare/common split for the rules (parity if it applies)
  kRareCommonValue,  // rare/common on values only
  kRareCommonParity  // rare/common on (value, heap parity)
};

// "naive", "rc", "rc-value", "rc-parity"; nullopt-like: throws a usage error otherwise.
EngineKind parse_engine_kind(const std::string& name);
std::string to_string(EngineKind kind);

// Threads for one long sequence (the rare/common engine's parallel blocks, rare_common_engine.h).
// threads = 1 runs the sequential engine; every setting gives the same values.
struct EngineThreads {
  // Measured on this machine (docs/sequences.md): below about 2^15 heaps a block of 128 heaps is
  // a few microseconds of work per thread, and handing it out costs as much.
  static constexpr std::uint64_t kDefaultFromHeap = 1 << 15;
  static constexpr std::uint64_t kDefaultBlock = 128;
  unsigned threads = 1;                        // in all, the calling thread included
  std::uint64_t from_heap = kDefaultFromHeap;  // heaps below run one thread (tests set it low)
  std::uint64_t block = kDefaultBlock;         // heaps per parallel block (a multiple of 16)
  bool measure = false;  // time each thread's phases (EngineStats::far_cpu…; the bench)
};

struct EngineStats {
  std::string engine;                // the engine that actually runs
  std::uint64_t rare_positions = 0;  // heaps ≥ 1 whose value is rare under the current mask
  std::uint32_t mask = 0;            // the current mask (on value << 1 | heap parity)
  std::uint64_t full_scans = 0;      // heaps where every split had to be scanned
  std::uint64_t mask_changes = 0;
  std::uint64_t scan_steps = 0;             // splits visited by the scans
  std::uint64_t parallel_blocks = 0;        // blocks of heaps computed by several threads
  std::uint64_t parallel_rescans = 0;       // heaps of those whose far scan had to be done again
  std::uint64_t parallel_items = 0;         // their items of 16 heaps (phase 1)
  std::uint64_t parallel_worker_items = 0;  // of those, run by the workers (not the caller)
  // With EngineThreads::measure: the thread CPU seconds of the far phases on the calling thread
  // and on the workers, and of the near phases (calling thread only).
  double far_cpu_caller = 0, far_cpu_workers = 0, near_cpu = 0;
};

class SequenceEngine {
 public:
  virtual ~SequenceEngine() = default;
  // Extends the values to include heap n. Charges the budget as it goes; a budget that runs out
  // leaves every value already computed intact (only finished values enter the table).
  virtual void extend_to(std::uint64_t n, Budget& budget) = 0;
  // Starts from values known to be G(0 … k−1) (a checkpoint); the engine rebuilds its state.
  virtual void restore(std::vector<std::uint16_t> values) = 0;
  virtual EngineStats stats() const = 0;

  // G(0 … size() − 1); in bounded memory only the prefix (see make_bounded_engine).
  const std::vector<std::uint16_t>& values() const { return values_; }
  // G(n) for a heap the engine holds: every heap below size(), or in bounded memory the prefix
  // and the last window_length() heaps.
  virtual std::uint16_t value(std::uint64_t n) const { return values_[n]; }
  // The number of values computed: G(0 … size() − 1).
  virtual std::uint64_t size() const { return values_.size(); }
  // Reserves room for G(0 … n) at once, so that a long run never holds two copies of the table
  // while it grows (2^32 heaps: 8 GiB, not 8 + 5.3). Untouched room costs no memory on Linux.
  void reserve(std::uint64_t n) { values_.reserve(n + 1); }
  // Hands the values over (the engine is left empty), to avoid copying billions of them.
  std::vector<std::uint16_t> release_values() { return std::move(values_); }

 protected:
  // Room for heap n, growing by half at least: callers extend a chunk at a time, and exact
  // reservations would copy the whole table for every chunk.
  void grow_for(std::uint64_t n) {
    if (values_.capacity() <= n) values_.reserve(std::max(n + 1, values_.capacity() * 3 / 2));
  }
  // Charges the values up to heap n before they are computed (2 bytes a heap). Reserved but
  // untouched room costs no memory, so what is charged is what will be written.
  void charge_values(std::uint64_t n, Budget& budget) const {
    if (n >= values_.size()) {
      budget.charge_bytes((n + 1 - values_.size()) * sizeof(std::uint16_t),
                          "the table of Grundy values");
    }
  }
  std::vector<std::uint16_t> values_;
};

// True when the rare/common engine applies: a finite code whose moves leave at most two heaps.
bool rare_common_applies(const HeapRules& rules);
// True when the (value, heap parity) split applies as well: every splitting move removes a
// number of tokens of the same parity, so all split options of a heap share one parity bit.
bool parity_split_applies(const HeapRules& rules);

// The engine of that kind for rules; kinds that do not apply fall back to the next sound one
// (parity → value-only → naive), and stats().engine names the one used. rules must outlive it.
// threads applies to the rare/common engine (the naive engine runs one thread).
std::unique_ptr<SequenceEngine> make_engine(const HeapRules& rules, EngineKind kind,
                                            const EngineThreads& threads = {});

// The rare/common engine in bounded memory (Rogalski's "tail" mode): it keeps G(0 … prefix − 1)
// and a window of the last prefix + t + 16 values (t: the most tokens a move removes), about
// 6·prefix bytes in all, whatever the number of heaps. Sound because the rare/common rule only
// reads G(i) for rare heaps i (all in the prefix, with their partners in the window) and the
// splits a + b it scans with a < prefix. It stops with an error, never a guess, when a proof
// needs more: a rare value at a heap past the prefix, or a heap whose scan of the splits with a
// part in the prefix leaves its mex rare. The mask is frozen once the prefix is full.
// Throws a usage error when the rare/common engine does not apply to rules.
std::unique_ptr<SequenceEngine> make_bounded_engine(const HeapRules& rules, EngineKind kind,
                                                    std::uint64_t prefix,
                                                    const EngineThreads& threads = {});

}  // namespace grundy
