// The independent parts of a strip where no unit ever passes another (issue 31): Elephants and
// Rhinos, and generalised Toads and Frogs without jumps (maxJump 0) or backsliding. Units of one
// side move only right (`right_mover`), the other's only left, each by sliding over empty squares.
#pragma once

#include <string_view>

#include "grundy/games/ruleset.h"

namespace grundy::partizan {

// The strip's parts, each trimmed of the squares never entered again and of units that can never
// move; parts with no move are left out (an empty list: the strip is 0). Sound because a slide
// never passes a unit, so the left-to-right order of the units never changes, and:
//   - a right-mover beside a left-mover ("xo") is a wall: neither can ever move (each faces an
//     occupied square for good), and nothing can reach their squares;
//   - a left-mover with only empty squares between it and a right-mover on its right ("o..x")
//     parts the strip: every unit left of the left-mover stays left of it (it only moves left),
//     every unit right of the right-mover stays right of it, and the squares between are never
//     entered; a move on one side never reads a square of the other, so the strip is the
//     disjunctive sum of the two sides (ONAG ch. 1);
//   - within a part, empty squares before the first unit, when it is a right-mover, and after the
//     last, when it is a left-mover, are never entered; left-movers at the left end and
//     right-movers at the right end can never move.
Parts one_way_strip_parts(std::string_view strip, char right_mover, char left_mover);

}  // namespace grundy::partizan
