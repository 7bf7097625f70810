#pragma once
// Loopy impartial games: the generalized Sprague–Grundy function γ (C. A. B. Smith, "Graphs and
// composite games", 1966; Fraenkel and Perl 1975; Fraenkel and Yesha 1986). On a game graph that
// may have cycles, γ(u) is a natural number or ∞(K), K the set of finite values among u's
// options, with a counter function c on the finitely valued positions such that
//   A. if γ(u) is finite, γ(u) = mex of the finite values of u's options;
//   B. if γ(u) is finite and an option v has γ(v) > γ(u) or ∞, then v has an option w with
//      γ(w) = γ(u) and c(w) < c(u) (a move up can be reversed, and the counter falls, so the
//      reversing player makes progress and the game ends);
//   C. if γ(u) = ∞, some option v has γ(v) = ∞ and no option of v has value mex γ(options of u).
// Outcomes: γ = 0 is P; γ finite and > 0 is N; ∞(K) is N when 0 ∈ K (move to the 0) and D, a
// draw, when 0 ∉ K (neither player can force a win: correct play goes on forever).
// Smith's sum theorem: γ(G + H) = γ(G) ⊕ γ(H) with a ⊕ b the nim-sum for finite values,
// a ⊕ ∞(K) = ∞(K ⊕ a) and ∞(K) ⊕ ∞(L) = ∞(∅) (every option of a sum of two infinite values
// keeps one of them infinite, so has no finite value).
#include <cstdint>      // std::uint64_t
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <unordered_map>
#include <vector>  // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy {

// A value of the generalized Sprague–Grundy function: a natural number, or ∞(K).
struct Gamma {
  bool infinite = false;
  std::uint64_t value = 0;       // when finite
  std::vector<std::uint64_t> k;  // when infinite: the finite values among the options, ascending
  static Gamma finite(std::uint64_t v) { return {false, v, {}}; }
  static Gamma inf(std::vector<std::uint64_t> k);  // sorts k and drops repeats
  friend bool operator==(const Gamma&, const Gamma&) = default;
};

// "3", "inf{0,2}", "inf{}" (the spelling of docs/notation.md); parse_gamma reads it back.
std::string format_gamma(const Gamma& g);
// Throws parse_error naming the column (of text's first character) of what is wrong.
Gamma parse_gamma(std::string_view text, std::size_t column = 1);

// Smith's sum theorem (above).
Gamma gamma_sum(const Gamma& a, const Gamma& b);
// P, N or D (above).
Outcome outcome_of(const Gamma& g);

// The labelling of one explicit digraph (options of node u: succ[u], repeats allowed).
struct Labelling {
  std::vector<Gamma> gamma;
  // c(u) for finite γ(u): the order in which stage γ(u) labelled u (condition B); 0 for ∞.
  std::vector<std::uint64_t> counter;
};
// The Smith / Fraenkel–Yesha labelling algorithm, for m = 0, 1, 2, …:
//   1. while some unlabelled u has no option labelled m and every option of u that is
//      unlabelled or labelled ∞ has an option labelled m, label u with m (counter: the order);
//   2. label ∞ every unlabelled u with no option labelled m;
// until every node is labelled. Each stage labels at least one node (if none gets m, none has an
// option labelled m, so all get ∞), and with counters of "options still open" per node a stage
// costs O(V + E): O((V + E)·(max γ + 2)) in all. Charges the budget.
Labelling label_digraph(const std::vector<std::vector<std::uint32_t>>& succ, Budget& budget);

// True when some component of the sum is loopy (Ruleset::is_loopy).
bool is_loopy(const Sum& sum);
// Throws Error(kUsage, exit 2) naming the loopy term when the sum has one: what is then refused
// (e.g. "misère play", "the canonical form") is named by `what`.
void refuse_loopy(const Sum& sum, std::string_view what);
void refuse_loopy(const Ruleset& ruleset, const Component& c, std::string_view what);

// γ of positions of any impartial ruleset whose options are single positions (a game graph):
// the positions reachable from the one asked are listed, labelled, and all remembered.
class LoopySolver {
 public:
  explicit LoopySolver(Budget& budget)
      : budget_(budget), grundy_(budget), memo_bytes_(budget, "the loopy solver's memo") {}

  // A component that is not loopy is a finite game, where γ is the Grundy value (Smith: on an
  // acyclic graph the labelling is the mex rule), so it goes to the Grundy solver and its fast
  // routes (a Nim heap of 10^12 is not listed); label_digraph is checked against it in tests.
  Gamma gamma(const Ruleset& ruleset, const Component& c);
  Gamma gamma(const Ruleset& ruleset, std::span<const Component> parts);  // by the sum theorem
  Gamma gamma(const Sum& sum);
  // c(u) of condition B for a finitely valued u (0 for ∞).
  std::uint64_t counter(const Ruleset& ruleset, const Component& c);

  // The most positions one search lists before it stops with Error(kBudget).
  static constexpr std::size_t kMaxPositions = 2'000'000;

  Budget& budget() { return budget_; }

 private:
  struct Entry {
    Gamma gamma;
    std::uint64_t counter = 0;
  };
  using Memo = std::unordered_map<Component, Entry, ComponentHash>;
  const Entry& entry(const Ruleset& ruleset, const Component& c);

  Budget& budget_;
  GrundySolver grundy_;
  std::unordered_map<std::uint64_t, Memo> memos_;  // by Ruleset::serial()
  MemoryCharge memo_bytes_;
};

// A move of a loopy sum worth playing: to a P-position (it wins), or from a draw to a draw (it
// keeps the draw; every other move from a draw goes to an N-position and loses).
struct LoopyMove {
  Sum to;
  std::size_t term = 0;
  Gamma before, after;  // the moved component's γ
  Gamma total_after;    // the sum's γ after the move
  std::string explanation;
};
// From a P-position, none; from an N-position, the moves to P-positions; from a draw, the moves
// that keep it. Without repeats.
std::vector<LoopyMove> loopy_moves(const Sum& sum, LoopySolver& solver);

}  // namespace grundy
