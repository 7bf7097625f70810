#pragma once
// Canonical forms: the one solver (grundy/games/solver.h) with the partizan algebra plugged in. The
// value of a position is the canonical form {its Left options' values | its Right options'},
// reduced by the store (dominated options removed, reversible ones bypassed: ONAG ch. 10), and
// the value of a sum the sum of its components' values. An impartial position lists its options
// once, for both players; its canonical form must be the nimber *G of its Grundy value, which
// the tests check (this route never uses Grundy values).
#include <cstddef>  // std::size_t
#include <optional>
#include <span>

#include "grundy/core/budget.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/solver.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

struct CanonicalAlgebra {
  using Value = GameId;
  GameStore* store;
  Budget* budget;

  static Value zero() { return kZero; }
  Value add(Value a, Value b) const { return store->add(a, b, *budget); }
  // Left's and Right's options apart, unless the position is impartial (then one list is both).
  static bool two_sided(const Ruleset& ruleset, const Component& c) {
    return !ruleset.is_impartial(c);
  }
  Value node(std::span<const Value> left, std::span<const Value> right) const {
    return store->construct({left.begin(), left.end()}, {right.begin(), right.end()}, *budget);
  }
  // A ruleset's closed form for a position that is a number (Ruleset::number_value).
  std::optional<Value> fast(const Ruleset& ruleset, const Component& c, Budget& b) const {
    if (std::optional<Dyadic> x = ruleset.number_value(c, b)) return store->number(*x);
    return std::nullopt;
  }
};

class PartizanSolver {
 public:
  PartizanSolver(GameStore& store, Budget& budget)
      : store_(store),
        solver_(CanonicalAlgebra{&store, &budget}, budget, "the canonical-form search's memo",
                "the canonical-form search's stack") {}

  // The canonical form of a position of any ruleset (the sum of its components' values), by the
  // definition {Left options | Right options} with no Grundy value in sight (for an impartial
  // position, the independent route of `grundy verify`).
  GameId value(const Ruleset& ruleset, const Component& c) { return solver_.value(ruleset, c); }
  GameId value(const Ruleset& ruleset, std::span<const Component> parts) {
    return solver_.value(ruleset, parts);
  }

  GameStore& store() { return store_; }
  Budget& budget() { return solver_.budget(); }

 private:
  GameStore& store_;
  Solver<CanonicalAlgebra> solver_;
};

}  // namespace grundy::partizan
