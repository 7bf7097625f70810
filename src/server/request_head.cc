#include "server/request_head.h"

#include <algorithm>  // std::count

namespace grundy::server {
namespace {

HeadCheck refuse(int status, std::string message) {
  HeadCheck r;
  r.state = HeadCheck::State::kRefused;
  r.status = status;
  r.message = std::move(message);
  return r;
}

bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// A bare CR or LF, or a NUL, inside a line: cpp-httplib would split the line where this check
// does not, and could then read a body the check never saw.
bool has_stray_byte(std::string_view line) {
  return line.find_first_of(std::string_view("\r\n\0", 3)) != std::string_view::npos;
}

// The request line: METHOD SP TARGET SP HTTP/1.x, nothing else.
HeadCheck check_request_line(std::string_view line) {
  if (has_stray_byte(line)) return refuse(400, "a stray CR, LF or NUL in the request line");
  const auto sp1 = line.find(' ');
  const auto sp2 = sp1 == std::string_view::npos ? sp1 : line.find(' ', sp1 + 1);
  if (sp2 == std::string_view::npos || line.find(' ', sp2 + 1) != std::string_view::npos ||
      sp1 == 0 || sp2 == sp1 + 1) {
    return refuse(400, "malformed request line");
  }
  const std::string_view version = line.substr(sp2 + 1);
  if (version != "HTTP/1.1" && version != "HTTP/1.0") {
    return refuse(400, "only HTTP/1.0 and HTTP/1.1 are served");
  }
  const std::string_view method = line.substr(0, sp1);
  if (method != "GET" && method != "HEAD") {
    return refuse(405, "only GET and HEAD are served");
  }
  return {};
}

HeadCheck check_header(std::string_view line, int& ranges) {
  if (has_stray_byte(line)) return refuse(400, "a stray CR, LF or NUL in a header line");
  if (line.front() == ' ' || line.front() == '\t') return refuse(400, "folded header line");
  const auto colon = line.find(':');
  if (colon == std::string_view::npos || colon == 0) return refuse(400, "malformed header line");
  const std::string_view name = line.substr(0, colon), value = trim(line.substr(colon + 1));
  if (name.find_first_of(" \t") != std::string_view::npos) {
    return refuse(400, "malformed header name");
  }
  if ((same_name(name, "Content-Length") && value != "0") || same_name(name, "Transfer-Encoding")) {
    return refuse(413, "request bodies are refused: no route takes one");
  }
  if (same_name(name, "Range") && (++ranges > 1 || value.find(',') != std::string_view::npos)) {
    return refuse(416, "at most one range is served");
  }
  return {};
}

}  // namespace

HeadCheck check_head(std::string_view received) {
  // A line ended by LF alone is refused at once (RFC 9112 lets a server refuse it; waiting for
  // the CRLF CRLF that never comes would answer 408 only at the read timeout).
  // (Only this request's head: what follows it is the next request's.)
  const auto head_end = received.find("\r\n\r\n");
  const std::string_view own =
      received.substr(0, head_end == std::string_view::npos ? received.size() : head_end + 4);
  for (auto lf = own.find('\n'); lf != std::string_view::npos; lf = own.find('\n', lf + 1)) {
    if (lf == 0 || own[lf - 1] != '\r') {
      return refuse(400,
                    "malformed request: a line ends in LF without CR (HTTP lines end in CRLF)");
    }
  }
  const auto line_end = received.find("\r\n");
  if (line_end == std::string_view::npos) {
    if (received.size() > kMaxRequestLine) return refuse(414, "the request line is too long");
    return {};
  }
  if (line_end > kMaxRequestLine) return refuse(414, "the request line is too long");
  if (HeadCheck r = check_request_line(received.substr(0, line_end));
      r.state == HeadCheck::State::kRefused) {
    return r;
  }
  const auto end = received.find("\r\n\r\n");
  const std::size_t seen = end == std::string_view::npos ? received.size() : end + 4;
  const std::string_view head = received.substr(0, seen);
  if (seen > kMaxHeadBytes) return refuse(431, "the request's headers are too large");
  // Header lines so far: every line end but the request line's and the blank line's.
  const auto ends = static_cast<std::size_t>(std::count(head.begin(), head.end(), '\n'));
  const std::size_t lines = ends - 1 - (end == std::string_view::npos ? 0 : 1);
  if (lines > kMaxHeaderLines) return refuse(431, "the request has too many header lines");
  if (end == std::string_view::npos) return {};

  int ranges = 0;
  for (std::size_t pos = line_end + 2; pos < end + 2;) {
    const auto next = received.find("\r\n", pos);
    if (HeadCheck r = check_header(received.substr(pos, next - pos), ranges);
        r.state == HeadCheck::State::kRefused) {
      return r;
    }
    pos = next + 2;
  }
  HeadCheck r;
  r.state = HeadCheck::State::kComplete;
  r.length = seen;
  return r;
}

}  // namespace grundy::server
