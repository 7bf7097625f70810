#include "cli/commands.h"

#include <fmt/format.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>

#include "app/commands.h"
#include "app/options.h"
#include "app/render.h"
#include "cli/partizan_commands.h"
#include "cli/sequence_commands.h"
#include "notation/expression.h"
#include "server/server.h"

namespace grundy::cli {
namespace {

struct Common {
  bool json = false;
  double timeout_s = 0;     // 0: no deadline
  std::uint64_t nodes = 0;  // 0: no node limit
};

// Ctrl-C cancels the running computation through its budget: it stops cleanly with exit 1.
std::shared_ptr<std::atomic<bool>> interrupted = std::make_shared<std::atomic<bool>>(false);
extern "C" void on_interrupt(int) {
  if (interrupted->load()) std::_Exit(130);  // a second Ctrl-C stops at once
  interrupted->store(true);
}

bool progress_shown = false;
void erase_progress() {
  if (progress_shown) std::fprintf(stderr, "\r\033[K");
  progress_shown = false;
}

Budget make_budget(const Common& c) {
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

// Runs a command, printing its result as text or JSON, or its error.
// An argument "-" is read from standard input (a position too long for the command line).
void read_stdin_if_dash(std::string& arg) {
  if (arg != "-") return;
  arg.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  while (!arg.empty() && (arg.back() == '\n' || arg.back() == '\r')) arg.pop_back();
}

template <class Work>
int execute(const Common& c, Work&& work) {
  try {
    Budget budget = make_budget(c);
    auto result = work(budget);
    erase_progress();
    if (c.json) {
      std::cout << app::to_json(result).dump() << '\n';
    } else {
      std::cout << app::to_text(result) << '\n';
    }
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
    std::cerr << "grundy: out of memory\n";
    return 1;
  }
}

void add_common(CLI::App* cmd, Common& c) {
  cmd->add_flag("--json", c.json, "print exactly one JSON object");
  cmd->add_option("--timeout", c.timeout_s, "give up after this many seconds (exit status 1)");
  cmd->add_option("--nodes", c.nodes, "give up after this many units of work (exit status 1)");
}

}  // namespace

int run(int argc, char** argv) {
  CLI::App cli{"grundy: combinatorial game theory engine (see README.md and docs/notation.md)"};
  cli.require_subcommand(1);
  Common common;
  std::string expr;
  bool misere = false;
  std::function<int()> action;

  auto* value = cli.add_subcommand("value", "the Grundy value of a position (normal play)");
  value
      ->add_option("EXPR", expr,
                   "a position in the notation, e.g. 'nim:3,4,5' (- reads it from stdin)")
      ->required();
  add_common(value, common);
  value->callback([&] {
    action = [&] { return execute(common, [&](Budget& b) { return app::value(expr, b); }); };
  });

  auto* outcome = cli.add_subcommand("outcome", "P or N: who wins from a position");
  outcome->add_option("EXPR", expr, "a position in the notation")->required();
  outcome->add_flag("--misere", misere, "misère play: the player who moves last loses");
  add_common(outcome, common);
  outcome->callback([&] {
    action = [&] {
      return execute(common, [&](Budget& b) { return app::outcome(expr, misere, b); });
    };
  });

  auto* moves = cli.add_subcommand("moves", "each winning move, and why it wins");
  moves->add_option("EXPR", expr, "a position in the notation")->required();
  moves->add_flag("--misere", misere, "misère play: the player who moves last loses");
  add_common(moves, common);
  moves->callback([&] {
    action = [&] {
      return execute(common, [&](Budget& b) { return app::moves(expr, misere, b); });
    };
  });

  add_sequence_commands(cli, action);  // seq and period: cli/sequence_commands.cc

  auto* verify = cli.add_subcommand("verify", "check values by independent routes");
  verify->add_option("SUBJECT", expr, "a ruleset (e.g. kayles) or a position")->required();
  add_common(verify, common);
  verify->callback([&] {
    action = [&] { return execute(common, [&](Budget& b) { return app::verify(expr, b); }); };
  });

  auto* options = cli.add_subcommand("options", "every option of a position, with its value");
  options->add_option("EXPR", expr, "a position in the notation")->required();
  add_common(options, common);
  options->callback([&] {
    action = [&] { return execute(common, [&](Budget& b) { return app::options(expr, b); }); };
  });

  auto* bench = cli.add_subcommand("bench", "run the fixed benchmark suite");
  add_common(bench, common);
  bench->callback(
      [&] { action = [&] { return execute(common, [&](Budget& b) { return app::bench(b); }); }; });

  add_partizan_commands(cli, action);

  server::ServerOptions serve_options;
  auto* serve = cli.add_subcommand("serve", "serve the web app");
  serve->add_option("--host", serve_options.host, "address to bind")->capture_default_str();
  serve->add_option("--port", serve_options.port, "port")->capture_default_str();
  serve->add_option("--web", serve_options.web_dir, "the folder of static files");
  serve->add_option("--budget-ms", serve_options.budget_ms, "each request's time budget")
      ->capture_default_str();
  serve->callback([&] { action = [&] { return server::serve(serve_options); }; });

  try {
    cli.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return cli.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return cli.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return cli.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "grundy: " << e.what() << " (run 'grundy --help')\n";
    return 2;
  }
  read_stdin_if_dash(expr);
  return action ? action() : 2;
}

}  // namespace grundy::cli
