#pragma once
// The connection front: one thread that owns every connection. It accepts, reads each request
// head with its limits and timeouts (request_head.h), and only hands a complete, checked head to
// a worker; the worker answers that one request and gives the connection back. So a client that
// is idle, slow or never finishes its request holds a file descriptor and a few bytes, never a
// worker that computes answers, and a keep-alive connection holds no worker between requests.
// A refused request is answered here (its status and {"error": …}) and the connection closed.
// A worker that has answered re-arms the connection itself (EPOLLONESHOT), so the common case
// costs one hand-off per request (front to worker), not two.
#include <httplib.h>

#include <chrono>       // std::chrono::seconds
#include <cstddef>      // std::size_t
#include <functional>   // std::function
#include <memory>       // std::unique_ptr
#include <string>       // std::string
#include <string_view>  // std::string_view

namespace grundy::server {

// docs/http-api.md, Limits.
inline constexpr std::size_t kMaxConnections = 512;  // then the longest idle one is dropped
inline constexpr int kListenBacklog = 1024;
inline constexpr std::chrono::seconds kIdleTimeout{5};  // between requests on a connection
inline constexpr std::chrono::seconds kHeadTimeout{5};  // from a head's first byte to its last
inline constexpr std::size_t kKeepAliveRequests = 1000;

class ConnectionFront {
 public:
  // Answers one request, the head given, on the socket fd (non-blocking); `last`: say
  // Connection: close. Returns whether the connection may carry another request.
  using Serve = std::function<bool(int fd, std::string_view head, bool last)>;

  ConnectionFront(httplib::TaskQueue& workers, Serve serve);
  ~ConnectionFront();

  // Binds and listens (no SO_REUSEPORT: a port in use is an error). Returns why not, or "".
  std::string listen(const std::string& host, int port);
  // Serves until the process is stopped.
  void run();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace grundy::server
