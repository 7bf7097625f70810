#pragma once
// Subordinates and powers of a short game (Siegel, Combinatorial Game Theory §II.7 on ↑^n and
// ↑^{→n}; CGSuite's CanonicalShortGame.Subordinate, Pow and PowTo):
//   G.Subordinate(B)  the H with G = B:H, read off G's options: every option of B's must appear
//                     among G's (or be reversed by them), and H's options are the subordinates of
//                     G's options that are not B's
//   G.PowTo(x)        G : x.Subordinate(1) for a number x ≠ 0 (x.Subordinate(1) = x − 1 for an
//                     integer x ≥ 1), and 0 for x = 0: ↑.PowTo(n) is ↑^{→n} = ↑ + ↑^2 + … + ↑^n
//   G.Pow(x)          for G = {0 | H}: {0 | −G.PowTo(x − 1) + H}: ↑.Pow(n) is ↑^n
// CGSuite prints ↑^n as ^<n> and ↑^{→n} as ^[n] (Uptimal.appendTo; format.cc does the same).
#include "grundy/core/budget.h"
#include "grundy/core/dyadic.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

// Throws Error(kUsage) when g is not base:H for any H.
GameId subordinate(GameStore& store, Budget& budget, GameId g, GameId base);
// Throw Error(kUsage) for an exponent that is not a number with a subordinate to 1 (x ≤ 0 but for
// PowTo(0)), and Pow for a base not of the form {0 | H}.
GameId pow_to(GameStore& store, Budget& budget, GameId g, GameId x);
GameId pow(GameStore& store, Budget& budget, GameId g, GameId x);

}  // namespace grundy::partizan
