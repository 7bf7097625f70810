// Fission (CGSuite's game.grid.Fission; MCGS's `[fission]`): stones 'x' that belong to nobody on
// a board of empty squares '.' and missing ones '#' (MCGS's 'X' is read as 'x'). Left picks a
// stone whose squares just above and just below are both empty and splits it into those two
// (the stone's own square is emptied); Right does the same sideways, to the squares just left and
// right of it.
//
// Components: a move touches a stone's square and two of its 4-neighbours, all squares, so the
// board falls apart into its 4-connected regions of squares that are not '#' (as Konane does). A
// region where no stone can split, for either side, has no move and is dropped. Turning the
// board a quarter turn exchanges the sides (it is the negative), so a region is normalised under
// the four reflections that keep rows as rows.
//
// On bits (bitboard.h, the outcome search's fast path): layer 0 the stones, layer 1 the empty
// squares, a missing square in neither; the same regions, kept by the same rule.
#include <bit>  // std::popcount

#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan::fission {
namespace {

// The stones side can split: Left's have an empty square just above and just below, Right's
// just left and just right (the masks keep a shift from wrapping round a row's end).
std::uint64_t splittable(const BitBoard& b, Side side) {
  const std::uint64_t stones = b.layer[0], empty = b.layer[1];
  if (side == Side::kLeft) return stones & (empty << 8) & (empty >> 8);
  return stones & ((empty << 1) & ~kColumn0) & ((empty >> 1) & ~kColumn7);
}

class FissionBits final : public BitRules {
 public:
  std::optional<BitBoard> encode(const Component& c) const override {
    return bit_encode(c, 'x', '.');
  }
  Component decode(const BitBoard& b) const override { return bit_decode(b, 'x', '.'); }
  int layers() const override { return 2; }
  void moves(const BitBoard& b, Side side, std::vector<BitBoard>& out) const override {
    const int step = side == Side::kLeft ? 8 : 1;
    for (std::uint64_t s = splittable(b, side); s; s &= s - 1) {
      const std::uint64_t from = s & -s, to = (from << step) | (from >> step);
      BitBoard next = b;
      next.layer[0] = (b.layer[0] & ~from) | to;
      next.layer[1] = (b.layer[1] & ~to) | from;
      out.push_back(next);
    }
  }
  int order_score(const BitBoard& b, Side mover) const override {
    // The mover's splits left less the opponent's (as Domineering's room of one's own).
    const int left = std::popcount(splittable(b, Side::kLeft));
    const int right = std::popcount(splittable(b, Side::kRight));
    return mover == Side::kLeft ? left - right : right - left;
  }
  // A region is dropped only when neither side can split a stone in it; its conjugate is its
  // transpose (Left's splits become Right's).
  bool variant_on_bits() const override { return true; }
  void regions(const BitBoard& b, std::vector<SignedBoard>& out) const override {
    // As Fission::regions, with the stricter keep above; a quarter turn (here the transpose, a
    // quarter turn and a reflection) exchanges the sides: the conjugate.
    bit_regions(
        b, b.layer[0] | b.layer[1],
        [](const BitBoard& r) {
          return (splittable(r, Side::kLeft) | splittable(r, Side::kRight)) != 0;
        },
        Symmetry::kReflections, Conjugate::kTranspose, out);
  }
};

class Fission final : public GridRuleset {
 public:
  Fission()
      : GridRuleset("fission",
                    "Fission: split a stone into the two empty squares just above and below it "
                    "(Left) or just left and right of it (Right)",
                    "x.#", "x...") {}

  const BitRules* bit_rules() const override { return &bits_; }

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
          // Kept when some stone can split now, for either side: a region's moves are its
          // stones' splits, so one where neither side can move is {|} = 0.
          auto empty = [&r](int i, int j) { return r.inside(i, j) && r.at(i, j) == '.'; };
          for (int i = 0; i < r.rows; ++i) {
            for (int j = 0; j < r.cols; ++j) {
              if (r.at(i, j) != 'x') continue;
              if ((empty(i - 1, j) && empty(i + 1, j)) || (empty(i, j - 1) && empty(i, j + 1))) {
                return true;
              }
            }
          }
          return false;
        },
        false, Symmetry::kReflections);
  }

 private:
  FissionBits bits_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Fission>(), "fission:...|.x.|..."))

}  // namespace grundy::partizan::fission
