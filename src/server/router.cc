#include "server/router.h"

#include <fmt/format.h>
#include <malloc.h>  // malloc_trim

#include <chrono>     // std::chrono::duration
#include <exception>  // std::exception
#include <new>        // std::bad_alloc

#include "app/render.h"
#include "grundy/core/error.h"
#include "server/own_time.h"
#include "server/params.h"
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

Budget request_budget(const RequestLimits& limits, Budget::Clock::time_point deadline) {
  Budget b;
  b.set_deadline(deadline);
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

namespace {

// What run() came to: whether to free memory after it, and whether its slice ran out.
struct Ran {
  bool trim = false;
  bool slice_spent = false;
};

// Runs work under a budget with this deadline and writes its reply. With a slice, the budget's
// deadline is that much of this thread's own time (own_time.h), and never later than `deadline`.
Ran run(httplib::Response& res, const RequestLimits& limits, Budget::Clock::time_point deadline,
        const std::function<nlohmann::json(const app::Context&)>& work,
        std::chrono::nanoseconds slice = std::chrono::nanoseconds::zero()) {
  Ran ran;
  Budget b = request_budget(limits, deadline);
  const auto started = Budget::Clock::now();
  if (slice.count() > 0) b.set_slice(thread_own_time, slice, deadline);
  try {
    b.check();  // a request that queued past its budget is answered at once
    reply(res, 200, work(limits.shared->context(b)));
  } catch (const Error& e) {
    ran.trim = e.memory();
    reply(res, app::http_status(e), app::to_json(e));
  } catch (const std::bad_alloc&) {
    ran.trim = true;
    reply(res, 503, {{"error", "the computation needed more memory than the server has"}});
  } catch (const std::exception& e) {
    reply(res, 500, {{"error", std::string("internal error: ") + e.what()}});
  } catch (...) {
    reply(res, 500, {{"error", "internal error"}});
  }
  ran.trim = ran.trim || b.peak_bytes() >= kTrimAfterBytes;
  // Own time is never more than wall time: a request done within the slice by the wall clock
  // (every cheap one) is not asked the clock again.
  ran.slice_spent =
      slice.count() > 0 && Budget::Clock::now() - started >= slice && b.slice_used() >= slice;
  return ran;
}

}  // namespace

void answer(httplib::Response& res, const RequestLimits& limits,
            const std::function<nlohmann::json(const app::Context&)>& work) {
  bool trim = false;
  {
    // The one deadline: fixed here, the first time the request starts. The time this connection
    // waited for a worker counts against it.
    const auto resumed = take_resume_deadline();
    const auto start = Budget::Clock::now();
    const auto waited = take_queue_wait().value_or(Budget::Clock::duration::zero());
    const auto deadline = resumed ? *resumed : start + limits.time - waited;
    if (resumed || !limits.heavy || limits.slice.count() <= 0 || start + limits.slice >= deadline) {
      trim = run(res, limits, deadline, work).trim;
    } else {
      // The slice is the thread's own time, not wall time (own_time.h): a cheap request
      // preempted on a busy machine keeps its slice and is answered here, never taken for a
      // heavy one; one that waits on a lock ends its slice as before.
      const Ran ran = run(res, limits, deadline, work, limits.slice);
      trim = ran.trim;
      // Done within the slice, or refused for what it is (bad input, memory): that is the
      // answer. Anything that spent its slice may be the slice's doing (a time-out, or a
      // partial answer of a route that stops at its budget): it runs again with the rest of its
      // deadline on the heavy pool.
      const bool maybe_slice = res.status == 200 || res.status == 422;
      if (ran.slice_spent && maybe_slice) {
        if (!limits.heavy->try_reserve()) {
          reply(res, 503,
                {{"error", "the server is busy with heavy requests (" + limits.heavy->describe() +
                               "): try again later"}});
        } else {
          if (trim) malloc_trim(0);
          throw HandOff{deadline, res.status == 200};
        }
      }
    }
    // How long it waited for a worker (from the kernel's arrival stamp) and ran here, so that a
    // client can tell the server's share of a latency from its own (tests/load/load.py).
    using Ms = std::chrono::duration<double, std::milli>;
    res.set_header("Server-Timing",
                   fmt::format("wait;dur={:.3f}, run;dur={:.3f}", Ms(waited).count(),
                               Ms(Budget::Clock::now() - start).count()));
  }  // the budget, and whatever the work held, are gone here
  if (trim) malloc_trim(0);
}

namespace {

// A declared parameter read from the query, strictly (server/params.h): absent, it takes its
// fallback over HTTP, or is missing (an error when required).
void read_param(const app::Param& p, const httplib::Request& req, app::Arguments& args) {
  const char* name = p.name.c_str();
  const std::string& fallback = p.http_fallback.empty() ? p.fallback : p.http_fallback;
  if (p.kind == app::ParamKind::kFlag) {
    if (flag(req, name)) args.set(p.name, "1");
    return;
  }
  if (!param(req, name)) {
    if (!fallback.empty()) {
      args.set(p.name, fallback);
    } else if (p.required) {
      required(req, name);  // throws, naming it
    }
    return;
  }
  std::string text = p.kind == app::ParamKind::kNatural
                         ? std::to_string(number(req, name, 0, p.largest_over_http(), p.min))
                         : required(req, name);
  if (p.check) {
    if (const std::string why = p.check(text); !why.empty()) {
      throw Error(ErrorKind::kUsage, fmt::format("parameter '{}': {}", p.name, why));
    }
  }
  args.set(p.name, std::move(text));
}

}  // namespace

app::Arguments read_arguments(const app::Command& command, const httplib::Request& req) {
  app::Arguments args;
  for (const app::Param& p : command.params) {
    if (p.front == app::Front::kCommandLine || p.kind == app::ParamKind::kList) continue;
    read_param(p, req, args);
  }
  return args;
}

void Router::route_commands() {
  for (const app::Command* command : app::commands()) {
    if (!command->http || !command->run) continue;
    route(command->name, [command](const httplib::Request& req, const app::Context& c) {
      return command->run(read_arguments(*command, req), c).json();
    });
  }
}

void Router::route(const std::string& name, Handler handler) {
  http_.Get("/api/" + name, [handler = std::move(handler), limits = limits_](
                                const httplib::Request& req, httplib::Response& res) {
    answer(res, limits, [&](const app::Context& c) { return handler(req, c); });
  });
}

}  // namespace grundy::server
