// Amazons (Walter Zamkauskas 1988; Berlekamp, "Sums of N×2 Amazons"): a player moves one of their
// amazons like a chess queen through empty squares, then from where it lands shoots an arrow,
// also like a queen, that burns the square it stops on ('#'). Left's amazons are 'x', Right's
// 'o'. Burnt and missing squares wall regions off; regions 8-connected through unburnt squares
// are independent, and a region with no amazon is 0.
#include "partizan/grid.h"
#include "partizan/ruleset.h"

namespace grundy::partizan {
namespace {

constexpr int kDr[] = {-1, -1, -1, 0, 0, 1, 1, 1};
constexpr int kDc[] = {-1, 0, 1, -1, 1, -1, 0, 1};

class Amazons final : public PartizanRuleset {
 public:
  std::string name() const override { return "amazons"; }
  std::string parse_position(std::string_view text, std::size_t column) const override {
    return Grid::parse(text, column, "xo.#", name()).spelling();
  }
  std::vector<std::string> components(const std::string& position) const override {
    return grid_regions(
        Grid::from_spelling(position), [](char c) { return c != '#'; },
        [](const Grid& g) { return g.cells.find_first_of("xo") != std::string::npos; }, true,
        Symmetry::kDihedral);
  }
  std::string join(const std::vector<std::string>& parts) const override {
    return join_side_by_side(parts);
  }
  std::string sample(std::uint64_t seed, unsigned size) const override {
    return sample_grid(seed, size, "....#xo").spelling();
  }
  std::vector<std::string> options(const std::string& position, Side side) const override {
    Grid g = Grid::from_spelling(position);
    const char mine = side == Side::kLeft ? 'x' : 'o';
    std::vector<std::string> out;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        g.at(r, c) = '.';
        for (int d = 0; d < 8; ++d) {
          for (int tr = r + kDr[d], tc = c + kDc[d]; g.inside(tr, tc) && g.at(tr, tc) == '.';
               tr += kDr[d], tc += kDc[d]) {
            g.at(tr, tc) = mine;
            for (int e = 0; e < 8; ++e) {
              for (int ar = tr + kDr[e], ac = tc + kDc[e]; g.inside(ar, ac) && g.at(ar, ac) == '.';
                   ar += kDr[e], ac += kDc[e]) {
                g.at(ar, ac) = '#';
                out.push_back(g.spelling());
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
};

}  // namespace

REGISTER_PARTIZAN_RULESET(Amazons)

}  // namespace grundy::partizan
