#include "grundy/rulesets/cram_table.h"

#include <algorithm>  // std::min
#include <bit>        // std::bit_floor, std::bit_width

#include "grundy/core/error.h"

namespace grundy::cram {

RegionTable::RegionTable(Budget& budget, std::uint64_t max_entries)
    : charge_(budget, "the Cram search's table") {
  if (max_entries == 0) {
    // Half of what the budget has left: the search's own stack and the caller need the rest.
    const std::uint64_t room =
        budget.byte_limit() > budget.bytes() ? (budget.byte_limit() - budget.bytes()) / 2 : 0;
    max_entries = std::min(kDefaultMaxEntries, room / kEntryBytes);
  }
  max_entries_ = std::max<std::uint64_t>(kWays, std::bit_floor(max_entries));
  const std::uint64_t n = std::min(kInitialEntries, max_entries_);
  charge_.add(n * kEntryBytes);  // the least table: over budget here is an error
  slots_.assign(n / kWays, Bucket{});
  mask_ = n / kWays - 1;
}

bool RegionTable::grow() {
  const std::uint64_t n = capacity() * 2;
  if (n > max_entries_) return false;
  try {
    charge_.add(n * kEntryBytes);  // the new table, while the old one still lives
  } catch (const Error&) {
    max_entries_ = capacity();  // the budget has no room: replace from now on
    return false;
  }
  std::vector<Bucket> old(n / kWays, Bucket{});
  old.swap(slots_);
  mask_ = n / kWays - 1;
  size_ = 0;
  for (const Bucket& b : old) {
    for (const Entry& e : b.e) {
      if (e.rows) place(e);
    }
  }
  charge_.sub(old.size() * kWays * kEntryBytes);
  return true;
}

void RegionTable::place(const Entry& e) {
  Entry* b = bucket(RegionKey{e.bits, e.rows, e.cols});
  Entry* victim = b;
  for (int i = 0; i < kWays; ++i) {
    if (b[i].bits == e.bits && b[i].rows == e.rows && b[i].cols == e.cols) {
      if (b[i].value == kUnknown) {
        const std::uint32_t excluded = b[i].excluded | e.excluded;
        const std::uint8_t work = std::max(b[i].work, e.work);
        b[i] = e;
        b[i].excluded = e.value == kUnknown ? excluded : 0;
        b[i].work = work;
      }
      return;
    }
  }
  for (int i = 0; i < kWays; ++i) {
    if (!b[i].rows) {
      b[i] = e;
      ++size_;
      return;
    }
    if (b[i].work < victim->work) victim = b + i;
  }
  *victim = e;
  ++replaced_;
}

void RegionTable::store(const RegionKey& k, std::uint8_t g, std::uint64_t nodes) {
  Entry e;
  e.bits = k.bits, e.rows = k.rows, e.cols = k.cols, e.value = g;
  e.work = static_cast<std::uint8_t>(std::bit_width(nodes));
  // Grow at half full. A full bucket before that gives up its cheapest entry.
  if (size_ * 2 >= capacity()) grow();
  place(e);
}

void RegionTable::exclude(const RegionKey& k, std::uint32_t excluded, std::uint64_t nodes) {
  // Cheap searches are not worth a slot: recording every one filled the table several times
  // over for no time saved (4x10: nodes -14%, CPU time the same within the noise).
  if (!excluded || nodes < kExcludeMinNodes) return;
  Entry e;
  e.bits = k.bits, e.rows = k.rows, e.cols = k.cols, e.value = kUnknown;
  e.excluded = excluded;
  e.work = static_cast<std::uint8_t>(std::bit_width(nodes));
  if (size_ * 2 >= capacity()) grow();
  place(e);
}

}  // namespace grundy::cram
