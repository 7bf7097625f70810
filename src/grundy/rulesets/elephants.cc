// Elephants and Rhinos (Lessons in Play; CGSuite's game.strip.ElephantsAndRhinos, Toads and Frogs
// without jumps; MCGS's `[elephants]`): on a strip Left's elephants 'x' move one square right and
// Right's rhinos 'o' one square left, into an empty square '.'. MCGS's 'X' and 'O' and CGSuite's
// 't' and 'f' are read as 'x' and 'o'. Strips joined by '|' are a sum; `elephants:0` is none.
//
// Components: MCGS's splits (elephants.cpp), no unit ever passing another: one_way_strip.h.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/one_way_strip.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/games/strips.h"

namespace grundy::partizan::elephants {
namespace {

class Elephants final : public Ruleset {
 public:
  std::string spelling() const override { return "elephants"; }
  std::string describe() const override {
    return "Elephants and Rhinos: elephants (x) move one square right, rhinos (o) one square "
           "left, into an empty square";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::string units(text);
    for (char& c : units) {
      if (c == 'X' || c == 't') c = 'x';
      if (c == 'O' || c == 'f') c = 'o';
    }
    return parse_strips(units, column, "xo.", spelling(), "squares");
  }
  std::string format_position(std::span<const Component> components) const override {
    return format_strips(components);
  }
  std::optional<Parts> components(const Component& c) const override {
    Parts parts = one_way_strip_parts(c.cells, 'x', 'o');
    if (parts.size() == 1 && parts[0] == c) return std::nullopt;
    return parts;
  }
  bool is_impartial(const Component&) const override { return false; }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    OptionsCharge charge(budget, "the option list of a strip");
    const std::string& s = c.cells;
    const char mine = side == Side::kLeft ? 'x' : 'o';
    std::vector<Parts> out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] != mine) continue;
      const std::size_t to = side == Side::kLeft ? i + 1 : i - 1;  // i - 1 wraps past 0
      if (to >= s.size() || s[to] != '.') continue;
      charge.add_board(s.size());
      std::string next = s;
      next[i] = '.';
      next[to] = mine;
      out.push_back({Component{0, 0, std::move(next)}});
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const Parts after(to.begin(), to.end());
    for (std::size_t i = 0; i < from.cells.size(); ++i) {
      const char u = from.cells[i];
      const std::size_t t = u == 'x' ? i + 1 : i - 1;
      if ((u != 'x' && u != 'o') || t >= from.cells.size() || from.cells[t] != '.') continue;
      std::string next = from.cells;
      next[i] = '.';
      next[t] = u;
      if (Parts{Component{0, 0, next}} == after) {
        return fmt::format("move the {} on square {} one square {}",
                           u == 'x' ? "elephant" : "rhino", i + 1, u == 'x' ? "right" : "left");
      }
    }
    return "move to elephants:" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 3;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const std::uint64_t length = 1 + next(std::max(1u, size));
    std::string s;
    for (std::uint64_t i = 0; i < length; ++i) s += "xo.."[next(4)];
    return {0, 0, std::move(s)};
  }
};

RulesetFamily elephants_family() {
  RulesetPtr ruleset = std::make_shared<Elephants>();
  RulesetFamily family(
      "elephants", "elephants:x..x.o..o",
      [ruleset](std::string_view spelling, std::size_t, const HeapPeriodOracle*) -> RulesetPtr {
        return spelling == "elephants" || spelling == "elephants-and-rhinos" ? ruleset : nullptr;
      },
      true,
      [] {
        return std::vector<std::string>{"elephants", "elephants-and-rhinos"};
      });
  family.board_game = true;
  return family;
}

}  // namespace

REGISTER_RULESET_FAMILY(elephants_family())

}  // namespace grundy::partizan::elephants
