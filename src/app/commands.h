#pragma once
// One function per command (DESIGN.md, Command line), each returning a result struct. The CLI and
// the HTTP server render these same structs, as text or as JSON.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string
#include <vector>    // std::vector

#include "app/context.h"
#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/impartial/loopy.h"
#include "grundy/sequence/period.h"

namespace grundy::app {

struct ValueResult {
  std::string expression;
  std::string normalised;
  std::uint64_t value = 0;
  Outcome outcome = Outcome::kP;
  std::vector<std::uint64_t> component_values;  // one per component, in order
  // A loopy position (Ruleset::is_loopy): the generalized Sprague–Grundy values, the sum's and
  // each component's (value and component_values are then unused); app/loopy.h.
  std::optional<Gamma> loopy;
  std::vector<Gamma> loopy_components;
  // A transfinite nimber expression ('*ω + *1', app/transfinite.h): the value α printed as
  // CGSuite prints an ordinal ("ω+1"); value and component_values are then unused.
  std::optional<std::string> transfinite;
};
ValueResult value(const std::string& expression, const Context& context);

// A loopy partizan expression's outcome with draws (grundy/stoppers/stopper_value.h): each start's
// result ("L", "R" or "D": infinite play) and the class they make ("L", "R", "N", "P", "D", or
// e.g. "L/D": Left wins moving first, a draw when Right moves first), and its value as printed
// by `canonical` (a stopper's simplest form, or its sides `S & T`).
struct LoopyPartizanOutcome {
  std::string outcome_class, left_first, right_first;
  std::string canonical;
  bool stopper = false;
};

struct OutcomeResult {
  std::string expression;
  Outcome outcome = Outcome::kP;
  bool misere = false;
  std::string method;  // how it was decided
  // A partizan expression: the engine that decided it, "search" (grundy/search/outcome_search.h),
  // "board" (one Domineering board, grundy/search/domineering_board_search.h, or one NoGo
  // board, grundy/search/nogo_board_search.h) or "canonical" (its
  // canonical form compared with 0), and the search's nodes; empty otherwise.
  std::string engine;
  std::uint64_t search_nodes = 0;
  // A loopy partizan expression (app/stopper_play.cc): outcome is then unused (the class may be
  // e.g. "L/D", which is none of Outcome's).
  std::optional<LoopyPartizanOutcome> loopy_partizan;
};
// How `outcome` decides a partizan expression: by its canonical form when that is cheap and by
// the outcome search otherwise (auto; the board search for a lone Domineering board), or by the
// one named.
enum class OutcomeEngine { kAuto, kSearch, kCanonical, kBoard };
// "auto", "search", "canonical" or "board"; throws Error(kParse) for anything else.
OutcomeEngine parse_outcome_engine(const std::string& text);
// deepening: the partizan outcome search deepens on the number of moves; threads: it runs on up
// to that many threads (app/partizan.h).
OutcomeResult outcome(const std::string& expression, bool misere, const Context& context,
                      OutcomeEngine engine = OutcomeEngine::kAuto, bool deepening = false,
                      unsigned threads = 1);

struct MoveResult {
  std::string to;
  std::string explanation;
  std::uint64_t term = 0;
  std::uint64_t value_before = 0, value_after = 0;
  std::string side;  // "Left" or "Right" for a partizan position; empty for an impartial one
  // A loopy position's move: the component's γ before and after, and the sum's after.
  std::optional<LoopyMove> loopy = std::nullopt;
  bool wins = true;        // false only in a partizan listing of every move (moves --all)
  std::string game_after;  // that listing's canonical form of the whole sum after the move
  // A loopy partizan move: "wins", "draws" or "loses" for the side that makes it, and the class
  // of the game after it (game_after is then its value, to is the position itself).
  std::string result, outcome_after;
};
struct MovesResult {
  std::string expression;
  bool misere = false;
  Outcome outcome = Outcome::kP;
  std::optional<std::uint64_t> value;  // normal play only
  bool component_values = true;        // each move's value_before/after (not by a P-theorem)
  std::vector<MoveResult> moves;
  bool partizan = false;  // each move is then Left's or Right's
  std::string canonical;  // a partizan position's canonical form
  bool all = false;       // every move of a partizan position listed, winning or not
  // A loopy position: its γ (value is then unset). From a draw (outcome D) the moves listed are
  // those that keep the draw.
  std::optional<Gamma> loopy;
  // A loopy partizan position (app/stopper_play.cc): its outcome with draws (outcome unused).
  std::optional<LoopyPartizanOutcome> loopy_partizan;
};
// all: every move of a partizan position, each marked winning or not (a player's legal moves
// for a front end playing the game); an impartial position's are `options`' (usage error).
MovesResult moves(const std::string& expression, bool misere, const Context& context,
                  bool all = false);

struct SeqResult {
  std::string ruleset;
  std::vector<std::uint32_t> values;  // G(0) … G(N)
};
SeqResult seq(const std::string& ruleset, std::uint64_t n, const Context& context);

// Conway's genus in misère play (app/genus.cc; grundy/impartial/genus_solver.h).
struct GenusResult {
  std::string expression;
  std::string normalised;
  std::string genus;                    // "4^146"
  std::vector<std::uint32_t> exponent;  // γ0 … γ(s+1), the last two alternating forever
  std::uint64_t normal = 0;
  std::uint32_t misere = 0;     // γ0, the misère Grundy value
  bool tame = false;            // it and all its followers have tame genera
  std::uint64_t positions = 0;  // positions the search settled
};
GenusResult genus(const std::string& expression, const Context& context);

// The misère values and genera of the heaps 0 … n of a heap ruleset (`genus R --upto N`,
// `seq R N --misere` / `--genus`).
struct GenusHeapsResult {
  std::string ruleset;
  std::vector<GenusResult> heaps;  // heap n at index n
  bool tame = true;                // every heap 0 … n is tame
  std::optional<std::uint64_t> first_not_tame;
  bool seq_misere = false, seq_genus = false;  // rendered as `seq --misere` / `seq --genus`
};
GenusHeapsResult genus_heaps(const std::string& ruleset, std::uint64_t n, Budget& budget);

struct PeriodResult {
  std::string ruleset;
  std::optional<Periodicity> period;
  std::uint64_t values_computed = 0;
  std::uint64_t max = 0;
};
PeriodResult period(const std::string& ruleset, std::uint64_t max, const Context& context);

struct VerifyCheck {
  std::string position;   // e.g. "kayles:5 + nim:3"
  std::string predicted;  // from the Grundy values
  std::string found;      // by the independent route
  bool agrees = false;
  std::string predicted_by;  // what predicted it, when not the Grundy values
};
struct VerifyResult {
  std::string subject;
  bool ruleset = false;  // a whole ruleset (its positions beside Nim heaps) or one position
  std::uint64_t agreements = 0, total = 0;
  // A ruleset: the positions of it that were compared (its heaps 0 … grid, or the distinct
  // positions its sample() gives, e.g. every node of a graph), each beside Nim heaps 0 … grid.
  std::vector<std::string> positions;
  bool heaps = false;  // the positions are the heaps 0 … grid
  unsigned grid = 0;
  std::vector<VerifyCheck> checks;
  std::vector<std::string> routes;  // the routes compared, in words
  bool loopy = false;  // γ and Smith's sum theorem against retrograde analysis (app/loopy.h)
  // A partizan position: outcomes by the outcome search against reference ("the canonical
  // form", or "the pure search" when the canonical form is too large).
  bool partizan = false;
  std::string reference;
};
VerifyResult verify(const std::string& subject, const Context& context, unsigned grid = 12);

struct BenchItem {
  std::string name;
  std::string result;
  double seconds = 0;
};
struct BenchResult {
  std::vector<BenchItem> items;
  std::uint64_t signature = 0;
};
BenchResult bench(const Context& context);

}  // namespace grundy::app
