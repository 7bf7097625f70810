// Amazons (Walter Zamkauskas 1988; Berlekamp, "Sums of N×2 Amazons"): a player moves one of their
// amazons like a chess queen through empty squares, then from where it lands shoots an arrow,
// also like a queen, that burns the square it stops on ('#'). Left's amazons are 'x', Right's
// 'o'. Burnt and missing squares wall regions off; regions 8-connected through unburnt squares
// are independent, and a region with no amazon is 0.
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan {
namespace {

constexpr int kQueenDr[] = {-1, -1, -1, 0, 0, 1, 1, 1};
constexpr int kQueenDc[] = {-1, 0, 1, -1, 1, -1, 0, 1};

class Amazons final : public GridRuleset {
 public:
  Amazons()
      : GridRuleset("amazons",
                    "Amazons: move an amazon like a queen, then shoot an arrow like a queen",
                    "xo.#", "....#xo") {}

 protected:
  std::vector<Grid> moves(const Grid& board, Side side, OptionsCharge& charge) const override {
    Grid g = board;
    const char mine = side == Side::kLeft ? 'x' : 'o';
    std::vector<Grid> out;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        g.at(r, c) = '.';
        for (int d = 0; d < 8; ++d) {
          for (int tr = r + kQueenDr[d], tc = c + kQueenDc[d];
               g.inside(tr, tc) && g.at(tr, tc) == '.'; tr += kQueenDr[d], tc += kQueenDc[d]) {
            g.at(tr, tc) = mine;
            for (int e = 0; e < 8; ++e) {
              for (int ar = tr + kQueenDr[e], ac = tc + kQueenDc[e];
                   g.inside(ar, ac) && g.at(ar, ac) == '.'; ar += kQueenDr[e], ac += kQueenDc[e]) {
                g.at(ar, ac) = '#';
                charge.add_board(g.cells.size());
                out.push_back(g);
                g.at(ar, ac) = '.';
              }
            }
            g.at(tr, tc) = '.';
          }
        }
        g.at(r, c) = mine;
      }
    }
    return out;
  }
  Parts regions(const Grid& g) const override {
    return grid_regions(
        g, [](char c) { return c != '#'; },
        [](const Grid& r) { return r.cells.find_first_of("xo") != std::string::npos; }, true,
        Symmetry::kDihedral);
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Amazons>(), "amazons:x..|..o"))

}  // namespace grundy::partizan
