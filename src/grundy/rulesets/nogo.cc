// NoGo (the 2011 Computer Olympiad game; Chou, Teytaud, Yen, "Revisiting Monte-Carlo tree search
// on a normal form game: NoGo", EvoApplications 2011; CGT values of linear NoGo: Du and Müller,
// "Solving Linear NoGo with Combinatorial Game Theory", Computers and Games 2024): a player
// places a stone of their colour, Black 'x' (Left) or White 'o' (Right), on an empty point so
// that afterwards every group of either colour still has a liberty (an empty point next to it):
// no capture and no suicide. A player with no such point loses (normal play).
//
// Components: a board splits only into its regions of 4-connected squares that are not '#'.
// Nothing finer is sound in general: a group of stones touching two empty areas shares its
// liberties between them (filling one area's last liberty of the group is illegal only while
// the other area is full), so a board is NOT split at its stones. Whether a move is legal
// depends only on the squares next to the placed stone and on the groups it joins or touches,
// all inside its region, so regions of non-'#' squares are independent (ONAG ch. 1). A region
// with no empty point is 0 and dropped. The rules are the same under every symmetry of the
// square grid (adjacency is kept by rotations, reflections and the transpose), so regions are
// normalised under all eight.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan {
namespace {

constexpr int kNeighbourDr[] = {-1, 1, 0, 0}, kNeighbourDc[] = {0, 0, -1, 1};

// The first square, row-major, of a group with no liberty, or -1 when every group has one.
int group_without_liberty(const Grid& g) {
  std::vector<char> seen(g.cells.size(), 0);
  std::vector<int> stack;
  for (int start = 0; start < static_cast<int>(g.cells.size()); ++start) {
    const char colour = g.cells[static_cast<std::size_t>(start)];
    if ((colour != 'x' && colour != 'o') || seen[static_cast<std::size_t>(start)]) continue;
    bool liberty = false;
    stack.assign(1, start);
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      const int r = s / g.cols, c = s % g.cols;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + kNeighbourDr[d], nc = c + kNeighbourDc[d];
        if (!g.inside(nr, nc)) continue;
        const int n = nr * g.cols + nc;
        const char there = g.cells[static_cast<std::size_t>(n)];
        if (there == '.') liberty = true;
        if (there == colour && !seen[static_cast<std::size_t>(n)]) {
          seen[static_cast<std::size_t>(n)] = 1;
          stack.push_back(n);
        }
      }
    }
    if (!liberty) return start;
  }
  return -1;
}

class NoGo final : public GridRuleset {
 public:
  NoGo()
      : GridRuleset("nogo",
                    "NoGo: place a stone of yours (x Black/Left, o White/Right) on an empty point "
                    "so that every group of either colour keeps a liberty: no capture, no suicide",
                    "xo.#", "...xo") {}

  // A board on which some group already has no liberty cannot arise in play: refused.
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out = GridRuleset::parse_position(text, column);
    const Grid g = Grid::of(out[0]);
    if (const int s = group_without_liberty(g); s >= 0) {
      const int r = s / g.cols, c = s % g.cols;
      throw parse_error(fmt::format("the nogo group at row {}, column {} has no liberty (no "
                                    "capture or suicide is ever legal)",
                                    r + 1, c + 1),
                        column + static_cast<std::size_t>(r * (g.cols + 1) + c));
    }
    return out;
  }
  // A random board made legal: stones of groups without a liberty are taken off until none is.
  Component sample(std::uint64_t seed, unsigned size) const override {
    Grid g = Grid::of(GridRuleset::sample(seed, size));
    for (int s; (s = group_without_liberty(g)) >= 0;) g.cells[static_cast<std::size_t>(s)] = '.';
    return std::move(g).position();
  }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const char mine = side == Side::kLeft ? 'x' : 'o';
    std::vector<Grid> out;
    Grid next = g;
    for (std::size_t i = 0; i < g.cells.size(); ++i) {
      if (g.cells[i] != '.') continue;
      next.cells[i] = mine;
      // The liberty check reads the whole board: its work is charged, so a big board's
      // listing sees the deadline (a 60-row board took half a second per listing unchecked).
      charge.work(g.cells.size());
      if (group_without_liberty(next) < 0) {
        charge.add_board(g.cells.size());
        out.push_back(next);
      }
      next.cells[i] = '.';
    }
    return out;
  }
  std::string move_verb() const override { return "place a stone on"; }
  Parts regions(const Grid& g) const override {
    return grid_regions(
        g, [](char c) { return c != '#'; },
        [](const Grid& r) { return r.cells.find('.') != std::string::npos; }, false,
        Symmetry::kDihedral);
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<NoGo>(), "nogo:..x|.o.|..."))

}  // namespace grundy::partizan
