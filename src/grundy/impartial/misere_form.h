#pragma once
// The misère simplest form of a position of any impartial ruleset: the one solver
// (grundy/games/solver.h) with the misère store's algebra plugged in. A position's form is the simplest
// form of the set of its options' forms, and a sum's the sum of its components' (misère equality
// is a congruence for sums and options: ONAG ch. 12). Nothing here uses Grundy values: the
// tests check the forms' outcomes against the misère win/lose search.
#include <optional>
#include <span>

#include "grundy/core/budget.h"
#include "grundy/games/solver.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/misere_store.h"

namespace grundy {

struct MisereAlgebra {
  using Value = misere::GameId;
  misere::MisereStore* store;

  static Value zero() { return misere::kZero; }
  Value add(Value a, Value b) const { return store->add(a, b); }
  // One list of options for both players; a partizan position has no misère form here.
  static bool two_sided(const Ruleset& ruleset, const Component& c);
  Value node(std::span<const Value> options, std::span<const Value>) const {
    return store->game({options.begin(), options.end()});
  }
  static std::optional<Value> fast(const Ruleset&, const Component&, Budget&) {
    return std::nullopt;
  }
};

// A form spelled so that parse_sum reads it back as the same game: 0 or *n for a Nim heap,
// impartial:{…} nested (grundy/rulesets/impartial_form.cc) when that takes at most max_nested
// characters, and otherwise the graph of its followers, graph{g0->…}:g0, whose length is linear
// in the form's size.
inline constexpr std::size_t kMaxNestedSpelling = 4000;
std::string spell_form(const misere::MisereStore& store, misere::GameId g,
                       std::size_t max_nested = kMaxNestedSpelling);

class MisereFormSolver {
 public:
  MisereFormSolver(misere::MisereStore& store, Budget& budget)
      : store_(store),
        solver_(MisereAlgebra{&store}, budget, "the misère form search's memo",
                "the misère form search's stack") {}

  // The simplest form of the sum; Error(kUsage) for a partizan or loopy position.
  misere::GameId form(const Sum& sum);
  misere::MisereStore& store() { return store_; }

 private:
  misere::MisereStore& store_;
  Solver<MisereAlgebra> solver_;
};

}  // namespace grundy
