#pragma once
// A Router adds API routes to the server with one call each: route("value", handler) answers
// GET /api/value by running the handler under a fresh time budget and replying with its JSON,
// or with the error's JSON and status (400 bad input, 422 over budget). Route files
// (impartial_routes.cc, …) each add their own routes; server.cc calls them in turn.
#include <httplib.h>

#include <chrono>      // std::chrono::milliseconds
#include <functional>  // std::function
#include <nlohmann/json.hpp>
#include <string>  // std::string

#include "core/budget.h"

namespace grundy::server {

using Handler = std::function<nlohmann::json(const httplib::Request&, Budget&)>;

class Router {
 public:
  Router(httplib::Server& http, std::chrono::milliseconds budget) : http_(http), budget_(budget) {}
  // Serves GET /api/<name>.
  void route(const std::string& name, Handler handler);

 private:
  httplib::Server& http_;
  std::chrono::milliseconds budget_;
};

// Writes a JSON reply.
void reply(httplib::Response& res, int status, const nlohmann::json& body);

}  // namespace grundy::server
