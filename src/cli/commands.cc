#include "cli/commands.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>

#include "app/commands.h"
#include "app/render.h"
#include "cli/partizan_commands.h"
#include "server/server.h"

namespace grundy::cli {
namespace {

struct Common {
  bool json = false;
  double timeout_s = 0;  // 0: no deadline
  std::uint64_t nodes = 0;  // 0: no node limit
};

Budget make_budget(const Common& c) {
  Budget b;
  if (c.timeout_s > 0) {
    b.set_deadline(Budget::Clock::now() +
                   std::chrono::milliseconds(static_cast<long long>(c.timeout_s * 1000)));
  }
  if (c.nodes > 0) b.set_node_limit(c.nodes);
  return b;
}

// Runs a command, printing its result as text or JSON, or its error.
template <class Work>
int execute(const Common& c, Work&& work) {
  try {
    Budget budget = make_budget(c);
    auto result = work(budget);
    if (c.json) {
      std::cout << app::to_json(result).dump() << '\n';
    } else {
      std::cout << app::to_text(result) << '\n';
    }
    return 0;
  } catch (const Error& e) {
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
  std::string expr, ruleset;
  std::uint64_t n = 0, max = 1 << 15;
  bool misere = false;
  std::function<int()> action;

  auto* value = cli.add_subcommand("value", "the Grundy value of a position (normal play)");
  value->add_option("EXPR", expr, "a position in the notation, e.g. 'nim:3,4,5'")->required();
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

  auto* seq = cli.add_subcommand("seq", "G(0) … G(N) of a heap ruleset");
  seq->add_option("RULESET", ruleset, "a heap ruleset, e.g. 0.77 or 'sub{1,3,4}'")->required();
  seq->add_option("N", n, "the last heap")->required();
  add_common(seq, common);
  seq->callback([&] {
    action = [&] { return execute(common, [&](Budget& b) { return app::seq(ruleset, n, b); }); };
  });

  auto* period = cli.add_subcommand("period", "the proved period of a heap ruleset");
  period->add_option("RULESET", ruleset, "a heap ruleset")->required();
  period->add_option("--max", max, "compute at most this many values")->capture_default_str();
  add_common(period, common);
  period->callback([&] {
    action = [&] {
      return execute(common, [&](Budget& b) { return app::period(ruleset, max, b); });
    };
  });

  auto* verify = cli.add_subcommand("verify", "check values by independent routes");
  verify->add_option("SUBJECT", expr, "a ruleset (e.g. kayles) or a position")->required();
  add_common(verify, common);
  verify->callback([&] {
    action = [&] { return execute(common, [&](Budget& b) { return app::verify(expr, b); }); };
  });

  auto* bench = cli.add_subcommand("bench", "run the fixed benchmark suite");
  add_common(bench, common);
  bench->callback([&] {
    action = [&] { return execute(common, [&](Budget& b) { return app::bench(b); }); };
  });

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
  } catch (const CLI::ParseError& e) {
    const int status = cli.exit(e);
    return status == 0 ? 0 : 2;
  }
  return action ? action() : 2;
}

}  // namespace grundy::cli
