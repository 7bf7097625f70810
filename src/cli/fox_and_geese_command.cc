#include "cli/fox_and_geese_command.h"

#include "app/fox_and_geese.h"
#include "cli/runner.h"

namespace grundy::cli {
namespace {

struct FoxAndGeeseOptions : CommonOptions {
  std::string position;
};

}  // namespace

void add_fox_and_geese_command(CLI::App& cli, std::function<int()>& action) {
  static FoxAndGeeseOptions o;
  auto* cmd = cli.add_subcommand(
      "fox-and-geese",
      "who wins a Fox and Geese position (Winning Ways ch. 22) with either side moving first, by "
      "retrograde analysis, and the winning moves");
  cmd->add_option("POSITION", o.position,
                  "fox-and-geese:ROWS, rows joined by '|', F the fox, G a goose, . empty")
      ->required();
  add_common(cmd, o);
  cmd->callback([&action] {
    action = [] {
      return execute(o, [](const app::Context& c) { return app::fox_and_geese(o.position, c); });
    };
  });
}

}  // namespace grundy::cli
