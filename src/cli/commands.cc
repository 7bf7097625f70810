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
#include "cli/runner.h"
#include "cli/sequence_commands.h"
#include "notation/expression.h"
#include "server/server.h"

namespace grundy::cli {
int run(int argc, char** argv) {
  CLI::App cli{"grundy: combinatorial game theory engine (see README.md and docs/notation.md)"};
  cli.require_subcommand(1);
  CommonOptions common;
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
  serve->add_option("--db", serve_options.db,
                    "the results store the sequence strips share with the command line "
                    "(default: $GRUNDY_DB, else ~/.local/share/grundy/results.sqlite)");
  serve->add_flag("--no-db", serve_options.no_db, "compute every sequence, store nothing");
  serve
      ->add_option("--memory", serve_options.memory,
                   "the whole server's memory (default a quarter of physical memory); each "
                   "request may use a quarter of it, all requests together half")
      ->transform(kMemoryBytes);
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
