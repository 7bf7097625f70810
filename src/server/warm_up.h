#pragma once
// Builds cpp-httplib's function-local statics on the calling thread before any worker exists.
#include <httplib.h>

#include <functional>  // std::function

namespace grundy::server {

// Answers one request, read from memory and its answer discarded, through `http` (the callable
// is httplib::Server::process_request of a server whose routes are all added). Called before
// the connection front starts its workers.
//
// Why: cpp-httplib keeps function-local statics on its request path (the set of method names
// parse_request_line checks a request against; the regexes of parse_range_header), built by the
// first request that needs them. Debian's library is not built with ThreadSanitizer, so a later
// reader on another thread passes the static's guard by its inline check, which TSan cannot
// see, and TSan reported the first reader of the method set as racing with its builder (memcmp
// against memcpy on a 64-byte tree node holding a method's name: session 14, "a race inside
// libcpp-httplib"). Built here, everything the workers read was written before they were
// created, an order TSan sees (pthread_create).
using ProcessRequest =
    std::function<void(httplib::Stream& stream, bool close_connection, bool& connection_closed)>;
void warm_up(const ProcessRequest& process_request);

}  // namespace grundy::server
