#include "server/partizan_routes.h"

#include <fmt/format.h>

#include "app/misere_form.h"
#include "app/partizan.h"
#include "app/partizan_render.h"
#include "app/render.h"
#include "server/params.h"

namespace grundy::server {
namespace {

using nlohmann::json;

template <class Work>
void handle(httplib::Response& res, const RequestLimits& limits, Work&& work) {
  answer(res, limits, [&](const app::Context& c) { return json(work(c)); });
}

}  // namespace

void add_partizan_routes(httplib::Server& http, const RequestLimits& limits) {
  http.Get("/api/canonical", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      if (flag(req, "misere")) return app::to_json(app::misere_canonical(required(req, "expr"), c));
      return app::to_json(app::canonical(required(req, "expr"), c));
    });
  });
  http.Get("/api/compare", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      if (flag(req, "misere")) {
        return app::to_json(app::misere_compare(required(req, "a"), required(req, "b"), c));
      }
      return app::to_json(app::compare(required(req, "a"), required(req, "b"), c));
    });
  });
  http.Get("/api/thermograph", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      const auto spelled = param(req, "svg");
      const bool svg = spelled && *spelled != "0";
      auto r = app::thermograph(required(req, "expr"), c, svg);
      json j = app::to_json(r);
      if (svg) j["svg"] = r.svg;
      return j;
    });
  });
  http.Get("/api/cool", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      return app::to_json(app::cool(required(req, "expr"), required(req, "t"), c));
    });
  });
  http.Get("/api/properties", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      return app::to_json(app::properties(required(req, "expr"), c));
    });
  });
  http.Get("/api/overheat", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      return app::to_json(
          app::overheat(required(req, "expr"), required(req, "s"), required(req, "t"), c));
    });
  });
  http.Get("/api/heat", [limits](const httplib::Request& req, httplib::Response& res) {
    handle(res, limits, [&](const app::Context& c) {
      return app::to_json(app::heat(required(req, "expr"), required(req, "t"), c));
    });
  });
}

}  // namespace grundy::server
