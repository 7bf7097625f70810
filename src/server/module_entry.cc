// The entry point of the web server module (libgrundy_server.so). The HTTP layer and the TLS,
// compression and socket libraries under it are loaded only by `grundy serve`, so every other
// command starts without them (cli/serve_module.cc loads this module).
#include <cstdio>     // std::fprintf
#include <exception>  // std::exception

#include "server/server.h"

extern "C" int grundy_serve_module(const grundy::server::ServerOptions* options) {
  try {
    return grundy::server::serve(*options);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "grundy serve: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "grundy serve: an unknown error stopped the server\n");
  }
  return 1;
}
