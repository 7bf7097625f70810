#include "server/thread_slice.h"

#include <sys/syscall.h>  // SYS_sched_setattr, SYS_sched_getattr
#include <unistd.h>       // syscall

#include <algorithm>  // std::max
#include <cstdint>    // std::uint32_t, std::uint64_t

namespace grundy::server {
namespace {

// The kernel's struct sched_attr (include/uapi/linux/sched/types.h, SCHED_ATTR_SIZE_VER1);
// glibc 2.36 has no wrapper for the two calls.
struct SchedAttr {
  std::uint32_t size;
  std::uint32_t sched_policy;
  std::uint64_t sched_flags;
  std::int32_t sched_nice;
  std::uint32_t sched_priority;
  std::uint64_t sched_runtime;  // SCHED_OTHER (6.12+): the slice asked for
  std::uint64_t sched_deadline;
  std::uint64_t sched_period;
  std::uint32_t sched_util_min;
  std::uint32_t sched_util_max;
};

bool read_attr(SchedAttr& attr) {
  attr = {};
  return ::syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) == 0;
}

}  // namespace

bool set_thread_slice(std::chrono::nanoseconds slice) {
  SchedAttr attr;
  if (!read_attr(attr)) return false;
  attr.size = sizeof attr;
  attr.sched_flags = 0;  // no reset-on-fork, no utilisation clamps: policy and nice as they are
  attr.sched_runtime = slice.count() > 0 ? static_cast<std::uint64_t>(slice.count()) : 0;
  if (::syscall(SYS_sched_setattr, 0, &attr, 0) != 0) return false;
  return slice.count() <= 0 || thread_slice() == std::max(slice, kShortestSlice);
}

std::chrono::nanoseconds thread_slice() {
  SchedAttr attr;
  if (!read_attr(attr)) return std::chrono::nanoseconds{0};
  return std::chrono::nanoseconds{static_cast<std::int64_t>(attr.sched_runtime)};
}

}  // namespace grundy::server
