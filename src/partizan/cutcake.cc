// Cutcake (Winning Ways ch. 2): a position is a list of rectangles HxW (H rows, W columns),
// e.g. `cutcake:2x3,4x4`. Left cuts a rectangle along a vertical line into two narrower ones,
// Right along a horizontal line into two shorter ones. Each rectangle is a component.
#include <fmt/format.h>

#include <algorithm>  // std::max

#include "core/error.h"
#include "notation/expression.h"
#include "partizan/ruleset.h"
#include "partizan/solver.h"

namespace grundy::partizan {
namespace {

std::string rect(std::uint64_t h, std::uint64_t w) {
  return fmt::format("{}x{}", h, w);
}

class Cutcake final : public PartizanRuleset {
 public:
  std::string name() const override { return "cutcake"; }
  std::string parse_position(std::string_view text, std::size_t column) const override {
    std::string out;
    for (const Piece& p : split_top_level(text, column, ',')) {
      const auto [t, col] = trim(p.text, p.column);
      const std::size_t x = t.find('x');
      if (x == std::string_view::npos) {
        throw parse_error(fmt::format("expected a rectangle HxW such as 2x3 at column {}", col),
                          col);
      }
      const std::uint64_t h = parse_natural(t.substr(0, x), col, "the height");
      const std::uint64_t w = parse_natural(t.substr(x + 1), col + x + 1, "the width");
      if (h == 0 || w == 0 || h > kMaxPositionSize || w > kMaxPositionSize ||
          h * w > kMaxPositionSize) {
        throw parse_error(fmt::format("the rectangle at column {} must have between 1 and {} "
                                      "squares",
                                      col, kMaxPositionSize),
                          col);
      }
      out += (out.empty() ? "" : ",") + rect(h, w);
    }
    return out;
  }
  std::vector<std::string> components(const std::string& position) const override {
    std::vector<std::string> out;
    for (const Piece& p : split_top_level(position, 1, ',')) {
      if (p.text != "1x1") out.emplace_back(p.text);
    }
    return out;
  }
  // Rectangles listed; none left is a single square, which no one can cut.
  std::string join(const std::vector<std::string>& parts) const override {
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : ",") + p;
    return out.empty() ? "1x1" : out;
  }
  std::string sample(std::uint64_t seed, unsigned size) const override {
    const std::uint64_t side = std::max(1u, size / 2);
    return rect(1 + seed % side, 1 + (seed / side) % side);
  }
  std::vector<std::string> options(const std::string& position, Side side) const override {
    std::vector<std::string> rects;
    for (const Piece& p : split_top_level(position, 1, ',')) rects.emplace_back(p.text);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < rects.size(); ++i) {
      const std::size_t x = rects[i].find('x');
      const std::uint64_t h = std::stoull(rects[i].substr(0, x));
      const std::uint64_t w = std::stoull(rects[i].substr(x + 1));
      const std::uint64_t length = side == Side::kLeft ? w : h;
      for (std::uint64_t a = 1; a < length; ++a) {
        std::string cut = side == Side::kLeft ? rect(h, a) + "," + rect(h, w - a)
                                              : rect(a, w) + "," + rect(h - a, w);
        std::string next;
        for (std::size_t j = 0; j < rects.size(); ++j) {
          next += (next.empty() ? "" : ",") + (j == i ? cut : rects[j]);
        }
        out.push_back(std::move(next));
      }
    }
    return out;
  }
};

}  // namespace

REGISTER_PARTIZAN_RULESET(Cutcake)

}  // namespace grundy::partizan
