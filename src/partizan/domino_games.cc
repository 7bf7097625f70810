// Domineering and Cram (Winning Ways ch. 5; Lessons in Play ch. 1): players place dominoes on
// empty squares. In Domineering Left places them vertically and Right horizontally; in Cram
// either player places either way, so Cram is impartial. A board falls apart into its regions of
// empty squares, which are played independently.
#include "partizan/grid.h"
#include "partizan/ruleset.h"

namespace grundy::partizan {
namespace {

class DominoGame : public PartizanRuleset {
 public:
  explicit DominoGame(bool cram) : cram_(cram) {}
  std::string name() const override { return cram_ ? "cram" : "domineering"; }
  std::string parse_position(std::string_view text, std::size_t column) const override {
    return Grid::parse(text, column, ".#", name()).spelling();
  }
  std::vector<std::string> components(const std::string& position) const override {
    // Every reflection keeps a domino's orientation; Cram may also be transposed.
    return grid_regions(
        Grid::from_spelling(position), [](char c) { return c == '.'; },
        [](const Grid& g) { return g.cells.size() >= 2; }, false,
        cram_ ? Symmetry::kDihedral : Symmetry::kReflections);
  }
  std::vector<std::string> options(const std::string& position, Side side) const override {
    const Grid g = Grid::from_spelling(position);
    std::vector<std::string> out;
    const bool vertical = cram_ || side == Side::kLeft;
    const bool horizontal = cram_ || side == Side::kRight;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != '.') continue;
        if (vertical && r + 1 < g.rows && g.at(r + 1, c) == '.') {
          Grid next = g;
          next.at(r, c) = next.at(r + 1, c) = '#';
          out.push_back(next.spelling());
        }
        if (horizontal && c + 1 < g.cols && g.at(r, c + 1) == '.') {
          Grid next = g;
          next.at(r, c) = next.at(r, c + 1) = '#';
          out.push_back(next.spelling());
        }
      }
    }
    return out;
  }
  bool is_impartial(const std::string&) const override { return cram_; }
  std::string join(const std::vector<std::string>& parts) const override {
    return join_side_by_side(parts);
  }
  std::string describe_move(const std::string& from, const std::string& to) const override {
    return "place a domino on " +
           changed_squares(Grid::from_spelling(from), Grid::from_spelling(to));
  }
  std::string sample(std::uint64_t seed, unsigned size) const override {
    return sample_grid(seed, size, "....#").spelling();
  }

 private:
  bool cram_;
};

struct Domineering : DominoGame {
  Domineering() : DominoGame(false) {}
};
struct Cram : DominoGame {
  Cram() : DominoGame(true) {}
};

}  // namespace

REGISTER_PARTIZAN_RULESET(Domineering)
REGISTER_PARTIZAN_RULESET(Cram)

}  // namespace grundy::partizan
