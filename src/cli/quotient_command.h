#pragma once
// `grundy quotient RULESET [--max-heap N]` (app/quotient.h).
#include <CLI/CLI.hpp>
#include <functional>

namespace grundy::cli {

void add_quotient_command(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
