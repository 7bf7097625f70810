#include "server/connection_front.h"

#include <fmt/format.h>
#include <netdb.h>        // getaddrinfo
#include <netinet/in.h>   // IPPROTO_TCP
#include <netinet/tcp.h>  // TCP_NODELAY
#include <sys/epoll.h>    // epoll_create1, epoll_ctl, epoll_wait
#include <sys/eventfd.h>  // eventfd
#include <sys/socket.h>   // accept4, recvmsg, send, shutdown, SO_TIMESTAMPNS
#include <unistd.h>       // close

#include <atomic>   // std::atomic
#include <cerrno>   // errno
#include <cstring>  // std::strerror, std::memcpy
#include <ctime>    // clock_gettime, timespec
#include <mutex>    // std::mutex, std::lock_guard, std::unique_lock
#include <nlohmann/json.hpp>
#include <thread>         // std::thread
#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

#include "server/request_head.h"
#include "server/thread_slice.h"
#include "server/timed_pool.h"

namespace grundy::server {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kSweepEvery = std::chrono::milliseconds(250);
// A refused request's connection is read and discarded for this long (or this many bytes)
// before it is closed, so that the client, still sending, reads the refusal instead of a reset.
constexpr auto kDrainTime = std::chrono::seconds(1);
constexpr std::size_t kDrainBytes = 1 << 20;
constexpr std::size_t kReadChunk = 16 * 1024;

// One connection. Whoever handles it holds its mutex: the worker that took its event (while it
// reads, and while it answers), or the front's sweep. Its epoll registration is one-shot, so at
// most one worker is woken for it at a time, and that worker re-arms it when it has done.
struct Connection {
  // kHeavy: its request was handed to the heavy pool; unarmed, and left alone by the timeouts
  // until the pool's thread has answered it.
  enum class Phase { kReading, kDraining, kHeavy };
  std::uint64_t id = 0;  // the key in State::connections and the epoll data: never reused
  int fd = -1;
  std::mutex mutex;
  bool closed = false;  // gone from the map; a late event for it is ignored
  Phase phase = Phase::kReading;
  std::string received;  // read and not yet answered
  std::size_t requests = 0;
  std::size_t drained = 0;
  Clock::time_point deadline;     // reading: idle or head timeout; draining: close then
  Clock::time_point last_active;  // the longest idle is dropped first when connections run out
  timespec arrived{};             // when the last bytes read reached the kernel (CLOCK_REALTIME)
  bool head_started = false;      // deadline is the head timeout
  bool eof = false;               // the client closed its side
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

// How long the bytes that completed a head waited in the kernel for a worker to read them: the
// kernel stamps each segment on arrival (SO_TIMESTAMPNS), so a request that queued while every
// worker was busy has that wait taken off its budget, as it had in a queue of the server's own.
Budget::Clock::duration kernel_wait(const timespec& arrived) {
  if (arrived.tv_sec == 0) return Budget::Clock::duration::zero();
  timespec now{};
  ::clock_gettime(CLOCK_REALTIME, &now);
  const auto ns =
      (now.tv_sec - arrived.tv_sec) * std::int64_t{1000000000} + (now.tv_nsec - arrived.tv_nsec);
  if (ns <= 0 || ns > std::int64_t{3600} * 1000000000) return Budget::Clock::duration::zero();
  return std::chrono::duration_cast<Budget::Clock::duration>(std::chrono::nanoseconds(ns));
}

// recv, also taking the arrival stamp of what it read.
ssize_t receive(int fd, char* buf, std::size_t size, timespec& arrived) {
  iovec iov{buf, size};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(timespec))];
  msghdr m{};
  m.msg_iov = &iov;
  m.msg_iovlen = 1;
  m.msg_control = control;
  m.msg_controllen = sizeof control;
  const ssize_t n = ::recvmsg(fd, &m, 0);
  if (n > 0) {
    for (cmsghdr* c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
      if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPNS) {
        std::memcpy(&arrived, CMSG_DATA(c), sizeof arrived);
      }
    }
  }
  return n;
}

}  // namespace

