#pragma once
// The HTTP server: routes only. Each /api/COMMAND route calls the same app/ function as the
// command and returns the same JSON; static files come from web/.
#include <cstdint>  // std::uint64_t
#include <string>   // std::string

namespace grundy::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string web_dir;        // empty: the web/ folder of the source tree
  unsigned budget_ms = 2000;  // every request's time budget
  // A request not done within this slice of its budget is run again on the heavy pool
  // (heavy_pool.h); 0: every request is answered by the worker that read it.
  unsigned slice_ms = 2;
  // The run slice each worker asks the scheduler for (thread_slice.h), in microseconds; 0: the
  // kernel's default. A short one lets a worker woken with a cheap request run at once.
  unsigned worker_slice_us = 100;
  // The whole server's memory, shared out as kRequestShare for each request, kPoolShare for
  // all requests in progress together, kCacheShare for the caches kept between requests; the
  // rest is the process itself. 0: a quarter of physical memory.
  std::uint64_t memory = 0;
  std::string db;      // the results store: empty for the default path
  bool no_db = false;  // no results store at all
};

// Fractions of ServerOptions::memory (docs/http-api.md, Limits).
inline constexpr double kRequestShare = 0.25, kPoolShare = 0.5, kCacheShare = 0.125;

// Serves until SIGTERM or SIGINT, then answers the requests in progress and ends the process
// (status 0; 1 if some were still running past twice the budget and a second). Returns a
// non-zero status if it cannot bind.
int serve(const ServerOptions& options);

}  // namespace grundy::server
