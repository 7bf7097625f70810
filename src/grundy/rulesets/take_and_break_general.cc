#include "grundy/rulesets/take_and_break_general.h"

#include <fmt/format.h>

#include <algorithm>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/rulesets/heap_list.h"

namespace grundy {

TakeBreakRuleset::TakeBreakRuleset(TakeBreakCode code)
    : code_(std::move(code)), spelling_(format_take_break_code(code_)) {}

std::vector<Component> TakeBreakRuleset::parse_position(std::string_view text,
                                                        std::size_t column) const {
  return parse_heap_list(text, column);
}

std::string TakeBreakRuleset::format_position(std::span<const Component> components) const {
  return format_heap_list(components);
}

std::vector<Parts> TakeBreakRuleset::options(const Component& c, Budget& budget) const {
  if (c.a > kMaxHeap) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a heap of {} has too many options to list one by one", c.a));
  }
  OptionsCharge charge(budget, "the option list of a heap");
  std::vector<Parts> out;
  code_.for_each_option(c.a, [&](std::span<const std::uint64_t> parts) {
    if (out.size() >= kMaxListedOptions) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("a heap of {} of {} has more than {} options to list", c.a, spelling_,
                              kMaxListedOptions));
    }
    charge.add_heaps(parts.size(), 1 + parts.size() / 8);
    Parts p;
    p.reserve(parts.size());
    for (std::uint64_t h : parts) p.push_back({h, 0});
    out.push_back(std::move(p));
    return true;
  });
  return out;
}

bool TakeBreakRuleset::is_terminal(const Component& c, Budget&) const {
  bool any = false;
  code_.for_each_option(c.a, [&](std::span<const std::uint64_t>) {
    any = true;
    return false;  // one option is enough
  });
  return !any;
}

std::string TakeBreakRuleset::describe_move(const Component& from,
                                            std::span<const Component> to) const {
  std::uint64_t left = 0;
  for (const Component& c : to) left += c.a;
  std::string heaps;
  for (std::size_t i = 0; i < to.size(); ++i) {
    heaps += (i == 0 ? "" : i + 1 == to.size() ? " and " : ", ") + std::to_string(to[i].a);
  }
  if (to.empty()) return fmt::format("take all {} from the heap of {}", from.a, from.a);
  const std::string what =
      to.size() == 1 ? "leaving " + heaps : "splitting the rest into heaps of " + heaps;
  if (left > from.a) {
    return fmt::format("add {} to the heap of {}, {}", left - from.a, from.a,
                       to.size() == 1 ? what : "and split it into heaps of " + heaps);
  }
  if (left == from.a) return fmt::format("split the heap of {} into heaps of {}", from.a, heaps);
  return fmt::format("take {} from the heap of {}, {}", from.a - left, from.a, what);
}

std::optional<std::uint64_t> TakeBreakRuleset::fast_value(const Component& c,
                                                          Budget& budget) const {
  const auto lock = lock_under(table_mutex_, budget);
  extend_table(c.a, budget);
  return table_[c.a];
}

std::vector<std::uint32_t> TakeBreakRuleset::values_up_to(std::uint64_t n, Budget& budget) const {
  const auto lock = lock_under(table_mutex_, budget);
  extend_table(n, budget);
  return {table_.begin(), table_.begin() + n + 1};
}

void TakeBreakRuleset::extend_table(std::uint64_t n, Budget& budget) const {
  if (n > kMaxHeap) {
    throw Error(ErrorKind::kComputation,
                fmt::format("a heap of {} of {} is beyond the {} values its table may hold", n,
                            spelling_, kMaxHeap + 1));
  }
  struct Publish {
    const TakeBreakRuleset& r;
    ~Publish() {
      r.retained_.store(r.table_.capacity() * sizeof(std::uint32_t), std::memory_order_relaxed);
    }
  } publish{*this};
  if (n < table_.size()) return;
  if (n >= table_.capacity()) {
    const std::uint64_t room = std::max<std::uint64_t>(n + 1, 2 * table_.capacity());
    budget.charge_bytes((room - table_.capacity()) * sizeof(std::uint32_t),
                        "the table of Grundy values");
    table_.reserve(room);
  }
  // The mex rule: every heap an option leaves is smaller than the heap moved in (tb_code.h:
  // a digit that adds a tokens leaves a + 2 heaps or more), so its value is in the table.
  std::vector<bool> seen;
  for (std::uint64_t heap = table_.size(); heap <= n; ++heap) {
    seen.assign(64, false);
    code_.for_each_option(heap, [&](std::span<const std::uint64_t> parts) {
      std::uint32_t v = 0;
      for (std::uint64_t p : parts) v ^= table_[p];
      if (v >= seen.size()) seen.resize(std::max<std::size_t>(2 * seen.size(), v + 1), false);
      seen[v] = true;
      budget.charge(1 + parts.size() / 8);
      return true;
    });
    std::uint32_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    table_.push_back(mex);  // only a finished value enters the table
  }
}

std::uint64_t TakeBreakRuleset::retained_bytes() const {
  return retained_.load(std::memory_order_relaxed);
}

Component TakeBreakRuleset::sample(std::uint64_t seed, unsigned size) const {
  return {1 + seed % std::max(1u, std::min(size, 12u)), 0};
}

}  // namespace grundy
