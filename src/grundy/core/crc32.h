#pragma once
// CRC-32 (the IEEE polynomial, as zlib and PNG use it): the checksum of checkpoints and of the
// results store's entries. It finds every flipped bit and every burst of up to 32 bits, which is
// what a damaged disk block or a stray write leaves; it is not a defence against tampering.
#include <cstdint>  // std::uint32_t
#include <span>     // std::span
#include <string_view>

namespace grundy {

// The CRC of bytes continued from seed (the CRC of what came before; 0 for none), so a record's
// checksum can depend on its file's header.
std::uint32_t crc32(std::span<const unsigned char> bytes, std::uint32_t seed = 0);

// The bytes of a text, for crc32.
inline std::span<const unsigned char> bytes_of(std::string_view s) {
  return {reinterpret_cast<const unsigned char*>(s.data()), s.size()};
}

}  // namespace grundy
