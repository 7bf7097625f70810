// Clobber (Albert, Grossman, Nowakowski, Wolfe 2005): a player moves one of their stones onto an
// orthogonally adjacent stone of the opponent's, which is removed. Left's stones are 'x', Right's
// 'o'. Stones that touch no enemy stone can never move or be taken by anything outside their
// group, so a board falls apart into its groups of 4-connected stones; a group of one colour is 0.
#include <bit>  // std::popcount

#include "grundy/games/registry.h"
#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"

namespace grundy::partizan {
namespace {

// The rules on bits: layer 0 holds Left's stones, layer 1 Right's.
class ClobberBits final : public BitRules {
 public:
  std::optional<BitBoard> encode(const Component& c) const override {
    return bit_encode(c, 'x', 'o');
  }
  Component decode(const BitBoard& b) const override { return bit_decode(b, 'x', 'o'); }
  int layers() const override { return 2; }
  void moves(const BitBoard& b, Side side, std::vector<BitBoard>& out) const override {
    const std::size_t mine = side == Side::kLeft ? 0 : 1, theirs = 1 - mine;
    for (std::uint64_t stones = b.layer[mine]; stones; stones &= stones - 1) {
      const std::uint64_t from = stones & -stones;
      for (std::uint64_t targets = bit_neighbours(from) & b.layer[theirs]; targets;
           targets &= targets - 1) {
        const std::uint64_t to = targets & -targets;
        BitBoard next = b;
        next.layer[mine] = (next.layer[mine] & ~from) | to;
        next.layer[theirs] &= ~to;
        out.push_back(next);
      }
    }
  }
  int order_score(const BitBoard& b, Side mover) const override {
    // Fewer of the opponent's stones left next to one of the mover's (a stone with no enemy
    // neighbour can never move again): the best of the scores tried on the 4×5 checkerboard
    // (279,127 sums searched, against 377,339 with no score and 351,850 for the difference of
    // the two sides' such stones).
    const std::uint64_t mine = b.layer[mover == Side::kLeft ? 0 : 1];
    const std::uint64_t theirs = b.layer[mover == Side::kLeft ? 1 : 0];
    return -std::popcount(theirs & bit_neighbours(mine));
  }
  void regions(const BitBoard& b, std::vector<SignedBoard>& out) const override {
    // As Clobber::regions; with the colours exchanged a board is its negative.
    bit_regions(
        b, b.layer[0] | b.layer[1],
        [](const BitBoard& r) { return r.layer[0] != 0 && r.layer[1] != 0; }, Symmetry::kDihedral,
        Conjugate::kSwapLayers, out);
  }
};

class Clobber final : public GridRuleset {
 public:
  Clobber()
      : GridRuleset("clobber",
                    "Clobber: move one of your stones onto an adjacent enemy stone, removing it",
                    "xo.#", "xo.x.o") {}

  const BitRules* bit_rules() const override { return &bits_; }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
    std::vector<Grid> out;
    constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        for (int d = 0; d < 4; ++d) {
          const int nr = r + kDr[d], nc = c + kDc[d];
          if (!g.inside(nr, nc) || g.at(nr, nc) != theirs) continue;
          charge.add_board(g.cells.size());
          Grid& next = out.emplace_back(g);
          next.at(r, c) = '.';
          next.at(nr, nc) = mine;
        }
      }
    }
    return out;
  }
  Parts regions(const Grid& g) const override {
    return grid_regions(
        g, [](char c) { return c == 'x' || c == 'o'; },
        [](const Grid& r) {
          return r.cells.find('x') != std::string::npos && r.cells.find('o') != std::string::npos;
        },
        false, Symmetry::kDihedral);
  }

 private:
  ClobberBits bits_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Clobber>(), "clobber:xo|ox"))

}  // namespace grundy::partizan
