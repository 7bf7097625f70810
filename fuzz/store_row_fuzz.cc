// libFuzzer target for the results store's entry decoding (issue "Reliability and security",
// items 1 and 5): the bytes are split into an entry's columns (store_row.h); decode_row either
// returns a sequence whose values are the entry's, refuses it with Error(kUsage) naming the
// store, or calls it stale (no checksum, or another version's). A valid entry built from the
// bytes must read back exactly, and the same entry with one column byte changed must be refused.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "store/store_row.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"

namespace {

using grundy::app::StoreRow;

[[noreturn]] void finding(const char* what, const std::string& detail) {
  std::fprintf(stderr, "FINDING: %s\n%s\n", what, detail.c_str());
  std::abort();
}

// Reads the input front to back; past its end every read is zero.
class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint64_t number(int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= std::uint64_t{byte()} << (8 * i);
    return v;
  }
  std::vector<unsigned char> bytes(std::size_t n) {
    std::vector<unsigned char> out;
    for (std::size_t i = 0; i < n && at_ < size_; ++i) out.push_back(byte());
    return out;
  }
  std::string text(std::size_t max) {
    const auto b = bytes(number(1) % (max + 1));
    return std::string(b.begin(), b.end());
  }

 private:
  std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

void check_error(const grundy::Error& e) {
  if (e.kind() != grundy::ErrorKind::kUsage)
    finding("an error that is not a usage error", e.what());
  if (std::string(e.what()).find("fuzz.sqlite") == std::string::npos) {
    finding("an error not naming the store", e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Reader in(data, size);
  const unsigned mode = static_cast<unsigned>(in.number(1));
  StoreRow row;
  row.ruleset = in.text(16);
  if (mode & 1) row.engine = mode & 2 ? grundy::engine_version() : in.text(8);
  row.value_count = static_cast<std::int64_t>(in.number(mode & 4 ? 8 : 1));
  row.searched_max = static_cast<std::int64_t>(in.number(mode & 8 ? 8 : 2));
  if (mode & 16) {
    grundy::Periodicity p;
    p.preperiod = in.number(2);
    p.period = in.number(2);
    p.saltus = static_cast<std::int64_t>(in.number(8));
    p.proved = in.number(1) & 1;
    p.values_needed = in.number(2);
    p.theorem = in.text(16);
    row.period = p;
  }
  row.vals = in.bytes(mode & 32 ? 2 * static_cast<std::size_t>(row.value_count & 0xffff) : 1 << 16);
  if (mode & 64) {
    row.checksum = static_cast<std::int64_t>(in.number(4));
  } else if (mode & 1) {
    row.checksum = grundy::app::row_checksum(row);
  }
  const unsigned change = static_cast<unsigned>(in.number(2));
  const bool valid = (mode & 1) && !(mode & 64);
  try {
    const auto got = decode_row(row, "fuzz.sqlite", grundy::engine_version());
    if (got) {
      if (got->values.size() * 2 != row.vals.size()) finding("values not the blob's", row.ruleset);
      for (std::size_t i = 0; i < got->values.size(); ++i) {
        if (got->values[i] != (row.vals[2 * i] | row.vals[2 * i + 1] << 8)) {
          finding("a value read wrong", std::to_string(i));
        }
      }
      if (got->period && got->period->proved && got->period->values_needed > got->values.size()) {
        finding("a certificate reading values it does not hold", row.ruleset);
      }
    }
  } catch (const grundy::Error& e) {
    check_error(e);
  }
  // A valid entry with one byte of its values changed is refused.
  if (valid && !row.vals.empty() && row.engine == grundy::engine_version()) {
    StoreRow bad = row;
    bad.vals[change % bad.vals.size()] ^= static_cast<unsigned char>(change >> 8 | 1);
    try {
      decode_row(bad, "fuzz.sqlite", grundy::engine_version());
      finding("a changed value byte was read", row.ruleset);
    } catch (const grundy::Error& e) {
      check_error(e);
    }
  }
  return 0;
}
