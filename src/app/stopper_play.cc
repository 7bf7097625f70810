// `grundy outcome` and `grundy moves` on loopy partizan games (grundy/stoppers/stopper_value.h).
// The outcome is read off the sides: Left moving first wins G exactly when she wins its offside
// moving first, Right exactly when he wins its onside; anything else is a draw (Siegel, CGT
// ch. VI). A move is made in the expression's own game graph; the position after it is printed
// as it is (grundy/stoppers/stopper_format.h, format_graph), so it reads back as the same game and
// play can go on from it, with its value beside it.
#include <fmt/format.h>

#include <string_view>  // std::string_view

#include "app/loopy_read.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_parse.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::app {

using namespace grundy::partizan;

namespace {

LoopyPartizanOutcome described(const stopper::LoopyOutcome& o) {
  LoopyPartizanOutcome d;
  d.outcome_class = stopper::outcome_class(o);
  d.left_first = stopper::to_string(o.left_first);
  d.right_first = stopper::to_string(o.right_first);
  return d;
}

// The class as an Outcome where it is one of them (a mixed class such as L/D is none).
Outcome as_outcome(const std::string& c) {
  if (c == "L") return Outcome::kL;
  if (c == "R") return Outcome::kR;
  if (c == "N") return Outcome::kN;
  if (c == "P") return Outcome::kP;
  return Outcome::kD;
}

const char* winner(stopper::Result r) {
  return r == stopper::Result::kLeft    ? "Left wins"
         : r == stopper::Result::kRight ? "Right wins"
                                        : "a draw";
}

[[noreturn]] void refuse_sides(const stopper::ParsedLoopy& p, const char* what) {
  throw parse_error(fmt::format("{}: `S & T` (the offside at column {}) names a value by its "
                                "sides, which is not a game with positions of its own",
                                what, p.offside_column),
                    p.offside_column);
}

}  // namespace

OutcomeResult stopper_outcome(const std::string& expression, const Context& context,
                              OutcomeEngine engine) {
  Budget& budget = context.budget;
  GameStore store;
  OutcomeResult r;
  r.expression = expression;
  if (engine == OutcomeEngine::kSearch) {
    // Retrograde analysis of the game graph itself: no sides, so no sidling to settle.
    const stopper::ParsedLoopy p = read_loopy_game(expression, store, context);
    if (p.offside_root) refuse_sides(p, "--engine search plays the positions of a game");
    const stopper::Outcomes all = stopper::outcomes(p.graph, budget);
    const stopper::LoopyOutcome o{all.left_first[p.root], all.right_first[p.root]};
    LoopyPartizanOutcome d = described(o);
    d.stopper = stopper::is_stopper(p.graph, p.root, budget);
    r.engine = "retrograde";
    r.method = fmt::format(
        "retrograde analysis over the {} position{} of the game graph, each with either player "
        "to move (infinite play a draw): Left moving first: {}; Right moving first: {}",
        p.graph.size(), p.graph.size() == 1 ? "" : "s", winner(o.left_first),
        winner(o.right_first));
    r.outcome = as_outcome(d.outcome_class);
    r.loopy_partizan = std::move(d);
    return r;
  }
  if (engine == OutcomeEngine::kAuto) {
    try {
      return stopper_outcome(expression, context, OutcomeEngine::kCanonical);
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::kBudget ||
          std::string_view(e.what()).find("did not settle") == std::string_view::npos) {
        throw;
      }
      // Sidling may converge only in the limit (docs/notation.md, "Limitation"), but the outcome
      // needs no sides: retrograde analysis of the game graph decides it. A value given by its
      // sides (`S & T`) has no graph to play: the budget error stands.
      try {
        OutcomeResult r = stopper_outcome(expression, context, OutcomeEngine::kSearch);
        r.method += " (its sides did not settle within the rounds of sidling)";
        return r;
      } catch (const Error&) {
        throw e;
      }
    }
  }
  const stopper::Sides s = read_loopy_sides(expression, store, context);
  const stopper::LoopyOutcome o = stopper::outcome_of(s, budget);
  LoopyPartizanOutcome d = described(o);
  d.canonical = stopper::format_sides(s, store, budget);
  d.stopper = s.stopper;
  r.engine = "sides";
  r.method = s.stopper
                 ? fmt::format(
                       "the stopper {} in simplest form, by retrograde analysis of its positions "
                       "(a stopper has no infinite play, so no draw): Left moving first: {}; "
                       "Right moving first: {}",
                       d.canonical, winner(o.left_first), winner(o.right_first))
                 : fmt::format(
                       "the sides {}: Left moving first wins exactly when she wins the offside "
                       "moving first, Right exactly when he wins the onside, and any other play "
                       "is a draw (Siegel, CGT ch. VI): Left moving first: {}; Right moving "
                       "first: {}",
                       d.canonical, winner(o.left_first), winner(o.right_first));
  r.outcome = as_outcome(d.outcome_class);
  r.loopy_partizan = std::move(d);
  return r;
}

