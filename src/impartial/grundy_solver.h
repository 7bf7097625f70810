#pragma once
// The generic Grundy solver: the value of any position of any ruleset, by the mex rule
// (Sprague 1935, Grundy 1939) over memoised options, and of a sum by the nim-sum of its
// components' values (the Sprague–Grundy theorem). Iterative: a chain of a million positions
// needs no call stack. Memoisation is exact: an entry is present and right, or absent.
#include <cstdint>        // std::uint64_t
#include <unordered_map>  // std::unordered_map

#include "core/budget.h"
#include "impartial/ruleset.h"
#include "impartial/sum.h"

namespace grundy {

class GrundySolver {
 public:
  // With use_fast_routes false every value comes from the mex rule alone (the reference route
  // the conformance suite checks the fast routes against).
  explicit GrundySolver(Budget& budget, bool use_fast_routes = true)
      : budget_(budget), fast_(use_fast_routes) {}

  std::uint64_t grundy_value(const Ruleset& ruleset, const Component& c);
  // The nim-sum of the components' values.
  std::uint64_t grundy_value(const Ruleset& ruleset, std::span<const Component> parts);
  std::uint64_t grundy_value(const Sum& sum);

  Budget& budget() { return budget_; }

 private:
  using Memo = std::unordered_map<Component, std::uint64_t, ComponentHash>;
  Memo& memo_for(const Ruleset& ruleset) { return memos_[ruleset.serial()]; }

  Budget& budget_;
  bool fast_;
  std::unordered_map<std::uint64_t, Memo> memos_;  // by Ruleset::serial()
};

}  // namespace grundy
