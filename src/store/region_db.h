#pragma once
// The outcome search's database of solved regions (grundy/search/region_store.h) over the results
// store (store/result_store.h, table `regions`, rows as store/region_row.h): look-ups go to the
// store at once (each row checked on read; a row saved but not yet written is not found: the
// search and the fill look each region up once, before solving it); saves are gathered and written
// kBatch at a time, each batch one transaction (one fsync), and the rest by flush(). The rows
// waiting are charged to the budget, so its memory is bounded by kBatch rows.
#include <cstdint>  // std::uint64_t
#include <nlohmann/json.hpp>
#include <string>  // std::string
#include <vector>  // std::vector

#include "store/region_row.h"
#include "store/result_store.h"
#include "grundy/core/budget.h"
#include "grundy/search/region_fill.h"
#include "grundy/search/region_store.h"

namespace grundy::app {

class StoredRegions final : public partizan::RegionStore {
 public:
  static constexpr std::size_t kBatch = 4096;

  // store and budget must outlive it. Rows not flushed when it is destroyed are dropped (an
  // error ended the search: they are computed again next time).
  StoredRegions(ResultStore& store, Budget& budget)
      : store_(store), charge_(budget, "the solved regions waiting to be saved") {}

  std::optional<std::string> find(const std::string& ruleset, const std::string& region) override;
  void save(const std::string& ruleset, const std::string& region,
            const std::string& value) override;
  [[noreturn]] void refuse(const std::string& ruleset, const std::string& region,
                           const std::string& what) override;
  // Writes the rows waiting.
  void flush();

 private:
  ResultStore& store_;
  MemoryCharge charge_;
  std::vector<RegionRow> pending_;
};

// `grundy store regions RULESET --max-cells N`: every region of the ruleset up to N squares
// solved and kept in the store at path (grundy/search/region_fill.h); those kept already are read
// (checked) and not solved again.
struct RegionDbFill {
  std::string ruleset, db;
  std::size_t max_cells = 0;
  partizan::RegionFillStats stats;
  std::uint64_t stored = 0;  // the ruleset's regions in the store afterwards
};
RegionDbFill fill_region_db(const std::string& ruleset, std::size_t max_cells,
                            const std::string& path, Budget& budget);
nlohmann::json to_json(const RegionDbFill& r);
std::string to_text(const RegionDbFill& r);

}  // namespace grundy::app
