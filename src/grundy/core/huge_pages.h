#pragma once
// A hint to the kernel that a large array may be backed by huge pages (2 MiB on x86-64): the
// outcome search's tables are read at random, and with 4 KiB pages nearly every probe also
// misses the TLB; fewer, larger pages also mean fewer page faults as a table grows. Only the
// whole huge pages inside [p, p + bytes) are advised; it is a hint, with no effect on any
// answer, and does nothing where the system has no such call or refuses it.
#include <cstddef>  // std::size_t
#include <cstdint>  // std::uintptr_t

#if defined(__linux__)
#include <sys/mman.h>  // madvise, MADV_HUGEPAGE
#endif

namespace grundy {

inline void advise_huge_pages(void* p, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{1} << 21;
  const auto start = reinterpret_cast<std::uintptr_t>(p);
  const std::uintptr_t first = (start + kHuge - 1) & ~(kHuge - 1);
  const std::uintptr_t last = (start + bytes) & ~(kHuge - 1);
  if (p == nullptr || last <= first) return;
  madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // a hint: errors ignored
#else
  (void)p;
  (void)bytes;
#endif
}

}  // namespace grundy
