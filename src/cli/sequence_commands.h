#pragma once
// The `seq` and `period` subcommands (issue 3): engines, formats, checkpoint, results store and
// the progress bar. Kept apart from commands.cc so that file stays a list of one-liners.
#include <CLI/CLI.hpp>
#include <functional>  // std::function

namespace grundy::cli {

// Adds `seq` and `period` to cli; when one is chosen, its runner is put in action.
void add_sequence_commands(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
