#include "grundy/core/crc32.h"

#include <array>

namespace grundy {
namespace {

constexpr std::array<std::uint32_t, 256> make_table() {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  return table;
}

constexpr auto kTable = make_table();

}  // namespace

std::uint32_t crc32(std::span<const unsigned char> bytes, std::uint32_t seed) {
  std::uint32_t c = ~seed;
  for (unsigned char b : bytes) c = kTable[(c ^ b) & 0xff] ^ (c >> 8);
  return ~c;
}

}  // namespace grundy