MovesResult stopper_moves(const std::string& expression, const Context& context, bool all) {
  Budget& budget = context.budget;
  GameStore store;
  const stopper::ParsedLoopy p = stopper::parse_loopy(expression, store, budget);
  if (p.offside_root) refuse_sides(p, "moves are made in a game");
  MovesResult r;
  r.expression = expression;
  r.partizan = true;
  r.all = all;
  const stopper::Sides whole = stopper::sides(p.graph, p.root, budget);
  LoopyPartizanOutcome d = described(stopper::outcome_of(whole, budget));
  d.canonical = stopper::format_sides(whole, store, budget);
  d.stopper = whole.stopper;
  r.canonical = d.canonical;
  r.outcome = as_outcome(d.outcome_class);
  r.loopy_partizan = std::move(d);
  for (const bool left : {true, false}) {
    const char* mover = left ? "Left" : "Right";
    const char* next = left ? "Right" : "Left";
    std::vector<MoveResult> wins, draws, losses;
    for (int y : left ? p.graph.left[p.root] : p.graph.right[p.root]) {
      const stopper::Sides after = stopper::sides(p.graph, y, budget);
      const stopper::LoopyOutcome o = stopper::outcome_of(after, budget);
      // After Left's move Right moves next, and the reverse.
      const stopper::Result res = left ? o.right_first : o.left_first;
      const stopper::Result mine = left ? stopper::Result::kLeft : stopper::Result::kRight;
      MoveResult m;
      m.side = mover;
      m.to = stopper::format_graph(p.graph, {y}, store, budget);
      m.game_after = stopper::format_sides(after, store, budget);
      m.outcome_after = stopper::outcome_class(o);
      m.result = res == mine ? "wins" : res == stopper::Result::kDraw ? "draws" : "loses";
      m.wins = res == mine;
      const std::string value =
          m.game_after == m.to ? std::string() : fmt::format(" (its value is {})", m.game_after);
      m.explanation =
          res == mine
              ? fmt::format("{}: move to {}{}; {}, to move next, loses", mover, m.to, value, next)
          : res == stopper::Result::kDraw
              ? fmt::format("{}: move to {}{}; with {} to move next play goes on forever: a draw",
                            mover, m.to, value, next)
              : fmt::format("{}: move to {}{}; {}, to move next, wins", mover, m.to, value, next);
      (res == mine ? wins : res == stopper::Result::kDraw ? draws : losses).push_back(std::move(m));
    }
    // Without --all: the side's winning moves, or its drawing ones when it has no win.
    std::vector<MoveResult> listed = std::move(wins);
    if (all || listed.empty()) listed.insert(listed.end(), draws.begin(), draws.end());
    if (all) listed.insert(listed.end(), losses.begin(), losses.end());
    for (auto& m : listed) r.moves.push_back(std::move(m));
  }
  return r;
}

}  // namespace grundy::app
