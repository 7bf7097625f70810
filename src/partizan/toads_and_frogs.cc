// Toads and Frogs (Winning Ways ch. 1): on a strip, Left's toads 't' move right and Right's frogs
// 'f' move left, each one square into an empty square '.', or jumping over one opposing creature
// into an empty square beyond. Rows joined by '|' are separate strips, played as a sum.
#include <fmt/format.h>

#include "core/error.h"
#include "partizan/grid.h"
#include "partizan/ruleset.h"
#include "partizan/solver.h"

namespace grundy::partizan {
namespace {

class ToadsAndFrogs final : public PartizanRuleset {
 public:
  std::string name() const override { return "toads-and-frogs"; }
  std::string parse_position(std::string_view text, std::size_t column) const override {
    // Rows may differ in length, so each is checked on its own.
    std::string out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      if (i < text.size() && text[i] != '|') continue;
      out += (out.empty() ? "" : "|") +
             Grid::parse(text.substr(start, i - start), column + start, "tf.", name()).spelling();
      start = i + 1;
    }
    if (out.size() > kMaxPositionSize) {
      throw parse_error(
          fmt::format("the toads-and-frogs position at column {} is too long", column), column);
    }
    return out;
  }
  std::vector<std::string> components(const std::string& position) const override {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= position.size(); ++i) {
      if (i < position.size() && position[i] != '|') continue;
      std::string strip = position.substr(start, i - start);
      start = i + 1;
      // Frogs at the left end and toads at the right end can never move again, and nothing can
      // jump into their squares: they are the end of the strip.
      std::size_t a = 0, b = strip.size();
      while (a < b && strip[a] == 'f') ++a;
      while (b > a && strip[b - 1] == 't') --b;
      strip = strip.substr(a, b - a);
      if (strip.find('t') != std::string::npos || strip.find('f') != std::string::npos) {
        out.push_back(std::move(strip));
      }
    }
    return out;
  }
  // Strips are rows of the position; no strips is one empty square.
  std::string join(const std::vector<std::string>& parts) const override {
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : "|") + p;
    return out.empty() ? "." : out;
  }
  std::string sample(std::uint64_t seed, unsigned size) const override {
    // One strip: the row of a sample board.
    Grid g = sample_grid(seed, size, "tf..");
    return g.cells.substr(0, static_cast<std::size_t>(g.cols) * (seed % 2 + 1));
  }
  std::vector<std::string> options(const std::string& strip, Side side) const override {
    std::vector<std::string> out;
    const int n = static_cast<int>(strip.size());
    const char mine = side == Side::kLeft ? 't' : 'f', theirs = side == Side::kLeft ? 'f' : 't';
    const int step = side == Side::kLeft ? 1 : -1;
    for (int i = 0; i < n; ++i) {
      if (strip[i] != mine) continue;
      const int one = i + step, two = i + 2 * step;
      if (one >= 0 && one < n && strip[one] == '.') {
        std::string next = strip;
        next[i] = '.', next[one] = mine;
        out.push_back(std::move(next));
      } else if (one >= 0 && one < n && strip[one] == theirs && two >= 0 && two < n &&
                 strip[two] == '.') {
        std::string next = strip;
        next[i] = '.', next[two] = mine;
        out.push_back(std::move(next));
      }
    }
    return out;
  }
};

}  // namespace

REGISTER_PARTIZAN_RULESET(ToadsAndFrogs)

}  // namespace grundy::partizan
