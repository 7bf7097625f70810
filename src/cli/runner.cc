#include "cli/runner.h"

#include <unistd.h>  // isatty

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <memory>

#include "app/sequence_run.h"  // app::set_server_store

namespace grundy::cli {
namespace {

// Ctrl-C cancels the running computation through its budget: it stops cleanly with exit 1.
std::shared_ptr<std::atomic<bool>> interrupted = std::make_shared<std::atomic<bool>>(false);
extern "C" void on_interrupt(int) {
  if (interrupted->load()) std::_Exit(130);  // a second Ctrl-C stops at once
  interrupted->store(true);
}

bool progress_shown = false;

}  // namespace

void add_common(CLI::App* cmd, CommonOptions& c) {
  cmd->add_flag("--json", c.json, "print exactly one JSON object");
  cmd->add_option("--timeout", c.timeout_s, "give up after this many seconds (exit status 1)");
  cmd->add_option("--nodes", c.nodes, "give up after this many units of work (exit status 1)");
}

void add_store_options(CLI::App* cmd, StoreOptions& s) {
  auto* db = cmd->add_option("--db", s.db,
                             "the results store for heap values (default: $GRUNDY_DB, else "
                             "~/.local/share/grundy/results.sqlite)");
  auto* no_db = cmd->add_flag("--no-db", s.no_db, "neither read nor write the results store");
  db->excludes(no_db);
}

void select_store(const StoreOptions& s) {
  if (s.no_db) {
    app::set_server_store("");
  } else if (!s.db.empty()) {
    app::set_server_store(s.db);
  }
}

void erase_progress() {
  if (progress_shown) std::fprintf(stderr, "\r\033[K");
  progress_shown = false;
}

Budget make_budget(const CommonOptions& c) {
  Budget b;
  b.set_cancel_flag(interrupted);
  std::signal(SIGINT, on_interrupt);
  if (c.timeout_s > 0) {
    b.set_deadline(Budget::Clock::now() +
                   std::chrono::milliseconds(static_cast<long long>(c.timeout_s * 1000)));
  }
  if (c.nodes > 0) b.set_node_limit(c.nodes);
  if (isatty(STDERR_FILENO)) {
    // Progress on a terminal only, at most four times a second, erased when the result comes.
    auto start = Budget::Clock::now();
    auto last = std::make_shared<Budget::Clock::time_point>(start);
    b.set_progress([start, last](std::uint64_t nodes) {
      const auto now = Budget::Clock::now();
      if (now - *last < std::chrono::milliseconds(250)) return;
      *last = now;
      const double s = std::chrono::duration<double>(now - start).count();
      std::fprintf(stderr, "\r\033[K  working: %.3g units of work, %.1f s (Ctrl-C stops)",
                   static_cast<double>(nodes), s);
      progress_shown = true;
    });
  }
  return b;
}

void read_stdin_if_dash(std::string& arg) {
  if (arg != "-") return;
  arg.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  while (!arg.empty() && (arg.back() == '\n' || arg.back() == '\r')) arg.pop_back();
}

}  // namespace grundy::cli
