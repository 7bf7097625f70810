// Domineering and Cram (Winning Ways ch. 5; Lessons in Play ch. 1): players place dominoes on
// empty squares. In Domineering Left places them vertically and Right horizontally; in Cram
// either player places either way, so Cram is impartial. A board falls apart into its regions of
// empty squares, which are played independently.
#include "games/registry.h"
#include "partizan/grid_ruleset.h"

namespace grundy::partizan {
namespace {

class DominoGame : public GridRuleset {
 public:
  explicit DominoGame(bool cram)
      : GridRuleset(cram ? "cram" : "domineering",
                    cram ? "Cram: either player places a domino on two adjacent empty squares"
                         : "Domineering: Left places dominoes vertically, Right horizontally",
                    ".#", "....#"),
        cram_(cram) {}

  bool is_impartial(const Component&) const override { return cram_; }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side) const override {
    std::vector<Grid> out;
    const bool vertical = cram_ || side == Side::kLeft;
    const bool horizontal = cram_ || side == Side::kRight;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != '.') continue;
        if (vertical && r + 1 < g.rows && g.at(r + 1, c) == '.') {
          Grid& next = out.emplace_back(g);
          next.at(r, c) = next.at(r + 1, c) = '#';
        }
        if (horizontal && c + 1 < g.cols && g.at(r, c + 1) == '.') {
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

 private:
  bool cram_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<DominoGame>(false), "domineering:..|.."))
REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<DominoGame>(true), "cram:...|..."))

}  // namespace grundy::partizan
