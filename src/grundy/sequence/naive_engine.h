#pragma once
// The naive engine: G(n) = mex of every option of n (Sprague–Grundy), every split visited. Cost
// Θ(s·N²/4) for s splitting digits; it is the reference the rare/common engine is tested against.
#include "grundy/sequence/engine.h"
#include "grundy/sequence/move_lists.h"
#include "grundy/sequence/value_bitset.h"

namespace grundy {

class NaiveEngine final : public SequenceEngine {
 public:
  explicit NaiveEngine(const HeapRules& rules) : rules_(rules), moves_(MoveLists::of(rules)) {}
  void extend_to(std::uint64_t n, Budget& budget) override;
  void restore(std::vector<std::uint16_t> values) override { values_ = std::move(values); }
  EngineStats stats() const override { return {"naive"}; }

 private:
  void insert_options(std::uint64_t heap, std::uint64_t j, HeapDigit d, Budget& budget);
  const HeapRules& rules_;
  MoveLists moves_;
  ValueBitset seen_;
};

// Throws the error for a value that does not fit in 16 bits.
[[noreturn]] void throw_value_too_large(std::uint64_t heap, std::uint64_t value);

}  // namespace grundy
