#include "cli/serve_module.h"

#include <dlfcn.h>  // dlopen, dlsym, dlerror

#include <cstdio>  // std::fprintf
#include <string>  // std::string

#include "cli/module_path.h"

namespace grundy::cli {
namespace {

constexpr const char* kModuleName = "libgrundy_server.so";
constexpr const char* kEntryName = "grundy_serve_module";

}  // namespace

int serve_from_module(const server::ServerOptions& options) {
  const std::string path = module_path(kModuleName);
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
