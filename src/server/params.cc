#include "server/params.h"

#include <fmt/format.h>

#include "core/error.h"

namespace grundy::server {

std::string required(const httplib::Request& req, const char* name) {
  if (!req.has_param(name)) {
    throw Error(ErrorKind::kUsage, fmt::format("missing query parameter '{}'", name));
  }
  return req.get_param_value(name);
}

std::uint64_t number(const httplib::Request& req, const char* name, std::uint64_t fallback,
                     std::uint64_t max) {
  if (!req.has_param(name)) return fallback;
  const std::string text = req.get_param_value(name);
  const auto bad = [&] {
    return Error(ErrorKind::kUsage,
                 fmt::format("parameter '{}' must be a whole number from 0 to {}, not '{}'", name,
                             max, text.substr(0, 40)));
  };
  if (text.empty() || text.size() > 19) throw bad();
  std::uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') throw bad();
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (v > max) throw bad();
  return v;
}

bool flag(const httplib::Request& req, const char* name) {
  if (!req.has_param(name)) return false;
  const std::string v = req.get_param_value(name);
  if (v == "1" || v == "true" || v == "yes" || v.empty()) return true;
  if (v == "0" || v == "false" || v == "no") return false;
  throw Error(ErrorKind::kUsage, fmt::format("parameter '{}' must be 1 or 0", name));
}

}  // namespace grundy::server
