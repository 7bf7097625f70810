#pragma once
// The partizan HTTP routes (/api/canonical, /api/compare, /api/thermograph, /api/cool,
// /api/heat), added by one call from server.cc.
#include <httplib.h>

#include "server/router.h"

namespace grundy::server {

void add_partizan_routes(httplib::Server& http, const RequestLimits& limits);

}  // namespace grundy::server
