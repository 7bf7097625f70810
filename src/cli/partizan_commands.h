#pragma once
// The partizan subcommands (canonical, compare, thermograph, cool, heat), added to the CLI by one
// call from cli/command_line.cc.
#include <CLI/CLI.hpp>
#include <functional>

namespace grundy::cli {

void add_partizan_commands(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
