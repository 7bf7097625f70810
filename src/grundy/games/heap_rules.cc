#include "grundy/games/heap_rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "grundy/core/error.h"

namespace grundy {

HeapRules::HeapRules(std::vector<HeapDigit> explicit_digits, std::vector<HeapDigit> tail)
    : tail_start_(explicit_digits.size()), tail_(std::move(tail)) {
  for (std::uint64_t j = 0; j < explicit_digits.size(); ++j) {
    if (explicit_digits[j].bits) finite_.push_back({j, explicit_digits[j]});
  }
  if (std::all_of(tail_.begin(), tail_.end(), [](HeapDigit d) { return d.bits == 0; })) {
    tail_.clear();
  }
}

HeapRules HeapRules::sparse(std::vector<std::pair<std::uint64_t, HeapDigit>> digits) {
  HeapRules rules;
  std::sort(digits.begin(), digits.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  for (const auto& entry : digits) {
    if (entry.second.bits) rules.finite_.push_back(entry);
  }
  return rules;
}

HeapDigit HeapRules::digit(std::uint64_t j) const {
  if (!tail_.empty() && j >= tail_start_) return tail_[(j - tail_start_) % tail_.size()];
  auto it = std::lower_bound(finite_.begin(), finite_.end(), j,
                             [](const auto& entry, std::uint64_t k) { return entry.first < k; });
  return (it != finite_.end() && it->first == j) ? it->second : HeapDigit{};
}

std::optional<std::uint64_t> HeapRules::tail_start() const {
  if (tail_.empty()) return std::nullopt;
  return tail_start_;
}

std::optional<std::uint64_t> HeapRules::max_take() const {
  if (!tail_.empty()) return std::nullopt;
  return finite_.empty() ? 0 : finite_.back().first;
}

int HeapRules::max_heaps() const {
  int k = 0;
  auto note = [&](HeapDigit d) {
    if (d.bits & 8)
      k = std::max(k, 3);
    else if (d.bits & 4)
      k = std::max(k, 2);
    else if (d.bits & 3)
      k = std::max(k, 1);
  };
  for (const auto& entry : finite_) note(entry.second);
  for (HeapDigit d : tail_) note(d);
  return k;
}

bool HeapRules::has_unequal() const {
  auto unequal_split = [](HeapDigit d) { return d.unequal && (d.bits & 12); };
  return std::any_of(finite_.begin(), finite_.end(),
                     [&](const auto& e) { return unequal_split(e.second); }) ||
         std::any_of(tail_.begin(), tail_.end(), unequal_split);
}

bool HeapRules::is_nim() const {
  // Every j ≥ 1 has digit 3, exactly: finite part {1: 3, …} up to the tail, tail all 3s.
  if (tail_.empty()) return false;
  for (HeapDigit d : tail_) {
    if (d.bits != 3) return false;
  }
  if (tail_start_ == 0) return false;  // d_0 = 3 would be a pass
  if (finite_.size() != tail_start_ - 1) return false;
  for (std::uint64_t j = 1; j < tail_start_; ++j) {
    if (finite_[j - 1].first != j || finite_[j - 1].second.bits != 3) return false;
  }
  return true;
}

void HeapValueTable::extend_to(std::uint64_t n, Budget& budget) {
  if (n > kMaxHeap) {
    throw Error(ErrorKind::kComputation,
                fmt::format("a heap of {} is beyond the {} values a table may hold; a heap that "
                            "large needs a proved period",
                            n, kMaxHeap + 1));
  }
  if (n < values_.size()) return;
  // Charged before the table grows: 4 bytes a value, and the room a push_back doubling adds.
  if (n >= values_.capacity()) {
    const std::uint64_t room = std::max<std::uint64_t>(n + 1, 2 * values_.capacity());
    budget.charge_bytes((room - values_.capacity()) * sizeof(std::uint32_t),
                        "the table of Grundy values");
    values_.reserve(room);
  }
  // The mex rule over a bitset of seen values, cleared only up to the highest word touched.
  std::vector<std::uint64_t> seen(64, 0);
  std::uint32_t max_seen = 0;
  auto insert = [&](std::uint32_t v) {
    if ((v >> 6) >= seen.size()) seen.resize(std::max<std::size_t>(seen.size() * 2, (v >> 6) + 1));
    seen[v >> 6] |= std::uint64_t{1} << (v & 63);
    max_seen = std::max(max_seen, v);
  };
  const std::uint32_t* g = nullptr;
  auto visit_take = [&](std::uint64_t j, HeapDigit d, std::uint64_t heap) {
    if (j > heap) return;
    const std::uint64_t m = heap - j;
    if ((d.bits & 1) && m == 0) insert(0);
    if ((d.bits & 2) && m >= 1) insert(g[m]);
    if ((d.bits & 4) && m >= 2) {
      const std::uint64_t half = m / 2;
      std::uint32_t local_max = 0;
      for (std::uint64_t a = 1; a <= half; ++a) {
        const std::uint32_t v = g[a] ^ g[m - a];
        if (d.unequal && a == m - a) continue;
        if ((v >> 6) >= seen.size()) insert(v);
        seen[v >> 6] |= std::uint64_t{1} << (v & 63);
        local_max = std::max(local_max, v);
      }
      max_seen = std::max(max_seen, local_max);
      budget.charge(half);
    }
    if ((d.bits & 8) && m >= 3) {
      for (std::uint64_t a = 1; 3 * a <= m; ++a) {
        for (std::uint64_t b = a; a + 2 * b <= m; ++b) {
          const std::uint64_t c = m - a - b;
          if (d.unequal && (a == b || b == c)) continue;
          insert(g[a] ^ g[b] ^ g[c]);
        }
        budget.charge(m / 2);
      }
    }
  };
  const auto& tail = rules_.tail();
  const std::uint64_t tail_start = rules_.tail_start().value_or(0);
  for (std::uint64_t heap = values_.size(); heap <= n; ++heap) {
    g = values_.data();  // re-read each heap: push_back below may move the buffer
    for (const auto& [j, d] : rules_.finite_digits()) {
      if (j > heap) break;
      visit_take(j, d, heap);
    }
    if (!tail.empty()) {
      std::size_t i = 0;
      for (std::uint64_t j = tail_start; j <= heap; ++j) {
        if (tail[i].bits) visit_take(j, tail[i], heap);
        if (++i == tail.size()) i = 0;
      }
      budget.charge(heap);
    }
    budget.charge(1);
    std::uint32_t mex = 0;
    const std::size_t words = (max_seen >> 6) + 1;
    for (std::size_t w = 0; w < words; ++w) {
      if (~seen[w] != 0) {
        mex = static_cast<std::uint32_t>(w * 64 + std::countr_one(seen[w]));
        break;
      }
      mex = static_cast<std::uint32_t>((w + 1) * 64);
    }
    std::fill(seen.begin(), seen.begin() + words, 0);
    max_seen = 0;
    values_.push_back(mex);  // only a finished value enters the table
  }
}

}  // namespace grundy
