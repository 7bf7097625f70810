#pragma once
// A connection in memory: cpp-httplib reads a request from a string and writes its answer into
// another, with no socket. For answering a request inside the process (warm_up.h) and for the
// router's fuzz target.
#include <httplib.h>

#include <cstddef>  // std::size_t
#include <string>   // std::string

namespace grundy::server {

class MemoryStream : public httplib::Stream {
 public:
  explicit MemoryStream(std::string request) : in_(std::move(request)) {}
  bool is_readable() const override { return at_ < in_.size(); }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override;
  ssize_t write(const char* ptr, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override { return INVALID_SOCKET; }
  // What was written back: the whole answer.
  const std::string& written() const { return out_; }

 private:
  std::string in_;
  std::size_t at_ = 0;
  std::string out_;
};

}  // namespace grundy::server
