#include "grundy/search/transposition_table.h"

#include <algorithm>  // std::min, std::max
#include <bit>        // std::bit_width, std::bit_floor

#include "grundy/core/error.h"
#include "grundy/core/huge_pages.h"

namespace grundy::partizan {

namespace {
constexpr std::uint64_t kMinBytes = std::uint64_t{1} << 12;

// No more than a quarter of what the budget may still charge.
std::uint64_t room(const Budget& budget) {
  return (budget.byte_limit() - std::min(budget.bytes(), budget.byte_limit())) / 4;
}

std::uint64_t work_class(std::uint64_t work) {
  const std::uint64_t w = static_cast<std::uint64_t>(std::bit_width(work));
  return w > 63 ? 63 : w;
}
}  // namespace

TranspositionTable::TranspositionTable(Budget& budget, std::uint64_t max_bytes)
    : budget_(budget), charge_(budget, "the outcome search's transposition table") {
  std::uint64_t bytes = std::min(max_bytes, room(budget));
  if (bytes < kMinBytes) bytes = kMinBytes;
  max_entries_ = std::max<std::uint64_t>(2, std::bit_floor(bytes / sizeof(Entry)));
  const std::uint64_t n = std::min(max_entries_, kStartBytes / sizeof(Entry));
  charge_.add(n * sizeof(Entry));
  entries_.assign(n, Entry{});
  mask_ = n / 2 - 1;
}

void TranspositionTable::grow() {
  const std::uint64_t n = entries_.size();
  if (2 * n > max_entries_ || n * sizeof(Entry) > room(budget_)) {
    max_entries_ = n;  // stays this size
    return;
  }
  try {
    charge_.add(n * sizeof(Entry));
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    max_entries_ = n;  // memory shared with other requests ran out: stays this size
    return;
  }
  // Bucket i holds keys with key.a & mask == i; doubled, they go to i or i + n / 2 by the next
  // bit of key.a, each keeping its tier where the new bucket has room.
  // Reserved, advised, then filled: the kernel may back it with huge pages from the first touch.
  std::vector<Entry> old;
  old.reserve(2 * n);
  advise_huge_pages(old.data(), 2 * n * sizeof(Entry));
  old.resize(2 * n, Entry{});
  old.swap(entries_);
  mask_ = n - 1;
  used_ = 0;
  for (std::size_t i = 0; i < old.size(); ++i) {
    const Entry& e = old[i];
    if (!(e.b & 1)) continue;
    const std::size_t at = static_cast<std::size_t>(e.a & mask_) * 2;
    Entry& slot = (entries_[at].b & 1) ? entries_[at + 1] : entries_[at];
    slot = e;
    ++used_;
  }
}

std::optional<bool> TranspositionTable::find(const SumKey& key) const {
  const std::size_t i = bucket(key);
  const std::uint64_t check = key.b & ~kFlagBits;
  for (std::size_t k = i; k < i + 2; ++k) {
    const Entry& e = entries_[k];
    if ((e.b & 1) && e.a == key.a && (e.b & ~kFlagBits) == check) return (e.b & 2) != 0;
  }
  return std::nullopt;
}

void TranspositionTable::store(const SumKey& key, bool win, std::uint64_t work) {
  const std::size_t i = bucket(key);
  const std::uint64_t check = key.b & ~kFlagBits;
  const std::uint64_t cls = work_class(work);
  const Entry fresh{key.a, check | (cls << 2) | (win ? 2u : 0u) | 1u};
  Entry& deep = entries_[i];
  Entry& recent = entries_[i + 1];
  auto same = [&](const Entry& e) {
    return (e.b & 1) && e.a == key.a && (e.b & ~kFlagBits) == check;
  };
  if (same(deep)) {
    deep = fresh;
    return;
  }
  if (same(recent)) {
    recent = fresh;
    return;
  }
  const std::uint64_t deep_cls = (deep.b >> 2) & 63;
  const std::uint64_t before = (deep.b & 1) + (recent.b & 1);
  if (!(deep.b & 1) || cls >= deep_cls) {
    if (deep.b & 1) recent = deep;  // the displaced deep entry gets a second life
    deep = fresh;
  } else {
    recent = fresh;
  }
  used_ += (deep.b & 1) + (recent.b & 1) - before;
  if (2 * used_ > entries_.size() && entries_.size() < max_entries_) grow();
}

}  // namespace grundy::partizan
