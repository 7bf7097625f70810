// GET /api/fox-and-geese?position=..: the same JSON as `grundy fox-and-geese POSITION --json`.
#include "app/fox_and_geese.h"
#include "server/params.h"
#include "server/routes.h"

namespace grundy::server {

void add_fox_and_geese_routes(Router& router) {
  router.route("fox-and-geese", [](const httplib::Request& req, const app::Context& c) {
    return app::to_json(app::fox_and_geese(required(req, "position"), c));
  });
}

}  // namespace grundy::server
