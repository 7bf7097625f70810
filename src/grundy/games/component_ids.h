#pragma once
// The outcome search's index of the components it met through the generic interface (those
// without bit boards): (ruleset, component) to the component's id. Open addressing with linear
// probing in one array of 8-byte slots (a 32-bit tag of the hash and where the component is
// kept), so a lookup that misses reads one cache line where a node-based map chases a bucket's
// chain; a hit then compares the kept component itself. The array doubles at half full; its
// bytes are charged to the budget before it grows. The components are kept here, at addresses
// that never change while the index lives.
#include <cstdint>  // std::uint32_t, std::uint64_t
#include <deque>    // std::deque
#include <vector>   // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/ruleset.h"

namespace grundy::partizan {

class ComponentIds {
 public:
  static constexpr std::uint32_t kAbsent = ~std::uint32_t{0};

  explicit ComponentIds(Budget& budget) : charge_(budget, "the outcome search's component index") {}

  // The id of c of the ruleset whose serial is serial, or kAbsent.
  std::uint32_t find(std::uint64_t serial, const Component& c) const;
  // Records c, not yet present, under id; returns the component as kept here.
  const Component& insert(std::uint64_t serial, Component c, std::uint32_t id);
  std::size_t size() const { return kept_.size(); }

 private:
  struct Slot {
    std::uint32_t tag = 0;         // the hash's high half
    std::uint32_t kept = kAbsent;  // where in kept_; kAbsent: the slot is empty
  };
  struct Kept {
    std::uint64_t serial = 0, hash = 0;
    Component c;
    std::uint32_t id = 0;
  };
  static std::uint64_t hash_of(std::uint64_t serial, const Component& c) {
    return ComponentHash{}(c) ^ (serial * 0x9E3779B97F4A7C15ull);
  }
  static std::uint32_t tag_of(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> 32); }
  void grow();

  MemoryCharge charge_;
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::deque<Kept> kept_;
};

}  // namespace grundy::partizan
