#include "server/server.h"

#include <httplib.h>
#include <malloc.h>   // mallopt, M_ARENA_MAX
#include <pthread.h>  // pthread_sigmask
#include <signal.h>   // sigwait, SIGTERM, SIGINT

#include <algorithm>  // std::clamp
#include <chrono>     // std::chrono::milliseconds
#include <cstdio>     // std::fprintf
#include <cstdlib>    // std::_Exit
#include <memory>     // std::make_shared
#include <mutex>      // std::mutex
#include <thread>     // std::thread::hardware_concurrency

#include "app/context.h"
#include "app/memory.h"
#include "grundy/core/error.h"
#include "server/connection_front.h"
#include "server/head_stream.h"
#include "server/heavy_pool.h"
#include "server/router.h"
#include "server/static_files.h"
#include "server/warm_up.h"
#include "store/result_store.h"

namespace grundy::server {
namespace {

// Worker threads. A request holds one for at most its budget, and its budget counts the time it
// waited for a worker (in the kernel, connection_front.h), so a request that queued past its
// deadline is answered at once and a burst of heavy requests is answered within about one budget.
// More workers than this would only share the two cores more thinly: the engine checks its deadline
// every so many units of work, so a thinly shared core notices the deadline late. Workers only
// answer: reading requests, with their limits and timeouts, is the connection front's
// (connection_front.h).
constexpr std::size_t kThreads = 16;

// cpp-httplib parses and routes a request the front has checked, through its own
// process_request, on a HeadStream; its listen loop and socket reading are not used.
class HttpServer : public httplib::Server {
 public:
  using httplib::Server::process_request;
};

void configure(httplib::Server& http) {
  // What the Keep-Alive header announces; the front enforces both.
  http.set_keep_alive_max_count(kKeepAliveRequests);
  http.set_keep_alive_timeout(kIdleTimeout.count());
  http.set_payload_max_length(64 * 1024);  // never reached: the front refuses every body
  // The path is quoted through printable(): a path that is not UTF-8 (/%FF) is answered, never
  // thrown on.
  // A missing page is a page a person reads; a missing API route is JSON a program reads.
  http.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (res.status != 404) return;
    if (req.path.starts_with("/api/") || req.path == "/api") {
      reply(res, 404, {{"error", "not found: " + printable(req.path, 200)}});
    } else {
      res.set_content(not_found_page(req.path), "text/html; charset=utf-8");
      res.set_header("Cache-Control", "no-store");
    }
  });
  // A HandOff (heavy_pool.h) is not an error: it goes on to the connection front, with nothing
  // written, which serves the request again on the heavy pool.
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
        try {
          std::rethrow_exception(ep);
        } catch (const HandOff&) {
          throw;
        } catch (...) {
        }
        reply(res, 500, {{"error", "internal error"}});
      });
}

// glibc gives each thread that meets contention an arena of its own, up to 8 per core: 16 on two
// cores, one per worker, each keeping its own freed memory and fragments, so that resident
// memory after a soak of distinct requests kept growing with the arenas the workers spread over
// (+55 % after warm-up in CI). One arena per core is what can be used at once; the small
// allocations of the cheap path come from the per-thread tcache and rarely take an arena's lock.
void limit_arenas() {
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  mallopt(M_ARENA_MAX, std::clamp(cores, 2, static_cast<int>(kThreads)));
}

}  // namespace

namespace {

// The server's log of store warnings: one line per reason, at most once a minute.
class StoreWarningLog {
 public:
  void print(const std::string& why) {
    const auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(mutex_);
    if (why == last_ && now - printed_ < std::chrono::minutes(1)) return;
    last_ = why;
    printed_ = now;
    std::fprintf(stderr, "grundy: warning: %s\n", why.c_str());
  }

 private:
  std::mutex mutex_;
  std::string last_;
  std::chrono::steady_clock::time_point printed_{};
};

}  // namespace

