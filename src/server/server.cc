#include "server/server.h"

#include <fmt/format.h>
#include <httplib.h>

#include <chrono>
#include <cstdio>

#include "app/commands.h"
#include "app/render.h"
#include "server/partizan_routes.h"

namespace grundy::server {
namespace {

using nlohmann::json;

void reply(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(), "application/json");
}

// Runs an app function under the request's budget; errors become 4xx JSON.
template <class Work>
void handle(httplib::Response& res, unsigned budget_ms, Work&& work) {
  Budget budget = Budget::with_time(std::chrono::milliseconds(budget_ms));
  try {
    reply(res, 200, work(budget));
  } catch (const Error& e) {
    reply(res, app::http_status(e), app::to_json(e));
  } catch (const std::exception& e) {
    reply(res, 500, json{{"error", std::string("internal error: ") + e.what()}});
  }
}

std::string required(const httplib::Request& req, const char* name) {
  if (!req.has_param(name)) {
    throw Error(ErrorKind::kUsage, fmt::format("missing query parameter '{}'", name));
  }
  return req.get_param_value(name);
}

std::uint64_t number(const httplib::Request& req, const char* name, std::uint64_t fallback) {
  if (!req.has_param(name)) return fallback;
  const std::string text = req.get_param_value(name);
  std::uint64_t v = 0;
  if (text.empty() || text.size() > 19) {
    throw Error(ErrorKind::kUsage, fmt::format("parameter '{}' must be a natural number", name));
  }
  for (char c : text) {
    if (c < '0' || c > '9') {
      throw Error(ErrorKind::kUsage, fmt::format("parameter '{}' must be a natural number", name));
    }
    v = v * 10 + (c - '0');
  }
  return v;
}

bool flag(const httplib::Request& req, const char* name) {
  return req.has_param(name) && req.get_param_value(name) != "0" &&
         req.get_param_value(name) != "false";
}

}  // namespace

int serve(const ServerOptions& options) {
  httplib::Server http;
  const unsigned ms = options.budget_ms;
  http.Get("/api/value", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) { return app::to_json(app::value(required(req, "expr"), b)); });
  });
  http.Get("/api/outcome", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      return app::to_json(app::outcome(required(req, "expr"), flag(req, "misere"), b));
    });
  });
  http.Get("/api/moves", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      return app::to_json(app::moves(required(req, "expr"), flag(req, "misere"), b));
    });
  });
  http.Get("/api/seq", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      const std::uint64_t n = number(req, "n", 100);
      if (n > 1'000'000) throw Error(ErrorKind::kUsage, "n may be at most 1000000 over HTTP");
      return app::to_json(app::seq(required(req, "ruleset"), n, b));
    });
  });
  http.Get("/api/period", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      return app::to_json(app::period(required(req, "ruleset"), number(req, "max", 1 << 15), b));
    });
  });
  http.Get("/api/verify", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms,
           [&](Budget& b) { return app::to_json(app::verify(required(req, "expr"), b)); });
  });
  add_partizan_routes(http, ms);
  const std::string web = options.web_dir.empty() ? GRUNDY_WEB_DIR : options.web_dir;
  if (!http.set_mount_point("/", web)) {
    std::fprintf(stderr, "grundy serve: cannot serve the web folder %s\n", web.c_str());
    return 1;
  }
  http.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (res.status == 404) {
      reply(res, 404, json{{"error", "not found: " + req.path}});
    }
  });
  std::fprintf(stderr, "grundy: serving http://%s:%d/\n", options.host.c_str(), options.port);
  if (!http.listen(options.host, options.port)) {
    std::fprintf(stderr, "grundy serve: cannot listen on %s:%d\n", options.host.c_str(),
                 options.port);
    return 1;
  }
  return 0;
}

}  // namespace grundy::server
