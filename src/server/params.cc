#include "server/params.h"

#include <fmt/format.h>

#include <string_view>  // std::string_view

#include "grundy/core/error.h"

namespace grundy::server {

std::optional<std::string> param(const httplib::Request& req, const char* name) {
  if (!req.has_param(name)) return std::nullopt;
  // The query as sent (the target after its first '?'), read piece by piece as httplib does,
  // names percent-decoded, to see what httplib's reading hides.
  if (const auto q = req.target.find('?'); q != std::string::npos) {
    std::string_view query(req.target);
    query.remove_prefix(q + 1);
    int seen = 0;
    while (!query.empty()) {
      const std::size_t amp = query.find('&');
      const std::string_view piece = query.substr(0, amp);
      query.remove_prefix(amp == std::string_view::npos ? query.size() : amp + 1);
      const std::size_t eq = piece.find('=');
      if (httplib::detail::decode_url(std::string(piece.substr(0, eq)), true) != name) continue;
      if (++seen > 1) {
        throw Error(ErrorKind::kUsage,
                    fmt::format("query parameter '{}' is given more than once", name));
      }
      if (eq != std::string_view::npos && piece.find('=', eq + 1) != std::string_view::npos) {
        throw Error(ErrorKind::kUsage,
                    fmt::format("query parameter '{}' has an '=' in its value: write it as %3D "
                                "(and '&' as %26), as a browser's URLSearchParams does",
                                name));
      }
    }
  }
  return req.get_param_value(name);
}

std::string required(const httplib::Request& req, const char* name) {
  auto text = param(req, name);
  if (!text) throw Error(ErrorKind::kUsage, fmt::format("missing query parameter '{}'", name));
  return std::move(*text);
}

std::uint64_t number(const httplib::Request& req, const char* name, std::uint64_t fallback,
                     std::uint64_t max, std::uint64_t min) {
  const auto given = param(req, name);
  if (!given) return fallback;
  const std::string& text = *given;
  const auto bad = [&] {
    return Error(ErrorKind::kUsage,
                 fmt::format("parameter '{}' must be a whole number from {} to {}, not '{}'", name,
                             min, max, text.substr(0, 40)));
  };
  if (text.empty() || text.size() > 19) throw bad();
  std::uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') throw bad();
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (v > max || v < min) throw bad();
  return v;
}

bool flag(const httplib::Request& req, const char* name) {
  const auto given = param(req, name);
  if (!given) return false;
  const std::string& v = *given;
  if (v == "1" || v == "true" || v == "yes" || v.empty()) return true;
  if (v == "0" || v == "false" || v == "no") return false;
  throw Error(ErrorKind::kUsage, fmt::format("parameter '{}' must be 1 or 0", name));
}

}  // namespace grundy::server
