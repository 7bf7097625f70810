#include "grundy/sequence/naive_engine.h"

#include <fmt/format.h>

#include "grundy/core/error.h"

namespace grundy {

void throw_value_too_large(std::uint64_t heap, std::uint64_t value) {
  throw Error(ErrorKind::kComputation,
              fmt::format("G({}) is at least {}, more than the 16 bits a stored value may hold",
                          heap, value));
}

void NaiveEngine::insert_options(std::uint64_t heap, std::uint64_t j, HeapDigit d, Budget& budget) {
  if (j > heap) return;
  const std::uint16_t* g = values_.data();
  const std::uint64_t m = heap - j;
  if ((d.bits & 1) && m == 0) seen_.insert(0);
  if ((d.bits & 2) && m >= 1) seen_.insert(g[m]);
  if ((d.bits & 4) && m >= 2) {
    // '!': the equal split (m/2, m/2) is not a move, so the last a is below m/2.
    const std::uint64_t last = d.unequal ? (m - 1) / 2 : m / 2;
    for (std::uint64_t a = 1; a <= last; ++a) seen_.insert(g[a] ^ g[m - a]);
    budget.charge(last);
  }
  if ((d.bits & 8) && m >= 3) {
    for (std::uint64_t a = 1; 3 * a <= m; ++a) {
      for (std::uint64_t b = a; a + 2 * b <= m; ++b) {
        const std::uint64_t c = m - a - b;
        if (d.unequal && (a == b || b == c)) continue;
        seen_.insert(g[a] ^ g[b] ^ g[c]);
      }
      budget.charge(m / 2);
    }
  }
}

void NaiveEngine::extend_to(std::uint64_t n, Budget& budget) {
  if (n < values_.size()) return;
  charge_values(n, budget);
  grow_for(n);
  const auto& tail = rules_.tail();
  const std::uint64_t tail_start = rules_.tail_start().value_or(0);
  for (std::uint64_t heap = values_.size(); heap <= n; ++heap) {
    seen_.clear();
    for (const auto& [j, d] : rules_.finite_digits()) {
      if (j > heap) break;
      insert_options(heap, j, d, budget);
    }
    if (!tail.empty()) {  // all-but subtraction and other repeating codes: every j ≤ heap
      std::size_t i = 0;
      for (std::uint64_t j = tail_start; j <= heap; ++j) {
        if (tail[i].bits) insert_options(heap, j, tail[i], budget);
        if (++i == tail.size()) i = 0;
      }
      budget.charge(heap);
    }
    budget.charge(1);
    const std::uint32_t g = seen_.mex();  // the mex rule
    if (g > 0xffff) throw_value_too_large(heap, g);
    values_.push_back(static_cast<std::uint16_t>(g));
  }
}

}  // namespace grundy
