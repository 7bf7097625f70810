#pragma once
// A solved region as the results store keeps it (store/result_store.h, table `regions`; the
// database of grundy/search/region_store.h): the ruleset's spelling, the region in normal form as the
// ruleset prints it, the version of grundy that solved it, its canonical form in CGSuite's
// spelling and a CRC-32 over all four. No I/O here. On read the checksum is checked (a damaged
// row is an error naming the store, exit 2) and a row of another version is not used (solved
// again, replaced); the search then checks that the value reads as the canonical form it spells.
#include <cstdint>   // std::int64_t, std::uint32_t
#include <optional>  // std::optional
#include <string>    // std::string

namespace grundy::app {

struct RegionRow {
  std::string ruleset;
  std::string region;
  std::string engine;
  std::string value;
  std::int64_t checksum = 0;
};

std::uint32_t region_row_checksum(const RegionRow& row);

RegionRow encode_region_row(const std::string& ruleset, const std::string& region,
                            const std::string& engine, const std::string& value);

// The value, or nullopt when the row was written by another version of grundy; throws
// Error(kUsage) naming path when its checksum does not match.
std::optional<std::string> decode_region_row(const RegionRow& row, const std::string& path,
                                             const std::string& engine);

// The Error for a damaged region row (what is wrong with it), naming the store.
[[noreturn]] void refuse_region_row(const std::string& path, const std::string& ruleset,
                                    const std::string& region, const std::string& what);

}  // namespace grundy::app
