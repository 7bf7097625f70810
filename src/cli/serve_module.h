#pragma once
// `grundy serve` loads the web server from a module beside the binary, so that the other
// commands start without the HTTP, TLS and compression libraries (a third of a millisecond
// each to map and relocate, more than the whole of `grundy value nim:1`).
#include "server/server.h"

namespace grundy::cli {

// Loads libgrundy_server.so from the folder of the running binary and serves; returns the exit
// status (1 with a message naming the module when it cannot be loaded).
int serve_from_module(const server::ServerOptions& options);

}  // namespace grundy::cli
