#pragma once
// The proof of a misère quotient (grundy/impartial/misere_quotient.h, step 2).
//
// Claim: for every position x of A_n (a multiset of heaps 1..n), x is a misère P-position
// exactly when Φ(x) = ∏ Φ(h)^{x_h} lies in the P-portion. Every option of x is (x − h) + t for
// a heap h of x and an option t of h; write A_h(q) for "q·Φ(t) ∉ P for every option t of h".
// By induction on x the claim holds for all x iff, for every x,
//   (P) Φ(x) ∈ P ⇒ x has a move and A_h(Φ(x − h)) for every heap h of x, and
//   (N) Φ(x) ∉ P and x has a move ⇒ ¬A_h(Φ(x − h)) for some heap h of x.
// (P) is checked pair by pair: Φ(x − h) takes every value q of Q (Φ is onto), so it says
// q·Φ(h) ∈ P ⇒ A_h(q) for every q and heap h, and no element made of heaps without a move is
// in P. For (N), heaps with the same class c have the same Φ(x − h) =: v_c, and a counterexample
// x may keep, in each class, heaps of one kind only (any heap of that class, the one making the
// counterexample easiest): so a counterexample exists iff some state (Φ(x), v_c for each class c
// present in x), reachable from ∅ by adding heaps, has Φ(x) ∉ P, in every class present some
// heap h with A_h(v_c), and in one of them such a heap that has a move. The search runs over
// those states. It is exact: a refutation is a real counterexample, a proof a proof.
#include <cstdint>  // std::uint32_t
#include <vector>   // std::vector

#include "grundy/core/budget.h"

namespace grundy {

// An entry of a proof state: an element of the claim (or "absent"). Claims of kMaxStateEntry
// elements or more are refused by the proof (kTooLarge); trials stop far below (quotient_trial.h).
using State = std::uint16_t;
inline constexpr std::uint32_t kMaxStateEntry = 0xFFFF;

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

// The states of the last complete search (every state reachable from ∅), kept between claims.
// Which states are reachable depends only on the monoid and the list of heap classes, not on
// the heaps' options, so a later claim with the same monoid and classes (the next heap of a
// conservative extension joining a class already there) only rescans them for a failure.
struct ProofStates {
  explicit ProofStates(Budget& budget) : bytes(budget, "the misère quotient's proof search") {}
  bool complete = false;
  std::uint32_t order = 0, identity = 0;
  std::vector<std::uint32_t> classes, product;
  std::vector<State> arena;
  std::size_t count = 0;
  MemoryCharge bytes;
};

// Searches at most max_states states; charges the budget for each and for its memory. states
// (if given) receives the number of states searched. With a cache, reuses its states when they
// apply and keeps this search's when it completes. On a refutation, failure (if given) receives
// the classes of the heaps in the counterexample found.
ClaimVerdict verify_quotient_claim(const QuotientClaim& claim, Budget& budget,
                                   std::size_t max_states = 2'000'000,
                                   std::size_t* states = nullptr, ProofStates* cache = nullptr,
                                   std::vector<std::uint32_t>* failure = nullptr);

}  // namespace grundy
