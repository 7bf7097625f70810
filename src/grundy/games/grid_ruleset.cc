#include "grundy/games/grid_ruleset.h"

namespace grundy::partizan {

std::vector<Component> GridRuleset::parse_position(std::string_view text,
                                                   std::size_t column) const {
  return {Grid::parse(text, column, allowed_, name_).position()};
}

std::string GridRuleset::format_position(std::span<const Component> components) const {
  if (components.size() == 1) return Grid::of(components[0]).spelling();
  return join_side_by_side(components).spelling();
}

std::optional<Component> GridRuleset::join(std::span<const Component> parts) const {
  return join_side_by_side(parts).position();
}

std::vector<Parts> GridRuleset::options(const Component& c, Side side, Budget& budget) const {
  OptionsCharge charge(budget, "the option list of a board");
  std::vector<Parts> out;
  for (Grid& g : moves(Grid::of(c), side, charge)) out.push_back({std::move(g).position()});
  return out;
}

std::string GridRuleset::describe_move(const Component& from, std::span<const Component> to) const {
  if (!move_verb().empty() && to.size() == 1 && to[0].a == from.a && to[0].b == from.b) {
    return move_verb() + " " + changed_squares(Grid::of(from), Grid::of(to[0]));
  }
  return "move to " + name_ + ":" + format_position(to);
}

}  // namespace grundy::partizan
