// GET /api/census?family=..&max=..: the same JSON as `grundy census FAMILY --max N --json`, for
// small families (census/census.h serve_census: at most 256 games, max at most 2^16).
#include "census/census.h"
#include "census/table.h"
#include "server/params.h"
#include "server/routes.h"

namespace grundy::server {

void add_census_routes(Router& router) {
  router.route("census", [](const httplib::Request& req, const app::Context& c) {
    const std::uint64_t max = number(req, "max", 1 << 16, census::kMaxServedHeap);
    return census::to_json(census::serve_census(required(req, "family"), max, c));
  });
}

}  // namespace grundy::server
