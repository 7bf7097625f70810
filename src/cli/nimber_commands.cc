#include "cli/nimber_commands.h"

#include <string>
#include <vector>

#include "app/nimber.h"
#include "cli/runner.h"

namespace grundy::cli {

void add_nimber_commands(CLI::App& cli, std::function<int()>& action) {
  static CommonOptions common;
  static std::string op;
  static std::vector<std::string> operands;
  auto* nimber = cli.add_subcommand(
      "nimber",
      "arithmetic in the field of 64-bit nimbers: mul A B, inv A, sqrt A, pow A E "
      "(operands decimal or 0x hexadecimal, below 2^64)");
  nimber->add_option("OP", op, "mul, inv, sqrt or pow")->required();
  // Every word after the operation is an operand, read by app::parse_nimber_operand (so "-3" is
  // a bad operand named as such), and their number is checked there too.
  nimber->add_option("OPERANDS", operands, "A B (mul), A (inv, sqrt), A E (pow)")->expected(0, 16);
  add_common(nimber, common);
  nimber->callback([&action] {
    action = [] {
      return execute(common, [](const app::Context& c) { return app::nimber(op, operands, c); });
    };
  });
}

}  // namespace grundy::cli
