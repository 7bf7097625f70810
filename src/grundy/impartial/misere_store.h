#pragma once
// Impartial games in misère play, each kept once in Conway's simplest form (ONAG ch. 12; Siegel,
// "On the structure of misère impartial games", 2020, §2). Two games G and H are misère-equal
// when o⁻(G + X) = o⁻(H + X) for every impartial X; every game has exactly one simplest form,
// so equality of games is equality of ids.
//
// The theorems the store rests on (Conway, ONAG Theorems 73–76):
//   * Equality (the sufficient condition, also necessary when H is in simplest form): G = H when
//     (a) o⁻(G) = o⁻(H), (b) every option G′ equals an option of H or has an option G″ = H, and
//     (c) every option H′ equals an option of G or has an option H″ = G. (The "endgame proviso"
//     of the Grundy–Smith rule is (a) for G or H the empty game.)
//   * Simplest form: a game whose options are in simplest form is itself in simplest form unless
//     some option G′ is reversible, i.e. has an option G″ = G; two simplest forms are equal
//     games only when they are the same form.
// Hence the simplest form of a game whose options are simplest is that G″ when some option
// reverses through it (G″ is a follower, already simplest, and equal to G), and the game itself
// otherwise. Misère equality is a congruence for sums and for taking options, so the simplest
// form of a position is made from its options' simplest forms, and that of a sum from the parts'.
//
// Unlike normal play, nothing cancels: *1 + *1 = 0 but *2 + *2 is not 0 (it is a P-position).
#include <cstdint>        // std::uint32_t
#include <deque>          // std::deque: stable nodes
#include <optional>       // std::optional
#include <span>           // std::span
#include <string>         // std::string
#include <unordered_map>  // the index and the sums
#include <vector>         // std::vector

#include "grundy/core/budget.h"

namespace grundy::misere {

using GameId = std::uint32_t;
inline constexpr GameId kZero = 0;  // the game with no options

class MisereStore {
 public:
  explicit MisereStore(Budget& budget);

  // The simplest form of the game whose options are these (each an id of this store).
  GameId game(std::vector<GameId> options);
  // The Nim heap *n = {*0, …, *(n−1)} (already in simplest form: no *j has an option *n).
  GameId nim(std::uint64_t n);
  // The simplest form of a + b (the options a′ + b and a + b′).
  GameId add(GameId a, GameId b);
  // Conway's mate: 0⁻ = *1, otherwise G⁻ = {the options' mates}. o⁻(G + G⁻) = P for every G, so
  // a game H with o⁻(H + G⁻) = N is not equal to G: the mate is a first witness for `compare`.
  GameId mate(GameId g);

  std::span<const GameId> options(GameId g) const { return nodes_[g].options; }
  bool is_p_position(GameId g) const { return nodes_[g].p; }  // o⁻(G) = P
  std::uint32_t birthday(GameId g) const { return nodes_[g].birthday; }
  // G⁻(G), the misère Grundy value: 1 for the empty game, otherwise the mex of the options'.
  std::uint32_t misere_grundy(GameId g) const { return nodes_[g].misere_grundy; }
  // n when g is the Nim heap *n.
  std::optional<std::uint64_t> nim_value(GameId g) const;
  // The followers of g, g included (each once).
  std::size_t follower_count(GameId g) const;
  std::size_t size() const { return nodes_.size(); }

  // The nested spelling {a, b, …} with *n for Nim heaps and 0 for the empty game, the options
  // in the order of follower_ranks; nullopt when it would be longer than max_chars
  // (a form shares followers, so its nested spelling can be exponentially longer than the form).
  std::optional<std::string> nested_spelling(GameId g, std::size_t max_chars) const;
  // The form as a graph of its followers, graph{g0->g1,g2; …}:g0 (grundy/rulesets/graph.cc reads it),
  // linear in the number of followers and their options.
  std::string graph_spelling(GameId g) const;
  // The followers of g ranked by a order that depends on the forms alone, never on ids (which
  // depend on the order the store met them): by birthday, then by the sorted ranks of their
  // options. Distinct forms have distinct option sets, so the order is total; the spellings
  // list options in it, so a form is spelled the same by every store.
  std::unordered_map<GameId, std::size_t> follower_ranks(GameId g) const;

  // The most games one store keeps; past it a computation stops with Error(kBudget).
  static constexpr std::size_t kMaxGames = 1u << 24;

 private:
  struct Node {
    std::vector<GameId> options;  // sorted by id, each once
    bool p = false;
    std::uint32_t birthday = 0;
    std::uint32_t misere_grundy = 1;
    std::int64_t nim = -1;  // n when the node is *n
  };
  struct OptionsHash {
    std::size_t operator()(const std::vector<GameId>& v) const;
  };
  struct PairHash {
    std::size_t operator()(std::uint64_t k) const { return k * 0x9E3779B97F4A7C15ull >> 7; }
  };

  // Conway's equality test of the game G with options s (sorted, each simplest; o⁻(G) = P when
  // s_p) against the simplest form h; memo holds the answers for this G.
  bool equals(const std::vector<GameId>& s, bool s_p, GameId h,
              std::unordered_map<GameId, bool>& memo);
  GameId intern(std::vector<GameId> options);
  bool contains(GameId g, GameId option) const;  // option is one of g's

  Budget& budget_;
  MemoryCharge bytes_;
  std::deque<Node> nodes_;
  std::unordered_map<std::vector<GameId>, GameId, OptionsHash> index_;
  std::unordered_map<std::uint64_t, GameId, PairHash> sums_, mates_;
  std::vector<GameId> nims_;  // nims_[n] = *n, as far as asked
  std::size_t depth_ = 0;     // recursion of add and mate
};

}  // namespace grundy::misere
