#pragma once
// The Ruleset of every heap game: a HeapRules code plus the spelling the user wrote. Nim,
// subtraction, all-but subtraction and take-and-break codes are all this one class.
#include <atomic>  // std::atomic
#include <string>  // std::string

#include "grundy/core/budgeted_mutex.h"
#include "grundy/games/heap_period_oracle.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/heap_rules.h"

namespace grundy {

class HeapRuleset final : public ImpartialRuleset {
 public:
  // oracle (may be null; it outlives the ruleset) answers heaps beyond the table.
  HeapRuleset(HeapRules rules, std::string spelling, std::string description,
              const HeapPeriodOracle* oracle = nullptr);

  std::string spelling() const override { return spelling_; }
  std::string describe() const override { return description_; }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override;
  std::string format_position(std::span<const Component> components) const override;
  std::vector<Parts> options(const Component& c, Budget& budget) const override;
  std::string describe_move(const Component& from, std::span<const Component> to) const override;
  bool is_terminal(const Component& c, Budget& budget) const override;
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override;
  std::uint64_t retained_bytes() const override;
  std::vector<Parts> options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of,
      Budget& budget) const override;
  Component sample(std::uint64_t seed, unsigned size) const override;
  bool is_heap_ruleset() const override { return true; }
  const HeapRules* heap_rules() const override { return &rules_; }

  const HeapRules& rules() const { return rules_; }
  // The proved period, from the oracle (nullopt if none is proved within its limit).
  std::optional<ProvedPeriod> proved_period() const;
  // Heaps up to this have their options listed one by one; beyond it options_with_value lists
  // one of each kind, which needs a proved period.
  static constexpr std::uint64_t kListedHeap = 1 << 20;
  // G(0..n) from the shared value table (exact; extended under the budget).
  std::vector<std::uint32_t> values_up_to(std::uint64_t n, Budget& budget) const;

 private:
  HeapRules rules_;
  std::string spelling_;
  std::string description_;
  const HeapPeriodOracle* oracle_;
  // Extends the table with table_mutex_ held, and publishes its bytes in retained_.
  void extend_table(std::uint64_t n, Budget& budget) const;
  // Waited for under the budget (lock_under): a request behind another that extends the table
  // for its whole budget is refused when its own budget is spent, not when the lock comes free.
  mutable BudgetedMutex table_mutex_;
  mutable std::atomic<std::uint64_t> retained_{0};
  mutable HeapValueTable table_;
};

}  // namespace grundy
