#include "grundy/rulesets/heap_ruleset.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/heap_period_oracle.h"
#include "grundy/games/options_charge.h"
#include "grundy/rulesets/heap_list.h"

namespace grundy {
namespace {

// The most bytes of options options_with_value lists one by one before it takes the period
// route instead (a Kayles heap of 2^20: 10^6 options of two heaps, 160 MB, where the period
// route lists a few hundred): a choice of route, not a limit, as the budget bounds the listing.
constexpr std::uint64_t kListBeforePeriodBytes = std::uint64_t{64} << 20;

}  // namespace

HeapRuleset::HeapRuleset(HeapRules rules, std::string spelling, std::string description,
                         const HeapPeriodOracle* oracle)
    : rules_(std::move(rules)),
      spelling_(std::move(spelling)),
      description_(std::move(description)),
      oracle_(oracle),
      table_(rules_) {}

std::vector<Component> HeapRuleset::parse_position(std::string_view text,
                                                   std::size_t column) const {
  return parse_heap_list(text, column);
}

std::string HeapRuleset::format_position(std::span<const Component> components) const {
  return format_heap_list(components);
}

std::vector<Parts> HeapRuleset::options(const Component& c, Budget& budget) const {
  if (rules_.is_nim() && c.a > (1u << 20)) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a Nim heap of {} has too many options to list", c.a));
  }
  const bool many = rules_.tail_start() || rules_.max_heaps() >= 2;  // options grow with n
  if (many && c.a > kListedHeap) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a heap of {} has too many options to list one by one", c.a));
  }
  // A hexadecimal code leaves up to three heaps, and a heap of n then has about n²/12 options
  // for each digit (c.ffff:100000 would list 10^9 of them): each option is charged to the budget
  // as it is listed (its Parts with the slack of out's doubling, a heap block and its
  // components), so a listing past the budget's memory is a memory error part way (and
  // options_with_value then takes the period route), and its deadline is checked as it goes.
  OptionsCharge charge(budget, "the option list of a heap");
  std::vector<Parts> out;
  rules_.for_each_option(c.a, [&](std::span<const std::uint64_t> parts) {
    charge.add_heaps(parts.size());
    Parts p;
    for (std::uint64_t h : parts) p.push_back({h, 0});
    out.push_back(std::move(p));
  });
  return out;
}

bool HeapRuleset::is_terminal(const Component& c, Budget&) const {
  // Whether any digit allows a move, without listing the (maybe astronomically many) options.
  const std::uint64_t n = c.a;
  auto allows = [n](std::uint64_t j, HeapDigit d) {
    if (j > n) return false;
    const std::uint64_t m = n - j;
    return ((d.bits & 1) && m == 0) || ((d.bits & 2) && m >= 1) ||
           ((d.bits & 4) && m >= (d.unequal ? 3 : 2)) || ((d.bits & 8) && m >= (d.unequal ? 6 : 3));
  };
  for (const auto& [j, d] : rules_.finite_digits()) {
    if (allows(j, d)) return false;
  }
  if (const auto start = rules_.tail_start()) {
    const auto& tail = rules_.tail();
    for (std::uint64_t i = 0; i < 2 * tail.size() && *start + i <= n; ++i) {
      if (allows(*start + i, tail[i % tail.size()])) return false;
    }
    // Past two rounds of the tail, a larger j only leaves less: no new kind of move.
  }
  return true;
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
      std::string also;
      if (from.a > kListedHeap && to.size() == 2) {
        // options_with_value lists one split of each class a mod p (see there).
        if (const auto p = proved_period(); p && to[0].a >= p->preperiod) {
          also = fmt::format(
              " (so does every split whose smaller heap is {} plus a multiple of "
              "the period {})",
              to[0].a, p->period);
        }
      }
      if (taken == 0) {
        return fmt::format("split the heap of {} into heaps of {}{}", from.a, heaps, also);
      }
      return fmt::format("take {} from the heap of {} and split the rest into heaps of {}{}", taken,
                         from.a, heaps, also);
    }
  }
}

