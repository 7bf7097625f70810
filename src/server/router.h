#pragma once
// A Router adds API routes to the server with one call each: route("value", handler) answers
// GET /api/value by running the handler under a fresh budget (its share of time and memory)
// and replying with its JSON, or with the error's JSON and status (400 bad input, 422 over its
// time, 503 over its memory). Route files (impartial_routes.cc, …) each add their own routes;
// server.cc calls them in turn. No exception leaves a handler: anything unexpected is a 500
// with {"error": …}, and the server keeps running.
#include <httplib.h>

#include <chrono>      // std::chrono::milliseconds
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <memory>      // std::shared_ptr
#include <nlohmann/json.hpp>
#include <string>  // std::string

#include "app/context.h"
#include "core/budget.h"

namespace grundy::server {

// What each request may use: a time budget, a byte limit of its own, the pool of memory every
// request in progress shares, and the server's rulesets, oracle and results store (made once
// for its life).
struct RequestLimits {
  std::chrono::milliseconds time{2000};
  std::uint64_t bytes = 0;  // 0: no limit
  std::shared_ptr<MemoryPool> pool;
  std::shared_ptr<app::Shared> shared;
};

// A request's budget: its deadline less the time it waited for a worker (TimedPool), its share
// of memory, and a hint that names the server's --memory.
Budget request_budget(const RequestLimits& limits);

// Runs work(context) (a fresh budget, the shared tables) and replies with its JSON, or with the
// error it threw, whatever it threw.
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
  const RequestLimits& limits() const { return limits_; }

 private:
  httplib::Server& http_;
  RequestLimits limits_;
};

// Writes a JSON reply.
void reply(httplib::Response& res, int status, const nlohmann::json& body);

}  // namespace grundy::server
