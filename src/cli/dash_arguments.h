#pragma once
// A game may start with '-' (`grundy canonical '-^'`, `grundy compare v '-{1|*}'`), which CLI11
// would take for an option. Before parsing, a word of one '-' and more that names no option of
// the command is moved, with the command's other arguments, after a "--", where CLI11 reads every
// word as an argument, in the order given:
//   grundy compare v '-^' --json   ->   grundy compare --json -- v '-^'
// Words starting with "--" stay options (a misspelt --jsn is still refused as one), and so does
// the value of an option that takes one (`--nodes -5` is refused by --nodes's own check).
#include <CLI/CLI.hpp>
#include <string>  // std::string
#include <vector>  // std::vector

namespace grundy::cli {

struct DashArguments {
  // The command line's words (the program's name first) with the arguments of the command they
  // choose moved after "--" when one of them starts with '-'; unchanged otherwise, or when they
  // already have a "--".
  std::vector<std::string> words;
  // When they were moved: the words starting with "--" that name no option of the command
  // (CLI11 would list the "--" with them; the caller says they are no options).
  std::vector<std::string> unknown_options{};
  std::string command{};  // the command they choose ("canonical", "store merge"), when moved
};

DashArguments dash_words_as_arguments(const CLI::App& cli, const std::vector<std::string>& words);

}  // namespace grundy::cli
