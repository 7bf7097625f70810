#include "store/region_db.h"

#include <fmt/format.h>

#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"

namespace grundy::app {

namespace {
std::uint64_t row_bytes(const RegionRow& r) {
  return sizeof(RegionRow) + r.ruleset.size() + r.region.size() + r.engine.size() + r.value.size();
}
}  // namespace

std::optional<std::string> StoredRegions::find(const std::string& ruleset,
                                               const std::string& region) {
  return store_.load_region(ruleset, region);
}

void StoredRegions::save(const std::string& ruleset, const std::string& region,
                         const std::string& value) {
  RegionRow row = encode_region_row(ruleset, region, engine_version(), value);
  charge_.add(row_bytes(row));
  pending_.push_back(std::move(row));
  if (pending_.size() >= kBatch) flush();
}

void StoredRegions::refuse(const std::string& ruleset, const std::string& region,
                           const std::string& what) {
  refuse_region_row(store_.path(), ruleset, region, what);
}

void StoredRegions::flush() {
  store_.save_regions(pending_);
  for (const RegionRow& r : pending_) charge_.sub(row_bytes(r));
  pending_.clear();
}

RegionDbFill fill_region_db(const std::string& ruleset, std::size_t max_cells,
                            const std::string& path, Budget& budget) {
  if (path.empty()) {
    throw Error(ErrorKind::kUsage,
                "no results store: give one with --db (or set $GRUNDY_DB or $HOME)");
  }
  const RulesetPtr rules = make_ruleset(ruleset);
  ResultStore store(path, &budget);
  StoredRegions regions(store, budget);
  RegionDbFill r;
  r.ruleset = rules->spelling();
  r.db = path;
  r.max_cells = max_cells;
  r.stats = partizan::fill_regions(*rules, max_cells, regions, budget);
  regions.flush();
  r.stored = store.region_count(r.ruleset);
  return r;
}

nlohmann::json to_json(const RegionDbFill& r) {
  return {{"ruleset", r.ruleset},         {"db", r.db},
          {"max_cells", r.max_cells},     {"shapes", r.stats.shapes},
          {"regions", r.stats.regions},   {"kept", r.stats.kept},
          {"computed", r.stats.computed}, {"stored", r.stored}};
}

std::string to_text(const RegionDbFill& r) {
  return fmt::format(
      "{}: {} shapes of at most {} squares, {} distinct regions: {} solved and saved, {} already "
      "kept; the store {} keeps {} regions of {}",
      r.ruleset, r.stats.shapes, r.max_cells, r.stats.regions, r.stats.computed, r.stats.kept, r.db,
      r.stored, r.ruleset);
}

}  // namespace grundy::app
