// Domineering and Cram (Winning Ways ch. 5; Lessons in Play ch. 1): players place dominoes on
// empty squares. In Domineering Left places them vertically and Right horizontally; in Cram
// either player places either way, so Cram is impartial. A board falls apart into its regions of
// empty squares, which are played independently.
#include <bit>  // std::popcount

#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/cram_nimber.h"

namespace grundy::partizan {
namespace {

// How many disjoint dominoes fit in the runs of squares of x along step (8: down a column, 1:
// along a row), floor(length / 2) for each run: the first two squares of every run are paired
// off and removed until nothing is left. last: the squares that have no next square along step.
int pairs_in_runs(std::uint64_t x, int step, std::uint64_t last) {
  int n = 0;
  while (x) {
    const std::uint64_t first = x & ~((x & ~last) << step);  // the previous square is not in x
    const std::uint64_t paired = first & ~last & (x >> step);
    n += std::popcount(paired);
    x &= ~(first | (paired << step));
  }
  return n;
}

// The rules on bits: layer 0 holds the empty squares.
class DominoBits final : public BitRules {
 public:
  explicit DominoBits(bool cram) : cram_(cram) {}
  std::optional<BitBoard> encode(const Component& c) const override {
    return bit_encode(c, '.', '\0');
  }
  Component decode(const BitBoard& b) const override { return bit_decode(b, '.', '\0'); }
  void moves(const BitBoard& b, Side side, std::vector<BitBoard>& out) const override {
    const std::uint64_t empty = b.layer[0];
    auto place = [&](std::uint64_t firsts, int step) {
      for (; firsts; firsts &= firsts - 1) {
        const std::uint64_t first = firsts & -firsts;
        BitBoard next = b;
        next.layer[0] &= ~(first | (first << step));
        out.push_back(next);
      }
    };
    // The squares whose neighbour below (to the right) is empty too.
    if (cram_ || side == Side::kLeft) place(empty & (empty >> 8), 8);
    if (cram_ || side == Side::kRight) place(empty & (empty >> 1) & ~kColumn7, 1);
  }
  int order_score(const BitBoard& b, Side mover) const override {
    // The mover's moves left less the opponent's (a Domineering player wants room of their
    // own: 4×8 needs 8,913 sums searched with it, 183,216 without).
    const std::uint64_t e = b.layer[0];
    const int vertical = std::popcount(e & (e >> 8));
    const int horizontal = std::popcount(e & (e >> 1) & ~kColumn7);
    if (cram_) return 0;
    return mover == Side::kLeft ? vertical - horizontal : horizontal - vertical;
  }
  std::optional<MoveCounts> move_counts(const BitBoard& b) const override {
    // Obsequi's counts (Bullock 2002), the bound of move_count_cut.h. most: the dominoes that
    // fit in the empty runs of each column (Left) or row (Right). safe: the same over the
    // squares no opponent's domino can ever cover, those whose neighbours across (left and
    // right for Left's vertical dominoes, above and below for Right's) are all filled or off
    // the board, and stay so, as squares only fill.
    if (cram_) return std::nullopt;  // either player may cover any square: nothing is safe
    const std::uint64_t e = b.layer[0];
    const std::uint64_t across_left = ((e >> 1) & ~kColumn7) | ((e << 1) & ~kColumn0);
    const std::uint64_t across_right = (e >> 8) | (e << 8);
    constexpr std::uint64_t kLastRow = 0xFFull << 56;
    MoveCounts c;
    c.most[0] = pairs_in_runs(e, 8, kLastRow);
    c.most[1] = pairs_in_runs(e, 1, kColumn7);
    c.safe[0] = pairs_in_runs(e & ~across_left, 8, kLastRow);
    c.safe[1] = pairs_in_runs(e & ~across_right, 1, kColumn7);
    return c;
  }
  void regions(const BitBoard& b, std::vector<SignedBoard>& out) const override {
    // As DominoGame::regions; transposed, a Domineering board is its negative (Left's vertical
    // dominoes become Right's horizontal ones), and a Cram board is its own.
    bit_regions(
        b, b.layer[0], [](const BitBoard& r) { return std::popcount(r.layer[0]) >= 2; },
        cram_ ? Symmetry::kDihedral : Symmetry::kReflections,
        cram_ ? Conjugate::kNone : Conjugate::kTranspose, out);
  }

 private:
  bool cram_;
};

class DominoGame : public GridRuleset {
 public:
  explicit DominoGame(bool cram)
      : GridRuleset(cram ? "cram" : "domineering",
                    cram ? "Cram: either player places a domino on two adjacent empty squares"
                         : "Domineering: Left places dominoes vertically, Right horizontally",
                    ".#", "....#"),
        cram_(cram),
        bits_(cram) {}

  bool is_impartial(const Component&) const override { return cram_; }
  // Cram's nimber by Beling and Rogalski's pruned search (cram_nimber.h); the generic mex
  // recursion is the reference the tests check it against.
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    if (!cram_) return std::nullopt;
    const Grid g = Grid::of(c);
    if (g.rows * g.cols > cram::kMaxCells) return std::nullopt;
    std::uint64_t empty = 0;
    for (int i = 0; i < g.rows * g.cols; ++i) {
      if (g.cells[static_cast<std::size_t>(i)] == '.') empty |= std::uint64_t{1} << i;
    }
    return cram::cram_nimber(empty, g.rows, g.cols, budget);
  }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    std::vector<Grid> out;
    const bool vertical = cram_ || side == Side::kLeft;
    const bool horizontal = cram_ || side == Side::kRight;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != '.') continue;
        if (vertical && r + 1 < g.rows && g.at(r + 1, c) == '.') {
          charge.add_board(g.cells.size());
          Grid& next = out.emplace_back(g);
          next.at(r, c) = next.at(r + 1, c) = '#';
        }
        if (horizontal && c + 1 < g.cols && g.at(r, c + 1) == '.') {
          charge.add_board(g.cells.size());
          Grid& next = out.emplace_back(g);
          next.at(r, c) = next.at(r, c + 1) = '#';
        }
      }
    }
    return out;
  }
  Parts regions(const Grid& g) const override {
    // Every reflection keeps a domino's orientation; Cram may also be transposed. A region of
    // one square has no move: it is 0.
    return grid_regions(
        g, [](char c) { return c == '.'; }, [](const Grid& r) { return r.cells.size() >= 2; },
        false, cram_ ? Symmetry::kDihedral : Symmetry::kReflections);
  }
  std::string move_verb() const override { return "place a domino on"; }
  const BitRules* bit_rules() const override { return &bits_; }

 private:
  bool cram_;
  DominoBits bits_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<DominoGame>(false), "domineering:..|.."))
REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<DominoGame>(true), "cram:...|..."))

}  // namespace grundy::partizan
