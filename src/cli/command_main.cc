#include "cli/command_main.h"

#include <map>        // std::map
#include <stdexcept>  // std::logic_error

namespace grundy::cli {
namespace {

// Filled while the program starts, read afterwards.
std::map<std::string, CommandMain, std::less<>>& mains() {
  static std::map<std::string, CommandMain, std::less<>> m;
  return m;
}

}  // namespace

bool register_command_main(std::string name, CommandMain main) {
  if (!mains().emplace(name, std::move(main)).second) {
    throw std::logic_error("grundy: two mains for the command " + name);
  }
  return true;
}

const CommandMain* command_main(std::string_view name) {
  const auto it = mains().find(name);
  return it == mains().end() ? nullptr : &it->second;
}

}  // namespace grundy::cli
