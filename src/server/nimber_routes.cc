// GET /api/nimber?op=mul&a=…&b=… (inv and sqrt take a; pow takes a and e): the same
// app::nimber as `grundy nimber OP …`, the same JSON.
#include <fmt/format.h>

#include "app/nimber.h"
#include "grundy/core/error.h"
#include "server/params.h"
#include "server/routes.h"

namespace grundy::server {

void add_nimber_routes(Router& router) {
  router.route("nimber", [](const httplib::Request& req, const app::Context& c) {
    const std::string op = required(req, "op");
    std::vector<std::string> operands;
    for (const auto& [name, args] : app::nimber_operations()) {
      if (name != op) continue;
      for (const std::string& arg : args) operands.push_back(required(req, arg.c_str()));
    }
    return app::to_json(app::nimber(op, operands, c));  // an unknown op is its error
  });
}

}  // namespace grundy::server
