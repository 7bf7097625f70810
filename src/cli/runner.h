#pragma once
// What every command shares: the options --json, --timeout, --nodes and --memory, the budget they
// make (with Ctrl-C as its cancel flag and progress on a terminal), and printing a result struct as
// text or JSON, or an error with its exit status (DESIGN.md: 0, 1 or 2).
#include <CLI/CLI.hpp>
#include <atomic>     // std::atomic
#include <cstdint>    // std::uint64_t
#include <exception>  // std::exception_ptr
#include <iostream>   // std::cout, std::cerr
#include <memory>     // std::unique_ptr, std::shared_ptr
#include <string>     // std::string

#include "app/context.h"
#include "app/render.h"
#include "grundy/core/budget.h"
#include "grundy/core/error.h"

namespace grundy::cli {

struct CommonOptions {
  bool json = false;
  double timeout_s = 0;      // 0: no deadline
  std::uint64_t nodes = 0;   // 0: no node limit
  std::uint64_t memory = 0;  // 0: the default, app::default_memory()
};

// Adds --json, --timeout, --nodes and --memory to a subcommand.
void add_common(CLI::App* cmd, CommonOptions& c);

// --memory's parser: a whole number of bytes, optionally with a decimal suffix (k, M, G, T:
// 1G = 10^9 bytes); anything else (nan, inf, -1, 1.5, 12x) is a usage error (exit 2).
extern const CLI::Validator kMemoryBytes;
// --timeout's: a finite number of seconds ≥ 0 (not nan, inf or negative).
extern const CLI::Validator kSeconds;

// Reports an exception at the command line boundary: JSON or text, and the exit status (an
// Error's own, 1 for anything else, which is a failure of the program and says so).
int report_error(bool json, std::exception_ptr error);

// --db FILE / --no-db on a command that reads heap values (value, outcome, moves, verify,
// options): the results store, chosen as seq and period choose theirs (app/heap_store.h).
struct StoreOptions {
  std::string db;
  bool no_db = false;
};
void add_store_options(CLI::App* cmd, StoreOptions& s);
// The results store the options choose: none for --no-db, --db's file, else the default path.
std::string store_path(const StoreOptions& s);
// Why the results store could not be written, on stderr: the answer is printed all the same.
void print_store_warning(const std::string& why);

// The budget the options ask for; Ctrl-C cancels it, and on a terminal it shows progress.
Budget make_budget(const CommonOptions& c);
// The flag Ctrl-C sets (the budgets of make_budget share it), with the handler installed: a
// command running many computations (census) stops starting new ones when it is set.
std::shared_ptr<std::atomic<bool>> interrupt_flag();
// Erases the progress line, if one is shown.
void erase_progress();

// An argument "-" is read from standard input (a position too long for the command line).
void read_stdin_if_dash(std::string& arg);

// The rulesets, oracle and store of this run (app::Shared), their tables kept within --memory.
std::unique_ptr<app::Shared> make_shared_state(const CommonOptions& c, const StoreOptions& store);

// Runs a command, printing its result as text or JSON, or its error; returns the exit status.
// Every exception is caught here: no input ends the program with an abort. work is given the
// command's context: its budget, and the tables and store of this run.
template <class Work>
int execute(const CommonOptions& c, Work&& work, const StoreOptions& store = {}) {
  try {
    Budget budget = make_budget(c);
    const std::unique_ptr<app::Shared> shared = make_shared_state(c, store);
    auto result = work(shared->context(budget));
    erase_progress();
    // Unqualified, so argument-dependent lookup finds the renderer of each result where the
    // command's file declares it, after this header (app/render.h has the common ones).
    using app::to_json;
    using app::to_text;
    std::cout << (c.json ? app::dump_json(to_json(result)) : to_text(result)) << '\n';
    return 0;
  } catch (...) {
    erase_progress();
    return report_error(c.json, std::current_exception());
  }
}

}  // namespace grundy::cli
