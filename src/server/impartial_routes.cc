// Each route calls the same app/ function as its command and renders the same JSON.
#include "app/commands.h"
#include "app/options.h"
#include "app/render.h"
#include "server/params.h"
#include "server/routes.h"

namespace grundy::server {

namespace {
// Limits that keep one request's answer small; the time budget bounds the work.
constexpr std::uint64_t kMaxSeq = 1'000'000;
constexpr std::uint64_t kMaxPeriod = 1 << 20;
constexpr std::uint64_t kMaxGenusHeaps = 1000;  // the time budget stops it long before
}  // namespace

void add_impartial_routes(Router& router) {
  using Req = httplib::Request;
  router.route("value", [](const Req& req, const app::Context& c) {
    return app::to_json(app::value(required(req, "expr"), c));
  });
  router.route("outcome", [](const Req& req, const app::Context& c) {
    const auto spelled = param(req, "engine");
    const app::OutcomeEngine engine =
        spelled ? app::parse_outcome_engine(*spelled) : app::OutcomeEngine::kAuto;
    return app::to_json(app::outcome(required(req, "expr"), flag(req, "misere"), c, engine));
  });
  router.route("moves", [](const Req& req, const app::Context& c) {
    return app::to_json(
        app::moves(required(req, "expr"), flag(req, "misere"), c, flag(req, "all")));
  });
  router.route("seq", [](const Req& req, const app::Context& c) {
    const std::uint64_t n = number(req, "n", 100, kMaxSeq);
    if (flag(req, "misere") || flag(req, "genus")) {  // app/genus.cc
      app::GenusHeapsResult r = app::genus_heaps(required(req, "ruleset"), n, c.budget);
      r.seq_misere = !flag(req, "genus"), r.seq_genus = flag(req, "genus");
      return app::to_json(r);
    }
    return app::to_json(app::seq(required(req, "ruleset"), n, c));
  });
  router.route("period", [](const Req& req, const app::Context& c) {
    const std::uint64_t max = number(req, "max", 1 << 20, kMaxPeriod);  // the CLI's default too
    return app::to_json(app::period(required(req, "ruleset"), max, c));
  });
  router.route("verify", [](const Req& req, const app::Context& c) {
    return app::to_json(app::verify(required(req, "expr"), c));
  });
  router.route("genus", [](const Req& req, const app::Context& c) {
    if (param(req, "upto")) {
      return app::to_json(app::genus_heaps(required(req, "expr"),
                                           number(req, "upto", 0, kMaxGenusHeaps), c.budget));
    }
    return app::to_json(app::genus(required(req, "expr"), c));
  });
  router.route("options", [](const Req& req, const app::Context& c) {
    return app::to_json(app::options(required(req, "expr"), c));
  });
}

}  // namespace grundy::server
