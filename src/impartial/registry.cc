#include "impartial/registry.h"

#include <fmt/format.h>

#include <mutex>
#include <unordered_map>

#include "core/error.h"

namespace grundy {
namespace {

constexpr std::size_t kMaxCachedRulesets = 256;
constexpr std::size_t kMaxCachedSpelling = 200;

std::vector<RulesetFamily>& families() {
  static std::vector<RulesetFamily> all;
  return all;
}

}  // namespace

bool register_ruleset_family(RulesetFamily family) {
  families().push_back(std::move(family));
  return true;
}

const std::vector<RulesetFamily>& ruleset_families() {
  return families();
}

RulesetPtr make_ruleset(std::string_view spelling, std::size_t column) {
  // Rulesets are immutable apart from their exact value tables, so one instance per spelling is
  // shared by every request: a table computed once serves them all.
  static std::mutex mutex;
  static std::unordered_map<std::string, RulesetPtr> cache;
  const bool cacheable = spelling.size() <= kMaxCachedSpelling;
  if (cacheable) {
    std::lock_guard lock(mutex);
    if (auto it = cache.find(std::string(spelling)); it != cache.end()) return it->second;
  }
  for (const RulesetFamily& family : families()) {
    if (RulesetPtr ruleset = family.make(spelling, column)) {
      if (cacheable) {
        std::lock_guard lock(mutex);
        if (cache.size() >= kMaxCachedRulesets) cache.clear();
        cache.emplace(std::string(spelling), ruleset);
      }
      return ruleset;
    }
  }
  throw parse_error(
      fmt::format("unknown ruleset '{}' at column {}; known: nim, sub{{...}}, allbut{{...}}, "
                  "take-and-break codes such as 0.77, kayles, dawson, dawsons-kayles, "
                  "grundys-game, wythoff, graph{{...}}",
                  printable(spelling), column),
      column);
}

}  // namespace grundy
