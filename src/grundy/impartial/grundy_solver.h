#pragma once
// Grundy values: the one solver (grundy/games/solver.h) with the impartial algebra plugged in. The
// value of a position is the mex of its options' values (Sprague 1935, Grundy 1939) and the
// value of a sum the nim-sum of its components' values (the Sprague–Grundy theorem).
#include <cstdint>  // std::uint64_t
#include <optional>
#include <span>

#include "grundy/core/budget.h"
#include "grundy/core/mex.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/solver.h"
#include "grundy/games/sum.h"

namespace grundy {

// The impartial algebra. With fast routes off every value comes from the mex rule alone (the
// reference route the conformance suite checks the fast routes against).
struct GrundyAlgebra {
  using Value = std::uint64_t;
  bool use_fast_routes = true;
  MexSet seen{64};  // reused from position to position

  static Value zero() { return 0; }
  static Value add(Value a, Value b) { return a ^ b; }  // the nim-sum
  // One list of options serves both players.
  static bool two_sided(const Ruleset&, const Component&) { return false; }
  Value node(std::span<const Value> options, std::span<const Value>);
  std::optional<Value> fast(const Ruleset& ruleset, const Component& c, Budget& budget) const {
    if (!use_fast_routes) return std::nullopt;
    return ruleset.fast_value(c, budget);
  }
};

class GrundySolver {
 public:
  explicit GrundySolver(Budget& budget, bool use_fast_routes = true)
      : solver_(GrundyAlgebra{use_fast_routes, MexSet(64)}, budget, "the Grundy solver's memo",
                "the Grundy solver's search stack") {}

  // The Grundy value of an impartial position (Ruleset::is_impartial; a partizan position has
  // none, and gets the mex of Left's options).
  std::uint64_t grundy_value(const Ruleset& ruleset, const Component& c) {
    return solver_.value(ruleset, c);
  }
  // The nim-sum of the components' values.
  std::uint64_t grundy_value(const Ruleset& ruleset, std::span<const Component> parts) {
    return solver_.value(ruleset, parts);
  }
  std::uint64_t grundy_value(const Sum& sum);

  Budget& budget() { return solver_.budget(); }

 private:
  Solver<GrundyAlgebra> solver_;
};

}  // namespace grundy
