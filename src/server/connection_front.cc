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
#include <mutex>    // std::mutex, std::lock_guard, std::unique_lock
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
  // Guards phase, deadline and last_active while a worker may hand the connection back (the
  // front reads them in its sweep); every other field belongs to whoever holds the phase: the
  // front while reading or draining, the worker while busy.
  std::mutex mutex;
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

  // The listening socket and the wake-up fd: level-triggered, always watched.
  void watch(int fd) {
    epoll_event e{};
    e.events = EPOLLIN;
    e.data.fd = fd;
    ::epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &e);
  }
  // A connection is watched one event at a time (EPOLLONESHOT): an event disarms it, so a
  // connection handed to a worker needs no EPOLL_CTL_DEL, and whoever holds it re-arms it
  // (the front after a partial read, the worker after its answer) with one EPOLL_CTL_MOD.
  void watch_connection(int fd) {
    epoll_event e{};
    e.events = EPOLLIN | EPOLLONESHOT;
    e.data.fd = fd;
    ::epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &e);
  }
  void rearm(int fd) {
    epoll_event e{};
    e.events = EPOLLIN | EPOLLONESHOT;
    e.data.fd = fd;
    ::epoll_ctl(epoll_fd, EPOLL_CTL_MOD, fd, &e);
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
    {
      std::lock_guard lock(c.mutex);
      c.phase = Connection::Phase::kDraining;
      c.deadline = Clock::now() + kDrainTime;
    }
    c.received.clear();
  }

  // Hands a complete head to a worker, refuses a bad one, or waits for more. The connection is
  // disarmed (its last event was one-shot); it is re-armed here unless a worker now holds it.
  void dispatch(Connection& c) {
    if (c.received.empty()) {
      if (c.eof) return close(c);
      return rearm(c.fd);
    }
    const HeadCheck h = check_head(c.received);
    if (h.state == HeadCheck::State::kRefused) {
      const int fd = c.fd;
      refuse(c, h.status, h.message);
      if (connections.contains(fd)) rearm(fd);  // draining reads on (c is gone if it closed)
      return;
    }
    if (h.state == HeadCheck::State::kIncomplete) {
      if (c.eof) return close(c);
      if (!c.head_started) {
        c.head_started = true;
        std::lock_guard lock(c.mutex);
        c.deadline = Clock::now() + kHeadTimeout;
      }
      return rearm(c.fd);
    }
    {
      std::lock_guard lock(c.mutex);
      c.phase = Connection::Phase::kBusy;
    }
    c.head_started = false;
    const bool last = c.eof || ++c.requests >= kKeepAliveRequests;
    Connection* p = &c;
    workers.enqueue([this, p, length = h.length, last] { answer(*p, length, last); });
  }

  // On a worker: answers the head of `length` bytes, then any complete head pipelined behind it,
  // and gives the connection back. The common case (a keep-alive connection with nothing more
  // to read) is given back here, with one epoll_ctl and no wake-up of the front; a connection to
  // close, or with a partial or refused head waiting, goes back through the front (take_back).
  void answer(Connection& c, std::size_t length, bool last) {
    for (;;) {
      const bool keep = serve(c.fd, std::string_view(c.received).substr(0, length), last) && !last;
      c.received.erase(0, length);
      if (keep && c.received.empty()) {
        std::lock_guard lock(c.mutex);  // before the front can see the connection again
        const auto now = Clock::now();
        c.phase = Connection::Phase::kReading;
        c.deadline = now + kIdleTimeout;
        c.last_active = now;
        rearm(c.fd);
        return;
      }
      if (keep) {
        const HeadCheck h = check_head(c.received);
        if (h.state == HeadCheck::State::kComplete) {  // pipelined: answered on this worker
          length = h.length;
          last = ++c.requests >= kKeepAliveRequests;
          continue;
        }
      }
      c.keep = keep;
      {
        std::lock_guard lock(mutex);
        returned.push_back(&c);
      }
      const std::uint64_t one = 1;
      (void)!::write(wake_fd, &one, sizeof one);
      return;
    }
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
      {
        std::lock_guard lock(c->mutex);
        c->phase = Connection::Phase::kReading;
        c->deadline = now + kIdleTimeout;
        c->last_active = now;
      }
      dispatch(*c);  // a partial or refused head is waiting; dispatch re-arms or refuses it
    }
  }

  // An event on a connection the front holds (a busy one is disarmed, so none comes for it).
  void on_readable(Connection& c) {
    Connection::Phase phase;
    {
      std::lock_guard lock(c.mutex);  // a worker may still be inside its hand-back
      phase = c.phase;
    }
    if (phase == Connection::Phase::kBusy) return;  // cannot happen: disarmed while busy
    char buf[kReadChunk];
    for (;;) {
      const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
      if (n > 0) {
        if (phase == Connection::Phase::kDraining) {
          c.drained += static_cast<std::size_t>(n);
          if (c.drained > kDrainBytes) return close(c);
          continue;
        }
        c.received.append(buf, static_cast<std::size_t>(n));
        {
          std::lock_guard lock(c.mutex);
          c.last_active = Clock::now();
        }
        if (c.received.size() > kMaxHeadBytes) break;  // check_head refuses it
        // Short read: the socket is drained (level-triggered, so anything later wakes the loop
        // again), and a second recv would only say EAGAIN.
        if (static_cast<std::size_t>(n) < sizeof buf) break;
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
      if (n < 0 || phase == Connection::Phase::kDraining) return close(c);
      c.eof = true;  // not re-armed after this: an end of file would wake the loop forever
      break;
    }
    if (phase == Connection::Phase::kReading) return dispatch(c);
    if (!c.eof) rearm(c.fd);  // draining
  }

  // Drops the connection that has waited longest between requests, to make room for a new one.
  bool drop_idlest() {
    Connection* idlest = nullptr;
    for (auto& [fd, c] : connections) {
      std::lock_guard lock(c->mutex);
      if (c->phase != Connection::Phase::kBusy &&
          (!idlest || c->last_active < idlest->last_active)) {
        idlest = c.get();
      }
    }  // one that is not busy stays the front's: only the front hands a connection to a worker
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
      watch_connection(fd);
    }
  }

  // Timeouts: an idle connection is closed; a head that takes too long is answered 408.
  void sweep() {
    const auto now = Clock::now();
    std::vector<Connection*> due;
    for (auto& [fd, c] : connections) {
      std::lock_guard lock(c->mutex);
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
