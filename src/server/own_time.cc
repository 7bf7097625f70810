#include "server/own_time.h"

#include <fcntl.h>   // open
#include <unistd.h>  // pread, close

#include <charconv>  // std::from_chars
#include <string_view>

namespace grundy::server {
namespace {

// This thread's /proc/thread-self/schedstat, opened on first use and closed when the thread
// ends: "RUNNING_NS WAITING_NS SLICES". A descriptor opened through thread-self stays the
// thread's that opened it.
class Schedstat {
 public:
  Schedstat() : fd_(::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)) {}
  ~Schedstat() {
    if (fd_ >= 0) ::close(fd_);
  }
  Schedstat(const Schedstat&) = delete;
  Schedstat& operator=(const Schedstat&) = delete;

  // Nanoseconds this thread has waited, runnable, for a core; -1 if it cannot be read.
  long long waited_ns() const {
    if (fd_ < 0) return -1;
    char buf[96];
    const ssize_t n = ::pread(fd_, buf, sizeof buf, 0);
    if (n <= 0) return -1;
    std::string_view text(buf, static_cast<std::size_t>(n));
    const auto space = text.find(' ');
    if (space == std::string_view::npos) return -1;
    long long waited = 0;
    const char* first = text.data() + space + 1;
    const auto [end, ec] = std::from_chars(first, text.data() + text.size(), waited);
    return ec == std::errc() && end != first ? waited : -1;
  }

 private:
  int fd_;
};

}  // namespace

std::chrono::nanoseconds thread_own_time() {
  thread_local const Schedstat schedstat;
  const auto wall = std::chrono::duration_cast<std::chrono::nanoseconds>(
      std::chrono::steady_clock::now().time_since_epoch());
  const long long waited = schedstat.waited_ns();
  return waited < 0 ? wall : wall - std::chrono::nanoseconds(waited);
}

}  // namespace grundy::server
