#pragma once
// The default memory budget of a command or of the server: a quarter of the memory the process
// may have (physical memory, or the cgroup's limit when that is lower), so that one request can
// never take the machine and a few may run side by side.
#include <cstdint>  // std::uint64_t

namespace grundy::app {

std::uint64_t default_memory();

}  // namespace grundy::app
