#include "server/router.h"

#include <fmt/format.h>
#include <malloc.h>  // malloc_trim

#include <exception>  // std::exception
#include <new>        // std::bad_alloc

#include "app/render.h"
#include "core/error.h"
#include "server/timed_pool.h"

namespace grundy::server {
namespace {

// A request whose charges reached this is followed by malloc_trim: glibc keeps freed memory in
// its arenas otherwise, and a server that answered one heavy request would stay heavy.
constexpr std::uint64_t kTrimAfterBytes = std::uint64_t{64} << 20;

}  // namespace

void reply(httplib::Response& res, int status, const nlohmann::json& body) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(app::dump_json(body), "application/json");
}

Budget request_budget(const RequestLimits& limits) {
  // The time this connection waited for a worker counts against its first request.
  Budget b;
  const auto waited = take_queue_wait().value_or(Budget::Clock::duration::zero());
  b.set_deadline(Budget::Clock::now() + limits.time - waited);
  if (limits.bytes > 0) {
    b.set_byte_limit(limits.bytes);
    b.set_memory_hint(fmt::format(
        "the server gives each request at most {}, a share of its --memory; start it with "
        "more, or ask for a smaller position",
        format_bytes(limits.bytes)));
  }
  if (limits.pool) b.set_memory_pool(limits.pool);
  return b;
}

void answer(httplib::Response& res, const RequestLimits& limits,
            const std::function<nlohmann::json(const app::Context&)>& work) {
  bool trim = false;
  {
    Budget b = request_budget(limits);
    try {
      b.check();  // a request that queued past its budget is answered at once
      reply(res, 200, work(limits.shared->context(b)));
    } catch (const Error& e) {
      trim = e.memory();
      reply(res, app::http_status(e), app::to_json(e));
    } catch (const std::bad_alloc&) {
      trim = true;
      reply(res, 503, {{"error", "the computation needed more memory than the server has"}});
    } catch (const std::exception& e) {
      reply(res, 500, {{"error", std::string("internal error: ") + e.what()}});
    } catch (...) {
      reply(res, 500, {{"error", "internal error"}});
    }
    trim = trim || b.peak_bytes() >= kTrimAfterBytes;
  }  // the budget, and whatever the work held, are gone here
  if (trim) malloc_trim(0);
}

void Router::route(const std::string& name, Handler handler) {
  http_.Get("/api/" + name, [handler = std::move(handler), limits = limits_](
                                const httplib::Request& req, httplib::Response& res) {
    answer(res, limits, [&](const app::Context& c) { return handler(req, c); });
  });
}

}  // namespace grundy::server
