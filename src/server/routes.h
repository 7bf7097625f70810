#pragma once
// The route files. Each adds its routes to the router; serve() calls every one of them.
#include "server/router.h"

namespace grundy::server {

// value, outcome, moves, seq, period, verify, options: impartial games (DESIGN.md, HTTP API).
void add_impartial_routes(Router& router);
// lexicode: lexicographic codes as P-positions (server/lexicode_routes.cc).
void add_lexicode_routes(Router& router);
void add_fox_and_geese_routes(Router& router);

// census: the periods of a small family of heap games (server/census_routes.cc).
void add_census_routes(Router& router);
// quotient: misère quotients of heap games (server/quotient_routes.cc).
void add_quotient_routes(Router& router);

// nimber: arithmetic in the field of 64-bit nimbers (server/nimber_routes.cc).
void add_nimber_routes(Router& router);

}  // namespace grundy::server
