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
  slots_.assign(n, Entry{});
  mask_ = n / kWays - 1;
}

bool RegionTable::grow() {
  const std::uint64_t n = slots_.size() * 2;
  if (n > max_entries_) return false;
  try {
    charge_.add(n * kEntryBytes);  // the new table, while the old one still lives
  } catch (const Error&) {
    max_entries_ = slots_.size();  // the budget has no room: replace from now on
    return false;
  }
  std::vector<Entry> old(n, Entry{});
  old.swap(slots_);
  mask_ = n / kWays - 1;
  size_ = 0;
  for (const Entry& e : old) {
    if (e.rows) place(e, true);
  }
  charge_.sub(old.size() * kEntryBytes);
  return true;
}

bool RegionTable::place(const Entry& e, bool may_replace) {
  Entry* b = bucket(RegionKey{e.bits, e.rows, e.cols});
  Entry* victim = b;
  for (int i = 0; i < kWays; ++i) {
    if (b[i].bits == e.bits && b[i].rows == e.rows && b[i].cols == e.cols) {
      b[i] = e;
      return true;
    }
  }
  for (int i = 0; i < kWays; ++i) {
    if (!b[i].rows) {
      b[i] = e;
      ++size_;
      return true;
    }
    if (b[i].work < victim->work) victim = b + i;
  }
  if (!may_replace) return false;
  *victim = e;
  ++replaced_;
  return true;
}

void RegionTable::store(const RegionKey& k, std::uint8_t g, std::uint64_t nodes) {
  Entry e;
  e.bits = k.bits, e.rows = k.rows, e.cols = k.cols, e.value = g;
  e.work = static_cast<std::uint8_t>(std::bit_width(nodes));
  // Grow at half full. A full bucket before that (with eight ways at four a bucket on average,
  // one in fifty or so) gives up its cheapest entry.
  if (size_ * 2 >= slots_.size()) grow();
  place(e, true);
}

}  // namespace grundy::cram
