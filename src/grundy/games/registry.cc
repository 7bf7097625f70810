#include "grundy/games/registry.h"

#include <fmt/format.h>

#include "grundy/core/error.h"

namespace grundy {
namespace {

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
  // The families given by rules first, then the board games.
  std::vector<const RulesetFamily*> ordered;
  for (const RulesetFamily& family : families()) {
    if (!family.board_game) ordered.push_back(&family);
  }
  for (const RulesetFamily& family : families()) {
    if (family.board_game) ordered.push_back(&family);
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

RulesetFamily board_game_family(RulesetPtr ruleset, std::string example) {
  const std::string name = ruleset->spelling();
  const bool loopy = ruleset->is_loopy_ruleset();
  RulesetFamily family(name, std::move(example),
                       [ruleset = std::move(ruleset)](std::string_view spelling, std::size_t,
                                                      const HeapPeriodOracle*) -> RulesetPtr {
                         return spelling == ruleset->spelling() ? ruleset : nullptr;
                       });
  family.board_game = true;
  family.loopy = loopy;
  return family;
}

RulesetCache::RulesetCache(std::size_t max_entries, std::uint64_t max_bytes,
                           const HeapPeriodOracle* oracle)
    : max_entries_(max_entries), max_bytes_(max_bytes), oracle_(oracle) {}

void RulesetCache::set_max_bytes(std::uint64_t bytes) {
  std::lock_guard lock(mutex_);
  max_bytes_ = bytes;
  evict();
}

RulesetPtr RulesetCache::find(std::string_view spelling) {
  std::lock_guard lock(mutex_);
  if (auto pinned = pinned_.find(std::string(spelling)); pinned != pinned_.end()) {
    return pinned->second;
  }
  auto it = index_.find(std::string(spelling));
  if (it == index_.end()) return nullptr;
  order_.splice(order_.begin(), order_, it->second);  // now the most recently used
  RulesetPtr found = it->second->second;
  evict();  // its tables may have grown since it was last looked at
  return found;
}

void RulesetCache::insert(std::string_view spelling, RulesetPtr ruleset) {
  std::lock_guard lock(mutex_);
  if (index_.contains(std::string(spelling))) return;
  order_.emplace_front(std::string(spelling), std::move(ruleset));
  index_.emplace(order_.front().first, order_.begin());
  evict();
}

void RulesetCache::pin(std::string_view spelling, RulesetPtr ruleset) {
  std::lock_guard lock(mutex_);
  pinned_[std::string(spelling)] = std::move(ruleset);
}

std::uint64_t RulesetCache::bytes() const {
  std::lock_guard lock(mutex_);
  std::uint64_t total = 0;
  for (const auto& [spelling, ruleset] : order_) total += ruleset->retained_bytes();
  return total;
}

std::size_t RulesetCache::size() const {
  std::lock_guard lock(mutex_);
  return order_.size();
}

void RulesetCache::evict() {
  std::uint64_t total = 0;
  for (const auto& [spelling, ruleset] : order_) total += ruleset->retained_bytes();
  // The most recently used entry stays whatever its size: it is the one being asked for.
  while (order_.size() > 1 && (order_.size() > max_entries_ || total > max_bytes_)) {
    total -= order_.back().second->retained_bytes();
    index_.erase(order_.back().first);
    order_.pop_back();  // a request still using it keeps it alive until it is done
    ++evictions_;
  }
}

namespace {

// The family's ruleset for spelling, built with oracle; a parse error if no family knows it.
RulesetPtr make_uncached(std::string_view spelling, std::size_t column,
                         const HeapPeriodOracle* oracle, bool& cacheable) {
  for (const RulesetFamily& family : families()) {
    if (RulesetPtr ruleset = family.make(spelling, column, oracle)) {
      cacheable = family.cacheable;
      return ruleset;
    }
  }
  std::string known;
  for (const std::string& name : known_ruleset_names()) known += (known.empty() ? "" : ", ") + name;
  throw parse_error(fmt::format("unknown ruleset '{}' at column {}; known: {}", printable(spelling),
                                column, known),
                    column);
}

}  // namespace

RulesetPtr make_ruleset(std::string_view spelling, std::size_t column, RulesetCache& cache) {
  // Rulesets are immutable apart from their exact value tables, so one instance per spelling is
  // shared by every request of the cache: a table computed once serves them all, until evicted.
  const bool short_spelling = spelling.size() <= kMaxCachedSpelling;
  if (short_spelling) {
    if (RulesetPtr found = cache.find(spelling)) return found;
  }
  bool cacheable = false;
  RulesetPtr ruleset = make_uncached(spelling, column, cache.oracle(), cacheable);
  if (short_spelling && cacheable) cache.insert(spelling, ruleset);
  return ruleset;
}

RulesetPtr make_ruleset(std::string_view spelling, std::size_t column) {
  bool cacheable = false;
  return make_uncached(spelling, column, nullptr, cacheable);
}

}  // namespace grundy
