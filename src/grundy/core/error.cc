#include "grundy/core/error.h"

#include <fmt/format.h>

namespace grundy {

std::string printable(std::string_view text, std::size_t max) {
  std::string out;
  const auto byte = [](char c) { return static_cast<unsigned char>(c); };
  std::size_t i = 0;
  while (i < text.size() && i < max) {
    const unsigned char c = byte(text[i]);
    // The length of a well-formed UTF-8 sequence starting here (RFC 3629), or 0.
    std::size_t len = c < 0x80                       ? 1
                      : (c >> 5) == 0x6 && c >= 0xC2 ? 2
                      : (c >> 4) == 0xE              ? 3
                      : c >= 0xF0 && c <= 0xF4       ? 4
                                                     : 0;
    for (std::size_t k = 1; k < len; ++k) {
      if (i + k >= text.size() || (byte(text[i + k]) >> 6) != 0x2) len = 0;
    }
    if (len == 3) {
      const unsigned char c1 = byte(text[i + 1]);
      if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0)) len = 0;  // overlong, surrogate
    }
    if (len == 4) {
      const unsigned char c1 = byte(text[i + 1]);
      if ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90)) len = 0;
    }
    if (len == 1 && (c < 0x20 || c == 0x7F)) len = 0;
    if (len == 0) {
      out += fmt::format("\\x{:02X}", c);
      ++i;
    } else {
      out.append(text.substr(i, len));
      i += len;
    }
  }
  if (i < text.size()) out += "…";
  return out;
}

std::string shown(char c) {
  if (c >= 0x20 && c < 0x7f) return fmt::format("'{}'", c);
  return fmt::format("byte 0x{:02x}", static_cast<unsigned char>(c));
}

}  // namespace grundy
