// libFuzzer target for the HTTP API's routes and query parameters, in process (issue
// "Reliability and security", item 1): every route the server has (the Router's impartial routes
// and the partizan ones) on an httplib::Server that never opens a socket; each input is a
// request target, "/api/value?expr=…", read from memory by httplib's own request parser. For any
// input the reply is 200 with JSON, or a 4xx/503 with a JSON {"error"} (404 for no route), never
// a 500, a crash or a sanitizer report.
#include <httplib.h>
#include <unistd.h>  // getpid

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "app/context.h"
#include "server/memory_stream.h"
#include "server/router.h"

namespace {

[[noreturn]] void finding(const char* what, const std::string& request, const std::string& reply) {
  std::fprintf(stderr, "FINDING: %s\nrequest: %s\nreply: %.2000s\n", what, request.c_str(),
               reply.c_str());
  std::abort();
}

// The server's routes, answering requests handed to it (process_request is what each
// connection's worker runs).
class InProcessServer : public httplib::Server {
 public:
  InProcessServer() {
    set_error_handler([](const httplib::Request&, httplib::Response& res) {
      if (res.status == 404) grundy::server::reply(res, 404, {{"error", "not found"}});
    });
    // The server answers an exception escaping a handler with a 500; here it is a finding.
    set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
      grundy::server::reply(res, 500, {{"error", "exception escaped a handler"}});
    });
    grundy::server::RequestLimits limits;
    // Enough for small questions; a question past them is a 503, and what is fuzzed is the
    // route's reading and answering, not the engine's long runs (with 50 ms and 128 MiB, runs
    // to the limit took most of the target's time: 800 executions/s).
    limits.time = std::chrono::milliseconds(5);
    limits.bytes = std::uint64_t{16} << 20;
    limits.pool = std::make_shared<grundy::MemoryPool>(std::uint64_t{256} << 20);
    const std::string db =
        (std::filesystem::temp_directory_path() / ("grundy-http-fuzz-" + std::to_string(getpid())))
            .string();
    limits.shared = std::make_shared<grundy::app::Shared>(std::uint64_t{32} << 20, db);
    static std::string store;
    store = db;
    std::atexit([] {
      for (const char* tail : {"", "-wal", "-shm"}) std::remove((store + tail).c_str());
    });
    router_ = std::make_unique<grundy::server::Router>(*this, limits);
    router_->route_commands();  // every declared route (app/command.h)
  }
  std::string serve(const std::string& request) {
    grundy::server::MemoryStream stream(request);
    bool closed = false;
    process_request(stream, true, closed, [](httplib::Request&) {});
    return stream.written();
  }

 private:
  std::unique_ptr<grundy::server::Router> router_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static InProcessServer server;
  std::string target(reinterpret_cast<const char*>(data), size);
  // One request line: the input is its target (a space or a line break would end it early).
  for (char& c : target) {
    if (c == ' ' || c == '\r' || c == '\n') c = '+';
  }
  if (!target.starts_with("/")) target = "/api/" + target;
  const std::string request = "GET " + target + " HTTP/1.1\r\nHost: fuzz\r\n\r\n";
  const std::string reply = server.serve(request);
  if (!reply.starts_with("HTTP/1.1 ") || reply.size() < 12)
    finding("no status line", request, reply);
  const int status = std::atoi(reply.substr(9, 3).c_str());
  if (status >= 500 && status != 503) finding("a 5xx reply", request, reply);
  const auto body_at = reply.find("\r\n\r\n");
  if (body_at == std::string::npos) finding("no end of headers", request, reply);
  const std::string body = reply.substr(body_at + 4);
  // httplib's own 400 (a target it cannot parse) comes before any route, with no body.
  if (status == 400 && body.empty()) return 0;
  if (!nlohmann::json::accept(body)) finding("a reply that is not JSON", request, reply);
  if (status != 200 && !nlohmann::json::parse(body).contains("error")) {
    finding("an error reply without \"error\"", request, reply);
  }
  return 0;
}
