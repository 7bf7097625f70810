#pragma once
// Partizan game FORMS for misère play (issue 34). In misère play the player who cannot move
// wins, and a game is not replaced by its normal-play value: {-1|1} is no 0 here. So the forms
// are kept as written, hash-consed (a form is its sets of Left and Right options), and every
// misère invariant is computed on them:
//  - the misère outcome, by the definition (the player to move wins when they have no move, or
//    when some move leads to a form the other player, moving first, loses);
//  - the misère order G ≥ H (o⁻(G + X) ≥ o⁻(H + X) for every game X), by Siegel's constructive
//    test ("Misère canonical forms of partizan games", 2015; the "maintenance" and "proviso"):
//      maintenance: every H^L has some G^L ≥ H^L or some H^{LR} ≤ G; every G^R has some
//                   H^R ≤ G^R or some G^{RL} ≥ H;
//      proviso:     if H is a Left end (no Left option), G is one too; if G is a Right end, H is
//                   one too.
//    (Siegel's proviso asks, when H is a Left end, that Left moving first win G + X for every
//    Left end X. In the universe of all short games that holds exactly when G is a Left end:
//    against any G^L, Right answers in X = {| (G^L)°, …} with the adjoint (G^L)°, and
//    G^L + (G^L)° is a misère P-position, Siegel's Lemma on adjoints.)
//  - the misère simplest form, by Siegel's theorem: every short game has a unique form with no
//    dominated and no reversible option, reached by removing dominated options (G^{L1} ≤ G^{L2})
//    and bypassing reversible ones (G^{L1R1} ≤ G: G^{L1} is replaced by the Left options of
//    G^{L1R1}). A reversal through a Left end cannot happen here: G^{L1R1} ≤ G with G^{L1R1} a
//    Left end would make G a Left end by the proviso, and G has G^{L1}.
// Every new form charges the budget (a unit of work and its bytes).
#include <cstdint>        // std::uint32_t, std::uint64_t
#include <optional>       // std::optional
#include <string>         // std::string
#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/core/side.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan::misere {

using FormId = std::uint32_t;
inline constexpr FormId kZeroForm = 0;  // {|}, the form with no options

class MisereForms {
 public:
  explicit MisereForms(Budget& budget);
  MisereForms(const MisereForms&) = delete;
  MisereForms& operator=(const MisereForms&) = delete;

  // The form {left | right} (duplicates dropped; the order of options does not matter).
  FormId make(std::vector<FormId> left, std::vector<FormId> right);
  const std::vector<FormId>& options(FormId g, Side side) const {
    return side == Side::kLeft ? nodes_[g].left : nodes_[g].right;
  }
  // −G = {−G^R | −G^L} and the disjunctive sum G + H = {G^L + H, G + H^L | G^R + H, G + H^R}.
  FormId negative(FormId g);
  FormId add(FormId g, FormId h);
  // The normal-play canonical form g of store, taken as a form ({0|} for 1, {0|0} for *).
  FormId from_normal(GameStore& store, GameId g);
  FormId integer(std::int64_t n);  // 0, {0|}, {1|}, … and {|0}, {|-1}, …

  // Whether side, moving first on g, wins in misère play.
  bool wins_moving_first(FormId g, Side side);
  Outcome outcome(FormId g);  // L, R, N or P in misère play
  // g ≥ h in misère play (Siegel's test above).
  bool geq(FormId g, FormId h);
  bool equal(FormId g, FormId h) { return geq(g, h) && geq(h, g); }
  // The misère simplest form of g (Siegel's theorem above); equal games get the same id.
  FormId canonical(FormId g);

  std::uint64_t birthday(FormId g);
  std::size_t follower_count(FormId g);  // g and every form reachable from it
  std::size_t size() const { return nodes_.size(); }
  // grundy's brace spelling, read back as the same form by the misère reader: `0`, an integer n
  // for {n-1|} (and -n), `*n` for the nimber's form, otherwise `{A,B|C}` with options so spelled.
  std::string spell(FormId g);

 private:
  static constexpr std::size_t kMaxSpelling = std::size_t{1} << 20;
  struct Node {
    std::vector<FormId> left, right;  // sorted, unique
  };
  struct VecHash {
    std::size_t operator()(const std::vector<FormId>& v) const;
  };
  bool geq_(FormId g, FormId h);
  FormId reduce(std::vector<FormId> left, std::vector<FormId> right);
  // n when g is the form of the integer n, of the nimber *n (nim), else nothing.
  std::optional<std::int64_t> integer_of(FormId g);
  std::optional<std::uint64_t> nimber_of(FormId g);
  void charge(std::size_t bytes);

  Budget& budget_;
  MemoryCharge bytes_;
  std::vector<Node> nodes_;
  std::unordered_map<std::vector<FormId>, FormId, VecHash> ids_;  // key: left, ~0u, right
  std::unordered_map<FormId, FormId> negative_, canonical_;
  std::unordered_map<std::uint64_t, FormId> sums_;
  std::unordered_map<std::uint64_t, bool> geq_memo_;
  std::unordered_map<std::uint64_t, bool> wins_;  // 2 × g + side
  std::unordered_map<GameId, FormId> normal_;
  std::unordered_map<FormId, std::uint64_t> birthday_;
  std::unordered_map<FormId, std::optional<std::int64_t>> integer_;
  std::unordered_map<FormId, std::optional<std::uint64_t>> nimber_;
  std::unordered_map<FormId, std::string> spelling_;
};

}  // namespace grundy::partizan::misere
