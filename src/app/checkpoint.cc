#include "app/checkpoint.h"

#include <fmt/format.h>
#include <unistd.h>  // ftruncate

#include <filesystem>

#include "core/error.h"

namespace grundy::app {

Checkpoint::Checkpoint(const std::string& path, const std::string& ruleset) : path_(path) {
  const std::string header = fmt::format("grundy-checkpoint 1 {}\n", ruleset);
  std::error_code ec;
  const bool exists = std::filesystem::exists(path, ec);
  file_ = std::fopen(path.c_str(), exists ? "r+b" : "w+b");
  if (!file_) {
    throw Error(ErrorKind::kUsage, fmt::format("cannot open the checkpoint file {}", path));
  }
  std::vector<unsigned char> bytes;
  unsigned char buffer[1 << 16];
  for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, file_)) > 0;) {
    bytes.insert(bytes.end(), buffer, buffer + got);
  }
  if (bytes.empty()) {
    std::fwrite(header.data(), 1, header.size(), file_);
    std::fflush(file_);
    return;
  }
  if (bytes.size() < header.size() || !std::equal(header.begin(), header.end(), bytes.begin())) {
    std::fclose(file_);
    file_ = nullptr;
    const bool ours = bytes.size() >= 20 &&
                      std::string(bytes.begin(), bytes.begin() + 20) == "grundy-checkpoint 1 ";
    throw Error(
        ErrorKind::kUsage,
        ours ? fmt::format("the checkpoint file {} is for another ruleset, not {}", path, ruleset)
             : fmt::format("{} is not a grundy checkpoint file", path));
  }
  count_ = (bytes.size() - header.size()) / 2;
  values_.resize(count_);
  for (std::uint64_t i = 0; i < count_; ++i) {
    const std::size_t at = header.size() + 2 * i;
    values_[i] = static_cast<std::uint16_t>(bytes[at] | bytes[at + 1] << 8);
  }
  // A value half written when the process was killed is cut off.
  const long whole = static_cast<long>(header.size() + 2 * count_);
  if (static_cast<long>(bytes.size()) != whole) {
    std::fflush(file_);
    if (ftruncate(fileno(file_), whole) != 0) {
      throw Error(ErrorKind::kComputation, fmt::format("cannot repair the checkpoint {}", path));
    }
  }
  std::fseek(file_, whole, SEEK_SET);
}

Checkpoint::~Checkpoint() {
  if (file_) std::fclose(file_);
}

void Checkpoint::append(std::span<const std::uint16_t> values) {
  if (values.size() <= count_) return;
  std::vector<unsigned char> bytes(2 * (values.size() - count_));
  for (std::uint64_t i = count_; i < values.size(); ++i) {
    bytes[2 * (i - count_)] = values[i] & 0xff;
    bytes[2 * (i - count_) + 1] = values[i] >> 8;
  }
  if (std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size() ||
      std::fflush(file_) != 0) {
    throw Error(ErrorKind::kComputation, fmt::format("cannot write the checkpoint {}", path_));
  }
  count_ = values.size();
}

}  // namespace grundy::app
