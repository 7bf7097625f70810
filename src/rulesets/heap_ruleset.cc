#include "rulesets/heap_ruleset.h"

#include <fmt/format.h>

#include "core/error.h"
#include "notation/expression.h"

namespace grundy {

HeapRuleset::HeapRuleset(HeapRules rules, std::string spelling, std::string description)
    : rules_(std::move(rules)),
      spelling_(std::move(spelling)),
      description_(std::move(description)),
      table_(rules_) {}

std::vector<Component> HeapRuleset::parse_position(std::string_view text,
                                                   std::size_t column) const {
  std::vector<Component> heaps;
  for (const Piece& piece : split_top_level(text, column, ',')) {
    const std::uint64_t n = parse_natural(piece.text, piece.column, "a heap size");
    if (n > 0) heaps.push_back({n, 0});  // a heap of 0 is the empty game
  }
  return heaps;
}

std::string HeapRuleset::format_position(std::span<const Component> components) const {
  if (components.empty()) return "0";
  std::string out;
  for (const Component& c : components) {
    if (!out.empty()) out += ',';
    out += std::to_string(c.a);
  }
  return out;
}

std::vector<Parts> HeapRuleset::options(const Component& c) const {
  if (rules_.is_nim() && c.a > (1u << 20)) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a Nim heap of {} has too many options to list", c.a));
  }
  std::vector<Parts> out;
  rules_.for_each_option(c.a, [&](std::span<const std::uint64_t> parts) {
    Parts p;
    for (std::uint64_t h : parts) p.push_back({h, 0});
    out.push_back(std::move(p));
  });
  return out;
}

bool HeapRuleset::is_terminal(const Component& c) const {
  bool any = false;
  rules_.for_each_option(c.a, [&](std::span<const std::uint64_t>) { any = true; });
  return !any;
}

std::string HeapRuleset::describe_move(const Component& from, std::span<const Component> to) const {
  std::uint64_t left = 0;
  for (const Component& c : to) left += c.a;
  const std::uint64_t taken = from.a - left;
  switch (to.size()) {
    case 0:
      return fmt::format("take all {} from the heap of {}", from.a, from.a);
    case 1:
      return fmt::format("take {} from the heap of {}, leaving {}", taken, from.a, to[0].a);
    default: {
      std::string heaps;
      for (std::size_t i = 0; i < to.size(); ++i) {
        heaps += (i == 0 ? "" : i + 1 == to.size() ? " and " : ", ") + std::to_string(to[i].a);
      }
      if (taken == 0) return fmt::format("split the heap of {} into heaps of {}", from.a, heaps);
      return fmt::format("take {} from the heap of {} and split the rest into heaps of {}", taken,
                         from.a, heaps);
    }
  }
}

std::optional<std::uint64_t> HeapRuleset::fast_value(const Component& c, Budget& budget) const {
  // Nim: the options of n are the heaps 0 … n−1, so G(n) = mex{0 … n−1} = n.
  if (rules_.is_nim()) return c.a;
  std::lock_guard lock(table_mutex_);
  table_.extend_to(c.a, budget);
  return table_[c.a];
}

std::vector<std::uint32_t> HeapRuleset::values_up_to(std::uint64_t n, Budget& budget) const {
  if (rules_.is_nim()) {
    if (n > HeapValueTable::kMaxHeap) {
      throw Error(ErrorKind::kComputation,
                  fmt::format("{} values are more than a table may hold", n));
    }
    std::vector<std::uint32_t> values(n + 1);
    for (std::uint64_t i = 0; i <= n; ++i) values[i] = static_cast<std::uint32_t>(i);
    return values;
  }
  std::lock_guard lock(table_mutex_);
  table_.extend_to(n, budget);
  return {table_.values().begin(), table_.values().begin() + n + 1};
}

std::vector<Parts> HeapRuleset::options_with_value(
    const Component& c, std::uint64_t target,
    const std::function<std::uint64_t(std::span<const Component>)>& value_of) const {
  if (rules_.is_nim()) {
    if (target >= c.a) return {};
    return {target == 0 ? Parts{} : Parts{{target, 0}}};
  }
  return Ruleset::options_with_value(c, target, value_of);
}

Component HeapRuleset::sample(std::uint64_t seed, unsigned size) const {
  return {1 + seed % std::max(1u, size), 0};
}

}  // namespace grundy
