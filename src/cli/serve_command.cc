// `grundy serve`: the web app and the HTTP API (server/, loaded as a module: cli/serve_module.cc).
// A command of the command line only; its routes are the other commands' declarations.
#include <fmt/format.h>

#include <charconv>  // std::from_chars

#include "cli/command_main.h"
#include "cli/runner.h"
#include "cli/serve_module.h"
#include "server/server.h"

namespace grundy::cli {
namespace {

const server::ServerOptions kDefaults;

// --memory's spelling (cli/runner.h, kMemoryBytes): the reason it is refused, or "".
std::string memory_refused(const std::string& text) {
  std::string s = text;
  return kMemoryBytes(s);
}

std::uint64_t memory_bytes(const std::string& text) {
  std::string s = text;
  kMemoryBytes(s);  // checked by the parser already: only the conversion is wanted here
  return std::stoull(s);
}

int serve_main(const app::Arguments& a, const CommonOptions&) {
  server::ServerOptions o;
  o.host = a.text("host");
  o.port = static_cast<int>(a.natural("port"));
  o.web_dir = a.text("web");
  o.budget_ms = static_cast<unsigned>(a.natural("budget_ms"));
  o.slice_ms = static_cast<unsigned>(a.natural("slice_ms"));
  o.worker_slice_us = static_cast<unsigned>(a.natural("worker_slice_us"));
  o.db = a.text("db");
  o.no_db = a.flag("no_db");
  if (a.given("memory")) o.memory = memory_bytes(a.text("memory"));
  return serve_from_module(o);
}

}  // namespace

GRUNDY_COMMAND_MAIN("serve", serve_main)

}  // namespace grundy::cli

namespace grundy::app {

GRUNDY_COMMAND({
    .name = "serve",
    .summary = "serve the web app",
    .params =
        {{.name = "host",
          .help = "address to bind",
          .fallback = cli::kDefaults.host,
          .front = Front::kCommandLine},
         {.name = "port",
          .kind = ParamKind::kNatural,
          .help = "port (0: a free one, named on start)",
          .fallback = std::to_string(cli::kDefaults.port),
          .max = 65535,
          .front = Front::kCommandLine},
         {.name = "web", .help = "the folder of static files", .front = Front::kCommandLine},
         {.name = "budget_ms",
          .kind = ParamKind::kNatural,
          .help = "each request's time budget",
          .fallback = std::to_string(cli::kDefaults.budget_ms),
          .max = 1u << 31,
          .front = Front::kCommandLine},
         {.name = "slice_ms",
          .kind = ParamKind::kNatural,
          .help = "a request not done in this many ms is run again on the heavy pool, with the "
                  "rest of its budget (0: every request on the worker that read it)",
          .fallback = std::to_string(cli::kDefaults.slice_ms),
          .max = 1u << 31,
          .front = Front::kCommandLine},
         {.name = "worker_slice_us",
          .kind = ParamKind::kNatural,
          .help = "the run slice each worker asks Linux's scheduler for, in microseconds (100 to "
                  "100000; 0: the kernel's default)",
          .fallback = std::to_string(cli::kDefaults.worker_slice_us),
          .front = Front::kCommandLine,
          // The kernel grants slices of 0.1–100 ms (Linux 6.12, sched_attr.sched_runtime).
          .check = [](const std::string& text) -> std::string {
            unsigned long long us = 0;
            const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), us);
            if (ec != std::errc() || end != text.data() + text.size() ||
                (us != 0 && (us < 100 || us > 100'000))) {
              return "must be 0 or a whole number from 100 to 100000, not '" + text + "'";
            }
            return "";
          }},
         {.name = "db",
          .help = "the results store the sequence strips share with the command line (default: "
                  "$GRUNDY_DB, else ~/.local/share/grundy/results.sqlite)",
          .front = Front::kCommandLine},
         {.name = "no_db",
          .kind = ParamKind::kFlag,
          .help = "compute every sequence, store nothing",
          .front = Front::kCommandLine},
         {.name = "memory",
          .help = "the whole server's memory (default a quarter of physical memory); each "
                  "request may use a quarter of it, all requests together half",
          .front = Front::kCommandLine,
          .check = cli::memory_refused}},
    .common = false,
    .http = false,
    .rank = 230,
})

}  // namespace grundy::app
