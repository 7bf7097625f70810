#include "server/partizan_routes.h"

#include <fmt/format.h>

#include <chrono>

#include "app/partizan.h"
#include "app/partizan_render.h"
#include "app/render.h"

namespace grundy::server {
namespace {

using nlohmann::json;

void reply(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(app::dump_json(body), "application/json");
}

template <class Work>
void handle(httplib::Response& res, unsigned budget_ms, Work&& work) {
  Budget budget = Budget::with_time(std::chrono::milliseconds(budget_ms));
  try {
    reply(res, 200, work(budget));
  } catch (const Error& e) {
    reply(res, app::http_status(e), app::to_json(e));
  } catch (const std::bad_alloc&) {
    reply(res, 422, json{{"error", "the computation ran out of memory"}});
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

}  // namespace

void add_partizan_routes(httplib::Server& http, unsigned ms) {
  http.Get("/api/canonical", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms,
           [&](Budget& b) { return app::to_json(app::canonical(required(req, "expr"), b)); });
  });
  http.Get("/api/compare", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      return app::to_json(app::compare(required(req, "a"), required(req, "b"), b));
    });
  });
  http.Get("/api/thermograph", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      const bool svg = req.has_param("svg") && req.get_param_value("svg") != "0";
      auto r = app::thermograph(required(req, "expr"), b, svg);
      json j = app::to_json(r);
      if (svg) j["svg"] = r.svg;
      return j;
    });
  });
  http.Get("/api/cool", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      return app::to_json(app::cool(required(req, "expr"), required(req, "t"), b));
    });
  });
  http.Get("/api/heat", [ms](const httplib::Request& req, httplib::Response& res) {
    handle(res, ms, [&](Budget& b) {
      return app::to_json(app::heat(required(req, "expr"), required(req, "t"), b));
    });
  });
}

}  // namespace grundy::server
