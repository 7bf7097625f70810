#include "app/fox_and_geese.h"

#include <fmt/format.h>

#include "app/command.h"
#include "grundy/rulesets/fox_and_geese.h"

namespace grundy::app {
namespace {

using partizan::FoxAndGeeseResult;
using partizan::FoxAndGeeseTable;
using partizan::Mover;

Mover other(Mover m) {
  return m == Mover::kFox ? Mover::kGeese : Mover::kFox;
}
const char* name(Mover m) {
  return m == Mover::kFox ? "fox" : "geese";
}

FoxAndGeeseFirst first(const FoxAndGeeseTable& table, const partizan::FoxAndGeesePosition& p,
                       Mover mover) {
  FoxAndGeeseFirst f;
  f.mover = name(mover);
  const FoxAndGeeseTable::Entry e = table.at(p, mover);
  f.plies = e.plies;
  f.winner = e.result == FoxAndGeeseResult::kWin    ? name(mover)
             : e.result == FoxAndGeeseResult::kLoss ? name(other(mover))
                                                    : "neither";
  if (e.result != FoxAndGeeseResult::kWin) return f;
  for (partizan::FoxAndGeeseMove& m : partizan::fox_and_geese_moves(p, mover)) {
    const FoxAndGeeseTable::Entry after = table.at(m.after, other(mover));
    if (after.result != FoxAndGeeseResult::kLoss) continue;
    f.winning_moves.push_back(
        {std::move(m.words), partizan::fox_and_geese_term(m.after), after.plies});
  }
  return f;
}

nlohmann::json to_json(const FoxAndGeeseFirst& f) {
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& m : f.winning_moves) {
    moves.push_back({{"move", m.words}, {"position", m.position}, {"plies", m.plies}});
  }
  return {{"mover", f.mover}, {"winner", f.winner}, {"plies", f.plies}, {"winning_moves", moves}};
}

std::string to_text(const FoxAndGeeseFirst& f) {
  std::string out = f.winner == "neither"
                        ? fmt::format("{} first: a draw", f.mover)
                        : fmt::format("{} first: the {} win{} in {} moves", f.mover, f.winner,
                                      f.winner == "fox" ? "s" : "", f.plies);
  for (const auto& m : f.winning_moves) {
    out += fmt::format("\n  {}\t{} ({} moves left)", m.position, m.words, m.plies);
  }
  return out;
}

}  // namespace

FoxAndGeeseReport fox_and_geese(const std::string& text, const Context& context) {
  const partizan::FoxAndGeesePosition p = partizan::read_fox_and_geese(text);
  const FoxAndGeeseTable table(p.rows, p.cols, static_cast<int>(p.geese.size()), context.budget);
  FoxAndGeeseReport r;
  r.position = partizan::fox_and_geese_term(p);
  r.states = table.states();
  r.geese_first = first(table, p, Mover::kGeese);
  r.fox_first = first(table, p, Mover::kFox);
  // The outcome class (WW ch. 1), the geese as Left: who wins with each side moving first.
  const std::string& g = r.geese_first.winner;
  const std::string& f = r.fox_first.winner;
  r.outcome = g == "neither" || f == "neither" ? Outcome::kD
              : g == "geese" && f == "geese"   ? Outcome::kL
              : g == "fox" && f == "fox"       ? Outcome::kR
              : g == "geese"                   ? Outcome::kN
                                               : Outcome::kP;
  return r;
}

nlohmann::json to_json(const FoxAndGeeseReport& r) {
  return {{"position", r.position},
          {"outcome", std::string(to_string(r.outcome))},
          {"states", r.states},
          {"geese_first", to_json(r.geese_first)},
          {"fox_first", to_json(r.fox_first)}};
}

std::string to_text(const FoxAndGeeseReport& r) {
  return fmt::format("{}\noutcome {} (the geese are Left)\n{}\n{}", r.position,
                     to_string(r.outcome), to_text(r.geese_first), to_text(r.fox_first));
}

GRUNDY_COMMAND({
    .name = "fox-and-geese",
    .summary = "who wins a Fox and Geese position (Winning Ways ch. 22) with either side moving "
               "first, by retrograde analysis, and the winning moves",
    .params = {{.name = "position",
                .help = "fox-and-geese:ROWS, rows joined by '|', F the fox, G a goose, . empty",
                .positional = true,
                .required = true}},
    .rank = 200,
    .run = [](const Arguments& a,
              const Context& c) { return Answer(fox_and_geese(a.text("position"), c)); },
})

}  // namespace grundy::app
