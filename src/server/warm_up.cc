#include "server/warm_up.h"

#include <algorithm>  // std::copy_n, std::min
#include <string>     // std::string

namespace grundy::server {
namespace {

// A request read from memory whose answer goes nowhere.
class Discard : public httplib::Stream {
 public:
  explicit Discard(std::string request) : in_(std::move(request)) {}
  bool is_readable() const override { return at_ < in_.size(); }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override {
    const size_t n = std::min(size, in_.size() - at_);
    std::copy_n(in_.data() + at_, n, ptr);
    at_ += n;
    return static_cast<ssize_t>(n);
  }
  ssize_t write(const char*, size_t size) override { return static_cast<ssize_t>(size); }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1", port = 0;
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1", port = 0;
  }
  socket_t socket() const override { return INVALID_SOCKET; }

 private:
  std::string in_;
  size_t at_ = 0;
};

}  // namespace

void warm_up(const ProcessRequest& process_request) {
  // A method (the method set), a query (its parser) and one range (the range regexes), on a
  // path no route serves: answered 404 through the server's own error handler, computing
  // nothing.
  Discard stream("GET /api/warm-up?x=1 HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-1\r\n\r\n");
  bool closed = false;
  process_request(stream, true, closed);
}

}  // namespace grundy::server
