#pragma once
// Boards of at most 8 rows and 8 columns as bit masks, the outcome search's fast path for grid
// rulesets (issue 12): square (r, c) is bit 8r + c of each layer (Domineering: the empty squares;
// Clobber: Left's stones, Right's stones). A region is split off, cropped and normalised with a
// few shifts and masks, where the generic route (grid.h) copies strings.
//
// A grid ruleset that can play on bits gives a BitRules (GridRuleset::bit_rules); the search uses
// it when present and the board fits, and the generic Ruleset interface otherwise. The rules stay
// in the ruleset's file; what is shared (flood fill, crop, symmetries) is here.
#include <compare>   // std::strong_ordering
#include <cstdint>   // std::uint64_t, std::uint8_t
#include <optional>  // std::optional
#include <vector>    // std::vector

#include "grundy/core/side.h"
#include "grundy/games/grid.h"
#include "grundy/games/move_counts.h"
#include "grundy/games/ruleset.h"

namespace grundy::partizan {

struct BitBoard {
  std::uint8_t rows = 0, cols = 0;  // the bounding box (first, so it orders boards first)
  std::uint64_t layer[2] = {0, 0};  // bit 8r + c: square (r, c) of each layer
  friend auto operator<=>(const BitBoard&, const BitBoard&) = default;
  friend bool operator==(const BitBoard&, const BitBoard&) = default;
};

struct BitBoardHash {
  std::size_t operator()(const BitBoard& b) const;
};

// A region in normal form and whether it stands for the negative of the board it came from.
struct SignedBoard {
  BitBoard board;
  bool negated = false;
};

inline constexpr int kBitBoardSide = 8;
inline constexpr std::uint64_t kColumn0 = 0x0101010101010101ull;
inline constexpr std::uint64_t kColumn7 = kColumn0 << 7;

// The four orthogonal neighbours of the squares of x (within the 8 × 8 frame).
inline std::uint64_t bit_neighbours(std::uint64_t x) {
  return (x << 8) | (x >> 8) | ((x << 1) & ~kColumn0) | ((x >> 1) & ~kColumn7);
}
// The squares of mask 4-connected to seed through mask.
std::uint64_t bit_flood(std::uint64_t seed, std::uint64_t mask);

// The board moved to the top-left corner, its box fitted to its squares.
BitBoard bit_crop(BitBoard b);
BitBoard bit_flip_rows(BitBoard b);     // row r becomes row rows − 1 − r
BitBoard bit_flip_columns(BitBoard b);  // column c becomes column cols − 1 − c
BitBoard bit_transpose(BitBoard b);     // (r, c) becomes (c, r)

// How a ruleset's board negates: G's negative is the board with Left and Right exchanged.
// Domineering transposed is its negative (Left's vertical dominoes become horizontal); Clobber
// with the colours exchanged is its negative. kNone: not used.
enum class Conjugate { kNone, kTranspose, kSwapLayers };

// The least image of a cropped board under the symmetries (which keep its value) and under the
// conjugate (which negates it): negated when the least is only reached through the conjugate.
// Equal regions and regions that are each other's negatives meet (G + (−G) = 0, ONAG ch. 1).
SignedBoard bit_normalise(const BitBoard& b, Symmetry symmetry, Conjugate conjugate);

// The regions of b: the 4-connected sets of squares in member (a mask of the frame), each
// cropped and normalised, those keep rejects (worth 0) dropped; appended to out.
template <class Keep>
void bit_regions(const BitBoard& b, std::uint64_t member, Keep keep, Symmetry symmetry,
                 Conjugate conjugate, std::vector<SignedBoard>& out) {
  while (member) {
    const std::uint64_t region = bit_flood(member & -member, member);
    member &= ~region;
    BitBoard part = b;
    part.layer[0] &= region;
    part.layer[1] &= region;
    if (!keep(part)) continue;
    out.push_back(bit_normalise(bit_crop(part), symmetry, conjugate));
  }
}

// A grid ruleset's rules on bits.
class BitRules {
 public:
  virtual ~BitRules() = default;
  // The board of a component (one region or a whole board) as bits, if it has at most 8 rows
  // and 8 columns; nullopt otherwise (the generic route plays it).
  virtual std::optional<BitBoard> encode(const Component& c) const = 0;
  // The component of a board (for the canonical form of a small region).
  virtual Component decode(const BitBoard& b) const = 0;
  // The boards side can move to from b, appended to out (not split into regions).
  virtual void moves(const BitBoard& b, Side side, std::vector<BitBoard>& out) const = 0;
  // The regions of b, normalised, those worth 0 dropped, appended to out.
  virtual void regions(const BitBoard& b, std::vector<SignedBoard>& out) const = 0;
  // How promising the move to b looks for mover, who just made it (higher first): the move
  // ordering's heuristic, measured on this machine (docs/partizan.md). It orders moves only; no
  // value or outcome depends on it.
  virtual int order_score(const BitBoard& b, Side mover) const = 0;
  // How many layers a square may be in: 1, a region is its squares (Domineering: layer 0);
  // 2, each square of a region is in one of the two layers (Clobber: Left's or Right's stone);
  // 3, in one or both (Amazons: Left's or Right's amazon, or empty in both).
  // What `grundy store regions` enumerates (grundy/search/region_fill.h).
  virtual int layers() const { return 1; }
  // Each side's safe moves and most moves in b (grundy/search/move_count_cut.h states what they
  // must be for the search's cut to be sound), for rulesets that count them; nullopt otherwise.
  virtual std::optional<MoveCounts> move_counts(const BitBoard&) const { return std::nullopt; }
  // Whether the impartial variant of the ruleset may be valued on bits (bit_nimber.h): regions()
  // drops only regions where neither side has a move, and a region marked negated is the board
  // with Left and Right exchanged.
  virtual bool variant_on_bits() const { return false; }
};

// encode and decode for boards whose layers are squares holding a given letter; every other
// square is empty ('#' when decoded).
std::optional<BitBoard> bit_encode(const Component& c, char layer0, char layer1);
Component bit_decode(const BitBoard& b, char layer0, char layer1);

}  // namespace grundy::partizan
