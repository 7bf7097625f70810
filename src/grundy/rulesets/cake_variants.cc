// Two relatives of Cutcake (Winning Ways ch. 2), spelled as Cutcake is (`maundy-cake:2x6,1x9`: a
// list of rectangles HxW, H rows and W columns), each rectangle a component held as (H, W):
//   Maundy Cake  Left cuts a rectangle along vertical lines into any number d > 1 of equal
//                narrower rectangles (d divides W), Right along horizontal lines into equal
//                shorter ones. A single square cannot be cut: 0.
//   Eatcake      Left eats one whole column of a rectangle, Right one whole row; what is left on
//                either side is a rectangle of its own (nothing, if the column was at an edge).
//                A single square is eaten by either: *.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/rectangles.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy::partizan {
namespace {

class Cake : public Ruleset {
 public:
  explicit Cake(bool maundy) : maundy_(maundy) {}
  std::string spelling() const override { return maundy_ ? "maundy-cake" : "eatcake"; }
  std::string describe() const override {
    return maundy_ ? "Maundy Cake: Left cuts a rectangle along vertical lines into equal parts, "
                     "Right along horizontal ones"
                   : "Eatcake: Left eats a whole column of a rectangle, Right a whole row";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    if (!maundy_ && text == "0") return {};  // no cake left
    return parse_rectangles(text, column);
  }
  // Rectangles listed; no rectangle at all is spelled 1x1 in Maundy Cake (a square nobody can
  // cut) and 0 in Eatcake.
  std::string format_position(std::span<const Component> components) const override {
    return format_rectangles(components, maundy_ ? "1x1" : "0");
  }
  std::optional<Parts> components(const Component& c) const override {
    if (maundy_ && c.a == 1 && c.b == 1) return Parts{};
    return std::nullopt;
  }
  // A single square: in Maundy Cake no one can cut it, so it is 0, an impartial game (the empty
  // cake it is printed as when alone must read back in an impartial sum too).
  bool is_impartial(const Component& c) const override { return maundy_ && c.a == 1 && c.b == 1; }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    const bool left = side == Side::kLeft;
    const std::uint64_t length = left ? c.b : c.a, other = left ? c.a : c.b;
    auto piece = [&](std::uint64_t n) {
      return left ? Component{other, n, {}} : Component{n, other, {}};
    };
    std::vector<Parts> out;
    if (maundy_) {
      // Every divisor d > 1 of the side cut: d equal pieces (single squares are 0, dropped).
      for (std::uint64_t d = 2; d <= length; ++d) {
        if (length % d) continue;
        const Component p = piece(length / d);
        out.push_back(p.a == 1 && p.b == 1 ? Parts{} : Parts(d, p));
      }
      return out;
    }
    for (std::uint64_t i = 0; i < length; ++i) {
      Parts p;
      if (i > 0) p.push_back(piece(i));
      if (length - 1 - i > 0) p.push_back(piece(length - 1 - i));
      out.push_back(std::move(p));
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::string after = to.empty() ? "nothing" : format_position(to);
    if (maundy_) return fmt::format("cut the {} rectangle into {}", rectangle_name(from), after);
    return fmt::format("eat a line of the {} rectangle, leaving {}", rectangle_name(from), after);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    const std::uint64_t side = std::max(1u, maundy_ ? 3 * size : size / 2 + 1);
    return {1 + seed % side, 1 + (seed / side) % side, {}};
  }

 private:
  bool maundy_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Cake>(true), "maundy-cake:2x6,3x4"))
REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Cake>(false), "eatcake:2x3,1x1"))

}  // namespace grundy::partizan
