#pragma once
// The largest position a board, strip or graph ruleset accepts: larger ones are refused at parse
// time, before any search could be asked to look at them.
#include <cstddef>  // std::size_t

namespace grundy {

// The most squares (or characters, or vertices) a position may have.
inline constexpr std::size_t kMaxPositionSize = 4096;

}  // namespace grundy
