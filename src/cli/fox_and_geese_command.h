#pragma once
// `grundy fox-and-geese POSITION` (app/fox_and_geese.h).
#include <CLI/CLI.hpp>
#include <functional>

namespace grundy::cli {

void add_fox_and_geese_command(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
