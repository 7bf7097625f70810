#include "grundy/rulesets/spawning.h"

#include <fmt/format.h>

#include <algorithm>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_list.h"

namespace grundy {

SpawningRuleset::SpawningRuleset(SpawningCode code)
    : code_(std::move(code)), spelling_("spawning{" + format_spawning_code(code_) + "}") {}

std::string SpawningRuleset::describe() const {
  return fmt::format(
      "the spawning game of the turning code {}: a heap of n is a coin at position n, and a move "
      "turns it over with the coins at the positions of the heaps left",
      format_spawning_code(code_));
}

std::vector<Component> SpawningRuleset::parse_position(std::string_view text,
                                                       std::size_t column) const {
  return parse_heap_list(text, column);
}

std::string SpawningRuleset::format_position(std::span<const Component> components) const {
  return format_heap_list(components);
}

std::vector<Parts> SpawningRuleset::options(const Component& c, Budget& budget) const {
  if (c.a > kMaxHeap) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a heap of {} has too many options to list one by one", c.a));
  }
  OptionsCharge charge(budget, "the option list of a heap");
  std::vector<Parts> out;
  code_.for_each_option(c.a, [&](std::span<const std::uint64_t> heaps) {
    if (out.size() >= kMaxListedOptions) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("a heap of {} of {} has more than {} options to list", c.a, spelling_,
                              kMaxListedOptions));
    }
    charge.add_heaps(heaps.size(), 1 + heaps.size() / 8);
    Parts p;
    p.reserve(heaps.size());
    for (std::uint64_t h : heaps) p.push_back({h, 0});
    out.push_back(std::move(p));
    return true;
  });
  return out;
}

bool SpawningRuleset::is_terminal(const Component& c, Budget&) const {
  bool any = false;
  code_.for_each_option(c.a, [&](std::span<const std::uint64_t>) {
    any = true;
    return false;  // one option is enough
  });
  return !any;
}

std::string SpawningRuleset::describe_move(const Component& from,
                                           std::span<const Component> to) const {
  if (to.empty()) return fmt::format("remove the heap of {} (turn its coin alone)", from.a);
  std::string heaps;
  for (std::size_t i = 0; i < to.size(); ++i) {
    heaps += (i == 0 ? "" : i + 1 == to.size() ? " and " : ", ") + std::to_string(to[i].a);
  }
  return fmt::format("replace the heap of {} by heaps of {} (turn coins {} and {})", from.a, heaps,
                     heaps, from.a);
}

std::optional<std::uint64_t> SpawningRuleset::fast_value(const Component& c, Budget& budget) const {
  const auto lock = lock_under(table_mutex_, budget);
  extend_table(c.a, budget);
  return table_[c.a];
}

std::vector<std::uint64_t> SpawningRuleset::values_up_to(std::uint64_t n, Budget& budget) const {
  const auto lock = lock_under(table_mutex_, budget);
  extend_table(n, budget);
  return {table_.begin(), table_.begin() + n + 1};
}

void SpawningRuleset::extend_table(std::uint64_t n, Budget& budget) const {
  if (n > kMaxHeap) {
    throw Error(ErrorKind::kComputation,
                fmt::format("a heap of {} of {} is beyond the {} values its table may hold", n,
                            spelling_, kMaxHeap + 1));
  }
  struct Publish {
    const SpawningRuleset& r;
    ~Publish() {
      r.retained_.store(r.table_.capacity() * sizeof(std::uint64_t), std::memory_order_relaxed);
    }
  } publish{*this};
  if (n < table_.size()) return;
  if (n >= table_.capacity()) {
    const std::uint64_t room = std::max<std::uint64_t>(n + 1, 2 * table_.capacity());
    budget.charge_bytes((room - table_.capacity()) * sizeof(std::uint64_t),
                        "the table of Grundy values");
    table_.reserve(room);
  }
  // The mex rule: every heap an option leaves is smaller than the heap moved in, so its value is
  // in the table. The mex of k values is at most k, so a value of k or more is not kept.
  std::vector<bool> seen;
  std::vector<std::uint64_t> values;
  for (std::uint64_t heap = table_.size(); heap <= n; ++heap) {
    values.clear();
    code_.for_each_option(heap, [&](std::span<const std::uint64_t> parts) {
      std::uint64_t v = 0;
      for (std::uint64_t p : parts) v ^= table_[p];
      values.push_back(v);
      budget.charge(1 + parts.size() / 8);
      return true;
    });
    seen.assign(values.size() + 1, false);
    for (std::uint64_t v : values) {
      if (v < seen.size()) seen[v] = true;
    }
    std::uint64_t mex = 0;
    while (seen[mex]) ++mex;
    table_.push_back(mex);  // only a finished value enters the table
  }
}

std::uint64_t SpawningRuleset::retained_bytes() const {
  return retained_.load(std::memory_order_relaxed);
}

Component SpawningRuleset::sample(std::uint64_t seed, unsigned size) const {
  return {1 + seed % std::max(1u, std::min(size, 5u)), 0};
}

namespace {

constexpr std::string_view kSpawningPrefix = "spawning{";

RulesetPtr make_spawning(std::string_view spelling, std::size_t column) {
  if (!spelling.starts_with(kSpawningPrefix)) return nullptr;
  if (spelling.back() != '}') {
    throw parse_error(
        fmt::format("expected '}}' closing spawning{{…}} at column {}", column + spelling.size()),
        column + spelling.size());
  }
  const std::string_view code =
      spelling.substr(kSpawningPrefix.size(), spelling.size() - kSpawningPrefix.size() - 1);
  return std::make_shared<SpawningRuleset>(
      parse_spawning_code(code, column + kSpawningPrefix.size()));
}

}  // namespace

REGISTER_RULESET_FAMILY(
    "spawning", "spawning{1-3}:3,2",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) {
      return make_spawning(spelling, column);
    },
    true, [] { return std::vector<std::string>{"spawning{CODE}"}; })

}  // namespace grundy