// The front thread accepts connections and sweeps their timeouts; `threads` workers wait on one
// epoll set of connections and each both reads a connection's request head (with its limits and
// timeouts) and answers it on the same thread, so a request costs no hand-off between threads.
// A worker reads without blocking and gives the connection back to epoll whenever a head is
// incomplete, so a client that is idle, slow or never finishes holds no worker; only a complete,
// checked head is answered, and only an answer holds a worker (for at most its budget).
struct ConnectionFront::State {
  std::size_t threads;
  Serve serve;
  Defer defer;
  Resume resume;
  int listen_fd = -1, accept_epoll = -1, epoll_fd = -1;
  std::mutex map_mutex;  // guards connections and next_id; never held while handling one
  std::unordered_map<std::uint64_t, std::shared_ptr<Connection>> connections;
  std::uint64_t next_id = 1;
  std::vector<std::thread> workers;
  std::chrono::nanoseconds worker_slice{0};
  int wake_fd = -1;  // an eventfd in accept_epoll: written by stop()
  std::atomic<bool> stopping{false};
  std::atomic<Clock::rep> stop_latest{0};

  State(std::size_t t, Serve s, Defer d, Resume r)
      : threads(t), serve(std::move(s)), defer(std::move(d)), resume(std::move(r)) {}

  void rearm(const Connection& c) {
    epoll_event e{};
    e.events = EPOLLIN | EPOLLONESHOT;
    e.data.u64 = c.id;
    ::epoll_ctl(epoll_fd, EPOLL_CTL_MOD, c.fd, &e);
  }

  std::shared_ptr<Connection> find(std::uint64_t id) {
    std::lock_guard lock(map_mutex);
    auto it = connections.find(id);
    return it == connections.end() ? nullptr : it->second;
  }

  std::vector<std::shared_ptr<Connection>> all() {
    std::lock_guard lock(map_mutex);
    std::vector<std::shared_ptr<Connection>> out;
    out.reserve(connections.size());
    for (auto& [id, c] : connections) out.push_back(c);
    return out;
  }

  // With c.mutex held.
  void close(Connection& c) {
    c.closed = true;
    ::epoll_ctl(epoll_fd, EPOLL_CTL_DEL, c.fd, nullptr);
    ::close(c.fd);
    std::lock_guard lock(map_mutex);
    connections.erase(c.id);  // whoever holds a shared_ptr to c keeps it until it lets go
  }

  // With c.mutex held. Whether c is still open (draining).
  bool refuse(Connection& c, int status, const std::string& message) {
    const std::string r = error_response(status, message);
    (void)!::send(c.fd, r.data(), r.size(), MSG_NOSIGNAL);  // small: the socket buffer takes it
    ::shutdown(c.fd, SHUT_WR);
    if (c.eof) {
      close(c);
      return false;
    }
    c.phase = Connection::Phase::kDraining;
    c.received.clear();
    c.deadline = Clock::now() + kDrainTime;
    return true;
  }

  // With c.mutex held, on a worker, the connection disarmed: answers every complete head in
  // c.received (pipelined ones too), refuses a bad one, and re-arms the connection to wait for
  // more, or closes it.
  void process(Connection& c) {
    for (;;) {
      if (c.received.empty()) {
        if (c.eof) return close(c);
        c.deadline = Clock::now() + kIdleTimeout;
        return rearm(c);
      }
      const HeadCheck h = check_head(c.received);
      if (h.state == HeadCheck::State::kRefused) {
        if (refuse(c, h.status, h.message)) rearm(c);  // draining reads on
        return;
      }
      if (h.state == HeadCheck::State::kIncomplete) {
        if (c.eof) return close(c);
        if (!c.head_started) {
          c.head_started = true;
          c.deadline = Clock::now() + kHeadTimeout;
        }
        return rearm(c);
      }
      c.head_started = false;
      const bool last = c.eof || ++c.requests >= kKeepAliveRequests;
      set_queue_wait(kernel_wait(c.arrived));
      c.arrived = {};  // a pipelined head behind this one waited for this answer, not a worker
      const Served s = serve(c.fd, std::string_view(c.received).substr(0, h.length), last);
      take_queue_wait();  // unused if the route never asked
      if (s.kind == Served::Kind::kHandOff) return hand_off(c, h.length, last, s);
      if (!answered(c, h.length, s, last)) return;
    }
  }

  // With c.mutex held, after c's request of `length` bytes was served: whether to go on with
  // the connection (else it is closed).
  bool answered(Connection& c, std::size_t length, const Served& s, bool last) {
    c.received.erase(0, length);
    if (s.kind != Served::Kind::kKeep || last) {
      close(c);
      return false;
    }
    c.last_active = Clock::now();
    return true;
  }

