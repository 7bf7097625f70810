#pragma once
// One entry of the results store as SQLite holds it, and its checksum. Each entry carries the
// version of grundy that computed it and a CRC-32 over all its columns, checked on every read:
// SQLite's own checks see pages, not values, so a flipped bit inside a stored sequence would pass
// them. No I/O here (result_store.cc reads and writes the rows; fuzz/store_row_fuzz.cc feeds the
// decoder anything).
#include <cstdint>   // std::int64_t, std::uint32_t
#include <optional>  // std::optional
#include <span>      // std::span
#include <string>    // std::string
#include <vector>    // std::vector

#include "store/result_store.h"  // StoredSequence

namespace grundy::app {

struct StoreRow {
  std::string ruleset;
  std::optional<std::string> engine;  // NULL in an entry written before schema 2
  std::int64_t value_count = 0;
  std::vector<unsigned char> vals;  // value_count values, u16 little-endian
  std::int64_t searched_max = 0;
  std::optional<Periodicity> period;
  std::optional<std::int64_t> checksum;  // NULL in an entry written before schema 2
};

// The CRC-32 of every column but the checksum.
std::uint32_t row_checksum(const StoreRow& row);

// The row that keeps values, period and searched_max of ruleset, checksum included.
StoreRow encode_row(const std::string& ruleset, const std::string& engine,
                    std::span<const std::uint16_t> values, const std::optional<Periodicity>& period,
                    std::uint64_t searched_max);

// The sequence a row holds; nullopt when the row is stale (written before checksums, or by
// another version of grundy: computed again, then replaced). Throws Error(kUsage) naming path
// when the row is damaged (its checksum does not match, or its columns disagree).
std::optional<StoredSequence> decode_row(const StoreRow& row, const std::string& path,
                                         const std::string& engine);

}  // namespace grundy::app
