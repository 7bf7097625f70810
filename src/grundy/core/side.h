#pragma once
// The two players of a partizan game: Left (blue, positive values) and Right (red, negative).
// An impartial game gives them the same moves.

namespace grundy {

enum class Side { kLeft, kRight };

inline constexpr Side other(Side s) {
  return s == Side::kLeft ? Side::kRight : Side::kLeft;
}

}  // namespace grundy
