#pragma once
// `spawning{CODE}`: CGSuite's game.heap.Spawning, the heap representation of the coin-turning game
// of a turning code (rulesets/spawning_code.h). Its Grundy values come from a table extended by
// the mex rule over every option, an option's value the nim-sum of its heaps' (the
// Sprague–Grundy theorem: the heaps left are a disjunctive sum; every heap left is smaller).
#include <atomic>  // std::atomic
#include <string>  // std::string
#include <vector>  // std::vector

#include "grundy/core/budgeted_mutex.h"
#include "grundy/games/ruleset.h"
#include "grundy/rulesets/spawning_code.h"

namespace grundy {

class SpawningRuleset final : public ImpartialRuleset {
 public:
  explicit SpawningRuleset(SpawningCode code);

  std::string spelling() const override { return spelling_; }
  std::string describe() const override;
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override;
  std::string format_position(std::span<const Component> components) const override;
  std::vector<Parts> options(const Component& c, Budget& budget) const override;
  std::string describe_move(const Component& from, std::span<const Component> to) const override;
  bool is_terminal(const Component& c, Budget& budget) const override;
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override;
  std::uint64_t retained_bytes() const override;
  Component sample(std::uint64_t seed, unsigned size) const override;

  const SpawningCode& code() const { return code_; }
  // G(0..n), from the shared table (extended under the budget).
  std::vector<std::uint64_t> values_up_to(std::uint64_t n, Budget& budget) const;

  // The largest heap valued (options grow fast with n: Motley's heap n has 2^(n−1)).
  static constexpr std::uint64_t kMaxHeap = (1u << 24) - 1;

 private:
  void extend_table(std::uint64_t n, Budget& budget) const;

  SpawningCode code_;
  std::string spelling_;
  mutable BudgetedMutex table_mutex_;
  mutable std::vector<std::uint64_t> table_;  // guarded by table_mutex_
  mutable std::atomic<std::uint64_t> retained_{0};
};

}  // namespace grundy
