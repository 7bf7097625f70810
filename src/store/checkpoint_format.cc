#include "store/checkpoint_format.h"

#include <fmt/format.h>

#include <algorithm>    // std::equal
#include <string_view>  // std::string_view

#include "grundy/core/crc32.h"
#include "grundy/core/error.h"

namespace grundy::app::checkpoint_format {
namespace {

constexpr std::string_view kMagic = "grundy-checkpoint ";
constexpr std::string_view kFormat = "grundy-checkpoint 2\n";
constexpr std::string_view kRecordMagic = "GCKR";

void put(unsigned char* at, std::uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) at[i] = static_cast<unsigned char>(v >> (8 * i));
}

std::uint64_t get(const unsigned char* at, int bytes) {
  std::uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v |= std::uint64_t{at[i]} << (8 * i);
  return v;
}

bool starts_with(std::span<const unsigned char> bytes, std::string_view s) {
  return bytes.size() >= s.size() && std::equal(s.begin(), s.end(), bytes.begin());
}

[[noreturn]] void damaged(const std::string& path, const std::string& why) {
  throw Error(
      ErrorKind::kUsage,
      fmt::format("the checkpoint file {} is damaged: {}; delete it to start again", path, why));
}

// The CRC of a page's bytes but its last four, continued from seed.
std::uint32_t page_crc(std::span<const unsigned char> page, std::uint32_t seed) {
  return crc32(page.first(kPage - 4), seed);
}

// The CRC kept in a page's last four bytes.
std::uint32_t stored_crc(std::span<const unsigned char> page) {
  return static_cast<std::uint32_t>(get(page.data() + kPage - 4, 4));
}

// The value of "name VALUE\n" at text's start, which is then moved past it.
bool take_line(std::string_view& text, std::string_view name, std::string& value) {
  if (!text.starts_with(name) || text.size() <= name.size() || text[name.size()] != ' ') {
    return false;
  }
  const auto end = text.find('\n');
  if (end == std::string_view::npos) return false;
  value = std::string(text.substr(name.size() + 1, end - name.size() - 1));
  text.remove_prefix(end + 1);
  return true;
}

}  // namespace

Page header(const std::string& ruleset, const std::string& engine) {
  const std::string text = fmt::format("{}ruleset {}\nengine {}\n", kFormat, ruleset, engine);
  if (text.size() > kPage - 4 || ruleset.find('\n') != std::string::npos) {
    throw Error(ErrorKind::kUsage, "the ruleset's name is too long for a checkpoint");
  }
  Page page(kPage, 0);
  std::copy(text.begin(), text.end(), page.begin());
  put(page.data() + kPage - 4, page_crc(page, 0), 4);
  return page;
}

std::uint32_t header_crc(std::span<const unsigned char> header_page) {
  return stored_crc(header_page);
}

Page record(std::uint32_t seed, std::uint64_t first, std::span<const std::uint16_t> values) {
  Page page(kPage, 0);
  std::copy(kRecordMagic.begin(), kRecordMagic.end(), page.begin());
  put(page.data() + 4, first, 8);
  put(page.data() + 12, values.size(), 2);
  for (std::size_t i = 0; i < values.size(); ++i)
    put(page.data() + kRecordHead + 2 * i, values[i], 2);
  put(page.data() + kPage - 4, page_crc(page, seed), 4);
  return page;
}

std::vector<std::uint16_t> decode(std::span<const unsigned char> bytes, const std::string& path,
                                  const std::string& ruleset, const std::string& engine) {
  if (!starts_with(bytes, kMagic)) {
    throw Error(ErrorKind::kUsage, fmt::format("{} is not a grundy checkpoint file", path));
  }
  if (!starts_with(bytes, kFormat)) {
    // Format 1 had no checksums: its values cannot be told right from damaged, so it is refused
    // rather than read.
    throw Error(ErrorKind::kUsage,
                fmt::format("the checkpoint file {} is of an older format without checksums, "
                            "which this grundy does not read; delete it to start again",
                            path));
  }
  if (bytes.size() < kPage) damaged(path, "it ends inside its header (truncated)");
  const auto head = bytes.first(kPage);
  if (page_crc(head, 0) != stored_crc(head)) damaged(path, "its header fails its checksum");
  std::string_view text(reinterpret_cast<const char*>(head.data()) + kFormat.size(),
                        kPage - 4 - kFormat.size());
  std::string file_ruleset, file_engine;
  if (!take_line(text, "ruleset", file_ruleset) || !take_line(text, "engine", file_engine)) {
    damaged(path, "its header is not readable");
  }
  if (file_ruleset != ruleset) {
    throw Error(
        ErrorKind::kUsage,
        fmt::format("the checkpoint file {} is for another ruleset, not {}", path, ruleset));
  }
  if (file_engine != engine) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the checkpoint file {} was written by grundy {}, not this grundy {}; "
                            "delete it to start again",
                            path, file_engine, engine));
  }
  if (bytes.size() % kPage != 0) {
    damaged(path, fmt::format("it is {} bytes long, not whole records of {} (truncated, or bytes "
                              "appended)",
                              bytes.size(), kPage));
  }
  const std::uint32_t seed = stored_crc(head);
  std::vector<std::uint16_t> values;
  for (std::size_t at = kPage; at < bytes.size(); at += kPage) {
    const auto page = bytes.subspan(at, kPage);
    const std::uint64_t record_no = at / kPage;
    if (!starts_with(page, kRecordMagic) || page_crc(page, seed) != stored_crc(page)) {
      damaged(path, fmt::format("record {} (bytes {} to {}) fails its checksum", record_no, at,
                                at + kPage - 1));
    }
    const std::uint64_t first = get(page.data() + 4, 8);
    const std::uint64_t count = get(page.data() + 12, 2);
    if (first != values.size() || count == 0 || count > kValuesPerRecord) {
      damaged(path, fmt::format("record {} holds G({}) onwards, not G({})", record_no, first,
                                values.size()));
    }
    for (std::uint64_t i = 0; i < count; ++i) {
      values.push_back(static_cast<std::uint16_t>(get(page.data() + kRecordHead + 2 * i, 2)));
    }
  }
  return values;
}

}  // namespace grundy::app::checkpoint_format
