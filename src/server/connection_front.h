#pragma once
// The connection front: every connection, its limits and its timeouts. One thread accepts and
// sweeps timeouts; the workers wait on one epoll set of connections (one-shot, so one worker per
// connection at a time), and the worker woken for a connection reads its request head without
// blocking, checks it against the limits (request_head.h) and, only once it is complete and
// checked, answers it on the same thread: no hand-off between threads per request. A head not
// yet complete gives the connection back to epoll, so a client that is idle, slow or never
// finishes its request holds a file descriptor and a few bytes, never a worker, and a
// keep-alive connection holds no worker between requests. A refused request is answered (its
// status and {"error": …}) and the connection closed. The time a complete head waited in the
// kernel while every worker was busy is taken off its budget (timed_pool.h, set_queue_wait).
// A request whose route hands it off (heavy_pool.h) leaves the worker at once: the connection
// waits, unarmed and untouched by the timeouts, until the heavy pool has answered it, and the
// thread that answered it carries on with the connection as a worker would.
#include <chrono>       // std::chrono::seconds
#include <cstddef>      // std::size_t
#include <functional>   // std::function
#include <memory>       // std::unique_ptr
#include <string>       // std::string
#include <string_view>  // std::string_view

#include "grundy/core/budget.h"

namespace grundy::server {

// docs/http-api.md, Limits.
inline constexpr std::size_t kMaxConnections = 512;  // then the longest idle one is dropped
inline constexpr int kListenBacklog = 1024;
inline constexpr std::chrono::seconds kIdleTimeout{5};  // between requests on a connection
inline constexpr std::chrono::seconds kHeadTimeout{5};  // from a head's first byte to its last
inline constexpr std::size_t kKeepAliveRequests = 1000;

class ConnectionFront {
 public:
  // What serving one request came to: the connection may carry another request (kKeep), or
  // not (kClose), or the request was handed off (kHandOff: nothing written; `deadline` is its
  // one deadline, to serve it again under).
  struct Served {
    enum class Kind { kKeep, kClose, kHandOff } kind;
    Budget::Clock::time_point deadline{};
    bool first = false;  // kHandOff: ahead of the heavy requests waiting
  };
  // Answers one request, the head given, on the socket fd (non-blocking); `last`: say
  // Connection: close.
  using Serve = std::function<Served(int fd, std::string_view head, bool last)>;
  // Runs a task on the heavy pool, in the place the route reserved before handing off.
  using Defer = std::function<void(std::function<void()> task, bool first)>;
  // Called on the heavy thread before a handed-off request is served again.
  using Resume = std::function<void(Budget::Clock::time_point deadline)>;

  // `threads` workers (started by run) answer requests; a request handed off is served again
  // through `defer`, `resume` having been given its deadline.
  ConnectionFront(std::size_t threads, Serve serve, Defer defer = {}, Resume resume = {});
  ~ConnectionFront();

  // Binds and listens (no SO_REUSEPORT: a port in use is an error). Returns why not, or "".
  // Port 0 asks the kernel for a free one; port() then says which it gave.
  std::string listen(const std::string& host, int port);
  // The port listened on (0 before a successful listen).
  int port() const;
  // Each worker asks the scheduler for this run slice when it starts (thread_slice.h; 0: the
  // kernel's default). Before run().
  void set_worker_slice(std::chrono::nanoseconds slice);
  // Serves until stop(); then returns once no request is being answered (by a worker or the
  // heavy pool) — true — or at stop's `latest` with some still in progress — false.
  bool run();
  // Stops run() (from any thread): no connection is accepted after it (the listening socket is
  // closed, so a new client is refused at once), while every request already being answered
  // finishes within its own budget. Idle connections are closed as run() returns.
  void stop(Budget::Clock::time_point latest);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace grundy::server
