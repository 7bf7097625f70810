#pragma once
// The engine's public calls (docs/api.md): what a program of its own needs to ask grundy, each
// under a Budget (nodes, bytes, time; over it, Error(ErrorKind::kBudget)). Games are written in
// grundy's notation (docs/notation.md): `nim:3,4,5 + kayles:7`, `clobber:xo|ox`, `{1|*}`.
// Bad input throws Error(ErrorKind::kParse) with the column. Everything else of the engine is
// under these folders too (include <grundy/...>), but these calls are the ones kept stable.
#include <cstdint>      // std::uint64_t
#include <optional>     // std::optional
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/engine_version.h"  // engine_version(): "0.9.0"
#include "grundy/core/error.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/sequence/period.h"

namespace grundy {

// A sum of impartial or partizan games, parsed: each term its ruleset and its components.
// Throws Error(kParse) with the column for bad input.
Sum parse(std::string_view expression);

// The Grundy value of an impartial sum: the nim-sum of its components' values, each the mex of
// its options' values (Sprague–Grundy). A partizan term is refused as bad input
// (Error(kParse) at its column): it has no Grundy value.
std::uint64_t grundy_value(std::string_view expression, Budget& budget);

// The canonical form of any short game, printed as CGSuite prints it (`{1|*}`, `^*`, `*3`).
std::string canonical_form(std::string_view expression, Budget& budget);

// Who wins: P (the player to move loses), N (the player to move wins), L or R (that side wins
// whoever starts). Normal play for any short sum, by search; misère by the win/loss search for
// impartial sums and the misère search over the whole sum for partizan ones
// (grundy/partizan/misere_search.h).
Outcome outcome(std::string_view expression, Budget& budget,
                Convention convention = Convention::kNormal);

// G(0), G(1), ..., G(n) of a heap game (`0.07`, `sub{1,3,4}`, `kayles`, `4.07`).
std::vector<std::uint64_t> grundy_sequence(std::string_view heap_game, std::uint64_t n,
                                           Budget& budget);

// A period of a heap game's Grundy sequence proved by a theorem (the Guy–Smith periodicity
// theorem for finite octal codes, its arithmetic-periodic and subtraction-game kin; `theorem`
// names it), looking at heaps up to max_heap; nullopt when none is proved by then.
std::optional<Periodicity> proved_period(std::string_view heap_game, std::uint64_t max_heap,
                                         Budget& budget);

}  // namespace grundy
