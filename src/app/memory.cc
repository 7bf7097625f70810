#include "app/memory.h"

#include <unistd.h>  // sysconf

#include <algorithm>
#include <fstream>
#include <string>

namespace grundy::app {

std::uint64_t default_memory() {
  std::uint64_t total = std::uint64_t{4} << 30;  // unknown: assume 4 GiB
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (pages > 0 && page > 0) total = static_cast<std::uint64_t>(pages) * page;
  // A container's limit (cgroup v2; "max" when there is none).
  std::ifstream cgroup("/sys/fs/cgroup/memory.max");
  std::string limit;
  if (cgroup >> limit && !limit.empty() && limit.find_first_not_of("0123456789") == limit.npos &&
      limit.size() < 20) {
    total = std::min<std::uint64_t>(total, std::stoull(limit));
  }
  return total / 4;
}

}  // namespace grundy::app
