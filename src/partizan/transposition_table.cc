#include "partizan/transposition_table.h"

#include <bit>  // std::bit_width, std::bit_floor

namespace grundy::partizan {

namespace {
constexpr std::uint64_t kMinBytes = std::uint64_t{1} << 12;

std::uint64_t work_class(std::uint64_t work) {
  const std::uint64_t w = static_cast<std::uint64_t>(std::bit_width(work));
  return w > 63 ? 63 : w;
}
}  // namespace

TranspositionTable::TranspositionTable(Budget& budget, std::uint64_t max_bytes)
    : charge_(budget, "the outcome search's transposition table") {
  std::uint64_t room = budget.byte_limit() - std::min(budget.bytes(), budget.byte_limit());
  room = room / 4;
  std::uint64_t bytes = std::min(max_bytes, room);
  if (bytes < kMinBytes) bytes = kMinBytes;
  std::uint64_t n = std::bit_floor(bytes / sizeof(Entry));
  if (n < 2) n = 2;
  charge_.add(n * sizeof(Entry));
  entries_.assign(n, Entry{});
  mask_ = n / 2 - 1;
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
  if (!(deep.b & 1) || cls >= deep_cls) {
    if (deep.b & 1) recent = deep;  // the displaced deep entry gets a second life
    deep = fresh;
  } else {
    recent = fresh;
  }
}

}  // namespace grundy::partizan
