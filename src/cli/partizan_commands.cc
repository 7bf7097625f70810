#include "cli/partizan_commands.h"

#include <chrono>
#include <fstream>
#include <iostream>

#include "app/misere_form.h"
#include "app/partizan.h"
#include "app/partizan_render.h"
#include "app/render.h"
#include "cli/runner.h"

namespace grundy::cli {
namespace {

struct PartizanOptions : CommonOptions {
  std::string a, b, c, svg;
  bool misere = false;
};

// A game given as "-" is read from standard input. Standard input holds one position, so at most
// one of the two games of `compare` (or `heat`'s game and its t) may be "-".
void read_games_from_stdin(PartizanOptions& o) {
  if (o.a == "-" && o.b == "-") {
    throw Error(ErrorKind::kUsage,
                "only one of the two games can be '-': standard input holds one position");
  }
  read_stdin_if_dash(o.a);
  read_stdin_if_dash(o.b);
}

}  // namespace

void add_partizan_commands(CLI::App& cli, std::function<int()>& action) {
  static PartizanOptions o;
  auto* canonical = cli.add_subcommand("canonical", "the canonical form, in CGSuite's spelling");
  canonical->add_option("EXPR", o.a, "a game, e.g. '{3||2|1}' or 'domineering:...|...'")
      ->required();
  canonical->add_flag("--misere", o.misere,
                      "the misère simplest form of an impartial position (Conway, ONAG ch. 12)");
  add_common(canonical, o);
  canonical->callback([&action] {
    action = [] {
      if (o.misere) {
        return execute(o, [](const app::Context& c) {
          read_games_from_stdin(o);
          return app::misere_canonical(o.a, c);
        });
      }
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);
        return app::canonical(o.a, c);
      });
    };
  });

  auto* compare = cli.add_subcommand("compare", "=, <, > or || (confused)");
  compare->add_option("A", o.a, "a game")->required();
  compare->add_option("B", o.b, "a game")->required();
  compare->add_flag("--misere", o.misere,
                    "= or != in misère play (impartial positions), with a game that tells them "
                    "apart");
  add_common(compare, o);
  compare->callback([&action] {
    action = [] {
      if (o.misere) {
        return execute(o, [](const app::Context& c) {
          read_games_from_stdin(o);
          return app::misere_compare(o.a, o.b, c);
        });
      }
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);
        return app::compare(o.a, o.b, c);
      });
    };
  });

  auto* thermo = cli.add_subcommand("thermograph", "the thermograph's walls, mean and temperature");
  thermo->add_option("EXPR", o.a, "a game")->required();
  thermo->add_option("--svg", o.svg, "also draw the thermograph into this SVG file");
  add_common(thermo, o);
  thermo->callback([&action] {
    action = [] {
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);

        auto r = app::thermograph(o.a, c, !o.svg.empty());
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
    action = [] {
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);
        return app::cool(o.a, o.b, c);
      });
    };
  });

  auto* heat = cli.add_subcommand("heat", "G heated by t");
  heat->add_option("EXPR", o.a, "a game")->required();
  heat->add_option("T", o.b, "a game, usually a number")->required();
  add_common(heat, o);
  heat->callback([&action] {
    action = [] {
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);
        return app::heat(o.a, o.b, c);
      });
    };
  });

  auto* properties = cli.add_subcommand(
      "properties",
      "CGSuite's properties: canonical form, stops, mean, temperature, birthday, incentives, "
      "atomic weight, reduced canonical form, critical temperatures");
  properties->add_option("EXPR", o.a, "a game, e.g. '{3||2|1}' or '^.^'")->required();
  add_common(properties, o);
  properties->callback([&action] {
    action = [] {
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);
        return app::properties(o.a, c);
      });
    };
  });

  auto* overheat = cli.add_subcommand("overheat", "G overheated from s to t (CGSuite's Overheat)");
  overheat->add_option("EXPR", o.a, "a game")->required();
  overheat->add_option("S", o.b, "a game, the lower limit s")->required();
  overheat->add_option("T", o.c, "a game, the upper limit t")->required();
  add_common(overheat, o);
  overheat->callback([&action] {
    action = [] {
      return execute(o, [](const app::Context& c) {
        read_games_from_stdin(o);
        return app::overheat(o.a, o.b, o.c, c);
      });
    };
  });
}

}  // namespace grundy::cli
