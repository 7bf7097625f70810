#include "grundy/games/bit_board_ids.h"

#include "grundy/core/huge_pages.h"

namespace grundy::partizan {

std::uint32_t BitBoardIds::find(std::uint16_t ruleset, const BitBoard& board) const {
  if (slots_.empty()) return kAbsent;
  for (std::size_t i = home(ruleset, board);; i = (i + 1) & mask_) {
    const Slot& s = slots_[i];
    if (s.id == kAbsent) return kAbsent;
    if (holds(s, ruleset, board)) return s.id;
  }
}

void BitBoardIds::insert(std::uint16_t ruleset, const BitBoard& board, std::uint32_t id) {
  if (2 * (used_ + 1) > slots_.size()) grow();
  std::size_t i = home(ruleset, board);
  while (slots_[i].id != kAbsent) i = (i + 1) & mask_;
  slots_[i] = Slot{board.layer[0], board.layer[1], id, board.rows, board.cols, ruleset};
  ++used_;
}

void BitBoardIds::grow() {
  const std::size_t size = slots_.empty() ? 1024 : 2 * slots_.size();
  // The new array is charged before it is made; the old one is released once it is gone.
  charge_.add(size * sizeof(Slot));
  // Reserved, advised, then filled: the kernel may back it with huge pages from the first touch.
  std::vector<Slot> old;
  old.reserve(size);
  advise_huge_pages(old.data(), size * sizeof(Slot));
  old.resize(size);
  old.swap(slots_);
  mask_ = size - 1;
  for (const Slot& s : old) {
    if (s.id == kAbsent) continue;
    std::size_t i = home(s.ruleset, BitBoard{s.rows, s.cols, {s.layer0, s.layer1}});
    while (slots_[i].id != kAbsent) i = (i + 1) & mask_;
    slots_[i] = s;
  }
  charge_.sub(old.size() * sizeof(Slot));
}

}  // namespace grundy::partizan
