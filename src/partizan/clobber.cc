// Clobber (Albert, Grossman, Nowakowski, Wolfe 2005): a player moves one of their stones onto an
// orthogonally adjacent stone of the opponent's, which is removed. Left's stones are 'x', Right's
// 'o'. Stones that touch no enemy stone can never move or be taken by anything outside their
// group, so a board falls apart into its groups of 4-connected stones; a group of one colour is 0.
#include "partizan/grid.h"
#include "partizan/ruleset.h"

namespace grundy::partizan {
namespace {

class Clobber final : public PartizanRuleset {
 public:
  std::string name() const override { return "clobber"; }
  std::string parse_position(std::string_view text, std::size_t column) const override {
    return Grid::parse(text, column, "xo.#", name()).spelling();
  }
  std::vector<std::string> components(const std::string& position) const override {
    return grid_regions(
        Grid::from_spelling(position), [](char c) { return c == 'x' || c == 'o'; },
        [](const Grid& g) {
          return g.cells.find('x') != std::string::npos && g.cells.find('o') != std::string::npos;
        },
        false, Symmetry::kDihedral);
  }
  std::string join(const std::vector<std::string>& parts) const override {
    return join_side_by_side(parts);
  }
  std::string sample(std::uint64_t seed, unsigned size) const override {
    return sample_grid(seed, size, "xo.x.o").spelling();
  }
  std::vector<std::string> options(const std::string& position, Side side) const override {
    const Grid g = Grid::from_spelling(position);
    const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
    std::vector<std::string> out;
    constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        for (int d = 0; d < 4; ++d) {
          const int nr = r + kDr[d], nc = c + kDc[d];
          if (!g.inside(nr, nc) || g.at(nr, nc) != theirs) continue;
          Grid next = g;
          next.at(r, c) = '.';
          next.at(nr, nc) = mine;
          out.push_back(next.spelling());
        }
      }
    }
    return out;
  }
};

}  // namespace

REGISTER_PARTIZAN_RULESET(Clobber)

}  // namespace grundy::partizan
