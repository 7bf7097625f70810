#include "cli/partizan_commands.h"

#include <chrono>
#include <fstream>
#include <iostream>

#include "app/partizan.h"
#include "app/partizan_render.h"
#include "app/render.h"

namespace grundy::cli {
namespace {

struct Options {
  bool json = false;
  double timeout_s = 0;
  std::uint64_t nodes = 0;
  std::string a, b, svg;
};

Budget make_budget(const Options& o) {
  Budget b;
  if (o.timeout_s > 0) {
    b.set_deadline(Budget::Clock::now() +
                   std::chrono::milliseconds(static_cast<long long>(o.timeout_s * 1000)));
  }
  if (o.nodes > 0) b.set_node_limit(o.nodes);
  return b;
}

template <class Work>
int execute(const Options& o, Work&& work) {
  try {
    Budget budget = make_budget(o);
    auto result = work(budget);
    std::cout << (o.json ? app::to_json(result).dump() : app::to_text(result)) << '\n';
    return 0;
  } catch (const Error& e) {
    if (o.json) {
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

void add_common(CLI::App* cmd, Options& o) {
  cmd->add_flag("--json", o.json, "print exactly one JSON object");
  cmd->add_option("--timeout", o.timeout_s, "give up after this many seconds (exit status 1)");
  cmd->add_option("--nodes", o.nodes, "give up after this many units of work (exit status 1)");
}

}  // namespace

void add_partizan_commands(CLI::App& cli, std::function<int()>& action) {
  static Options o;
  auto* canonical = cli.add_subcommand("canonical", "the canonical form, in CGSuite's spelling");
  canonical->add_option("EXPR", o.a, "a game, e.g. '{3||2|1}' or 'domineering:...|...'")
      ->required();
  add_common(canonical, o);
  canonical->callback([&action] {
    action = [] { return execute(o, [](Budget& b) { return app::canonical(o.a, b); }); };
  });

  auto* compare = cli.add_subcommand("compare", "=, <, > or || (confused)");
  compare->add_option("A", o.a, "a game")->required();
  compare->add_option("B", o.b, "a game")->required();
  add_common(compare, o);
  compare->callback([&action] {
    action = [] { return execute(o, [](Budget& b) { return app::compare(o.a, o.b, b); }); };
  });

  auto* thermo = cli.add_subcommand("thermograph", "the thermograph's walls, mean and temperature");
  thermo->add_option("EXPR", o.a, "a game")->required();
  thermo->add_option("--svg", o.svg, "also draw the thermograph into this SVG file");
  add_common(thermo, o);
  thermo->callback([&action] {
    action = [] {
      return execute(o, [](Budget& b) {
        auto r = app::thermograph(o.a, b, !o.svg.empty());
        if (!o.svg.empty()) {
          std::ofstream out(o.svg);
          out << r.svg;
          if (!out) throw Error(ErrorKind::kUsage, "cannot write the SVG file " + o.svg);
        }
        return r;
      });
    };
  });

  auto* cool = cli.add_subcommand("cool", "G cooled by a number t >= 0");
  cool->add_option("EXPR", o.a, "a game")->required();
  cool->add_option("T", o.b, "a number, e.g. 1 or 1/2")->required();
  add_common(cool, o);
  cool->callback([&action] {
    action = [] { return execute(o, [](Budget& b) { return app::cool(o.a, o.b, b); }); };
  });

  auto* heat = cli.add_subcommand("heat", "G heated by t");
  heat->add_option("EXPR", o.a, "a game")->required();
  heat->add_option("T", o.b, "a game, usually a number")->required();
  add_common(heat, o);
  heat->callback([&action] {
    action = [] { return execute(o, [](Budget& b) { return app::heat(o.a, o.b, b); }); };
  });
}

}  // namespace grundy::cli
