#pragma once
// `grundy lexicode N D [--base B] [--words]` (app/lexicode.h).
#include <CLI/CLI.hpp>
#include <functional>

namespace grundy::cli {

void add_lexicode_command(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
