#include "server/server.h"

#include <httplib.h>

#include <chrono>  // std::chrono::milliseconds
#include <cstdio>  // std::fprintf
#include <memory>  // std::make_shared

#include "app/context.h"
#include "app/memory.h"
#include "app/result_store.h"
#include "core/error.h"
#include "server/partizan_routes.h"
#include "server/router.h"
#include "server/routes.h"
#include "server/static_files.h"
#include "server/timed_pool.h"

namespace grundy::server {
namespace {

// Worker threads. A request holds one for at most its budget, and its budget counts the time it
// waited for a worker (TimedPool), so a request that queued past its deadline is answered at once
// and a burst of heavy requests is answered within about one budget. More workers than this
// would only share the two cores more thinly: the engine checks its deadline every so many units
// of work, so a thinly shared core notices the deadline late. A keep-alive connection holds a
// worker between its requests, so connections are recycled after kKeepAliveRequests.
constexpr std::size_t kThreads = 16;
constexpr std::size_t kKeepAliveRequests = 20;

void configure(httplib::Server& http) {
  http.new_task_queue = [] { return new TimedPool(kThreads); };
  http.set_read_timeout(5, 0);  // a client that stops sending is dropped
  http.set_write_timeout(5, 0);
  http.set_keep_alive_max_count(kKeepAliveRequests);
  http.set_tcp_nodelay(true);  // small JSON replies: no 40 ms Nagle/delayed-ACK stall
  http.set_keep_alive_timeout(2);
  http.set_payload_max_length(64 * 1024);  // GET only: no request needs a body
  // The path is quoted through printable(): a path that is not UTF-8 (/%FF) is answered, never
  // thrown on.
  http.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (res.status == 404) reply(res, 404, {{"error", "not found: " + printable(req.path, 200)}});
  });
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        reply(res, 500, {{"error", "internal error"}});
      });
}

}  // namespace

int serve(const ServerOptions& options) {
  httplib::Server http;
  configure(http);
  const std::uint64_t memory = options.memory > 0 ? options.memory : app::default_memory();
  RequestLimits limits;
  limits.time = std::chrono::milliseconds(options.budget_ms);
  limits.bytes = static_cast<std::uint64_t>(memory * kRequestShare);
  limits.pool = std::make_shared<MemoryPool>(static_cast<std::uint64_t>(memory * kPoolShare));
  // The rulesets' tables and the period oracle, kept for the server's life within its share.
  const std::string db =
      options.no_db ? "" : (options.db.empty() ? app::ResultStore::default_path() : options.db);
  limits.shared =
      std::make_shared<app::Shared>(static_cast<std::uint64_t>(memory * kCacheShare), db);
  Router router(http, limits);
  add_impartial_routes(router);  // one line per route file
  add_partizan_routes(http, limits);

  const std::string web = options.web_dir.empty() ? GRUNDY_WEB_DIR : options.web_dir;
  if (!add_static_files(http, web)) {
    std::fprintf(stderr, "grundy serve: cannot serve the web folder %s\n", web.c_str());
    return 1;
  }
  std::fprintf(stderr, "grundy: serving http://%s:%d/\n", options.host.c_str(), options.port);
  if (!http.listen(options.host, options.port)) {
    std::fprintf(stderr, "grundy serve: cannot listen on %s:%d\n", options.host.c_str(),
                 options.port);
    return 1;
  }
  return 0;
}

}  // namespace grundy::server
