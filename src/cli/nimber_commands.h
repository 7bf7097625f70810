#pragma once
// `grundy nimber mul A B`, `inv A`, `sqrt A`, `pow A E` (app/nimber.h), added to the CLI by one
// call from cli/command_line.cc.
#include <CLI/CLI.hpp>
#include <functional>  // std::function

namespace grundy::cli {

void add_nimber_commands(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
