#pragma once
// The HTTP server: routes only. Each /api/COMMAND route calls the same app/ function as the
// command and returns the same JSON; static files come from web/.
#include <string>  // std::string

namespace grundy::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string web_dir;        // empty: the web/ folder of the source tree
  unsigned budget_ms = 2000;  // every request's time budget
  std::string db;             // the results store: empty for the default path
  bool no_db = false;         // no results store at all
};

// Serves until the process is stopped. Returns a non-zero status if it cannot bind.
int serve(const ServerOptions& options);

}  // namespace grundy::server
