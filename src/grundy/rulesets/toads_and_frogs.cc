// Toads and Frogs (Winning Ways ch. 1): on a strip, Left's toads 't' move right and Right's frogs
// 'f' move left, each one square into an empty square '.', or jumping over one opposing creature
// into an empty square beyond. Rows joined by '|' are separate strips, played as a sum: each
// strip is a component, held as the Position whose cells are its squares.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/grid.h"
#include "grundy/games/position_size.h"

namespace grundy::partizan {
namespace {

Component strip(std::string squares) {
  return {0, 0, std::move(squares)};
}

class ToadsAndFrogs final : public Ruleset {
 public:
  std::string spelling() const override { return "toads-and-frogs"; }
  std::string describe() const override {
    return "Toads and Frogs: toads move or jump right, frogs left, into an empty square";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    // Rows may differ in length, so each is checked on its own.
    std::vector<Component> out;
    std::size_t start = 0, squares = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      if (i < text.size() && text[i] != '|') continue;
      Grid row = Grid::parse(text.substr(start, i - start), column + start, "tf.", spelling());
      squares += row.cells.size() + 1;
      out.push_back(strip(std::move(row.cells)));
      start = i + 1;
    }
    if (squares > kMaxPositionSize + 1) {
      throw parse_error(
          fmt::format("the toads-and-frogs position at column {} is too long", column), column);
    }
    return out;
  }
  // Strips are rows of the position; no strips is one empty square.
  std::string format_position(std::span<const Component> components) const override {
    std::string out;
    for (const Component& c : components) out += (out.empty() ? "" : "|") + c.cells;
    return out.empty() ? "." : out;
  }
  std::optional<Parts> components(const Component& c) const override {
    // Frogs at the left end and toads at the right end can never move again, and nothing can
    // jump into their squares: they are the end of the strip. A strip with no creature that can
    // move is 0.
    const std::string& s = c.cells;
    std::size_t a = 0, b = s.size();
    while (a < b && s[a] == 'f') ++a;
    while (b > a && s[b - 1] == 't') --b;
    if (s.find_first_of("tf", a) >= b) return Parts{};
    if (a == 0 && b == s.size()) return std::nullopt;
    return Parts{strip(s.substr(a, b - a))};
  }
  bool is_impartial(const Component&) const override { return false; }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    const std::string& s = c.cells;
    std::vector<Parts> out;
    const int n = static_cast<int>(s.size());
    const char mine = side == Side::kLeft ? 't' : 'f', theirs = side == Side::kLeft ? 'f' : 't';
    const int step = side == Side::kLeft ? 1 : -1;
    for (int i = 0; i < n; ++i) {
      if (s[i] != mine) continue;
      const int one = i + step, two = i + 2 * step;
      if (one >= 0 && one < n && s[one] == '.') {
        std::string next = s;
        next[i] = '.', next[one] = mine;
        out.push_back({strip(std::move(next))});
      } else if (one >= 0 && one < n && s[one] == theirs && two >= 0 && two < n && s[two] == '.') {
        std::string next = s;
        next[i] = '.', next[two] = mine;
        out.push_back({strip(std::move(next))});
      }
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component&, std::span<const Component> to) const override {
    return "move to toads-and-frogs:" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    // One strip: the row of a sample board.
    Grid g = sample_grid(seed, size, "tf..");
    return strip(g.cells.substr(0, static_cast<std::size_t>(g.cols) * (seed % 2 + 1)));
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<ToadsAndFrogs>(),
                                          "toads-and-frogs:tt..ff"))

}  // namespace grundy::partizan
