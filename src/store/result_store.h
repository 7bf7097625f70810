#pragma once
// The results store: Grundy sequences and periodicity certificates computed once are kept in an
// SQLite database, so the same question later is answered from it (docs/sequences.md).
//   Default path: $GRUNDY_DB if set, else $XDG_DATA_HOME/grundy/results.sqlite, else
//   $HOME/.local/share/grundy/results.sqlite. `--db PATH` chooses another, `--no-db` none.
// The file is marked with application_id 'GRND'; a file that is not SQLite, is damaged, or is
// another program's database gets an Error naming the path, never a crash or a silent reset.
// Each entry carries a checksum and the version of grundy that computed it (store_row.h),
// checked when it is read: a damaged entry is an error naming the file (exit 2), never a value.
// Write-ahead logging and a busy handler let several processes read and write it at once; each
// save is one transaction, so a process killed in the middle leaves the store as it was. A
// connection waits for another's lock at most kBusyWait, and never past its budget: a budget's
// deadline or cancel flag passing during the wait ends it with that budget's Error(kBudget).
#include <chrono>     // std::chrono::steady_clock
#include <cstdint>    // std::uint64_t
#include <exception>  // std::exception_ptr
#include <optional>   // std::optional
#include <span>       // std::span
#include <string>     // std::string
#include <vector>     // std::vector

#include "store/region_row.h"
#include "grundy/impartial/misere_quotient.h"
#include "grundy/sequence/period.h"

struct sqlite3;
struct sqlite3_stmt;

namespace grundy {
class Budget;
}

namespace grundy::app {

struct StoredSequence {
  std::vector<std::uint16_t> values;  // G(0 … k−1), exact
  std::optional<Periodicity> period;  // the certificate found from them, if any
  std::uint64_t searched_max = 0;     // a period search looked at heaps up to this one
};

class ResultStore {
 public:
  // The documented default path, or "" when neither $GRUNDY_DB, $XDG_DATA_HOME nor $HOME is set.
  static std::string default_path();

  // Opens (creating it and its folder if missing) the store at path; throws Error on a damaged
  // or foreign file. Waits for a lock held by another connection are bounded by budget (its
  // deadline, cancel flag and node limit, checked every few milliseconds of the wait), when
  // given; it must outlive the store.
  explicit ResultStore(const std::string& path, Budget* budget = nullptr);
  ~ResultStore();
  ResultStore(const ResultStore&) = delete;
  ResultStore& operator=(const ResultStore&) = delete;

  std::optional<StoredSequence> load(const std::string& ruleset);
  // Keeps the longer prefix of values (at most kMaxStoredValues) and the better certificate.
  void save(const std::string& ruleset, std::span<const std::uint16_t> values,
            const std::optional<Periodicity>& period, std::uint64_t searched_max);

  // The misère quotient of ruleset computed with --max-heap max_heap, checked on read
  // (store/quotient_row.h): nullopt when none is kept (or it is another version's). Kept in the
  // table `quotients`, made by the first save (older grundys read the store as before).
  std::optional<MisereQuotient> load_quotient(const std::string& ruleset, std::uint64_t max_heap);
  void save_quotient(const std::string& ruleset, std::uint64_t max_heap, const MisereQuotient& q);
  // The --max-heap of every quotient kept for ruleset, largest first (none: empty).
  std::vector<std::uint64_t> quotient_heaps(const std::string& ruleset);

  // The canonical form kept for a solved region (store/region_row.h: the database of solved
  // regions of the outcome search), its row's checksum checked: nullopt when none is kept or it is
  // another version's. Kept in the table `regions`, made by the first save.
  std::optional<std::string> load_region(const std::string& ruleset, const std::string& region);
  // Keeps each row (its checksum and engine version already set) in one transaction.
  void save_regions(std::span<const RegionRow> rows);
  // How many solved regions of ruleset are kept (of any version).
  std::uint64_t region_count(const std::string& ruleset);

  // Every ruleset with an entry, in byte order of the spelling (entries of another version
  // included: load() returns nothing for them).
  std::vector<std::string> rulesets();

  const std::string& path() const { return path_; }

  // At most this many values are kept per ruleset (8 MiB).
  static constexpr std::uint64_t kMaxStoredValues = 1 << 22;
  // The longest wait for another connection's lock, budget or not (SQLite's busy timeout).
  static constexpr std::chrono::milliseconds kBusyWait{5000};

 private:
  [[noreturn]] void fail(const std::string& what) const;
  void exec(const char* sql);
  // Reads the header; makes a fresh file a store, or fails on a foreign or damaged one.
  void check_or_create();
  // Adds schema 2's columns to a schema-1 store (its entries then stale: no checksum).
  void migrate_from_1();
  // save() inside its transaction.
  void save_locked(const std::string& ruleset, std::span<const std::uint16_t> values,
                   const std::optional<Periodicity>& period, std::uint64_t searched_max);
  // SQLite's busy handler: sleeps and asks again until kBusyWait has passed or the budget ran out.
  static int on_busy(void* self, int count);
  std::string path_;
  sqlite3* db_ = nullptr;
  sqlite3_stmt* region_find_ = nullptr;  // load_region's statement, prepared once
  bool no_regions_ = false;              // load_region found no table `regions` (until a save)
  Budget* budget_ = nullptr;
  std::chrono::steady_clock::time_point wait_start_{};  // when the current wait for a lock began
  mutable std::exception_ptr budget_error_;  // the budget's Error that ended a wait, for fail()
  mutable bool busy_ = false;  // the last fail() was SQLITE_BUSY or SQLITE_LOCKED: worth a retry
};

}  // namespace grundy::app
