#include "store/region_row.h"

#include <fmt/format.h>

#include <span>

#include "grundy/core/crc32.h"
#include "grundy/core/error.h"

namespace grundy::app {

std::uint32_t region_row_checksum(const RegionRow& row) {
  // Each field's length first, so no two rows' fields run together into the same bytes.
  const std::string head =
      fmt::format("{}:{}\n{}:{}\n{}:{}\n", row.ruleset.size(), row.ruleset, row.region.size(),
                  row.region, row.engine.size(), row.engine);
  return crc32(bytes_of(row.value), crc32(bytes_of(head)));
}

RegionRow encode_region_row(const std::string& ruleset, const std::string& region,
                            const std::string& engine, const std::string& value) {
  RegionRow row{ruleset, region, engine, value, 0};
  row.checksum = region_row_checksum(row);
  return row;
}

void refuse_region_row(const std::string& path, const std::string& ruleset,
                       const std::string& region, const std::string& what) {
  throw Error(ErrorKind::kUsage,
              fmt::format("the results store {} holds a damaged solved region of {} ({}): {} "
                          "(remove the file, or run with --no-db)",
                          path, ruleset, region, what));
}

std::optional<std::string> decode_region_row(const RegionRow& row, const std::string& path,
                                             const std::string& engine) {
  if (region_row_checksum(row) != static_cast<std::uint32_t>(row.checksum)) {
    refuse_region_row(path, row.ruleset, row.region, "its checksum does not match");
  }
  if (row.engine != engine) return std::nullopt;
  return row.value;
}

}  // namespace grundy::app
