#include "store/store_merge.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <numeric>  // std::gcd

#include "grundy/core/error.h"
#include "store/result_store.h"

namespace grundy::app {
namespace {

// G(n) as a stored entry says it: its values, and beyond them its proved period.
std::optional<std::uint64_t> said(const StoredSequence& s, std::uint64_t n) {
  if (n < s.values.size()) return s.values[n];
  if (s.period && s.period->proved) return value_from_period(*s.period, std::span(s.values), n);
  return std::nullopt;
}

// Why two entries of one ruleset disagree, or "" when they do not: every heap either says
// something of, up to past both proofs' windows (two proved periods that agree there agree on
// every heap: each sequence is then periodic from max(n0) with both periods).
std::string disagreement(const StoredSequence& a, const StoredSequence& b, Budget& budget) {
  std::uint64_t upto = std::max(a.values.size(), b.values.size());
  const bool both_proved = a.period && a.period->proved && b.period && b.period->proved;
  if (both_proved) {
    upto = std::max(upto, std::max(a.period->preperiod, b.period->preperiod) +
                              a.period->period * b.period->period /
                                  std::gcd(a.period->period, b.period->period));
  }
  for (std::uint64_t n = 0; n < upto; ++n) {
    budget.charge();
    const auto x = said(a, n), y = said(b, n);
    if (x && y && *x != *y) return fmt::format("G({}) is {} in one and {} in the other", n, *x, *y);
  }
  return "";
}

}  // namespace

StoreMergeResult merge_stores(const std::string& target, const std::vector<std::string>& sources,
                              Budget& budget) {
  StoreMergeResult r;
  r.target = target;
  r.sources = sources;
  ResultStore into(target, &budget);
  for (const std::string& path : sources) {
    if (!std::filesystem::exists(path)) {
      throw Error(ErrorKind::kUsage, fmt::format("the results store {} does not exist", path));
    }
    if (std::filesystem::exists(target) && std::filesystem::equivalent(path, target)) {
      throw Error(ErrorKind::kUsage,
                  fmt::format("{} is the target itself: merge other stores into it", path));
    }
    // A source is only read: one on read-only media is opened as it is (no warning needed).
    ResultStore from(path, &budget, [](const std::string&) {});
    for (const std::string& ruleset : from.rulesets()) {
      budget.charge();
      ++r.entries;
      const auto entry = from.load(ruleset);
      if (!entry) {
        ++r.stale;
        continue;
      }
      const auto held = into.load(ruleset);
      if (held) {
        if (const std::string why = disagreement(*held, *entry, budget); !why.empty()) {
          r.conflicts.push_back({path, ruleset, why});
          continue;
        }
      }
      into.save(ruleset, entry->values, entry->period, entry->searched_max);
      const auto now = into.load(ruleset);
      const bool changed =
          !held || !now || now->values.size() != held->values.size() ||
          now->searched_max != held->searched_max ||
          (now->period && now->period->proved) != (held->period && held->period->proved);
      if (!held)
        ++r.added;
      else if (changed)
        ++r.improved;
      else
        ++r.unchanged;
    }
  }
  return r;
}

nlohmann::json to_json(const StoreMergeResult& r) {
  nlohmann::json conflicts = nlohmann::json::array();
  for (const auto& c : r.conflicts) {
    conflicts.push_back({{"source", c.source}, {"ruleset", c.ruleset}, {"what", c.what}});
  }
  return {{"target", r.target}, {"sources", r.sources},   {"entries", r.entries},
          {"added", r.added},   {"improved", r.improved}, {"unchanged", r.unchanged},
          {"stale", r.stale},   {"conflicts", conflicts}};
}

std::string to_text(const StoreMergeResult& r) {
  std::string out = fmt::format(
      "merged {} entries into {}: {} added, {} improved, {} unchanged, {} of another version "
      "skipped, {} conflicts",
      r.entries, r.target, r.added, r.improved, r.unchanged, r.stale, r.conflicts.size());
  for (const auto& c : r.conflicts) {
    out += fmt::format("\nconflict: {} in {}: {} (not merged)", c.ruleset, c.source, c.what);
  }
  return out;
}

}  // namespace grundy::app
