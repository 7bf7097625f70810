#pragma once
// A heap code unpacked into lists by kind of move, for the inner loops of the engines.
#include <cstdint>  // std::uint64_t
#include <vector>   // std::vector

#include "grundy/games/heap_rules.h"

namespace grundy {

struct SplitMove {
  std::uint64_t take = 0;  // tokens removed before the rest is split
  bool unequal = false;    // the '!' modifier
};

struct MoveLists {
  std::vector<std::uint64_t> leave_none;  // j with bit 1: option 0 from a heap of exactly j
  std::vector<std::uint64_t> leave_one;   // j with bit 2: option G(n − j) when n − j ≥ 1
  std::vector<SplitMove> leave_two;       // j with bit 4: options G(a) ⊕ G(b), a + b = n − j
  std::vector<SplitMove> leave_three;     // j with bit 8: three heaps

  // The finite digits of rules (the repeating tail, if any, is not listed).
  static MoveLists of(const HeapRules& rules) {
    MoveLists m;
    for (const auto& [j, d] : rules.finite_digits()) {
      if (d.bits & 1) m.leave_none.push_back(j);
      if (d.bits & 2) m.leave_one.push_back(j);
      if (d.bits & 4) m.leave_two.push_back({j, d.unequal});
      if (d.bits & 8) m.leave_three.push_back({j, d.unequal});
    }
    return m;
  }
};

}  // namespace grundy