std::optional<std::uint64_t> HeapRuleset::fast_value(const Component& c, Budget& budget) const {
  // Nim: the options of n are the heaps 0 … n−1, so G(n) = mex{0 … n−1} = n.
  if (rules_.is_nim()) return c.a;
  // A proved period answers for any heap (the oracle of sequence/, given at construction).
  if (oracle_) {
    if (auto v = oracle_->value(spelling_, rules_, c.a, budget)) return v;
  }
  const auto lock = lock_under(table_mutex_, budget);
  extend_table(c.a, budget);
  return table_[c.a];
}

std::uint64_t HeapRuleset::retained_bytes() const {
  // Read without the lock: a cache must not wait on a table being extended.
  return retained_.load(std::memory_order_relaxed);
}

void HeapRuleset::extend_table(std::uint64_t n, Budget& budget) const {
  // Whatever happens (a budget error part way), the bytes now held are what is published.
  struct Publish {
    const HeapRuleset& r;
    ~Publish() {
      r.retained_.store(r.table_.values().capacity() * sizeof(std::uint32_t),
                        std::memory_order_relaxed);
    }
  } publish{*this};
  table_.extend_to(n, budget);
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
  const auto lock = lock_under(table_mutex_, budget);
  extend_table(n, budget);
  return {table_.values().begin(), table_.values().begin() + n + 1};
}

std::vector<Parts> HeapRuleset::options_with_value(
    const Component& c, std::uint64_t target,
    const std::function<std::uint64_t(std::span<const Component>)>& value_of,
    Budget& budget) const {
  if (rules_.is_nim()) {
    if (target >= c.a) return {};
    return {target == 0 ? Parts{} : Parts{{target, 0}}};
  }
  if (c.a <= kListedHeap) {
    // Listed one by one under a part of the budget of at most kListBeforePeriodBytes (the
    // deadline and the node count are the budget's own).
    Budget part = budget.derive();
    if (part.byte_limit() > kListBeforePeriodBytes) part.set_byte_limit(kListBeforePeriodBytes);
    try {
      return Ruleset::options_with_value(c, target, value_of, part);
    } catch (const Error& e) {
      if (!e.memory()) throw;  // too many to list (a Kayles heap of 10^6): the period route
    }
  }
  // A heap too large to list every option of: with a proved period (n0, p), the splits (a, b)
  // of a huge m = n − j with a ≥ n0 fall into classes a mod p of equal value G(a) ⊕ G(b) (both
  // parts are past n0), so the splits with a < n0 + p are one of each kind. Those are listed.
  const auto period = proved_period();
  if (!period || rules_.max_heaps() > 2) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a heap of {} has too many options to list without a proved period "
                            "of {}",
                            c.a, spelling_));
  }
  std::vector<Parts> found;
  auto keep = [&](Parts parts) {
    if (value_of(parts) == target) found.push_back(std::move(parts));
  };
  const std::uint64_t n = c.a;
  for (const auto& [j, d] : rules_.finite_digits()) {
    if (j > n) break;
    const std::uint64_t m = n - j;
    if ((d.bits & 1) && m == 0) keep({});
    if ((d.bits & 2) && m >= 1) keep({{m, 0}});
    if ((d.bits & 4) && m >= 2) {
      const std::uint64_t last = std::min(m / 2, period->preperiod + period->period);
      for (std::uint64_t a = 1; a <= last; ++a) {
        if (d.unequal && 2 * a == m) continue;
        keep({{a, 0}, {m - a, 0}});
      }
    }
  }
  return found;
}

std::optional<ProvedPeriod> HeapRuleset::proved_period() const {
  if (!oracle_) return std::nullopt;
  Budget budget;  // the oracle's own limit bounds the search
  return oracle_->period(spelling_, rules_, budget);
}

Component HeapRuleset::sample(std::uint64_t seed, unsigned size) const {
  return {1 + seed % std::max(1u, size), 0};
}

}  // namespace grundy
