#pragma once
// Misère quotients (Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5
// (2005); Plambeck–Siegel, "Misère quotients for impartial games", JCTA 115 (2008)).
//
// For a heap game and n ≥ 1 let A_n be the closure of the heaps 1..n: every finite multiset of
// them. Two positions G, H of A_n are indistinguishable when o⁻(G + X) = o⁻(H + X) for every X
// in A_n; the classes form a commutative monoid, the partial quotient Q_n, with its P-portion
// (the classes of the misère P-positions) and the pretending function Φ: heap h ↦ its class.
// A sum of heaps ≤ n is then a misère P-position exactly when the product of its heaps'
// classes lies in the P-portion.
//
// How Q_n is found (misere_quotient.cc, quotient_trial.cc, quotient_verify.cc, quotient_box.cc),
// heap by heap after Plambeck–Siegel and Siegel's MisereSolver, each step a guess then proved:
//  1. the conservative-extension test: heap n pretends to an element of Q_{n−1} (Q_n = Q_{n−1});
//  2. otherwise a trial monoid Q_{n−1} × ⟨g | g^{T+2} = g^T⟩ for heap n, its P-portion guessed by
//     walking positions in colex order, reduced to the coarsest congruence keeping P from N;
//  3. every claim (Q, P, Φ) is proved or refuted by induction on positions over all of A_n, a
//     finite search (quotient_verify.h); only a proved quotient is returned;
//  4. before the proof, the trial is recalibrated at its lexicographically least failure, each
//     trial built on the last, as MisereSolver does (quotient_recalibrate.h), until one has no
//     failure; if the proof still refutes it, the heaps of the counterexample's classes are made
//     generators of their own again over Q_{n−1}, T is raised up to 4, and last the box over
//     every generator is tried; past the limits the computation stops at the last heap proved,
//     and says so.
// Nothing is assumed about the exponents in the answer: a trial's g^{T+2} = g^T is a device of
// the guess, discharged by the proof.
#include <cstdint>   // std::uint32_t, std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string
#include <vector>    // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/heap_rules.h"

namespace grundy {

struct MisereQuotient {
  std::uint64_t max_heap = 0;                  // the quotient is Q_max_heap
  std::vector<std::uint64_t> generator_heaps;  // the heap of generator a, b, c, … (increasing)
  // Element e (0 is the identity) has the normal form ∏ generator_j ^ normal_forms[e][j]: the
  // degree-lexicographically least word of its class (elements are listed in that order).
  std::vector<std::vector<std::uint32_t>> normal_forms;
  std::vector<std::uint32_t> product;     // order × order
  std::vector<bool> p_portion;            // by element
  std::vector<std::uint32_t> pretending;  // heap 0..max_heap ↦ element
  // The presentation: each relation word = element (the minimal words that are not normal
  // forms; rewriting by them brings every word to its normal form).
  struct Relation {
    std::vector<std::uint32_t> word;
    std::uint32_t equals = 0;
  };
  std::vector<Relation> relations;
  std::vector<std::uint32_t> orders;        // |Q_n| for n = 1..max_heap
  std::vector<std::uint64_t> proof_states;  // the states the proof of Q_n searched, n = 1..
  unsigned exponent_bound = 2;              // the T of the last box (see above)
  // Where the computation stopped short of the heap asked for, and why (empty when it did not).
  std::string stopped;
  // A period of Φ that is proved, when one is (nullopt: not proved): Φ(h + period) = Φ(h) for
  // every h ≥ preperiod, so Q_max_heap is the quotient of the whole game.
  struct Period {
    std::uint64_t preperiod = 0, period = 0;
  };
  std::optional<Period> period;

  std::size_t order() const { return p_portion.size(); }
  std::uint32_t multiply(std::uint32_t x, std::uint32_t y) const {
    return product[static_cast<std::size_t>(x) * order() + y];
  }
  // "1", "a", "ab²", "b³c¹⁰": generators a…z, then g27, g28, … past 26.
  std::string name(std::uint32_t element) const;
  std::string word_name(const std::vector<std::uint32_t>& word) const;
  // "a²=1": a relation in that spelling.
  std::string relation_name(const Relation& r) const;
};

// Q_n for n = max_heap (every heap must have finitely many options: take-and-break codes, Nim
// and subtraction games do). Charges the budget for every table; throws Error(kBudget) past it.
// When a heap cannot be settled (see above) the result is Q of the heaps before it, with
// `stopped` saying why.
// With stop_at_period, the computation stops at the first heap where the period of Φ is proved
// (misere_quotient.cc, `period_proof`).
MisereQuotient compute_misere_quotient(const HeapRules& rules, std::uint64_t max_heap,
                                       Budget& budget, bool stop_at_period = true);

// The class of heap h in a quotient: from the pretending function up to max_heap, beyond it by
// the proved period; nullopt past max_heap when no period is proved.
std::optional<std::uint32_t> heap_class(const MisereQuotient& q, std::uint64_t h);

// The name of a generator: a…z, then g27, g28, ….
std::string generator_name(std::size_t j);

}  // namespace grundy
