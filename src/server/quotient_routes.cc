// GET /api/quotient?ruleset=..&max_heap=..: the same JSON as `grundy quotient RULESET --json`.
#include "app/quotient.h"
#include "server/params.h"
#include "server/routes.h"

namespace grundy::server {

void add_quotient_routes(Router& router) {
  router.route("quotient", [](const httplib::Request& req, const app::Context& c) {
    const std::uint64_t max_heap =
        number(req, "max_heap", app::kDefaultQuotientHeap, app::kMaxQuotientHeap);
    return app::to_json(app::quotient(required(req, "ruleset"), max_heap, c));
  });
}

}  // namespace grundy::server
