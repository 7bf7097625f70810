#include "server/connection_front.h"

#include <fmt/format.h>
#include <netdb.h>        // getaddrinfo
#include <netinet/in.h>   // IPPROTO_TCP
#include <netinet/tcp.h>  // TCP_NODELAY
#include <sys/epoll.h>    // epoll_create1, epoll_ctl, epoll_wait
#include <sys/eventfd.h>  // eventfd
#include <sys/socket.h>   // accept4, recv, send, shutdown
#include <unistd.h>       // close, read, write

#include <cerrno>   // errno
#include <cstring>  // std::strerror
#include <mutex>    // std::mutex, std::lock_guard
#include <nlohmann/json.hpp>
#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

#include "server/request_head.h"

namespace grundy::server {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kSweepEvery = std::chrono::milliseconds(250);
// A refused request's connection is read and discarded for this long (or this many bytes)
// before it is closed, so that the client, still sending, reads the refusal instead of a reset.
constexpr auto kDrainTime = std::chrono::seconds(1);
constexpr std::size_t kDrainBytes = 1 << 20;
constexpr std::size_t kReadChunk = 16 * 1024;

struct Connection {
  enum class Phase { kReading, kBusy, kDraining };
  int fd = -1;
  Phase phase = Phase::kReading;
  std::string received;  // read and not yet answered (owned by the worker while kBusy)
  std::size_t requests = 0;
  std::size_t drained = 0;
  Clock::time_point deadline;     // reading: idle or head timeout; draining: close then
  Clock::time_point last_active;  // the longest idle is dropped first when connections run out
  bool head_started = false;      // deadline is the head timeout
  bool eof = false;               // the client closed its side
  bool keep = true;               // the worker's verdict
};

const char* reason(int status) {
  switch (status) {
    case 400:
      return "Bad Request";
    case 405:
      return "Method Not Allowed";
    case 408:
      return "Request Timeout";
    case 413:
      return "Content Too Large";
    case 414:
      return "URI Too Long";
    case 416:
      return "Range Not Satisfiable";
    case 431:
      return "Request Header Fields Too Large";
    case 503:
      return "Service Unavailable";
    default:
      return "Error";
  }
}

std::string error_response(int status, const std::string& message) {
  const std::string body = nlohmann::json{{"error", message}}.dump();
  return fmt::format(
      "HTTP/1.1 {} {}\r\n{}Cache-Control: no-store\r\nContent-Type: application/json\r\n"
      "Content-Length: {}\r\nConnection: close\r\n\r\n{}",
      status, reason(status), status == 405 ? "Allow: GET, HEAD\r\n" : "", body.size(), body);
}

}  // namespace

struct ConnectionFront::State {
  httplib::TaskQueue& workers;
  Serve serve;
  int listen_fd = -1, epoll_fd = -1, wake_fd = -1;
  std::unordered_map<int, std::unique_ptr<Connection>> connections;
  std::mutex mutex;                   // guards returned
  std::vector<Connection*> returned;  // answered by a worker, back to the front

  State(httplib::TaskQueue& w, Serve s) : workers(w), serve(std::move(s)) {}

