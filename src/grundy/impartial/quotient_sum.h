#pragma once
// Misère sums of heaps by the misère quotient (Plambeck–Siegel): a sum of heaps h1 … hk of one
// heap game is a misère P-position exactly when Φ(h1)·…·Φ(hk) lies in the P-portion of the
// quotient Q_n for any n ≥ max hi (grundy/impartial/misere_quotient.h), or of the whole game when
// the period of Φ is proved. So once the quotient is known, a sum of a hundred heaps is decided by
// a hundred multiplications in a finite monoid, and each winning move by one more each.
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <optional>    // std::optional
#include <string>      // std::string
#include <vector>      // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/misere_quotient.h"
#include "grundy/impartial/moves.h"

namespace grundy {

// A misère quotient kept from an earlier computation that covers the sum's heaps (the results
// store's, which a front end reads), or nullptr: a ladder of theorems (outcome_ladder.h,
// moves_ladder.h) asks for it only when it reaches the quotient's rung, so that nothing is read
// for a sum decided sooner.
using StoredQuotient = std::function<const MisereQuotient*()>;

struct QuotientSumOutcome {
  Outcome outcome = Outcome::kP;
  std::string reason;  // the heaps' classes and their product, in words
};

// The work a sum's quotient may take before the caller searches instead.
inline constexpr std::uint64_t kQuotientSumNodes = 250'000'000;

// The most heaps whose quotient is computed for a sum (beyond it only a proved period helps).
inline constexpr std::uint64_t kQuotientSumMaxHeap = 40;

// The ruleset (its spelling) and the heaps of a sum the rule applies to: heaps of one
// take-and-break game, Nim excluded (Bouton's rule is first); nullopt otherwise. A caller that
// keeps quotients (the results store) looks for one of this ruleset covering these heaps.
struct QuotientSumHeaps {
  std::string ruleset;
  std::vector<std::uint64_t> heaps;
};
std::optional<QuotientSumHeaps> quotient_sum_heaps(const Sum& sum);

// The outcome by the quotient, or nullopt when the sum is not made of heaps of one take-and-break
// game (Nim excluded: Bouton's rule is first), or the quotient up to its largest heap is not
// found within `nodes` units of work (the caller then searches).
// known: a quotient of the sum's ruleset already at hand (read back from the results store and
// checked there); used when it gives every heap a class (Q_n serves every heap ≤ n, and any heap
// when its period is proved), else the quotient is computed as without it.
std::optional<QuotientSumOutcome> quotient_sum_outcome(const Sum& sum, const Budget& budget,
                                                       std::uint64_t nodes = kQuotientSumNodes,
                                                       const MisereQuotient* known = nullptr);

struct QuotientMoves {
  QuotientSumOutcome outcome;
  std::vector<WinningMove> moves;
};
// Every winning move in misère play by the quotient (the options whose product lies in P).
std::optional<QuotientMoves> quotient_winning_moves(const Sum& sum, const Budget& budget,
                                                    std::uint64_t nodes = kQuotientSumNodes,
                                                    const MisereQuotient* known = nullptr);

}  // namespace grundy
