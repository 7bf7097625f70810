#include "server/router.h"

#include <new>  // std::bad_alloc

#include "app/render.h"
#include "core/error.h"
#include "server/timed_pool.h"

namespace grundy::server {

void reply(httplib::Response& res, int status, const nlohmann::json& body) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(app::dump_json(body), "application/json");
}

void Router::route(const std::string& name, Handler handler) {
  const auto budget = budget_;
  http_.Get("/api/" + name, [handler = std::move(handler), budget](const httplib::Request& req,
                                                                   httplib::Response& res) {
    // The time this connection waited for a worker counts against its first request.
    Budget b;
    const auto waited = take_queue_wait().value_or(Budget::Clock::duration::zero());
    b.set_deadline(Budget::Clock::now() + budget - waited);
    try {
      b.check();  // a request that queued past its budget is answered at once
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
