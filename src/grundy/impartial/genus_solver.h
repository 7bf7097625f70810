#pragma once
// Conway's genus of an impartial position in misère play (ONAG ch. 12; Winning Ways ch. 13):
// genus(G) = g^{γ0 γ1 γ2 …}, g the normal Grundy value and γi = G⁻(G + i·*2), the misère Grundy
// value of G beside i heaps of size 2. G⁻(0) = 1, otherwise G⁻(G) is the mex of the options'.
//
// The genus of a sum is not a function of its parts' genera, so the search runs over whole
// positions: a sum is a sorted multiset of components (those with no move dropped), memoised.
// The γi come from CGSuite's recursion (core/misere/Genus.java), which rests on
// G⁻(X + *1) = G⁻(X) ⊕ 1: the options of G + i·*2 are G′ + i·*2, G + (i−1)·*2 + *1 and
// G + (i−1)·*2, so
//   γ0 = mex{γ0(G′)} (1 when G has no option), γi = mex({γi−1, γi−1 ⊕ 1} ∪ {γi(G′)}).
#include <cstdint>        // std::uint32_t
#include <string>         // std::string
#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/sum.h"

namespace grundy {

struct Genus {
  std::uint64_t normal = 0;  // g, the normal-play Grundy value
  // γ0 … γ(s+1) with s the least index from which γ(i+2) = γi for every i ≥ s: Winning Ways'
  // shortest exponent, its last two entries alternating forever.
  std::vector<std::uint32_t> exponent;
  // The position and all its followers have tame genera (is_tame_genus).
  bool tame = false;

  std::uint32_t misere() const { return exponent[0]; }  // γ0 = G⁻
  // γi for any i (the alternation continued).
  std::uint32_t gamma(std::uint64_t i) const;
  // Where the alternation starts (s above).
  std::size_t start() const { return exponent.size() - 2; }
};

// Winning Ways' spelling: "4^146", "0^120"; with an entry of 10 or more the exponent is
// bracketed and comma-separated ("12^[12,14]").
std::string format_genus(const Genus& genus);

// A tame genus (Winning Ways ch. 13, "tame"; ONAG ch. 12): 0^120 (the genus of *0), 1^031 (of *1)
// or a^{a, a⊕2} for any a (of *a, a ≥ 2, and of 0^02 = *2+*2, 1^13 = *2+*3): the genera of misère
// Nim positions. Genus::tame asks this of the position and of every follower (ONAG's hereditary
// condition), which makes it play, in misère sums of such positions, like the Nim position of its
// genus. Winning Ways' broader "tame" (some wild options allowed when a tame follower reverses
// them) is not tested: Genus::tame is sufficient, not necessary, for it.
bool is_tame_genus(std::uint64_t normal, const std::vector<std::uint32_t>& exponent);

class GenusSolver {
 public:
  explicit GenusSolver(Budget& budget) : budget_(budget), memo_bytes_(budget, "the genus memo") {}

  Genus genus(const Sum& sum);

  // The most positions one solver keeps: past this the search stops with Error(kBudget).
  static constexpr std::size_t kMaxPositions = 4'000'000;
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
  struct Entry {
    std::uint32_t normal = 0;
    bool tame = false;                 // this genus and every follower's are tame
    std::vector<std::uint32_t> gamma;  // the shortest exponent
    std::uint32_t at(std::size_t i) const;
  };

  std::uint32_t ruleset_index(const Ruleset* r);
  void normalise(State& s) const;
  // Every child of s, each charged to `charge` (bytes) and to the budget (work) as it is made:
  // a sum of many heaps has children enough to fill memory before the first is settled.
  std::vector<State> children(const State& s, MemoryCharge& charge) const;
  Entry settle(const std::vector<const Entry*>& options) const;

  Budget& budget_;
  std::vector<const Ruleset*> rulesets_;
  std::vector<std::uint64_t> serials_;
  std::unordered_map<State, Entry, StateHash> memo_;
  MemoryCharge memo_bytes_;
};

}  // namespace grundy
