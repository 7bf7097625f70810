#pragma once
// `grundy store merge TARGET SOURCE…` (store/store_merge.h).
#include <CLI/CLI.hpp>
#include <functional>  // std::function

namespace grundy::cli {

void add_store_command(CLI::App& cli, std::function<int()>& action);

}  // namespace grundy::cli
