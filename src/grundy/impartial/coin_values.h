#pragma once
// Single-coin values of coin-turning games (Winning Ways ch. 14; Ferguson, Game Theory I §5). A
// coin-turning game is played on a row of coins numbered 0, 1, 2, … from the left; a move turns
// over a set of coins of the game's shape whose rightmost coin goes from heads to tails. The
// value of a row is the nim-sum of the values g(n) of its single heads (WW ch. 14: turning a tail
// to heads is the same as adding a second head there, which cancels), so a game is its sequence
// g(0), g(1), …; g(n) is the mex of the nim-sums of the other coins a move from a head at n may
// turn (all to its left, each from tails to heads).
#include <atomic>       // std::atomic
#include <cstdint>      // std::uint64_t
#include <functional>   // std::function
#include <mutex>        // std::mutex
#include <optional>     // std::optional
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/core/budget.h"

namespace grundy {

// The shape of a move: turn at most k coins, exactly k coins, or any run of consecutive coins
// (Ruler), the rightmost going from heads to tails.
struct CoinShape {
  enum class Kind { kAtMost, kExactly, kRuler };
  Kind kind = Kind::kAtMost;
  unsigned k = 2;  // at most / exactly k coins (unused by Ruler)
  friend bool operator==(const CoinShape&, const CoinShape&) = default;
};

// The most coins a shape `turn{<=k}` / `turn{=k}` may name.
inline constexpr unsigned kMaxShapeCoins = 32;

// The shape a name spells: turning-turtles, mock-turtles, twins, triplets, moebius, mogul, ruler,
// turn{<=k}, turn{=k}; nullopt for a name that is none of these. A malformed turn{…} throws a
// parse error naming the column.
std::optional<CoinShape> parse_coin_shape(std::string_view name, std::size_t column);
// The shape in words ("turn 1 or 2 coins").
std::string describe_shape(const CoinShape& shape);
// The names of the shapes, and the spellings of the general forms, for error messages and docs.
std::vector<std::string> coin_shape_names();

// dst ∪= src ⊕ g, on bitsets of the same power-of-2 number of words (g below their size): the
// set of nim-sums x ⊕ g, x in src, added to dst.
void or_translated(std::span<std::uint64_t> dst, std::span<const std::uint64_t> src,
                   std::uint64_t g);

// The sets of coins below top that a move from a head at top turns with it, each as its coins in
// decreasing order, in a fixed order: every set of at most k − 1 (or exactly k − 1) coins below
// top, or every run top−1, top−2, …, m (Ruler, the empty run first).
void for_each_move_set(const CoinShape& shape, std::uint64_t top,
                       const std::function<void(std::span<const std::uint64_t>)>& visit);
// How many sets for_each_move_set visits (saturating at 2^62).
std::uint64_t count_move_sets(const CoinShape& shape, std::uint64_t top);

// g(n) by a closed form where a theorem gives one, else nullopt:
//   at most 1 / exactly 1: g(n) = 1 (the only move takes the head away);
//   at most 2 (Turning Turtles): g(n) = n + 1 (a move from n reaches n − m + … any value ≤ n);
//   at most 3 (Mock Turtles): g(n) = 2n + [popcount(n) even], the n-th odious number (WW ch. 14);
//   Ruler: g(n) = the largest power of 2 dividing n + 1 (WW ch. 14, "Ruler");
//   exactly k: g(n) = 0 for n < k − 1, else g_{at most k}(n − (k − 1)) (below; so Twins is
//     g(n) = n and Triplets Mock Turtles shifted by two).
// Exactly k is at most k shifted: the coins 0 … k−2 are worth 0 (no move from them turns k
// coins), so a move from n ≥ k − 1 that turns j of those worthless coins turns k − 1 − j coins of
// value; any 0 … k − 1 coins of value, as in "at most k" over the coins from k − 1 on. By
// induction the two sequences agree.
std::optional<std::uint64_t> closed_coin_value(const CoinShape& shape, std::uint64_t n);
bool has_closed_form(const CoinShape& shape);

// g(0) … g(count − 1) by the mex rule made incremental, never by a closed form: for "at most k"
// the bitsets S_j hold the nim-sums of at most j values of distinct earlier coins (S_0 = {0}), so
// g(n) = mex S_{k−1}, and then S_j ← S_j ∪ (S_{j−1} ⊕ g(n)) for j = k−1 … 1; "exactly k" keeps
// the nim-sums of exactly j values; Ruler keeps the set of prefix nim-sums P(m) = g(0) ⊕ … ⊕
// g(m−1), m ≤ n, and g(n) is the least v with v ⊕ P(n) not among them (a run m … n turns coins
// worth P(n) ⊕ P(m)). Costs O(count · k · V/64) word operations, V the bitsets' size (a power of
// 2 above every value), charged to budget with the bitsets' bytes.
std::vector<std::uint64_t> incremental_coin_values(const CoinShape& shape, std::uint64_t count,
                                                   Budget& budget);

// The values of one shape, kept between requests and extended on demand: by the closed form where
// there is one (no table), else by the incremental bitsets, whose state is kept so that a longer
// row extends the table rather than starting again. Thread-safe.
class CoinValues {
 public:
  explicit CoinValues(CoinShape shape);
  ~CoinValues();
  CoinValues(const CoinValues&) = delete;
  CoinValues& operator=(const CoinValues&) = delete;

  const CoinShape& shape() const { return shape_; }
  // Makes g(0) … g(count − 1) known (a budget error, naming the bitsets, if they are too large).
  void extend_to(std::uint64_t count, Budget& budget) const;
  // g(0) … g(count − 1), made known first (a copy, so no lock is held while it is read).
  std::vector<std::uint64_t> values(std::uint64_t count, Budget& budget) const;
  // g(n) if known without computing (closed form or the table holds it).
  std::optional<std::uint64_t> known(std::uint64_t n) const;
  // How many values the table holds (unbounded for a closed form).
  std::uint64_t known_count() const;
  std::uint64_t retained_bytes() const;

  struct State;  // the incremental bitsets (coin_values.cc)

 private:
  CoinShape shape_;
  mutable std::mutex mutex_;
  mutable State* state_;  // the incremental state (owned)
  // Read without the lock: a cache of rulesets must not wait on a table being built.
  mutable std::atomic<std::uint64_t> retained_{0};
};

}  // namespace grundy
