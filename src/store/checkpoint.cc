#include "store/checkpoint.h"

#include <fcntl.h>  // open
#include <fmt/format.h>
#include <unistd.h>  // read, write, close

#include <cerrno>
#include <cstring>  // std::strerror

#include "store/checkpoint_format.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"

namespace grundy::app {

namespace format = checkpoint_format;

Checkpoint::Checkpoint(const std::string& path, const std::string& ruleset) : path_(path) {
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) {
    throw Error(ErrorKind::kUsage,
                fmt::format("cannot open the checkpoint file {}: {}", path, std::strerror(errno)));
  }
  try {
    std::vector<unsigned char> bytes;
    unsigned char buffer[1 << 16];
    for (;;) {
      const ssize_t got = ::read(fd_, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) {
        throw Error(ErrorKind::kUsage, fmt::format("cannot read the checkpoint file {}: {}", path,
                                                   std::strerror(errno)));
      }
      if (got == 0) break;
      bytes.insert(bytes.end(), buffer, buffer + got);
    }
    if (bytes.empty()) {
      const auto head = format::header(ruleset, engine_version());
      write_page(head);
      sync();
      seed_ = format::header_crc(head);
      return;
    }
    values_ = format::decode(bytes, path, ruleset, engine_version());
    seed_ = format::header_crc(std::span(bytes).first(format::kPage));
    count_ = values_.size();
  } catch (...) {
    ::close(fd_);
    fd_ = -1;
    throw;
  }
}

Checkpoint::~Checkpoint() {
  if (fd_ < 0) return;
  if (unsynced_) ::fdatasync(fd_);  // a destructor does not throw: the next open checks the file
  ::close(fd_);
}

void Checkpoint::sync() {
  if (::fdatasync(fd_) != 0) {
    throw Error(
        ErrorKind::kComputation,
        fmt::format("cannot force the checkpoint {} to the disk: {}", path_, std::strerror(errno)));
  }
  unsynced_ = false;
  last_sync_ = std::chrono::steady_clock::now();
}

void Checkpoint::write_page(std::span<const unsigned char> page) {
  // The file is whole pages, so the end is page-aligned: a write() of one aligned page is done
  // whole or not at all even when the process is killed (the kernel checks for a fatal signal
  // only between pages).
  const off_t end = ::lseek(fd_, 0, SEEK_END);
  ssize_t put;
  do {
    put = ::pwrite(fd_, page.data(), page.size(), end);
  } while (put < 0 && errno == EINTR);
  if (put != static_cast<ssize_t>(page.size())) {
    const std::string why = put < 0 ? std::strerror(errno) : "a short write";
    // A short write (a full disk) is cut off again, so the file stays whole records.
    // (Should that fail too, the next open names the file as damaged.)
    if (put > 0 && ::ftruncate(fd_, end) != 0) put = -1;
    throw Error(ErrorKind::kComputation,
                fmt::format("cannot write the checkpoint {}: {}", path_, why));
  }
}

void Checkpoint::append(std::span<const std::uint16_t> values) {
  while (values.size() > count_) {
    const std::uint64_t n =
        std::min<std::uint64_t>(values.size() - count_, format::kValuesPerRecord);
    write_page(format::record(seed_, count_, values.subspan(count_, n)));
    count_ += n;
    unsynced_ = true;
  }
  // One fdatasync a second at most: a sync per 4 KiB page would cost more than the values.
  if (unsynced_ && std::chrono::steady_clock::now() - last_sync_ >= std::chrono::seconds(1)) {
    sync();
  }
}

}  // namespace grundy::app
