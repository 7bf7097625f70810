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

std::vector<std::string> known_ruleset_names() {
  std::vector<std::string> out;
  // The shared (impartial) families first, then the per-request views of the partizan rulesets.
  std::vector<const RulesetFamily*> ordered;
  for (const RulesetFamily& family : families()) {
    if (family.cacheable) ordered.push_back(&family);
  }
  for (const RulesetFamily& family : families()) {
    if (!family.cacheable) ordered.push_back(&family);
  }
  for (const RulesetFamily* f : ordered) {
    const RulesetFamily& family = *f;
    if (family.names) {
      for (std::string& n : family.names()) out.push_back(std::move(n));
      continue;
    }
    // The spelling of the family's example, up to the position, with any set elided:
    // "sub{1,3,4}:10" gives "sub{...}", "*3" gives "*n".
    std::string name = family.example.substr(0, family.example.find(':'));
    if (const auto brace = name.find('{'); brace != std::string::npos) {
      name = name.substr(0, brace) + "{...}";
    }
    if (name.starts_with('*')) name = "*n";
    out.push_back(name);
  }
  return out;
}

RulesetPtr make_ruleset(std::string_view spelling, std::size_t column) {
  // Rulesets are immutable apart from their exact value tables, so one instance per spelling is
  // shared by every request: a table computed once serves them all.
  static std::mutex mutex;
  static std::unordered_map<std::string, RulesetPtr> cache;
  const bool short_spelling = spelling.size() <= kMaxCachedSpelling;
  if (short_spelling) {
    std::lock_guard lock(mutex);
    if (auto it = cache.find(std::string(spelling)); it != cache.end()) return it->second;
  }
  for (const RulesetFamily& family : families()) {
    if (RulesetPtr ruleset = family.make(spelling, column)) {
      if (short_spelling && family.cacheable) {
        std::lock_guard lock(mutex);
        if (cache.size() >= kMaxCachedRulesets) cache.clear();
        cache.emplace(std::string(spelling), ruleset);
      }
      return ruleset;
    }
  }
  std::string known;
  for (const std::string& name : known_ruleset_names()) known += (known.empty() ? "" : ", ") + name;
  throw parse_error(
      fmt::format("unknown ruleset '{}' at column {}; known: {}", spelling, column, known), column);
}

}  // namespace grundy
