#include "store/store_row.h"

#include <fmt/format.h>

#include "grundy/core/crc32.h"
#include "grundy/core/error.h"

namespace grundy::app {
namespace {

// The columns in one byte string: each number as 8 little-endian bytes, each text or blob after
// its length, so no two different rows serialise alike.
class Serial {
 public:
  void number(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) bytes_.push_back(static_cast<unsigned char>(v >> (8 * i)));
  }
  void text(std::span<const unsigned char> s) {
    number(s.size());
    bytes_.insert(bytes_.end(), s.begin(), s.end());
  }
  void text(const std::string& s) {
    text(std::span(reinterpret_cast<const unsigned char*>(s.data()), s.size()));
  }
  std::uint32_t crc() const { return crc32(bytes_); }

 private:
  std::vector<unsigned char> bytes_;
};

[[noreturn]] void damaged(const std::string& path, const std::string& ruleset,
                          const std::string& why) {
  throw Error(ErrorKind::kUsage,
              fmt::format("the results store {}: the entry of {} is damaged ({}); delete the "
                          "file, choose another with --db, or run without it with --no-db",
                          path, ruleset, why));
}

}  // namespace

std::uint32_t row_checksum(const StoreRow& row) {
  Serial s;
  s.text("grundy-store-row 2");
  s.text(row.ruleset);
  s.text(row.engine.value_or(""));
  s.number(static_cast<std::uint64_t>(row.value_count));
  s.text(row.vals);
  s.number(static_cast<std::uint64_t>(row.searched_max));
  s.number(row.period.has_value());
  if (row.period) {
    const Periodicity& p = *row.period;
    s.number(p.preperiod);
    s.number(p.period);
    s.number(static_cast<std::uint64_t>(p.saltus));
    s.number(p.proved);
    s.text(p.theorem);
    s.number(p.values_needed);
  }
  return s.crc();
}

StoreRow encode_row(const std::string& ruleset, const std::string& engine,
                    std::span<const std::uint16_t> values, const std::optional<Periodicity>& period,
                    std::uint64_t searched_max) {
  StoreRow row;
  row.ruleset = ruleset;
  row.engine = engine;
  row.value_count = static_cast<std::int64_t>(values.size());
  row.vals.resize(2 * values.size());
  for (std::size_t i = 0; i < values.size(); ++i) {
    row.vals[2 * i] = values[i] & 0xff;
    row.vals[2 * i + 1] = values[i] >> 8;
  }
  row.searched_max = static_cast<std::int64_t>(searched_max);
  row.period = period;
  row.checksum = row_checksum(row);
  return row;
}

std::optional<StoredSequence> decode_row(const StoreRow& row, const std::string& path,
                                         const std::string& engine) {
  if (!row.checksum || !row.engine) return std::nullopt;  // written before checksums
  if (*row.checksum != row_checksum(row)) damaged(path, row.ruleset, "its checksum does not match");
  if (*row.engine != engine) return std::nullopt;  // another version's: computed again
  // A row whose checksum matches was written so; these checks guard against a writer's bug.
  if (row.value_count < 0 || row.vals.size() != 2 * static_cast<std::uint64_t>(row.value_count) ||
      row.searched_max < 0) {
    damaged(path, row.ruleset, "its values do not match their count");
  }
  StoredSequence out;
  const auto count = static_cast<std::uint64_t>(row.value_count);
  out.values.resize(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    out.values[i] = static_cast<std::uint16_t>(row.vals[2 * i] | row.vals[2 * i + 1] << 8);
  }
  out.searched_max = static_cast<std::uint64_t>(row.searched_max);
  if (row.period) {
    // A proof reads values_needed values: an entry without them cannot be used.
    const Periodicity& p = *row.period;
    if (p.period == 0 || (p.proved && p.values_needed > count)) {
      damaged(path, row.ruleset, "its certificate reads values it does not hold");
    }
    out.period = p;
  }
  return out;
}

}  // namespace grundy::app
