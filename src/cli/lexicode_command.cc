#include "cli/lexicode_command.h"

#include "app/lexicode.h"
#include "cli/runner.h"

namespace grundy::cli {
namespace {

struct LexicodeOptions : CommonOptions {
  unsigned n = 0, d = 0, base = 2;
  bool words = false;
};

}  // namespace

void add_lexicode_command(CLI::App& cli, std::function<int()>& action) {
  static LexicodeOptions o;
  auto* cmd = cli.add_subcommand(
      "lexicode",
      "the lexicographic code of length N and minimum distance D (size, dimension, "
      "weight distribution), as the P-positions of its coin-turning game");
  cmd->add_option("N", o.n, "the length")->required();
  cmd->add_option("D", o.d, "the minimum distance")->required();
  cmd->add_option("--base", o.base, "the alphabet's size, a power of 2 up to 256")
      ->capture_default_str();
  cmd->add_flag("--words", o.words, "also list the code words (coordinate N-1 first)");
  add_common(cmd, o);
  cmd->callback([&action] {
    action = [] {
      return execute(
          o, [](const app::Context& c) { return app::lexicode(o.n, o.d, o.base, o.words, c); });
    };
  });
}

}  // namespace grundy::cli
