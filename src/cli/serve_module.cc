#include "cli/serve_module.h"

#include <dlfcn.h>   // dlopen, dlsym, dlerror
#include <unistd.h>  // readlink

#include <climits>  // PATH_MAX
#include <cstdio>   // std::fprintf
#include <string>   // std::string

namespace grundy::cli {
namespace {

constexpr const char* kModuleName = "libgrundy_server.so";
constexpr const char* kEntryName = "grundy_serve_module";

// The folder of the running binary, from /proc/self/exe (empty when unreadable).
std::string binary_folder() {
  char path[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0) return {};
  std::string s(path, static_cast<std::size_t>(n));
  const auto slash = s.rfind('/');
  return slash == std::string::npos ? std::string{} : s.substr(0, slash);
}

}  // namespace

int serve_from_module(const server::ServerOptions& options) {
  const std::string folder = binary_folder();
  const std::string path = (folder.empty() ? std::string(".") : folder) + "/" + kModuleName;
  void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!module) {
    std::fprintf(stderr, "grundy serve: cannot load the web server module %s: %s\n", path.c_str(),
                 dlerror());
    return 1;
  }
  using Entry = int (*)(const server::ServerOptions*);
  auto entry = reinterpret_cast<Entry>(dlsym(module, kEntryName));
  if (!entry) {
    std::fprintf(stderr, "grundy serve: %s has no entry point %s\n", path.c_str(), kEntryName);
    return 1;
  }
  return entry(&options);
}

}  // namespace grundy::cli
