#include "server/warm_up.h"

#include "server/memory_stream.h"

namespace grundy::server {

void warm_up(const ProcessRequest& process_request) {
  // A method (the method set), a query (its parser) and one range (the range regexes), on a
  // path no route serves: answered 404 through the server's own error handler, computing
  // nothing; the answer is dropped.
  MemoryStream stream(
      "GET /api/warm-up?x=1 HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-1\r\n\r\n");
  bool closed = false;
  process_request(stream, true, closed);
}

}  // namespace grundy::server