  // With c.mutex held, on a worker: c's request was handed off (its place in the heavy pool
  // reserved). The connection stays unarmed until a heavy thread has served the request again
  // under its deadline; that thread then goes on with the connection as a worker would.
  void hand_off(Connection& c, std::size_t length, bool last, const Served& served) {
    const std::shared_ptr<Connection> held = find(c.id);
    if (!held || !defer) return close(c);
    c.phase = Connection::Phase::kHeavy;
    defer(
        [this, held, length, last, deadline = served.deadline] {
          std::lock_guard lock(held->mutex);
          if (held->closed) return;
          held->phase = Connection::Phase::kReading;
          if (resume) resume(deadline);
          Served s = serve(held->fd, std::string_view(held->received).substr(0, length), last);
          take_queue_wait();
          if (s.kind == Served::Kind::kHandOff) s.kind = Served::Kind::kClose;  // never twice
          if (answered(*held, length, s, last)) process(*held);
        },
        served.first);
  }

  // With c.mutex held, on a worker: c was readable.
  void on_readable(Connection& c) {
    char buf[kReadChunk];
    for (;;) {
      const ssize_t n = receive(c.fd, buf, sizeof buf, c.arrived);
      if (n > 0) {
        if (c.phase == Connection::Phase::kDraining) {
          c.drained += static_cast<std::size_t>(n);
          if (c.drained > kDrainBytes) return close(c);
          continue;
        }
        c.received.append(buf, static_cast<std::size_t>(n));
        c.last_active = Clock::now();
        if (c.received.size() > kMaxHeadBytes) break;  // check_head refuses it
        // Short read: the socket is drained, and a second recv would only say EAGAIN.
        if (static_cast<std::size_t>(n) < sizeof buf) break;
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
      if (n < 0 || c.phase == Connection::Phase::kDraining) return close(c);
      c.eof = true;  // never re-armed after this: an end of file would wake a worker forever
      break;
    }
    if (c.phase == Connection::Phase::kDraining) return rearm(c);
    process(c);
  }

  void work() {
    // A short slice: woken with a request, the worker runs soon even on busy cores.
    if (worker_slice.count() > 0) (void)set_thread_slice(worker_slice);
    for (;;) {
      epoll_event e{};
      const int n = ::epoll_wait(epoll_fd, &e, 1, -1);
      if (n <= 0) continue;  // EINTR
      const std::shared_ptr<Connection> c = find(e.data.u64);
      if (!c) continue;  // closed since
      std::lock_guard lock(c->mutex);
      if (!c->closed) on_readable(*c);
    }
  }

  // Whether no request is being answered: no connection held by a worker or handed to the heavy
  // pool. (A worker holds a connection's mutex while it reads or answers it.)
  bool quiet() {
    for (auto& c : all()) {
      std::unique_lock lock(c->mutex, std::try_to_lock);
      if (!lock.owns_lock() || (!c->closed && c->phase == Connection::Phase::kHeavy)) return false;
    }
    return true;
  }

  // Drops the connection that has waited longest between requests, to make room for a new one.
  // One that is answering (its mutex held) is not a candidate.
  bool drop_idlest() {
    std::shared_ptr<Connection> idlest;
    Clock::time_point when;
    for (auto& c : all()) {
      std::unique_lock lock(c->mutex, std::try_to_lock);
      if (lock.owns_lock() && !c->closed && c->phase != Connection::Phase::kHeavy &&
          (!idlest || c->last_active < when)) {
        idlest = c;
        when = c->last_active;
      }
    }
    if (!idlest) return false;
    std::unique_lock lock(idlest->mutex, std::try_to_lock);
    if (!lock.owns_lock() || idlest->closed) return false;
    close(*idlest);
    return true;
  }

  void accept_all() {
    for (;;) {
      const int fd = ::accept4(listen_fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
      if (fd < 0) {
        if (errno == EINTR || errno == ECONNABORTED) continue;
        return;  // EAGAIN, or out of descriptors: the rest wait in the backlog
      }
      std::size_t open;
      {
        std::lock_guard lock(map_mutex);
        open = connections.size();
      }
      if (open >= kMaxConnections && !drop_idlest()) {
        const std::string r = error_response(503, "too many connections");
        (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
        ::close(fd);
        continue;
      }
      const int yes = 1;  // small JSON replies: no 40 ms Nagle/delayed-ACK stall
      ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
      ::setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &yes, sizeof yes);  // for kernel_wait
      auto c = std::make_shared<Connection>();
      c->fd = fd;
      c->last_active = Clock::now();
      c->deadline = c->last_active + kIdleTimeout;
      {
        std::lock_guard lock(map_mutex);
        c->id = next_id++;
        connections.emplace(c->id, c);
      }
      epoll_event e{};
      e.events = EPOLLIN | EPOLLONESHOT;
      e.data.u64 = c->id;
      ::epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &e);
    }
  }

  // Timeouts: an idle connection is closed; a head that takes too long is answered 408. A
  // connection a worker holds (reading or answering) is left alone this time.
  void sweep() {
    const auto now = Clock::now();
    for (auto& c : all()) {
      std::unique_lock lock(c->mutex, std::try_to_lock);
      if (!lock.owns_lock() || c->closed || c->phase == Connection::Phase::kHeavy ||
          now < c->deadline) {
        continue;
      }
      if (c->phase == Connection::Phase::kReading && c->head_started) {
        refuse(*c, 408, "the request took too long to arrive");  // still armed: drains on
      } else {
        close(*c);
      }
    }
  }
};

ConnectionFront::ConnectionFront(std::size_t threads, Serve serve, Defer defer, Resume resume)
    : state_(std::make_unique<State>(threads, std::move(serve), std::move(defer),
                                     std::move(resume))) {}

ConnectionFront::~ConnectionFront() {
  // Reached when listen failed (no worker is running) or after run() returned (the workers are
  // detached, each waiting on epoll_fd: the process ends without destroying the front).
  for (auto& [id, c] : state_->connections) ::close(c->fd);
  for (int fd : {state_->listen_fd, state_->accept_epoll, state_->epoll_fd, state_->wake_fd}) {
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
  state_->accept_epoll = ::epoll_create1(EPOLL_CLOEXEC);
  if (state_->epoll_fd < 0 || state_->accept_epoll < 0) return std::strerror(errno);
  epoll_event e{};
  e.events = EPOLLIN;
  e.data.fd = state_->listen_fd;
  ::epoll_ctl(state_->accept_epoll, EPOLL_CTL_ADD, state_->listen_fd, &e);
  state_->wake_fd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (state_->wake_fd < 0) return std::strerror(errno);
  e.data.fd = state_->wake_fd;
  ::epoll_ctl(state_->accept_epoll, EPOLL_CTL_ADD, state_->wake_fd, &e);
  return "";
}

int ConnectionFront::port() const {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  if (state_->listen_fd < 0 ||
      ::getsockname(state_->listen_fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    return 0;
  }
  if (address.ss_family == AF_INET6) {
    return ntohs(reinterpret_cast<const sockaddr_in6*>(&address)->sin6_port);
  }
  return ntohs(reinterpret_cast<const sockaddr_in*>(&address)->sin_port);
}

void ConnectionFront::set_worker_slice(std::chrono::nanoseconds slice) {
  state_->worker_slice = slice;
}

bool ConnectionFront::run() {
  State& s = *state_;
  for (std::size_t i = 0; i < s.threads; ++i) {
    s.workers.emplace_back([&s] { s.work(); });
    s.workers.back().detach();  // they serve until the process ends
  }
  epoll_event events[8];
  auto next_sweep = Clock::now() + kSweepEvery;
  while (!s.stopping.load()) {
    const int n = ::epoll_wait(s.accept_epoll, events, 8, static_cast<int>(kSweepEvery.count()));
    if (n > 0) s.accept_all();
    if (const auto now = Clock::now(); now >= next_sweep) {
      s.sweep();
      next_sweep = now + kSweepEvery;
    }
  }
  // Stopping: no new connection (a client connecting now is refused by the kernel); the
  // requests in progress are answered, each within its budget, while the sweep goes on.
  ::epoll_ctl(s.accept_epoll, EPOLL_CTL_DEL, s.listen_fd, nullptr);
  ::close(s.listen_fd);
  s.listen_fd = -1;
  const auto latest = Clock::time_point(Clock::duration(s.stop_latest.load()));
  // Quiet twice, 10 ms apart: a request whose bytes had arrived just before the signal has
  // had its worker woken by then.
  int quiet_polls = 0;
  bool quiet = false;
  while (!(quiet = (quiet_polls = s.quiet() ? quiet_polls + 1 : 0) >= 2) && Clock::now() < latest) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (const auto now = Clock::now(); now >= next_sweep) {
      s.sweep();
      next_sweep = now + kSweepEvery;
    }
  }
  return quiet;
}

void ConnectionFront::stop(Budget::Clock::time_point latest) {
  state_->stop_latest.store(latest.time_since_epoch().count());
  state_->stopping.store(true);
  const std::uint64_t one = 1;
  (void)!::write(state_->wake_fd, &one, sizeof one);  // wakes run()'s epoll_wait
}

}  // namespace grundy::server
