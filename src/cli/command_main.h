#pragma once
// The command line's own way of running a command that it runs differently from the HTTP route
// (a sequence streamed to standard output with a progress bar, a census over every core or under
// mpirun, merging stores, serving). The command's parameters are still its declaration's
// (app/command.h): the parser is made from them, and the main is given what they read.
#include <functional>   // std::function
#include <string>       // std::string
#include <string_view>  // std::string_view

#include "app/command.h"
#include "cli/runner.h"

namespace grundy::cli {

// Runs the command; returns the exit status. Every exception is the main's own to report.
using CommandMain = std::function<int(const app::Arguments&, const CommonOptions&)>;

bool register_command_main(std::string name, CommandMain main);
// The main registered for the command, or nullptr.
const CommandMain* command_main(std::string_view name);

// Registers a command's main when the program starts.
#define GRUNDY_COMMAND_MAIN(NAME, ...)                                                     \
  namespace {                                                                              \
  [[maybe_unused]] const bool GRUNDY_COMMAND_JOIN(kMainRegistered, __COUNTER__) =          \
      ::grundy::cli::register_command_main(NAME, ::grundy::cli::CommandMain(__VA_ARGS__)); \
  }

}  // namespace grundy::cli
