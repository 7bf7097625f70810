#include "server/router.h"

#include <new>  // std::bad_alloc

#include "app/render.h"
#include "core/error.h"
#include "server/timed_pool.h"

namespace grundy::server {

void reply(httplib::Response& res, int status, const nlohmann::json& body) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(body.dump(), "application/json");
}

void Router::route(const std::string& name, Handler handler) {
  const auto budget = budget_;
  http_.Get("/api/" + name, [handler = std::move(handler), budget](const httplib::Request& req,
                                                                   httplib::Response& res) {
    // Budgeted from when the connection was accepted, so time queued for a worker counts.
    Budget b;
    b.set_deadline(take_accept_time().value_or(Budget::Clock::now()) + budget);
    try {
      b.check();  // a request that queued past its deadline is answered at once
      reply(res, 200, handler(req, b));
    } catch (const Error& e) {
      reply(res, app::http_status(e), app::to_json(e));
    } catch (const std::bad_alloc&) {
      reply(res, 422, {{"error", "the computation needed more memory than the server allows"}});
    } catch (const std::exception& e) {
      reply(res, 500, {{"error", std::string("internal error: ") + e.what()}});
    }
  });
}

}  // namespace grundy::server
