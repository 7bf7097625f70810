#pragma once
// Outcome classes (Winning Ways ch. 1): P, the previous player wins; N, the next player wins;
// L and R, Left or Right wins whoever starts (partizan games only); D, a draw: with correct play
// the game goes on forever (loopy games only, grundy/impartial/loopy.h).
#include <string_view>  // std::string_view

namespace grundy {

enum class Outcome { kP, kN, kL, kR, kD };

constexpr std::string_view to_string(Outcome o) {
  switch (o) {
    case Outcome::kP:
      return "P";
    case Outcome::kN:
      return "N";
    case Outcome::kL:
      return "L";
    case Outcome::kR:
      return "R";
    case Outcome::kD:
      return "D";
  }
  return "?";
}

// Sprague–Grundy: an impartial position is a P-position exactly when its value is 0.
constexpr Outcome outcome_of_value(unsigned long long g) {
  return g == 0 ? Outcome::kP : Outcome::kN;
}

}  // namespace grundy
