#include "grundy/games/bit_nimber.h"

#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

namespace grundy::partizan {
namespace {

class VariantNimbers {
 public:
  VariantNimbers(const BitRules& bits, Budget& budget)
      : bits_(bits), budget_(budget), bytes_(budget, "the impartial variant's memo on bits") {}

  // The nim-sum of b's regions' values.
  std::uint64_t board(const BitBoard& b) {
    std::vector<SignedBoard> regions;
    bits_.regions(b, regions);
    std::uint64_t v = 0;
    for (const SignedBoard& r : regions) v ^= region(r.board);  // the sign does not matter
    return v;
  }

 private:
  std::uint64_t region(const BitBoard& r) {
    if (auto it = memo_.find(r); it != memo_.end()) return it->second;
    budget_.charge();
    std::vector<BitBoard> moves;
    bits_.moves(r, Side::kLeft, moves);
    bits_.moves(r, Side::kRight, moves);
    budget_.charge(moves.size());
    // k options have at most k distinct values: a value above k does not move the mex.
    std::vector<bool> seen(moves.size() + 1, false);
    for (const BitBoard& m : moves) {
      const std::uint64_t v = board(m);
      if (v < seen.size()) seen[v] = true;
    }
    std::uint64_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    bytes_.add(sizeof(BitBoard) + sizeof(std::uint64_t) + 32);  // a node of the map
    memo_.emplace(r, mex);
    return mex;
  }

  const BitRules& bits_;
  Budget& budget_;
  MemoryCharge bytes_;
  std::unordered_map<BitBoard, std::uint64_t, BitBoardHash> memo_;
};

}  // namespace

std::uint64_t bit_variant_nimber(const BitRules& bits, const BitBoard& b, Budget& budget) {
  VariantNimbers nimbers(bits, budget);
  return nimbers.board(b);
}

}  // namespace grundy::partizan
