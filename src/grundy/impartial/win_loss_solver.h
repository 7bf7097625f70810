#pragma once
// The independent route: who wins a sum, decided by win/lose search alone (a position is a win
// for the player to move exactly when some option is a loss for them), never by a Grundy value.
// It is the cross-check of the Grundy solver, and the direct search behind misère play.
#include <cstdint>        // std::uint32_t
#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"

namespace grundy {

enum class Convention { kNormal, kMisere };

class WinLossSolver {
 public:
  WinLossSolver(Budget& budget, Convention convention)
      : budget_(budget),
        convention_(convention),
        memo_bytes_(budget, "the win/lose search's memo") {}

  // P or N for the sum. Normal play: the player who cannot move loses; misère: wins.
  Outcome outcome(const Sum& sum);

  // The most positions one solver keeps (each a few dozen bytes): past this the search stops
  // with Error(kBudget) rather than exhaust memory.
  static constexpr std::size_t kMaxPositions = 1'000'000;

  // How many distinct positions were settled (for reports and benchmarks).
  std::size_t positions_settled() const { return memo_.size(); }

 private:
  struct Piece {
    std::uint32_t ruleset;  // index into rulesets_
    Component c;
    friend auto operator<=>(const Piece&, const Piece&) = default;
  };
  using State = std::vector<Piece>;
  struct StateHash {
    std::size_t operator()(const State& s) const;
  };

  std::uint32_t ruleset_index(const Ruleset* r);
  // Sorts the pieces, drops those with no moves and, in normal play, cancels equal pairs:
  // G + G is a second-player win by the mirror strategy (Tweedledum and Tweedledee), so a pair
  // of equal components never changes who wins a sum.
  void normalise(State& s) const;
  // Every child state, kept flat (all pieces in one array, and where each child ends): two
  // allocations for a frame of 100 000 children instead of 100 000, so a deep search takes a
  // third of the memory and is freed at once when its budget runs out.
  struct Children {
    std::vector<Piece> pieces;
    std::vector<std::uint32_t> ends;  // child i is pieces[ends[i − 1] … ends[i])
    std::size_t size() const { return ends.size(); }
    bool empty() const { return ends.empty(); }
  };
  // Every child of s, its bytes charged to `charge` and its work to the budget as it is made.
  Children children(const State& s, MemoryCharge& charge) const;

  Budget& budget_;
  Convention convention_;
  std::vector<const Ruleset*> rulesets_;
  std::vector<std::uint64_t> serials_;               // Ruleset::serial() of each
  std::unordered_map<State, bool, StateHash> memo_;  // true: the player to move wins
  MemoryCharge memo_bytes_;                          // after memo_, so given back as the memo goes
};

}  // namespace grundy
