#pragma once
// A checkpoint of a long sequence computation: a file holding G(0), G(1), … of one ruleset, as
// computed by one version of grundy, in checksummed records (checkpoint_format.h). Only finished
// values are appended, each record by one page-aligned write(), so a process killed at any moment
// (even by kill -9) leaves a file of whole records whose every value is right; a file that is
// damaged in any other way is an error naming it, never a value misread. What is appended is
// also forced to the disk (fdatasync) at most a second after it is written and when the file is
// closed, so a power cut loses at most the last second's values.
#include <chrono>   // std::chrono::steady_clock
#include <cstdint>  // std::uint64_t
#include <span>     // std::span
#include <string>   // std::string
#include <vector>   // std::vector

namespace grundy::app {

class Checkpoint {
 public:
  // Opens path (creating it if missing or empty) for ruleset; throws a usage Error if the file
  // is not a checkpoint, is of an old format, belongs to another ruleset or version, or is
  // damaged.
  Checkpoint(const std::string& path, const std::string& ruleset);
  ~Checkpoint();
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  // The values the file held when it was opened.
  const std::vector<std::uint16_t>& values() const { return values_; }
  // Appends values[count() …] (values must extend what the file holds).
  void append(std::span<const std::uint16_t> values);
  std::uint64_t count() const { return count_; }

 private:
  // Writes one page at the file's end, whole; throws naming the file otherwise.
  void write_page(std::span<const unsigned char> page);
  // Forces what was written to the disk; throws naming the file if the disk refuses.
  void sync();
  std::string path_;
  std::chrono::steady_clock::time_point last_sync_ = std::chrono::steady_clock::now();
  bool unsynced_ = false;
  int fd_ = -1;
  std::uint32_t seed_ = 0;  // the header's CRC, which every record's continues
  std::vector<std::uint16_t> values_;
  std::uint64_t count_ = 0;
};

}  // namespace grundy::app
