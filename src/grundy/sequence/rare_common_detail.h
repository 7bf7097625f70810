#pragma once
// What the rare/common engine's sequential path (rare_common_engine.cc) and its threads
// (rare_common_threads.cc) share. Private to those two files.
#include <time.h>  // clock_gettime

#include <cstdint>
#include <cstring>  // std::memchr

namespace grundy::rare_common {

inline constexpr std::uint64_t kBlock = 64;   // splits per scan block
inline constexpr std::uint32_t kRetry = ~0u;  // finish: the mask changed, compute the heap again

// This thread's CPU time in nanoseconds (EngineThreads::measure).
inline std::uint64_t thread_ns() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<std::uint64_t>(t.tv_sec) * 1000000000u + static_cast<std::uint64_t>(t.tv_nsec);
}

// The least index ≥ from whose byte is zero; lane[size − 1] is always zero.
inline std::uint32_t next_zero(const std::uint8_t* lane, std::uint32_t from, std::size_t size) {
  const void* zero = std::memchr(lane + from, 0, size - from);
  return static_cast<std::uint32_t>(static_cast<const std::uint8_t*>(zero) - lane);
}

}  // namespace grundy::rare_common
