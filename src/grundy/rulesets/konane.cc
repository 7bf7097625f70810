// Konane (Hawaiian checkers; Ernst, "Playing Konane Mathematically", 1995; Lessons in Play
// ch. 2): Left's stones 'x', Right's 'o', '.' empty, '#' no square. A move jumps one of your
// stones orthogonally over an adjacent enemy stone into the empty square just beyond, removing
// the enemy stone; the same stone may go on jumping in the same direction, and each number of
// jumps is a move of its own. A one-row board is 1-D Konane. Every square a jump touches lies
// on one line of adjacent squares, so squares joined by no path of squares never meet: a board
// falls apart into its 4-connected regions of squares, and a region without stones of both
// colours has no move (0).
#include "grundy/games/registry.h"
#include "grundy/games/grid_ruleset.h"

namespace grundy::partizan {
namespace {

class Konane final : public GridRuleset {
 public:
  Konane()
      : GridRuleset("konane",
                    "Konane: jump your stone over an adjacent enemy stone into the empty square "
                    "beyond, removing it; further jumps in the same direction are allowed",
                    "xo.#", "xo.xo.") {}

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
    std::vector<Grid> out;
    constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        for (int d = 0; d < 4; ++d) {
          Grid next = g;
          int sr = r, sc = c;  // where the stone stands
          for (;;) {
            const int er = sr + kDr[d], ec = sc + kDc[d], lr = er + kDr[d], lc = ec + kDc[d];
            if (!next.inside(lr, lc) || next.at(er, ec) != theirs || next.at(lr, lc) != '.') break;
            next.at(sr, sc) = '.';
            next.at(er, ec) = '.';
            next.at(lr, lc) = mine;
            sr = lr, sc = lc;
            charge.add_board(g.cells.size());
            out.push_back(next);
          }
        }
      }
    }
    return out;
  }
  Parts regions(const Grid& g) const override {
    return grid_regions(
        g, [](char c) { return c != '#'; },
        [](const Grid& r) {
          return r.cells.find('x') != std::string::npos && r.cells.find('o') != std::string::npos;
        },
        false, Symmetry::kDihedral);
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Konane>(), "konane:xox.|o.ox"))

}  // namespace grundy::partizan
