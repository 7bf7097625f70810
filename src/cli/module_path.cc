#include "cli/module_path.h"

#include <unistd.h>  // readlink

#include <climits>  // PATH_MAX

namespace grundy::cli {

std::string module_path(const char* name) {
  char path[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  std::string folder = ".";
  if (n > 0) {
    const std::string exe(path, static_cast<std::size_t>(n));
    const auto slash = exe.rfind('/');
    if (slash != std::string::npos && slash > 0) folder = exe.substr(0, slash);
  }
  return folder + "/" + name;
}

}  // namespace grundy::cli
