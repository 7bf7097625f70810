#pragma once
// The connection front's view of a request: the bytes a client has sent so far, checked against
// the server's limits before any worker sees them. Only GET and HEAD without a body are taken
// (no route takes a body), so a request is exactly its head and a connection can never read one
// request's body as the next request.
#include <cstddef>      // std::size_t
#include <string>       // std::string
#include <string_view>  // std::string_view

namespace grundy::server {

// docs/http-api.md, Limits.
inline constexpr std::size_t kMaxRequestLine = 8 * 1024;
inline constexpr std::size_t kMaxHeadBytes = 16 * 1024;  // request line and headers together
inline constexpr std::size_t kMaxHeaderLines = 100;

struct HeadCheck {
  enum class State { kIncomplete, kComplete, kRefused };
  State state = State::kIncomplete;
  std::size_t length = 0;  // kComplete: the head's bytes, its blank line included
  int status = 0;          // kRefused: the status to answer with, then close
  std::string message;     // kRefused: why, for {"error": …}
};

// Checks the start of `received` (one connection's unread bytes) for a complete request head
// that keeps every limit. A limit already passed by an incomplete head refuses it at once.
HeadCheck check_head(std::string_view received);

}  // namespace grundy::server
