#pragma once
// The bytes of a checkpoint file, format 2, without any I/O (checkpoint.h writes and reads the
// file; fuzz/checkpoint_fuzz.cc feeds the reader anything).
//
// The file is a sequence of 4096-byte pages. Page 0 is the header: the text
// "grundy-checkpoint 2\nruleset RULESET\nengine VERSION\n", zeros, and in its last 4 bytes the
// CRC-32 of the rest. Every other page is one record of up to kValuesPerRecord values:
//   "GCKR", the index of its first value (u64), how many values it holds (u16), two zero bytes,
//   the values (u16 each), zeros, and the CRC-32 of the record's other bytes continued from the
//   header's CRC (so a record copied from another file does not pass).
// All numbers are little-endian. Each record is written by one page-aligned write(), which a
// kill -9 cannot cut in half, so every byte of the file is accounted for: a flipped bit, a
// truncation or appended bytes are all an error naming the file, never a value misread.
#include <cstddef>  // std::size_t
#include <cstdint>  // std::uint16_t, std::uint64_t
#include <span>     // std::span
#include <string>   // std::string
#include <vector>   // std::vector

namespace grundy::app::checkpoint_format {

constexpr std::size_t kPage = 4096;
constexpr std::size_t kRecordHead = 16;  // magic, first index, count, padding
constexpr std::size_t kValuesPerRecord = (kPage - kRecordHead - 4) / 2;

using Page = std::vector<unsigned char>;

// The header page for ruleset, written by the engine of version engine.
Page header(const std::string& ruleset, const std::string& engine);
// The CRC stored in a header page (the seed of its records' CRCs).
std::uint32_t header_crc(std::span<const unsigned char> header_page);
// One record page: values (at most kValuesPerRecord), the first of which is G(first).
Page record(std::uint32_t header_crc, std::uint64_t first, std::span<const std::uint16_t> values);

// The values a whole file holds (bytes not empty). Throws Error(kUsage) naming path when the
// bytes are not a checkpoint, are of an old format, of another ruleset or engine version, or are
// damaged in any way.
std::vector<std::uint16_t> decode(std::span<const unsigned char> bytes, const std::string& path,
                                  const std::string& ruleset, const std::string& engine);

}  // namespace grundy::app::checkpoint_format
