// Fission (CGSuite's game.grid.Fission; MCGS's `[fission]`): stones 'x' that belong to nobody on
// a board of empty squares '.' and missing ones '#' (MCGS's 'X' is read as 'x'). Left picks a
// stone whose squares just above and just below are both empty and splits it into those two
// (the stone's own square is emptied); Right does the same sideways, to the squares just left and
// right of it.
//
// Components: a move touches a stone's square and two of its 4-neighbours, all squares, so the
// board falls apart into its 4-connected regions of squares that are not '#' (as Konane does). A
// region with no stone or fewer than two empty squares has no move and is dropped. Turning the
// board a quarter turn exchanges the sides (it is the negative), so a region is normalised under
// the four reflections that keep rows as rows.
#include <algorithm>  // std::count

#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan::fission {
namespace {

class Fission final : public GridRuleset {
 public:
  Fission()
      : GridRuleset("fission",
                    "Fission: split a stone into the two empty squares just above and below it "
                    "(Left) or just left and right of it (Right)",
                    "x.#", "x...") {}

  // MCGS writes the stones 'X'.
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::string lower(text);
    for (char& c : lower) c = c == 'X' ? 'x' : c;
    return GridRuleset::parse_position(lower, column);
  }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const int dr = side == Side::kLeft ? 1 : 0, dc = side == Side::kLeft ? 0 : 1;
    auto empty = [&g](int r, int c) { return g.inside(r, c) && g.at(r, c) == '.'; };
    std::vector<Grid> out;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        charge.work(1);
        if (g.at(r, c) != 'x' || !empty(r - dr, c - dc) || !empty(r + dr, c + dc)) continue;
        charge.add_board(g.cells.size());
        Grid& next = out.emplace_back(g);
        next.at(r, c) = '.';
        next.at(r - dr, c - dc) = 'x';
        next.at(r + dr, c + dc) = 'x';
      }
    }
    return out;
  }
  Parts regions(const Grid& g) const override {
    return grid_regions(
        g, [](char c) { return c != '#'; },
        [](const Grid& r) {
          return r.cells.find('x') != std::string::npos &&
                 std::count(r.cells.begin(), r.cells.end(), '.') >= 2;
        },
        false, Symmetry::kReflections);
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Fission>(), "fission:...|.x.|..."))

}  // namespace grundy::partizan::fission
