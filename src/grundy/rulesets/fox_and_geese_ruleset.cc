// Fox and Geese as a ruleset of the registry (grundy/rulesets/fox_and_geese.h has the rules and
// the retrograde table): the geese are Left, the fox Right, a position is the board as written.
// It is a loopy ruleset (Ruleset::is_loopy_ruleset): beside another game the fox may go back and
// forth for ever, so it has no canonical form, and the solvers of games that end refuse it; its
// outcome is found by retrograde analysis (grundy/rulesets/fox_and_geese.h alone,
// grundy/rulesets/fox_and_geese_sum.h beside a short game), where the commands route it by its
// kind (grundy/games/game_kind.h).
#include <algorithm>  // std::max, std::min, std::sort
#include <utility>    // std::swap

#include "grundy/core/splitmix.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/fox_and_geese.h"

namespace grundy::partizan {
namespace {

// A component: a = rows, b = columns, cells the squares row by row ('F', 'G' or '.').
Component component_of(const FoxAndGeesePosition& p) {
  std::string cells(static_cast<std::size_t>(p.rows * p.cols), '.');
  for (int g : p.geese) cells[static_cast<std::size_t>(g)] = 'G';
  cells[static_cast<std::size_t>(p.fox)] = 'F';
  return {static_cast<std::uint64_t>(p.rows), static_cast<std::uint64_t>(p.cols), std::move(cells)};
}

FoxAndGeesePosition board_of(const Component& c) {
  FoxAndGeesePosition p;
  p.rows = static_cast<int>(c.a);
  p.cols = static_cast<int>(c.b);
  for (std::size_t s = 0; s < c.cells.size(); ++s) {
    if (c.cells[s] == 'F') p.fox = static_cast<int>(s);
    if (c.cells[s] == 'G') p.geese.push_back(static_cast<int>(s));
  }
  return p;
}

Mover mover_of(Side side) {
  return side == Side::kLeft ? Mover::kGeese : Mover::kFox;
}

class FoxAndGeese final : public Ruleset {
 public:
  std::string spelling() const override { return "fox-and-geese"; }
  std::string describe() const override {
    return "Fox and Geese (Winning Ways ch. 22): a goose (Left) steps diagonally forward, the fox "
           "(Right) diagonally either way, nothing is captured; loopy";
  }

  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    return {component_of(parse_fox_and_geese(text, column))};
  }
  std::string format_position(std::span<const Component> components) const override {
    // One board a position; a sum of boards prints as a sum of terms.
    std::string out;
    for (const Component& c : components) {
      if (!out.empty()) out += " + " + spelling() + ":";
      out += format_fox_and_geese(board_of(c));
    }
    return out;
  }

  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    OptionsCharge charge(budget, "the option list of a fox-and-geese board");
    std::vector<Parts> out;
    for (const FoxAndGeeseMove& m : fox_and_geese_moves(board_of(c), mover_of(side))) {
      Parts parts{component_of(m.after)};
      charge.add(parts);
      out.push_back(std::move(parts));
    }
    return out;
  }

  bool is_impartial(const Component&) const override { return false; }
  bool is_loopy(const Component&) const override { return true; }
  bool is_loopy_ruleset() const override { return true; }

  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    for (Side side : {Side::kLeft, Side::kRight}) {
      for (FoxAndGeeseMove& m : fox_and_geese_moves(board_of(from), mover_of(side))) {
        if (to.size() == 1 && component_of(m.after) == to[0]) return std::move(m.words);
      }
    }
    return "a move to " + format_position(to);
  }

  // A board of at most max(size, 4) squares, 2 to 4 rows and columns, with the fox and one or two
  // geese on dark squares.
  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t r = splitmix(seed + 0x5EED);
    int rows = 2 + static_cast<int>(r % 3), cols = 2 + static_cast<int>(r / 3 % 3);
    const int most = std::max(static_cast<int>(size), 4);
    while (rows * cols > most) (rows >= cols ? rows : cols) -= 1;
    FoxAndGeesePosition p{rows, cols, 0, {}};
    std::vector<int> dark;
    for (int s = 0; s < rows * cols; ++s) {
      if (is_dark(p, s)) dark.push_back(s);
    }
    // A shuffle of the dark squares by the seed: the first is the fox's, the next the geese's.
    for (std::size_t i = dark.size(); i > 1; --i) {
      r = splitmix(r);
      std::swap(dark[i - 1], dark[r % i]);
    }
    p.fox = dark[0];
    const std::size_t geese = std::min<std::size_t>(dark.size() - 1, 1 + r / 7 % 2);
    p.geese.assign(dark.begin() + 1, dark.begin() + 1 + static_cast<std::ptrdiff_t>(geese));
    std::sort(p.geese.begin(), p.geese.end());
    return component_of(p);
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<FoxAndGeese>(),
                                          "fox-and-geese:...|.G.|F.."))

}  // namespace grundy::partizan
