#pragma once
// The outcome search's index of the regions it met on bits (grundy/games/bitboard.h): (ruleset,
// board) to the region's id. Open addressing with linear probing in one array of slots that
// hold the whole key, so a lookup reads one or two cache lines where a node-based map chases
// pointers. The array doubles at half full; its bytes are charged to the budget before it grows.
#include <cstdint>  // std::uint32_t, std::uint64_t
#include <vector>   // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/bitboard.h"

namespace grundy::partizan {

class BitBoardIds {
 public:
  static constexpr std::uint32_t kAbsent = ~std::uint32_t{0};

  explicit BitBoardIds(Budget& budget) : charge_(budget, "the outcome search's bit-board index") {}

  // The id of board of the ruleset numbered ruleset (a small number the caller gives), or
  // kAbsent.
  std::uint32_t find(std::uint16_t ruleset, const BitBoard& board) const;
  // Asks the processor to bring board's home slot into the cache (a hint; no effect on
  // answers), so that the misses of several boards looked up in a row overlap.
  void prefetch(std::uint16_t ruleset, const BitBoard& board) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[home(ruleset, board)]);
  }
  // Records a board not yet present.
  void insert(std::uint16_t ruleset, const BitBoard& board, std::uint32_t id);
  std::size_t size() const { return used_; }

 private:
  struct Slot {
    std::uint64_t layer0 = 0, layer1 = 0;
    std::uint32_t id = kAbsent;
    std::uint8_t rows = 0, cols = 0;
    std::uint16_t ruleset = 0;
  };
  static bool holds(const Slot& s, std::uint16_t ruleset, const BitBoard& b) {
    return s.layer0 == b.layer[0] && s.layer1 == b.layer[1] && s.rows == b.rows &&
           s.cols == b.cols && s.ruleset == ruleset;
  }
  std::size_t home(std::uint16_t ruleset, const BitBoard& b) const {
    return (BitBoardHash{}(b) ^ (std::uint64_t{ruleset} * 0x9E3779B97F4A7C15ull)) & mask_;
  }
  void grow();

  MemoryCharge charge_;
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t used_ = 0;
};

}  // namespace grundy::partizan
