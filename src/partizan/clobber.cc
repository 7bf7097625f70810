// Clobber (Albert, Grossman, Nowakowski, Wolfe 2005): a player moves one of their stones onto an
// orthogonally adjacent stone of the opponent's, which is removed. Left's stones are 'x', Right's
// 'o'. Stones that touch no enemy stone can never move or be taken by anything outside their
// group, so a board falls apart into its groups of 4-connected stones; a group of one colour is 0.
#include "games/registry.h"
#include "partizan/grid_ruleset.h"

namespace grundy::partizan {
namespace {

class Clobber final : public GridRuleset {
 public:
  Clobber()
      : GridRuleset("clobber",
                    "Clobber: move one of your stones onto an adjacent enemy stone, removing it",
                    "xo.#", "xo.x.o") {}

 protected:
  std::vector<Grid> moves(const Grid& g, Side side) const override {
    const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
    std::vector<Grid> out;
    constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        for (int d = 0; d < 4; ++d) {
          const int nr = r + kDr[d], nc = c + kDc[d];
          if (!g.inside(nr, nc) || g.at(nr, nc) != theirs) continue;
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
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Clobber>(), "clobber:xo|ox"))

}  // namespace grundy::partizan
