// Running an MCGS test file (app/mcgs_run.h). A {B}/{W} case is answered from the outcome class
// of the sum (grundy outcome): Black (Left) moving first wins exactly when the class is L or N,
// White (Right) when it is R or N (ONAG ch. 1; a P-position is lost by whoever moves first). An
// {N} case is the sum's Grundy value (grundy value). The commands of one block ask about one sum,
// which is solved once.
#include "app/mcgs_run.h"

#include <fmt/format.h>

#include <chrono>    // std::chrono
#include <ctime>     // std::clock
#include <fstream>   // std::ifstream
#include <map>       // std::map
#include <optional>  // std::optional
#include <sstream>   // std::ostringstream

#include "app/commands.h"
#include "app/partizan.h"
#include "grundy/core/error.h"

namespace grundy::app {

std::string_view status_name(McgsStatus s) {
  switch (s) {
    case McgsStatus::kAgree:
      return "agree";
    case McgsStatus::kDiffer:
      return "DIFFER";
    case McgsStatus::kUnchecked:
      return "unchecked";
    case McgsStatus::kSkipped:
      return "skipped";
    case McgsStatus::kOverBudget:
      return "over budget";
    case McgsStatus::kError:
      return "error";
  }
  return "?";
}

namespace {

std::string expected_of(const McgsCase& c) {
  if (c.expect_win) return *c.expect_win ? "win" : "loss";
  if (c.expect_nim) return std::to_string(*c.expect_nim);
  return "-";
}

// What grundy found for one sum: its outcome class and, asked for, its Grundy value.
struct Found {
  std::optional<Outcome> outcome;
  std::optional<std::uint64_t> nim;
};

}  // namespace

McgsReport run_mcgs_file(const std::string& file, std::string_view text, const Context& context,
                         std::uint64_t case_timeout_ms) {
  McgsReport report;
  report.file = file;
  // The sum last solved (the commands of one block share it).
  std::string last_expression;
  Found found;
  for (McgsCase& c : read_mcgs_file(text)) {
    McgsRow row;
    row.player = c.player;
    row.expected = expected_of(c);
    row.result = "-";
    if (!c.skip_reason.empty()) {
      row.status = McgsStatus::kSkipped;
      row.note = c.skip_reason;
    } else {
      if (c.expression != last_expression) found = {}, last_expression = c.expression;
      const std::clock_t start = std::clock();  // CPU time: the figure a loaded machine keeps
      try {
        context.budget.check();  // the run's own --timeout, between cases
        Budget budget = context.budget.derive();
        if (case_timeout_ms > 0) {
          budget.set_deadline(Budget::Clock::now() + std::chrono::milliseconds(case_timeout_ms));
        }
        const Context each{{budget, context.rulesets}, context.db, context.store_warning};
        if (c.ask == McgsAsk::kNimValue) {
          if (!found.nim) found.nim = value(c.expression, each).value;
          row.result = std::to_string(*found.nim);
          row.outcome = *found.nim == 0 ? "P" : "N";
          if (c.expect_nim) {
            row.status = *c.expect_nim == *found.nim ? McgsStatus::kAgree : McgsStatus::kDiffer;
          }
        } else {
          if (!found.outcome) {
            found.outcome = outcome(c.expression, false, each, OutcomeEngine::kAuto, false).outcome;
          }
          const Outcome o = *found.outcome;
          const bool wins = c.ask == McgsAsk::kBlackFirst ? (o == Outcome::kL || o == Outcome::kN)
                                                          : (o == Outcome::kR || o == Outcome::kN);
          row.result = wins ? "win" : "loss";
          row.outcome = std::string(grundy::to_string(o));
          if (c.expect_win) {
            row.status = *c.expect_win == wins ? McgsStatus::kAgree : McgsStatus::kDiffer;
          }
        }
      } catch (const Error& e) {
        row.status = e.kind() == ErrorKind::kBudget ? McgsStatus::kOverBudget : McgsStatus::kError;
        row.note = e.what();
        last_expression.clear();  // a later command of the block tries again
      }
      row.seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    }
    row.c = std::move(c);
    switch (row.status) {
      case McgsStatus::kAgree:
        ++report.agree;
        break;
      case McgsStatus::kDiffer:
        ++report.differ;
        break;
      case McgsStatus::kUnchecked:
        ++report.unchecked;
        break;
      case McgsStatus::kSkipped:
        ++report.skipped;
        break;
      case McgsStatus::kOverBudget:
        ++report.over_budget;
        break;
      case McgsStatus::kError:
        ++report.errors;
        break;
    }
    report.seconds += row.seconds;
    report.rows.push_back(std::move(row));
  }
  return report;
}

McgsReport run_mcgs_path(const std::string& path, const Context& context,
                         std::uint64_t case_timeout_ms) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(ErrorKind::kUsage, fmt::format("cannot read the MCGS file '{}'", path));
  std::ostringstream text;
  text << in.rdbuf();
  return run_mcgs_file(path, text.str(), context, case_timeout_ms);
}

std::string to_text(const McgsReport& r) {
  std::string out = fmt::format("{:<10} {:<4} {:<8} {:<8} {:>9}  {:<11} {}\n", "line:col", "move",
                                "expected", "grundy", "seconds", "status", "game");
  for (const McgsRow& row : r.rows) {
    const std::string where = fmt::format("{}:{}", row.c.line, row.c.column);
    const std::string result = row.outcome.empty() || row.player == "N"
                                   ? row.result
                                   : fmt::format("{} ({})", row.result, row.outcome);
    const std::string game = row.status == McgsStatus::kSkipped ? row.c.mcgs : row.c.expression;
    out += fmt::format("{:<10} {:<4} {:<8} {:<8} {:>9.3f}  {:<11} {}\n", where, row.player,
                       row.expected, result, row.seconds, status_name(row.status), game);
    if (!row.note.empty()) out += fmt::format("{:<10} {}\n", "", row.note);
  }
  std::map<std::string, std::size_t> reasons;
  for (const McgsRow& row : r.rows) {
    if (row.status == McgsStatus::kSkipped) ++reasons[row.note];
  }
  out += fmt::format(
      "{}: {} cases: {} agree, {} differ, {} unchecked (no expected result), {} skipped, {} over "
      "budget, {} errors; {:.3f} s\n",
      r.file, r.rows.size(), r.agree, r.differ, r.unchecked, r.skipped, r.over_budget, r.errors,
      r.seconds);
  for (const auto& [reason, n] : reasons) out += fmt::format("skipped {}: {}\n", n, reason);
  if (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

nlohmann::json to_json(const McgsReport& r) {
  nlohmann::json cases = nlohmann::json::array();
  for (const McgsRow& row : r.rows) {
    nlohmann::json j = {{"line", row.c.line},
                        {"column", row.c.column},
                        {"command", row.c.command},
                        {"mcgs", row.c.mcgs},
                        {"expression", row.c.expression},
                        {"player", row.player},
                        {"expected", row.expected},
                        {"result", row.result},
                        {"outcome", row.outcome},
                        {"seconds", row.seconds},
                        {"status", std::string(status_name(row.status))}};
    if (!row.note.empty()) j["note"] = row.note;
    cases.push_back(std::move(j));
  }
  return {{"file", r.file},
          {"cases", std::move(cases)},
          {"agree", r.agree},
          {"differ", r.differ},
          {"unchecked", r.unchecked},
          {"skipped", r.skipped},
          {"over_budget", r.over_budget},
          {"errors", r.errors},
          {"seconds", r.seconds}};
}

}  // namespace grundy::app
