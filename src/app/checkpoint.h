#pragma once
// A checkpoint of a long sequence computation: an append-only file holding a header line
// "grundy-checkpoint 1 RULESET\n" and then G(0), G(1), … as 16-bit little-endian numbers.
// Only finished values are appended, each batch flushed to the kernel at once, so a process
// killed at any moment (even by kill -9) leaves a file whose every whole value is right; a
// half-written last value is cut off when the file is opened again.
#include <cstdint>  // std::uint64_t
#include <cstdio>   // std::FILE
#include <span>     // std::span
#include <string>   // std::string
#include <vector>   // std::vector

namespace grundy::app {

class Checkpoint {
 public:
  // Opens path (creating it if missing) for ruleset; throws a usage Error if the file is not a
  // checkpoint or belongs to another ruleset.
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
  std::string path_;
  std::FILE* file_ = nullptr;
  std::vector<std::uint16_t> values_;
  std::uint64_t count_ = 0;
};

}  // namespace grundy::app
