#include "server/memory_stream.h"

#include <algorithm>  // std::copy_n, std::min

namespace grundy::server {

ssize_t MemoryStream::read(char* ptr, size_t size) {
  const std::size_t n = std::min(size, in_.size() - at_);
  std::copy_n(in_.data() + at_, n, ptr);
  at_ += n;
  return static_cast<ssize_t>(n);
}

ssize_t MemoryStream::write(const char* ptr, size_t size) {
  out_.append(ptr, size);
  return static_cast<ssize_t>(size);
}

void MemoryStream::get_remote_ip_and_port(std::string& ip, int& port) const {
  ip = "127.0.0.1", port = 1;
}

void MemoryStream::get_local_ip_and_port(std::string& ip, int& port) const {
  ip = "127.0.0.1", port = 2;
}

}  // namespace grundy::server
