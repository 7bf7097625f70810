// GET /api/lexicode?n=..&d=..&base=..&words=1: the same JSON as `grundy lexicode N D --json`.
#include "app/lexicode.h"
#include "server/params.h"
#include "server/routes.h"

namespace grundy::server {

void add_lexicode_routes(Router& router) {
  router.route("lexicode", [](const httplib::Request& req, const app::Context& c) {
    const auto n = static_cast<unsigned>(number(req, "n", 0, 1000));
    const auto d = static_cast<unsigned>(number(req, "d", 0, 1000));
    const auto base = static_cast<unsigned>(number(req, "base", 2, 1 << 16));
    return app::to_json(app::lexicode(n, d, base, flag(req, "words"), c));
  });
}

}  // namespace grundy::server
