#pragma once
// A game's rules written again in a test from the rules alone, with no ruleset code: a state (a
// string, a list of rectangles, …) and the list of each side's moves from it. Its value is the
// canonical form {Left's options | Right's} built in the store by plain recursion over those
// moves, memoised by state: never split into regions, never normalised under symmetry, no closed
// form. A ruleset's own test compares it with the solver's value of the ruleset's spelling of
// the same state, so the rules as the ruleset codes them meet the rules as written (the
// conformance suite's plain recursion runs over options() and cannot see a wrong rule).
#include <functional>  // std::function
#include <map>         // std::map
#include <utility>     // std::move
#include <vector>      // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/side.h"
#include "grundy/partizan/game_store.h"

namespace grundy::testing {

template <class State>
class RulesModel {
 public:
  // side's moves from a state, each as the state it leads to.
  using Moves = std::function<std::vector<State>(const State&, Side)>;

  RulesModel(partizan::GameStore& store, Budget& budget, Moves moves)
      : store_(store), budget_(budget), moves_(std::move(moves)) {}

  partizan::GameId value(const State& s) {
    if (auto it = memo_.find(s); it != memo_.end()) return it->second;
    std::vector<partizan::GameId> left, right;
    for (const State& t : moves_(s, Side::kLeft)) left.push_back(value(t));
    for (const State& t : moves_(s, Side::kRight)) right.push_back(value(t));
    const partizan::GameId g = store_.construct(std::move(left), std::move(right), budget_);
    memo_.emplace(s, g);
    return g;
  }

 private:
  partizan::GameStore& store_;
  Budget& budget_;
  Moves moves_;
  std::map<State, partizan::GameId> memo_;
};

}  // namespace grundy::testing
