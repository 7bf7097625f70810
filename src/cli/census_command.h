#pragma once
// `grundy census FAMILY [--max N] [--jobs J] [--format text|csv|json|markdown]` (census/census.h).
#include <CLI/CLI.hpp>
#include <functional>  // std::function

namespace grundy::cli {

void add_census_command(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