  void watch(int fd) {
    epoll_event e{};
    e.events = EPOLLIN;
    e.data.fd = fd;
    ::epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &e);
  }
  void unwatch(int fd) { ::epoll_ctl(epoll_fd, EPOLL_CTL_DEL, fd, nullptr); }

  void close(Connection& c) {
    unwatch(c.fd);
    ::close(c.fd);
    connections.erase(c.fd);  // c is gone
  }

  void refuse(Connection& c, int status, const std::string& message) {
    const std::string r = error_response(status, message);
    (void)!::send(c.fd, r.data(), r.size(), MSG_NOSIGNAL);  // small: the socket buffer takes it
    ::shutdown(c.fd, SHUT_WR);
    if (c.eof) return close(c);
    c.phase = Connection::Phase::kDraining;
    c.received.clear();
    c.deadline = Clock::now() + kDrainTime;
  }

  // Hands a complete head to a worker, refuses a bad one, or waits for more.
  void dispatch(Connection& c) {
    if (c.received.empty()) {
      if (c.eof) close(c);
      return;
    }
    const HeadCheck h = check_head(c.received);
    if (h.state == HeadCheck::State::kRefused) return refuse(c, h.status, h.message);
    if (h.state == HeadCheck::State::kIncomplete) {
      if (c.eof) return close(c);
      if (!c.head_started) {
        c.head_started = true;
        c.deadline = Clock::now() + kHeadTimeout;
      }
      return;
    }
    c.phase = Connection::Phase::kBusy;
    c.head_started = false;
    unwatch(c.fd);
    const bool last = c.eof || ++c.requests >= kKeepAliveRequests;
    Connection* p = &c;
    workers.enqueue([this, p, length = h.length, last] {
      const bool keep = serve(p->fd, std::string_view(p->received).substr(0, length), last);
      p->received.erase(0, length);
      p->keep = keep && !last;
      {
        std::lock_guard lock(mutex);
        returned.push_back(p);
      }
      const std::uint64_t one = 1;
      (void)!::write(wake_fd, &one, sizeof one);
    });
  }

  void take_back() {
    std::uint64_t n;
    (void)!::read(wake_fd, &n, sizeof n);
    std::vector<Connection*> back;
    {
      std::lock_guard lock(mutex);
      back.swap(returned);
    }
    const auto now = Clock::now();
    for (Connection* c : back) {
      if (!c->keep) {
        close(*c);
        continue;
      }
      c->phase = Connection::Phase::kReading;
      c->deadline = now + kIdleTimeout;
      c->last_active = now;
      watch(c->fd);
      dispatch(*c);  // a pipelined request may be waiting already
    }
  }

  void on_readable(Connection& c) {
    if (c.phase == Connection::Phase::kBusy) return;  // the worker owns it
    char buf[kReadChunk];
    for (;;) {
      const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
      if (n > 0) {
        if (c.phase == Connection::Phase::kDraining) {
          c.drained += static_cast<std::size_t>(n);
          if (c.drained > kDrainBytes) return close(c);
          continue;
        }
        c.received.append(buf, static_cast<std::size_t>(n));
        c.last_active = Clock::now();
        if (c.received.size() > kMaxHeadBytes) break;  // check_head refuses it
        // Short read: the socket is drained (level-triggered, so anything later wakes the loop
        // again), and a second recv would only say EAGAIN.
        if (static_cast<std::size_t>(n) < sizeof buf) break;
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
      if (n < 0 || c.phase == Connection::Phase::kDraining) return close(c);
      c.eof = true;
      unwatch(c.fd);  // level-triggered: an end of file would wake the loop forever
      break;
    }
    if (c.phase == Connection::Phase::kReading) dispatch(c);
  }

  // Drops the connection that has waited longest between requests, to make room for a new one.
  bool drop_idlest() {
    Connection* idlest = nullptr;
    for (auto& [fd, c] : connections) {
      if (c->phase != Connection::Phase::kBusy &&
          (!idlest || c->last_active < idlest->last_active)) {
        idlest = c.get();
      }
    }
    if (idlest) close(*idlest);
    return idlest != nullptr;
  }

  void accept_all() {
    for (;;) {
      const int fd = ::accept4(listen_fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
      if (fd < 0) {
        if (errno == EINTR || errno == ECONNABORTED) continue;
        return;  // EAGAIN, or out of descriptors: the rest wait in the backlog
      }
      if (connections.size() >= kMaxConnections && !drop_idlest()) {
        const std::string r = error_response(503, "too many connections");
        (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
        ::close(fd);
        continue;
      }
      const int yes = 1;  // small JSON replies: no 40 ms Nagle/delayed-ACK stall
      ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
      auto c = std::make_unique<Connection>();
      c->fd = fd;
      c->last_active = Clock::now();
      c->deadline = c->last_active + kIdleTimeout;
      connections.emplace(fd, std::move(c));
      watch(fd);
    }
  }

  // Timeouts: an idle connection is closed; a head that takes too long is answered 408.
  void sweep() {
    const auto now = Clock::now();
    std::vector<Connection*> due;
    for (auto& [fd, c] : connections) {
      if (c->phase != Connection::Phase::kBusy && now >= c->deadline) due.push_back(c.get());
    }
    for (Connection* c : due) {
      if (c->phase == Connection::Phase::kReading && c->head_started) {
        refuse(*c, 408, "the request took too long to arrive");
      } else {
        close(*c);
      }
    }
  }
};

ConnectionFront::ConnectionFront(httplib::TaskQueue& workers, Serve serve)
    : state_(std::make_unique<State>(workers, std::move(serve))) {}

ConnectionFront::~ConnectionFront() {
  for (auto& [fd, c] : state_->connections) ::close(fd);
  for (int fd : {state_->listen_fd, state_->epoll_fd, state_->wake_fd}) {
    if (fd >= 0) ::close(fd);
  }
}

std::string ConnectionFront::listen(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  if (const int rc =
          ::getaddrinfo(host.empty() ? nullptr : host.c_str(), service.c_str(), &hints, &found);
      rc != 0) {
    return ::gai_strerror(rc);
  }
  std::string why = "no address to bind";
  for (addrinfo* a = found; a && state_->listen_fd < 0; a = a->ai_next) {
    const int fd =
        ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
    if (fd < 0) continue;
    // SO_REUSEADDR lets a restarted server bind past TIME_WAIT; without SO_REUSEPORT a port
    // another server is listening on stays an error.
    const int yes = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    if (::bind(fd, a->ai_addr, a->ai_addrlen) == 0 && ::listen(fd, kListenBacklog) == 0) {
      state_->listen_fd = fd;
    } else {
      why = errno == EADDRINUSE ? "the port is already in use (is another server running?)"
                                : std::strerror(errno);
      ::close(fd);
    }
  }
  ::freeaddrinfo(found);
  if (state_->listen_fd < 0) return why;
  state_->epoll_fd = ::epoll_create1(EPOLL_CLOEXEC);
  state_->wake_fd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (state_->epoll_fd < 0 || state_->wake_fd < 0) return std::strerror(errno);
  state_->watch(state_->listen_fd);
  state_->watch(state_->wake_fd);
  return "";
}

void ConnectionFront::run() {
  State& s = *state_;
  epoll_event events[128];
  auto next_sweep = Clock::now() + kSweepEvery;
  for (;;) {
    const int n = ::epoll_wait(s.epoll_fd, events, 128, static_cast<int>(kSweepEvery.count()));
    for (int i = 0; i < n; ++i) {
      const int fd = events[i].data.fd;
      if (fd == s.listen_fd) {
        s.accept_all();
      } else if (fd == s.wake_fd) {
        s.take_back();
      } else if (auto it = s.connections.find(fd); it != s.connections.end()) {
        s.on_readable(*it->second);
      }
    }
    if (const auto now = Clock::now(); now >= next_sweep) {
      s.sweep();
      next_sweep = now + kSweepEvery;
    }
  }
}

}  // namespace grundy::server
