#pragma once
// `grundy store merge TARGET SOURCE…`: the entries of each source store copied into the target
// (the results of census runs on several machines, each with its own store). Idempotent: the
// target keeps the longer prefix of values and a proved certificate (ResultStore::save), so a
// second merge changes nothing. Where both stores hold a ruleset, the values are checked equal
// first: a disagreement (in the values, or in what two proved periods say of any heap) is a
// conflict, reported and not merged, never a silent choice.
#include <cstdint>  // std::uint64_t
#include <nlohmann/json.hpp>
#include <string>  // std::string
#include <vector>  // std::vector

#include "grundy/core/budget.h"

namespace grundy::app {

struct StoreMergeConflict {
  std::string source, ruleset, what;
};

struct StoreMergeResult {
  std::string target;
  std::vector<std::string> sources;
  std::uint64_t entries = 0;    // entries read from the sources
  std::uint64_t added = 0;      // rulesets the target did not hold
  std::uint64_t improved = 0;   // longer values or a proof the target did not have
  std::uint64_t unchanged = 0;  // the target already held as much
  std::uint64_t stale = 0;      // entries of another version of grundy: not copied
  std::vector<StoreMergeConflict> conflicts;
};

StoreMergeResult merge_stores(const std::string& target, const std::vector<std::string>& sources,
                              Budget& budget);

nlohmann::json to_json(const StoreMergeResult& r);
// One line of counts, then one line per conflict.
std::string to_text(const StoreMergeResult& r);

}  // namespace grundy::app
