#pragma once
// The proof of a misère quotient (impartial/misere_quotient.h, step 2).
//
// Claim: for every position x of A_n (a multiset of heaps 1..n), x is a misère P-position
// exactly when Φ(x) = ∏ Φ(h)^{x_h} lies in the P-portion. By induction on x, the claim holds
// for all x iff for every x
//     Φ(x) ∈ P  ⇔  x has a move and, for every heap h in x, A_h(Φ(x − h)),
// where A_h(q) says q·Φ(t) ∉ P for every option t of the heap h (every option of x is
// (x − h) + t, and by induction it is P exactly when Φ(x − h)·Φ(t) ∈ P). The right side depends
// on x only through Φ(x) and the classes Φ(x − h), and heaps with the same class Φ(h) (and the
// same option classes) give the same Φ(x − h); so the search runs over the finitely many states
// (Φ(x), Φ(x − h) for each such group of heaps in x) reachable from ∅ by adding heaps, and
// checks the equivalence in each. It is exact: a refutation is a real counterexample.
#include <cstdint>  // std::uint32_t
#include <vector>   // std::vector

#include "core/budget.h"

namespace grundy {

struct QuotientClaim {
  std::uint32_t order = 0;
  std::uint32_t identity = 0;
  std::vector<std::uint32_t> product;  // order × order
  std::vector<bool> in_p;
  // For heaps h = 1..n: Φ(h), and the classes of its options.
  std::vector<std::uint32_t> phi;
  std::vector<std::vector<std::uint32_t>> option_classes;
};

enum class ClaimVerdict { kProved, kRefuted, kTooLarge };

// Searches at most max_states states; charges the budget for each and for its memory.
ClaimVerdict verify_quotient_claim(const QuotientClaim& claim, Budget& budget,
                                   std::size_t max_states = 2'000'000);

}  // namespace grundy
