// Cutcake (Winning Ways ch. 2): a position is a list of rectangles HxW (H rows, W columns),
// e.g. `cutcake:2x3,4x4`. Left cuts a rectangle along a vertical line into two narrower ones,
// Right along a horizontal line into two shorter ones. Each rectangle is a component, held as
// the Position (H, W); a single square cannot be cut, so it is 0 and dropped.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/rectangles.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy::partizan {
namespace {

class Cutcake final : public Ruleset {
 public:
  std::string spelling() const override { return "cutcake"; }
  std::string describe() const override {
    return "Cutcake: Left cuts a rectangle along a vertical line, Right along a horizontal one";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    return parse_rectangles(text, column);
  }
  // Rectangles listed; none left is a single square, which no one can cut.
  std::string format_position(std::span<const Component> components) const override {
    return format_rectangles(components, "1x1");
  }
  std::optional<Parts> components(const Component& c) const override {
    if (c.a == 1 && c.b == 1) return Parts{};
    return std::nullopt;
  }
  // A single square: no one can cut it, so it is 0, an impartial game (the empty cake it is
  // printed as when alone, `cutcake:0x3`, must read back in an impartial sum too).
  bool is_impartial(const Component& c) const override { return c.a == 1 && c.b == 1; }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    std::vector<Parts> out;
    const std::uint64_t h = c.a, w = c.b;
    const std::uint64_t length = side == Side::kLeft ? w : h;
    for (std::uint64_t a = 1; a < length; ++a) {
      if (side == Side::kLeft) {
        out.push_back({{h, a, {}}, {h, w - a, {}}});
      } else {
        out.push_back({{a, w, {}}, {h - a, w, {}}});
      }
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    if (to.size() != 2) return "move to cutcake:" + format_position(to);
    return fmt::format("cut the {} rectangle into {} and {}", rectangle_name(from),
                       rectangle_name(to[0]), rectangle_name(to[1]));
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    const std::uint64_t side = std::max(1u, size / 2);
    return {1 + seed % side, 1 + (seed / side) % side, {}};
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Cutcake>(), "cutcake:2x3,3x2"))

}  // namespace grundy::partizan
