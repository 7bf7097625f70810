#include "server/head_stream.h"

#include <arpa/inet.h>   // inet_ntop
#include <netinet/in.h>  // sockaddr_in6
#include <poll.h>        // poll
#include <sys/socket.h>  // send, getpeername

#include <algorithm>  // std::min
#include <cerrno>     // errno
#include <cstring>    // std::memcpy

namespace grundy::server {
namespace {

// Waits until fd can take more bytes, at most `ms`.
bool wait_writable(int fd, int ms) {
  pollfd p{fd, POLLOUT, 0};
  return ::poll(&p, 1, ms) == 1 && (p.revents & POLLOUT) != 0;
}

void address(int fd, bool peer, std::string& ip, int& port) {
  sockaddr_storage a{};
  socklen_t len = sizeof a;
  const int rc = peer ? ::getpeername(fd, reinterpret_cast<sockaddr*>(&a), &len)
                      : ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  if (rc != 0) return;
  char text[INET6_ADDRSTRLEN] = {};
  if (a.ss_family == AF_INET) {
    const auto* v4 = reinterpret_cast<const sockaddr_in*>(&a);
    ::inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text);
    port = ntohs(v4->sin_port);
  } else if (a.ss_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&a);
    ::inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text);
    port = ntohs(v6->sin6_port);
  }
  ip = text;
}

}  // namespace

bool HeadStream::is_writable() const {
  return wait_writable(fd_, static_cast<int>(kWriteTimeout.count() * 1000));
}

ssize_t HeadStream::read(char* ptr, size_t size) {
  const std::size_t n = std::min(size, head_.size());
  std::memcpy(ptr, head_.data(), n);
  head_.remove_prefix(n);
  return static_cast<ssize_t>(n);
}

ssize_t HeadStream::write(const char* ptr, size_t size) {
  const auto deadline = std::chrono::steady_clock::now() + kWriteTimeout;
  std::size_t sent = 0;
  while (sent < size) {
    const ssize_t n = ::send(fd_, ptr + sent, size - sent, MSG_NOSIGNAL);
    if (n > 0) {
      sent += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() > 0 && wait_writable(fd_, static_cast<int>(left.count()))) continue;
    }
    return -1;  // the client stopped reading, or went away
  }
  return static_cast<ssize_t>(sent);
}

void HeadStream::get_remote_ip_and_port(std::string& ip, int& port) const {
  address(fd_, true, ip, port);
}

void HeadStream::get_local_ip_and_port(std::string& ip, int& port) const {
  address(fd_, false, ip, port);
}

}  // namespace grundy::server
