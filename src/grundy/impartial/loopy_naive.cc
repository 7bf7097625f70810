#include "grundy/impartial/loopy_naive.h"

#include <limits>

namespace grundy {

std::vector<Gamma> label_digraph_naive(const std::vector<std::vector<std::uint32_t>>& succ) {
  constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
  constexpr std::uint64_t kInf = kNone - 1;
  const std::size_t n = succ.size();
  std::vector<std::uint64_t> label(n, kNone);
  std::size_t remaining = n;
  auto has_option_labelled = [&](std::uint32_t u, std::uint64_t m) {
    for (std::uint32_t v : succ[u]) {
      if (label[v] == m) return true;
    }
    return false;
  };
  for (std::uint64_t m = 0; remaining > 0; ++m) {
    for (bool changed = true; changed;) {
      changed = false;
      for (std::uint32_t u = 0; u < n; ++u) {
        if (label[u] != kNone || has_option_labelled(u, m)) continue;
        bool ok = true;
        for (std::uint32_t v : succ[u]) {
          if ((label[v] == kNone || label[v] == kInf) && !has_option_labelled(v, m)) ok = false;
        }
        if (!ok) continue;
        label[u] = m;
        --remaining;
        changed = true;
      }
    }
    for (std::uint32_t u = 0; u < n; ++u) {
      if (label[u] == kNone && !has_option_labelled(u, m)) {
        label[u] = kInf;
        --remaining;
      }
    }
  }
  std::vector<Gamma> out(n);
  for (std::uint32_t u = 0; u < n; ++u) {
    if (label[u] != kInf) {
      out[u] = Gamma::finite(label[u]);
      continue;
    }
    std::vector<std::uint64_t> k;
    for (std::uint32_t v : succ[u]) {
      if (label[v] != kInf) k.push_back(label[v]);
    }
    out[u] = Gamma::inf(std::move(k));
  }
  return out;
}

}  // namespace grundy
