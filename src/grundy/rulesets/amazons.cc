// Amazons (Walter Zamkauskas 1988; Berlekamp, "Sums of N×2 Amazons"): a player moves one of their
// amazons like a chess queen through empty squares, then from where it lands shoots an arrow,
// also like a queen, that burns the square it stops on ('#'). Left's amazons are 'x', Right's
// 'o'. Burnt and missing squares wall regions off; regions 8-connected through unburnt squares
// are independent, and a region with no amazon is 0.
//
// On bits (boards of at most 8 × 8), each square in layer 0, layer 1, both or neither: Left's
// amazon in layer 0 only, Right's in layer 1 only, an empty square in both, a burnt or missing
// square in neither. Exchanging the layers exchanges the amazons and keeps the empty and burnt
// squares: the board with Left and Right exchanged, its negative (ONAG ch. 7).
#include <bit>  // std::popcount

#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan {
namespace {

constexpr int kQueenDr[] = {-1, -1, -1, 0, 0, 1, 1, 1};
constexpr int kQueenDc[] = {-1, 0, 1, -1, 1, -1, 0, 1};

// One queen step in each of the eight directions, within the 8 × 8 frame (a step off the frame
// or across its left or right edge leaves no bit).
inline std::uint64_t step(std::uint64_t x, int direction) {
  switch (direction) {
    case 0:
      return (x << 1) & ~kColumn0;  // east
    case 1:
      return (x >> 1) & ~kColumn7;  // west
    case 2:
      return x << 8;  // south
    case 3:
      return x >> 8;  // north
    case 4:
      return (x << 9) & ~kColumn0;  // south-east
    case 5:
      return (x << 7) & ~kColumn7;  // south-west
    case 6:
      return (x >> 7) & ~kColumn0;  // north-east
    default:
      return (x >> 9) & ~kColumn7;  // north-west
  }
}

// The eight neighbours of the squares of x.
inline std::uint64_t king_neighbours(std::uint64_t x) {
  std::uint64_t out = 0;
  for (int d = 0; d < 8; ++d) out |= step(x, d);
  return out;
}

class AmazonsBits final : public BitRules {
 public:
  std::optional<BitBoard> encode(const Component& c) const override {
    std::optional<BitBoard> b = bit_encode(c, 'x', 'o');
    if (!b) return b;
    for (std::size_t i = 0; i < c.cells.size(); ++i) {
      if (c.cells[i] != '.') continue;
      const std::uint64_t bit = std::uint64_t{1} << (8 * (i / c.b) + i % c.b);
      b->layer[0] |= bit;
      b->layer[1] |= bit;
    }
    return b;
  }
  Component decode(const BitBoard& b) const override {
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    Grid g = Grid::of(
        bit_decode(BitBoard{b.rows, b.cols, {b.layer[0] & ~empty, b.layer[1] & ~empty}}, 'x', 'o'));
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (empty >> (8 * r + c) & 1) g.at(r, c) = '.';
      }
    }
    return std::move(g).position();
  }
  int layers() const override { return 3; }
  bool variant_on_bits() const override { return true; }
  void moves(const BitBoard& b, Side side, std::vector<BitBoard>& out) const override {
    const std::size_t mine = side == Side::kLeft ? 0 : 1, theirs = 1 - mine;
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    for (std::uint64_t amazons = b.layer[mine] & ~empty; amazons; amazons &= amazons - 1) {
      const std::uint64_t from = amazons & -amazons;
      const std::uint64_t vacated = empty | from;  // the amazon leaves its square empty
      for (int d = 0; d < 8; ++d) {
        for (std::uint64_t to = step(from, d); to & empty; to = step(to, d)) {
          BitBoard moved = b;
          moved.layer[theirs] |= from;
          moved.layer[theirs] &= ~to;
          const std::uint64_t open = vacated & ~to;
          for (int e = 0; e < 8; ++e) {
            for (std::uint64_t arrow = step(to, e); arrow & open; arrow = step(arrow, e)) {
              BitBoard shot = moved;
              shot.layer[0] &= ~arrow;
              shot.layer[1] &= ~arrow;
              out.push_back(shot);
            }
          }
        }
      }
    }
  }
  int order_score(const BitBoard& b, Side mover) const override {
    // The empty squares next to the mover's amazons less those next to the opponent's: room to
    // move. It orders moves only.
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    const std::size_t mine = mover == Side::kLeft ? 0 : 1;
    return std::popcount(king_neighbours(b.layer[mine] & ~empty) & empty) -
           std::popcount(king_neighbours(b.layer[1 - mine] & ~empty) & empty);
  }
  void regions(const BitBoard& b, std::vector<SignedBoard>& out) const override {
    // As Amazons::regions: 8-connected through unburnt squares; a region needs an amazon and an
    // empty square for anyone to move in it (else it is 0 and dropped).
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    for (std::uint64_t member = b.layer[0] | b.layer[1]; member;) {
      std::uint64_t region = member & -member;
      for (std::uint64_t grown; (grown = (region | king_neighbours(region)) & member) != region;) {
        region = grown;
      }
      member &= ~region;
      if ((region & empty) == 0 || (region & ~empty) == 0) continue;
      BitBoard part = b;
      part.layer[0] &= region;
      part.layer[1] &= region;
      out.push_back(bit_normalise(bit_crop(part), Symmetry::kDihedral, Conjugate::kSwapLayers));
    }
  }
};

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

 public:
  const BitRules* bit_rules() const override { return &bits_; }

 private:
  AmazonsBits bits_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Amazons>(), "amazons:x..|..o"))

}  // namespace grundy::partizan
