#include "grundy/sequence/engine.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/sequence/naive_engine.h"
#include "grundy/sequence/rare_common_engine.h"

namespace grundy {

EngineKind parse_engine_kind(const std::string& name) {
  if (name == "naive") return EngineKind::kNaive;
  if (name == "rc") return EngineKind::kRareCommon;
  if (name == "rc-value") return EngineKind::kRareCommonValue;
  if (name == "rc-parity") return EngineKind::kRareCommonParity;
  throw Error(ErrorKind::kUsage,
              fmt::format("unknown engine '{}': expected naive, rc, rc-value or rc-parity", name));
}

std::string to_string(EngineKind kind) {
  switch (kind) {
    case EngineKind::kNaive:
      return "naive";
    case EngineKind::kRareCommon:
      return "rc";
    case EngineKind::kRareCommonValue:
      return "rc-value";
    case EngineKind::kRareCommonParity:
      return "rc-parity";
  }
  return "?";
}

bool rare_common_applies(const HeapRules& rules) {
  if (rules.tail_start() || rules.max_heaps() > 2) return false;
  for (const auto& entry : rules.finite_digits()) {
    if (entry.second.bits & 4) return true;  // without splits there is nothing to save
  }
  return false;
}

bool parity_split_applies(const HeapRules& rules) {
  if (!rare_common_applies(rules)) return false;
  int parity = -1;
  for (const auto& [j, d] : rules.finite_digits()) {
    if (!(d.bits & 4)) continue;
    if (parity >= 0 && parity != static_cast<int>(j % 2)) return false;
    parity = static_cast<int>(j % 2);
  }
  return true;
}

std::unique_ptr<SequenceEngine> make_engine(const HeapRules& rules, EngineKind kind,
                                            const EngineThreads& threads) {
  if (kind == EngineKind::kNaive || !rare_common_applies(rules)) {
    return std::make_unique<NaiveEngine>(rules);
  }
  const bool parity = kind != EngineKind::kRareCommonValue && parity_split_applies(rules);
  return std::make_unique<RareCommonEngine>(rules, parity, 0, threads);
}

std::unique_ptr<SequenceEngine> make_bounded_engine(const HeapRules& rules, EngineKind kind,
                                                    std::uint64_t prefix,
                                                    const EngineThreads& threads) {
  if (kind == EngineKind::kNaive || !rare_common_applies(rules)) {
    throw Error(ErrorKind::kUsage,
                "bounded memory (--prefix) needs the rare/common engine: a finite take-and-break "
                "code with a splitting digit whose moves leave at most two heaps");
  }
  if (prefix < 64) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the prefix must hold at least 64 heaps, not {}", prefix));
  }
  const bool parity = kind != EngineKind::kRareCommonValue && parity_split_applies(rules);
  return std::make_unique<RareCommonEngine>(rules, parity, prefix, threads);
}

}  // namespace grundy
