#pragma once
// Uptimal expansions (Siegel, CGT §II.7 "uptimals"; CGSuite's UptimalExpansion): a game
//   G = x + a_1·↑ + a_2·↑^2 + … + a_k·↑^k + *m  (↑^n the n-th "up-nth", a_k ≠ 0)
// written x.a_1a_2…a_k*m. CGSuite prints the options of a canonical form sorted numbers first,
// then nimbers, then uptimals (by their expansions), then the rest; grundy sorts the same way,
// so it must know which games are uptimals. An uptimal's canonical form is determined by its
// expansion (Siegel, CGT §II.7 on uptimals; the four cases CGSuite's uptimalExpansion lists):
// exactly one Right option, the expansion with every coefficient up to the last lowered by one
// and *1 added, and Left options of one of four shapes. A game is recognised as an uptimal by
// checking its options against the shapes, each option recognised first (by induction on birthday),
// as CGSuite's uptimalExpansion does.
#include <cstdint>        // std::int64_t
#include <optional>       // std::optional
#include <string>         // std::string
#include <unordered_map>  // the memo
#include <vector>         // std::vector

#include "grundy/core/dyadic.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

struct UptimalExpansion {
  Dyadic number;
  std::uint64_t nim = 0;
  std::vector<std::int64_t> coefficients;  // a_1 … a_k, with a_k ≠ 0 (trailing zeros trimmed)

  std::size_t length() const { return coefficients.size(); }
  // a_n (1-based); 0 past the last.
  std::int64_t coefficient(std::size_t n) const {
    return n >= 1 && n <= coefficients.size() ? coefficients[n - 1] : 0;
  }
  friend bool operator==(const UptimalExpansion&, const UptimalExpansion&) = default;
};

// CGSuite's spelling of an expansion (UptimalExpansion.toOutput in plain text): the number (left
// out when there is a nimber and the number is 0), *m, '.', then each coefficient as one digit
// (0-9, then A-Z for 10-35, (n) beyond) followed by '-' when it is negative, or 0 for none:
// 0 is 0.0, ↑ is 0.1, ↓* is *.1-, ↑^[4] is 0.1111, 73/16 − 9↑ + *8 is 73/16*8.9-.
std::string format_uptimal_expansion(const UptimalExpansion& e);

// CGSuite's UptimalExpansion.compareTo: the number, then the coefficients a_1, a_2, … as far as
// both go, then the shorter first, then the nimber.
int compare_uptimal(const UptimalExpansion& a, const UptimalExpansion& b);

// Recognises the uptimals among the games of one store (memoised). It reads options and takes
// negatives (which the store may add); the work is linear in the followers of the games asked
// about, as printing them is.
class UptimalFinder {
 public:
  explicit UptimalFinder(GameStore& store) : store_(store) {}
  // The expansion of g, or nullopt when g is not an uptimal. x + u↑ + *n is x.u*n.
  std::optional<UptimalExpansion> expansion(GameId g);

 private:
  // The expansion of g when its last coefficient is positive.
  std::optional<UptimalExpansion> positive_expansion(GameId g);

  GameStore& store_;
  std::unordered_map<GameId, std::optional<UptimalExpansion>> memo_;
};

}  // namespace grundy::partizan
