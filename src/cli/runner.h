#pragma once
// What every command shares: the options --json, --timeout and --nodes, the budget they make
// (with Ctrl-C as its cancel flag and progress on a terminal), and printing a result struct as
// text or JSON, or an error with its exit status (DESIGN.md: 0, 1 or 2).
#include <CLI/CLI.hpp>
#include <cstdint>   // std::uint64_t
#include <iostream>  // std::cout, std::cerr
#include <new>       // std::bad_alloc
#include <string>    // std::string

#include "app/render.h"
#include "core/budget.h"
#include "core/error.h"

namespace grundy::cli {

struct CommonOptions {
  bool json = false;
  double timeout_s = 0;     // 0: no deadline
  std::uint64_t nodes = 0;  // 0: no node limit
};

// Adds --json, --timeout and --nodes to a subcommand.
void add_common(CLI::App* cmd, CommonOptions& c);

// --db FILE / --no-db on a command that reads heap values (value, outcome, moves, verify,
// options): the results store, chosen as seq and period choose theirs (app/heap_store.h).
struct StoreOptions {
  std::string db;
  bool no_db = false;
};
void add_store_options(CLI::App* cmd, StoreOptions& s);
// Makes the choice the store of this process (app::set_server_store); nothing if none was made.
void select_store(const StoreOptions& s);

// The budget the options ask for; Ctrl-C cancels it, and on a terminal it shows progress.
Budget make_budget(const CommonOptions& c);
// Erases the progress line, if one is shown.
void erase_progress();

// An argument "-" is read from standard input (a position too long for the command line).
void read_stdin_if_dash(std::string& arg);

// Runs a command, printing its result as text or JSON, or its error; returns the exit status.
template <class Work>
int execute(const CommonOptions& c, Work&& work) {
  try {
    Budget budget = make_budget(c);
    auto result = work(budget);
    erase_progress();
    std::cout << (c.json ? app::to_json(result).dump() : app::to_text(result)) << '\n';
    return 0;
  } catch (const Error& e) {
    erase_progress();
    if (c.json) {
      std::cout << app::to_json(e).dump() << '\n';
    } else {
      std::cerr << "grundy: " << e.what() << '\n';
    }
    return app::exit_status(e);
  } catch (const std::bad_alloc&) {
    erase_progress();
    std::cerr << "grundy: out of memory\n";
    return 1;
  }
}

}  // namespace grundy::cli
