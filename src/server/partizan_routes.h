#pragma once
// The partizan HTTP routes (/api/canonical, /api/compare, /api/thermograph, /api/cool,
// /api/heat), added by one call from server.cc.
#include <httplib.h>

namespace grundy::server {

void add_partizan_routes(httplib::Server& http, unsigned budget_ms);

}  // namespace grundy::server
