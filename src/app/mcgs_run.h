#pragma once
// `grundy outcome --mcgs FILE`: each case of an MCGS test file (app/mcgs_file.h) answered by
// grundy's own outcome and value routes, beside MCGS's expected result.
#include <cstddef>  // std::size_t
#include <cstdint>  // std::uint64_t
#include <nlohmann/json.hpp>
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "app/context.h"
#include "app/mcgs_file.h"

namespace grundy::app {

// How a case came out.
enum class McgsStatus {
  kAgree,       // grundy's result is the expected one
  kDiffer,      // it is not
  kUnchecked,   // the file gives no expected result
  kSkipped,     // grundy cannot express the sum, or does not compare the command
  kOverBudget,  // the case ran out of its time (--case-timeout-ms) or the run's budget
  kError,       // grundy refused the sum (a position its ruleset does not take)
};
std::string_view status_name(McgsStatus s);

struct McgsRow {
  McgsCase c;
  std::string player;    // "B", "W" or "N"
  std::string expected;  // "win", "loss", a nim value, or "-"
  std::string result;    // grundy's: "win", "loss", a nim value, or "-"
  std::string outcome;   // the sum's outcome class (L, R, N, P) when found
  double seconds =
      0;  // the CPU time grundy took on it (0 when answered with the block's other case)
  McgsStatus status = McgsStatus::kUnchecked;
  std::string note;  // the skip reason or the error
};

struct McgsReport {
  std::string file;
  std::vector<McgsRow> rows;
  std::size_t agree = 0, differ = 0, unchecked = 0, skipped = 0, over_budget = 0, errors = 0;
  double seconds = 0;  // the sum of the cases' CPU times
};

// Runs every case of text (the file's contents; file names it in the report) under the context's
// budget, each case within case_timeout_ms when that is not 0.
McgsReport run_mcgs_file(const std::string& file, std::string_view text, const Context& context,
                         std::uint64_t case_timeout_ms);

// Reads the file (an Error(kUsage) naming it when it cannot be read) and runs it.
McgsReport run_mcgs_path(const std::string& path, const Context& context,
                         std::uint64_t case_timeout_ms);

// The table (one row per case, then the counts) and its JSON twin.
std::string to_text(const McgsReport& report);
nlohmann::json to_json(const McgsReport& report);

}  // namespace grundy::app
