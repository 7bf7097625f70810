#include "cli/dash_arguments.h"

#include <cstddef>  // std::size_t

namespace grundy::cli {
namespace {

// The subcommand of `app` that `word` names, or nullptr.
const CLI::App* subcommand_named(const CLI::App& app, const std::string& word) {
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (sub->check_name(word)) return sub;
  }
  return nullptr;
}

bool is_option_word(const std::string& word) {
  return word.size() > 1 && word[0] == '-';
}

}  // namespace

DashArguments dash_words_as_arguments(const CLI::App& cli, const std::vector<std::string>& words) {
  // The command (and its group: `store merge`).
  std::size_t i = 1;
  const CLI::App* command = &cli;
  std::string command_name;
  while (i < words.size()) {
    const CLI::App* sub = subcommand_named(*command, words[i]);
    if (!sub) break;
    command = sub;
    command_name += (command_name.empty() ? "" : " ") + sub->get_name();
    ++i;
  }
  if (command == &cli) return {words, {}};
  const std::size_t start = i;
  std::vector<std::string> options, arguments, unknown;
  bool dash_argument = false;
  for (; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word == "--") return {words, {}};  // the user said where the arguments start
    if (!is_option_word(word)) {
      arguments.push_back(word);
      continue;
    }
    const bool long_form = word.starts_with("--");
    const std::string name = word.substr(0, word.find('='));
    const CLI::Option* option = command->get_option_no_throw(name);
    if (!long_form && !option) {  // `-^`, `-1/2`, `-{1|*}`: a game
      arguments.push_back(word);
      dash_argument = true;
      continue;
    }
    if (!option) unknown.push_back(name);
    options.push_back(word);
    // An option's value is its own, whatever it starts with.
    const bool takes_value = option && option->get_items_expected_max() > 0;
    if (takes_value && name.size() == word.size() && i + 1 < words.size() && words[i + 1] != "--") {
      options.push_back(words[++i]);
    }
  }
  if (!dash_argument) return {words, {}};
  std::vector<std::string> out(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(start));
  out.insert(out.end(), options.begin(), options.end());
  out.push_back("--");
  out.insert(out.end(), arguments.begin(), arguments.end());
  return {out, unknown, command_name};
}

}  // namespace grundy::cli
