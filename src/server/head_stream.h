#pragma once
// The httplib::Stream a worker hands cpp-httplib for one request: reads come from the request
// head the connection front already received and checked (nothing more: no request has a
// body), writes go to the client's non-blocking socket, waiting at most kWriteTimeout for it to
// drain.
#include <httplib.h>

#include <chrono>       // std::chrono::seconds
#include <string>       // std::string
#include <string_view>  // std::string_view

namespace grundy::server {

inline constexpr std::chrono::seconds kWriteTimeout{5};

class HeadStream : public httplib::Stream {
 public:
  HeadStream(int fd, std::string_view head) : fd_(fd), head_(head) {}
  bool is_readable() const override { return !head_.empty(); }
  bool is_writable() const override;
  ssize_t read(char* ptr, size_t size) override;
  ssize_t write(const char* ptr, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override { return fd_; }

 private:
  int fd_;
  std::string_view head_;  // what is left to read
};

}  // namespace grundy::server