int serve(const ServerOptions& options) {
  limit_arenas();  // before any worker thread exists
  // SIGTERM and SIGINT are blocked in every thread (the mask is inherited by the threads made
  // from here on) and taken by one that stops the front (wait_for_stop_signal).
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  HttpServer http;
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
  // A store that cannot be written (a full disk, a read-only file) does not fail the requests:
  // each is answered, and the log says why nothing was saved, at most once a minute for one
  // reason.
  limits.shared->set_store_warning(
      [log = std::make_shared<StoreWarningLog>()](const std::string& why) { log->print(why); });
  if (options.slice_ms > 0) {
    limits.heavy = std::make_shared<HeavyPool>(kHeavyThreads, kHeavyQueue);
    limits.slice = std::chrono::milliseconds(options.slice_ms);
  }
  Router router(http, limits);
  router.route_commands();  // every command declared for HTTP (app/command.h)

  const std::string web = options.web_dir.empty() ? GRUNDY_WEB_DIR : options.web_dir;
  if (!add_static_files(http, web)) {
    std::fprintf(stderr, "grundy serve: cannot serve the web folder %s\n", web.c_str());
    return 1;
  }
  using Served = ConnectionFront::Served;
  const std::shared_ptr<HeavyPool> heavy = limits.heavy;
  ConnectionFront front(
      kThreads,
      [&http](int fd, std::string_view head, bool last) -> Served {
        HeadStream stream(fd, head);
        bool closed = false;
        try {
          const bool keep = http.process_request(stream, last, closed, {}) && !closed;
          return {keep ? Served::Kind::kKeep : Served::Kind::kClose};
        } catch (const HandOff& h) {
          return {Served::Kind::kHandOff, h.deadline, h.first};
        } catch (...) {  // the handlers catch everything; this is cpp-httplib's own parsing
          return {Served::Kind::kClose};
        }
      },
      [heavy](std::function<void()> task, bool first) { heavy->submit(std::move(task), first); },
      [](Budget::Clock::time_point deadline) { set_resume_deadline(deadline); });
  // cpp-httplib's statics built on this thread, before the workers (warm_up.h).
  warm_up([&http](httplib::Stream& stream, bool close, bool& closed) {
    http.process_request(stream, close, closed, {});
  });
  front.set_worker_slice(std::chrono::microseconds(options.worker_slice_us));
  if (const std::string why = front.listen(options.host, options.port); !why.empty()) {
    std::fprintf(stderr, "grundy serve: cannot listen on %s:%d: %s\n", options.host.c_str(),
                 options.port, why.c_str());
    return 1;
  }
  // The port actually bound: with --port 0 the kernel chose it, and scripts read it from here.
  const bool v6 = options.host.find(':') != std::string::npos;
  std::fprintf(stderr, "grundy: serving http://%s%s%s:%d/\n", v6 ? "[" : "", options.host.c_str(),
               v6 ? "]" : "", front.port());
  // A stop signal: the requests in progress are answered (each within its budget; a request
  // waiting for the heavy pool is answered 422 once its deadline passes), then the process
  // exits 0. Every save to the results store is its own transaction, committed before its
  // answer is sent, so nothing is left to write. A second signal exits at once, status 1.
  const auto drain = std::chrono::milliseconds(2 * options.budget_ms) + std::chrono::seconds(1);
  std::thread([&front, stop_signals, drain] {
    int signal = 0;
    sigwait(&stop_signals, &signal);
    std::fprintf(stderr, "grundy: %s: answering the requests in progress, then stopping\n",
                 signal == SIGTERM ? "SIGTERM" : "SIGINT");
    front.stop(Budget::Clock::now() + drain);
    sigwait(&stop_signals, &signal);
    std::fprintf(stderr, "grundy: stopped at once (a second signal)\n");
    std::_Exit(1);
  }).detach();
  const bool quiet = front.run();
  std::fprintf(stderr, quiet ? "grundy: stopped; every request in progress was answered\n"
                             : "grundy: stopped with requests still in progress\n");
  std::fflush(nullptr);
  // The workers are detached and waiting on the front: the process ends here, without
  // destroying what they wait on.
  std::_Exit(quiet ? 0 : 1);
}

}  // namespace grundy::server
