// libFuzzer target for the checkpoint reader (issue "Reliability and security", items 1 and 5):
// for any bytes, checkpoint_format::decode either refuses them with Error(kUsage) naming the file,
// or returns values that encode back to exactly those bytes (so nothing in a file it accepts went
// unchecked). Anything else (another exception, a crash, a sanitizer report) is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "store/checkpoint_format.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"

namespace {

namespace format = grundy::app::checkpoint_format;

[[noreturn]] void finding(const char* what, const std::string& detail) {
  std::fprintf(stderr, "FINDING: %s\n%s\n", what, detail.c_str());
  std::abort();
}

// The bytes Checkpoint writes for values, record by record.
std::vector<unsigned char> encode(const std::string& ruleset, std::span<const std::uint16_t> v) {
  std::vector<unsigned char> bytes = format::header(ruleset, grundy::engine_version());
  const std::uint32_t seed = format::header_crc(bytes);
  for (std::size_t at = 0; at < v.size(); at += format::kValuesPerRecord) {
    const std::size_t n = std::min(format::kValuesPerRecord, v.size() - at);
    const auto page = format::record(seed, at, v.subspan(at, n));
    bytes.insert(bytes.end(), page.begin(), page.end());
  }
  return bytes;
}

void check_error(const grundy::Error& e) {
  if (e.kind() != grundy::ErrorKind::kUsage)
    finding("an error that is not a usage error", e.what());
  if (std::string(e.what()).find("fuzz.ck") == std::string::npos) {
    finding("an error not naming the file", e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;  // an empty file is a fresh checkpoint: Checkpoint writes a header
  const std::span<const unsigned char> rest(data + 1, size - 1);
  if (data[0] & 1) {
    // Inputs seldom carry a right CRC: build a valid file from the rest (the values), which must
    // read back exactly, and (bit 1) change one byte of it, which must be refused (a CRC-32
    // finds every change within one byte).
    std::vector<std::uint16_t> values(rest.size() / 2);
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = rest[2 * i] | rest[2 * i + 1] << 8;
    auto bytes = encode("0.6", values);
    const bool changed = data[0] & 2;
    if (changed) bytes[(data[0] * 2654435761u + size) % bytes.size()] ^= data[0];
    try {
      const auto read = format::decode(bytes, "fuzz.ck", "0.6", grundy::engine_version());
      if (changed) finding("a changed byte was read", std::to_string(read.size()) + " values");
      if (read != values) finding("a valid file read back wrong", std::to_string(values.size()));
    } catch (const grundy::Error& e) {
      if (!changed) finding("a valid file refused", e.what());
      check_error(e);
    }
    return 0;
  }
  try {
    const auto read = format::decode(rest, "fuzz.ck", "0.6", grundy::engine_version());
    // Accepted: whole pages, each record holding at least one value and at most a record's.
    const std::size_t records = rest.size() / format::kPage - 1;
    if (rest.size() % format::kPage != 0 || read.size() < records ||
        read.size() > records * format::kValuesPerRecord) {
      finding("accepted bytes that are not whole records", std::to_string(rest.size()));
    }
  } catch (const grundy::Error& e) {
    check_error(e);
  }
  return 0;
}
