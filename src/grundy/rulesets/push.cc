// Push (a strip game of Lessons in Play, Albert, Nowakowski and Wolfe, 2007, beside Shove; the
// rules as formalised in LeanPool's MisereGames.Ruleset.Push): a strip of squares, each empty
// '.', or holding a piece of Left's 'L' or of Right's 'R'. A move picks one of your pieces and
// slides it one square to the left; the run of pieces directly to its left is pushed along, up
// to the first empty square left of it, which gets filled. When no square to its left is empty,
// the leftmost piece falls off the strip and is removed. Strips joined by '|' are separate
// strips, played as a sum.
//
// Components: a strip never splits (the pieces right of a gap move left into it and meet the
// pieces before it), so each strip is one component. Empty squares right of the last piece are
// never reached by any piece (pieces only move left), so they are dropped; a strip with no piece
// is 0. There is no symmetry (the left end is the edge pieces fall off).
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/grid.h"
#include "grundy/games/position_size.h"
#include "grundy/games/strips.h"

namespace grundy::partizan {
namespace {

// The strip without the empty squares after its last piece; no part when no piece is left.
Parts trimmed_strip(std::string squares) {
  const std::size_t last = squares.find_last_of("LR");
  if (last == std::string::npos) return {};
  squares.resize(last + 1);
  return {Component{0, 0, std::move(squares)}};
}

// The strip after the piece on square n is pushed one square to the left.
std::string pushed(std::string s, std::size_t n) {
  std::size_t start = 0;  // the first empty square left of n, or 0: the piece there falls off
  for (std::size_t g = n; g-- > 0;) {
    if (s[g] == '.') {
      start = g;
      break;
    }
  }
  for (std::size_t k = start; k < n; ++k) s[k] = s[k + 1];
  s[n] = '.';
  return s;
}

class Push final : public Ruleset {
 public:
  std::string spelling() const override { return "push"; }
  std::string describe() const override {
    return "Push: slide one of your pieces (L Left's, R Right's) one square left, pushing the "
           "pieces directly before it; with no gap before it the leftmost piece falls off";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    return parse_strips(text, column, "LR.", spelling(), "squares");
  }
  // Strips joined by '|'; no strip is 0.
  std::string format_position(std::span<const Component> components) const override {
    return format_strips(components);
  }
  std::optional<Parts> components(const Component& c) const override {
    Parts normal = trimmed_strip(c.cells);
    if (normal.size() == 1 && normal[0] == c) return std::nullopt;
    return normal;
  }
  // Only a strip with no piece (no move for either side) is impartial.
  bool is_impartial(const Component& c) const override {
    return c.cells.find_first_of("LR") == std::string::npos;
  }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    const char mine = side == Side::kLeft ? 'L' : 'R';
    std::vector<Parts> out;
    for (std::size_t n = 0; n < c.cells.size(); ++n) {
      if (c.cells[n] == mine) out.push_back(trimmed_strip(pushed(c.cells, n)));
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const Parts after(to.begin(), to.end());
    for (std::size_t n = 0; n < from.cells.size(); ++n) {
      if (from.cells[n] != 'L' && from.cells[n] != 'R') continue;
      if (trimmed_strip(pushed(from.cells, n)) == after) {
        return fmt::format("push the piece on square {} ({}) one square left", n + 1,
                           from.cells[n]);
      }
    }
    return "move to push:" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    // A strip of up to size squares, half of them empty on average.
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 7;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const std::uint64_t length = 1 + next(std::max(1u, size));
    std::string s;
    for (std::uint64_t i = 0; i < length; ++i) s += "LR.."[next(4)];
    if (s.find_first_of("LR") == std::string::npos) s.back() = "LR"[seed % 2];
    return trimmed_strip(std::move(s))[0];
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Push>(), "push:LR.L|.R"))

}  // namespace grundy::partizan
