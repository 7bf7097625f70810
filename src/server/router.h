#pragma once
// A Router adds API routes to the server with one call each: route("value", handler) answers
// GET /api/value by running the handler under a fresh budget (its share of time and memory)
// and replying with its JSON, or with the error's JSON and status (400 bad input, 422 over its
// time, 503 over its memory). Every route is a command's declaration (app/command.h):
// route_commands() adds them all. No exception leaves a handler: anything unexpected is a 500
// with {"error": …}, and the server keeps running.
#include <httplib.h>

#include <chrono>      // std::chrono::milliseconds
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <memory>      // std::shared_ptr
#include <nlohmann/json.hpp>
#include <string>  // std::string

#include "app/command.h"
#include "app/context.h"
#include "grundy/core/budget.h"
#include "server/heavy_pool.h"

namespace grundy::server {

// What each request may use: a time budget, a byte limit of its own, the pool of memory every
// request in progress shares, and the server's rulesets, oracle and results store (made once
// for its life).
struct RequestLimits {
  std::chrono::milliseconds time{2000};
  std::uint64_t bytes = 0;  // 0: no limit
  std::shared_ptr<MemoryPool> pool;
  std::shared_ptr<app::Shared> shared;
  // Latency isolation (heavy_pool.h): a request not done within `slice` is handed to `heavy`.
  // No pool, or a zero slice: every request runs to its end where it started.
  std::shared_ptr<HeavyPool> heavy;
  std::chrono::milliseconds slice{0};
};

// A request's budget: the given deadline, its share of memory, and a hint that names the
// server's --memory.
Budget request_budget(const RequestLimits& limits, Budget::Clock::time_point deadline);

// Runs work(context) (a fresh budget, the shared tables) and replies with its JSON, or with the
// error it threw, whatever it threw. Its deadline is fixed when it first starts: its time budget
// less the time it waited for a worker (the connection front's queue wait). Started on a worker
// of the front, it first runs under a slice of that budget; not done within the slice, it throws
// HandOff (its place in the heavy pool reserved: the front runs it again there, and this call
// then runs it under the same deadline, with no slice), or, the pool full, replies 503.
// After a request that used much memory, or was refused for it, the freed memory is returned
// to the system (malloc_trim), so that one heavy request does not leave the server large.
void answer(httplib::Response& res, const RequestLimits& limits,
            const std::function<nlohmann::json(const app::Context&)>& work);

using Handler = std::function<nlohmann::json(const httplib::Request&, const app::Context&)>;

class Router {
 public:
  Router(httplib::Server& http, RequestLimits limits) : http_(http), limits_(std::move(limits)) {}
  // Serves GET /api/<name>.
  void route(const std::string& name, Handler handler);
  // Serves every command declared for HTTP (app/command.h) at GET /api/<name>, its parameters
  // read from the query as the declaration says.
  void route_commands();
  const RequestLimits& limits() const { return limits_; }

 private:
  httplib::Server& http_;
  RequestLimits limits_;
};

// A declared command's arguments, read from a request's query (missing or malformed:
// Error(kUsage)).
app::Arguments read_arguments(const app::Command& command, const httplib::Request& req);

// Writes a JSON reply.
void reply(httplib::Response& res, int status, const nlohmann::json& body);

}  // namespace grundy::server
